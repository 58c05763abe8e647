// The built CLI and the folders it writes: recipes with non-Latin names and Inspect dumps never overwrite each
// other; --piece-version of an unknown piece and an unsupported --schema-version are refused.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { distNeedsBuild } from './support/dist.js';
import { checkTemplate } from './support/flow-check.js';
import { action, PIPEFY, pipefyCardMoved, recipe } from './support/recipes.js';

const REPO = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const EXAMPLE = path.join(REPO, 'examples/pipefy-card-moved.recipe.json');

beforeAll(() => {
  if (distNeedsBuild()) execFileSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'ignore', timeout: 300_000 });
}, 360_000);

function cli(args: string[], cwd: string) {
  const res = spawnSync(process.execPath, [path.join(REPO, 'bin/pipe-migrate.js'), ...args, '--no-png', '--json'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, HOME: cwd, LANG: 'en_US.UTF-8' },
    timeout: 60_000,
  });
  return { code: res.status, json: JSON.parse(res.stdout), err: res.stderr };
}

/** Writes each recipe to its own file, translates them one run at a time into one output folder. */
function translateEach(recipes: unknown[]): { cwd: string; folders: string[] } {
  const cwd = mkdtempSync(path.join(tmpdir(), 'pm-files-'));
  const folders = recipes.map((r, i) => {
    const file = path.join(cwd, `r${i}.json`);
    writeFileSync(file, JSON.stringify(r));
    const res = cli(['--recipe', file], cwd);
    expect(res.code).toBe(0);
    const flow = JSON.parse(readFileSync(res.json.files.flow, 'utf8'));
    expect(checkTemplate(flow).errors).toEqual([]);
    return path.basename(res.json.files.folder);
  });
  return { cwd, folders };
}

const step = () => pipefyCardMoved([action(PIPEFY, 'create_comment', 'c1', { card_id: '1', text: 'hi' })]);

describe('output folders', () => {
  it('recipes with non-Latin names get distinct folders', () => {
    const names = ['日本語のレシピ', '中文配方', 'Заявка на отпуск', 'طلب جديد', 'Sync 日本', 'Sync 中国'];
    const { cwd, folders } = translateEach(names.map((n) => recipe(n, step())));
    expect(new Set(folders).size).toBe(names.length);
    expect(readdirSync(path.join(cwd, 'output')).sort()).toEqual([...folders].sort());
    for (const f of folders) expect(f).toMatch(/^[a-z0-9-]+$/);
    // Latin names keep their plain slug
    expect(translateEach([recipe('Notificar aprovação!', step())]).folders).toEqual(['notificar-aprovacao']);
  });

  it('every Inspect dump gets its own folder, and the same dump keeps its folder', () => {
    const inspect = (text: string) => ({ result: { ...step(), block: [action(PIPEFY, 'create_comment', 'c1', { card_id: '1', text })] } });
    const { folders } = translateEach([inspect('one'), inspect('two'), inspect('three'), inspect('one')]);
    expect(new Set(folders.slice(0, 3)).size).toBe(3);
    expect(folders[3]).toBe(folders[0]);
  });
});

describe('version options', () => {
  const cwd = () => mkdtempSync(path.join(tmpdir(), 'pm-files-'));

  it('refuses --piece-version of a piece the catalog does not have, and takes a known one', () => {
    const dir = cwd();
    const bad = cli(['--recipe', EXAMPLE, '--piece-version', 'pipefyy=0.2.5'], dir);
    expect(bad.code).toBe(2);
    expect(bad.json.error).toEqual({
      code: 'unknown_piece',
      message: 'The --piece-version piece "@activepieces/piece-pipefyy" is not in the Pipefy Integrations catalog: check its name (for example pipefy=0.2.4).',
    });
    expect(existsSync(path.join(dir, 'output'))).toBe(false);
    const good = cli(['--recipe', EXAMPLE, '--piece-version', 'pipefy=0.2.5'], dir);
    expect(good.code).toBe(0);
    const flow = JSON.parse(readFileSync(good.json.files.flow, 'utf8'));
    expect(flow.flows[0].trigger.settings.pieceVersion).toBe('0.2.5');
  });

  it.each(['17', '22', '99', '0'])('refuses --schema-version %s', (version) => {
    const res = cli(['--recipe', EXAMPLE, '--schema-version', version], cwd());
    expect(res.code).toBe(2);
    expect(res.json.error.code).toBe('unsupported_schema_version');
    expect(res.json.error.message).toBe(`The schema version ${version} is not supported: use one of 18, 19, 20, 21 (default 20).`);
  });

  it('writes a supported --schema-version', () => {
    const res = cli(['--recipe', EXAMPLE, '--schema-version', '21'], cwd());
    expect(res.code).toBe(0);
    expect(JSON.parse(readFileSync(res.json.files.flow, 'utf8')).flows[0].schemaVersion).toBe('21');
  });
});
