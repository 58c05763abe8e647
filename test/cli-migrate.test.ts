// pipe-migrate --recipe: files written, summaries, JSON for agents, and every bad-input path.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { checkTemplate } from './support/flow-check.js';
import { fakeIo } from './support/io.js';
import { PIPEFY, action, dp, pipefyCardMoved, recipe } from './support/recipes.js';

const EXAMPLE = resolve('examples/pipefy-card-moved.recipe.json');
const NO_RENDERER = { MMDC_PATH: '/nonexistent/mmdc', LANG: 'en_US.UTF-8' };

function dir(): string {
  return mkdtempSync(join(tmpdir(), 'pm-cli-'));
}

async function run(args: string[], env: NodeJS.ProcessEnv = NO_RENDERER, cwd = dir()) {
  const io = fakeIo(env, undefined, { cwd });
  const code = await main(args, io);
  return { code, out: io.out.join(''), err: io.err.join(''), cwd };
}

describe('pipe-migrate --recipe', () => {
  it('writes flow.json, <slug>.flow.json, routing.json and the description into output/<folder>/', async () => {
    const { code, out, cwd } = await run(['--recipe', EXAMPLE]);
    expect(code).toBe(0);
    const folder = join(cwd, 'output', 'notify-approvals-when-a-card-reaches-review');
    const files = readdirSync(folder).sort();
    expect(files).toEqual(['flow.json', 'notify-approvals-when-a-card-reaches-review.flow.json', 'recipe_description.md', 'routing.json']);
    const flow = readFileSync(join(folder, 'flow.json'));
    expect(readFileSync(join(folder, 'notify-approvals-when-a-card-reaches-review.flow.json')).equals(flow)).toBe(true);
    expect(checkTemplate(JSON.parse(flow.toString())).errors).toEqual([]);
    const routing = JSON.parse(readFileSync(join(folder, 'routing.json'), 'utf8'));
    expect(['ipaas_ready', 'manual_revision']).toContain(routing.routing);
    expect(routing.operations.map((o: { step: number }) => o.step)).toEqual([0, 2, 4]);
    expect(out).toContain(join(folder, 'notify-approvals-when-a-card-reaches-review.flow.json'));
    expect(readdirSync(join(cwd, 'output')).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('prints one JSON object with --json, and the summary in the chosen language', async () => {
    const json = await run(['--recipe', EXAMPLE, '--json', '--connection', 'Connection: pipefySA01']);
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.out);
    expect(parsed.ok).toBe(true);
    expect(parsed.files.flow_named).toMatch(/notify-approvals-when-a-card-reaches-review\.flow\.json$/);
    expect(parsed.connections.bound[0].id).toBe('pipefySA01');
    expect(parsed.png).toMatchObject({ ok: false });
    const pt = await run(['--recipe', EXAMPLE, '--lang', 'pt']);
    expect(pt.out).toContain('Importe este arquivo');
    const es = await run(['--recipe', EXAMPLE, '--lang', 'es']);
    expect(es.out).toContain('Importa este archivo');
  });

  it('an action input nested 5,000 levels deep is written as a placeholder the review names, not a crash', async () => {
    const cwd = dir();
    // built as text: JSON.stringify itself cannot walk that deep
    const deep = '{"a":'.repeat(5000) + '"x"' + '}'.repeat(5000);
    const text = JSON.stringify(recipe('Deep input', pipefyCardMoved([action('logger', 'log_message', 'l1', { message: '@DEEP@' })])));
    writeFileSync(join(cwd, 'deep.json'), text.replace('"@DEEP@"', deep));
    const json = await run(['--recipe', 'deep.json', '--json'], NO_RENDERER, cwd);
    expect(json.code, json.err).toBe(0);
    const parsed = JSON.parse(json.out);
    expect(parsed.routing).toBe('manual_revision');
    expect(parsed.blocked_reason).toContain(`field "message${'.a'.repeat(100)}": a value nested more than 100 levels deep`);
    const flow = JSON.parse(readFileSync(parsed.files.flow, 'utf8'));
    expect(checkTemplate(flow).errors).toEqual([]);
    const pt = await run(['--recipe', 'deep.json', '--lang', 'pt'], NO_RENDERER, cwd);
    expect(pt.code, pt.err).toBe(0);
    expect(readFileSync(join(parsed.files.folder, 'recipe_description.md'), 'utf8')).toContain('aninhado em mais de 100 níveis');
  });

  it('says which existing files it replaced', async () => {
    const cwd = dir();
    await run(['--recipe', EXAMPLE], NO_RENDERER, cwd);
    const again = await run(['--recipe', EXAMPLE, '--json'], NO_RENDERER, cwd);
    expect(JSON.parse(again.out).replaced).toEqual(expect.arrayContaining(['flow.json', 'routing.json']));
  });

  it('uses the sanitised recipe id as the folder and never escapes the output folder', async () => {
    const cwd = dir();
    const raw = { ...recipe('Evil', pipefyCardMoved([action(PIPEFY, 'move_card', 'm', { card_id: dp(PIPEFY, 'trg', ['card', 'id']) })])), id: '../../etc/passwd' };
    writeFileSync(join(cwd, 'evil.json'), JSON.stringify(raw));
    const { code } = await run(['--recipe', 'evil.json', '--out', 'out'], NO_RENDERER, cwd);
    expect(code).toBe(0);
    expect(readdirSync(join(cwd, 'out'))).toEqual(['etc-passwd']);
  });

  it('gives recipes of one export that share a name their own folders', async () => {
    const cwd = dir();
    writeFileSync(join(cwd, 'twins.zip'), zipSync({
      'a/sync.recipe.json': strToU8(JSON.stringify(recipe('Sync', pipefyCardMoved([])))),
      'b/sync.recipe.json': strToU8(JSON.stringify(recipe('Sync', pipefyCardMoved([])))),
    }));
    const all = await run(['--recipe', 'twins.zip', '--all', '--json'], NO_RENDERER, cwd);
    expect(all.code).toBe(0);
    expect(readdirSync(join(cwd, 'output', 'workspace')).filter((name) => !name.includes('.')).sort()).toEqual(['sync', 'sync-2']);
    expect(JSON.parse(all.out.trim().split('\n').at(-1)!).results.map((r: { replaced: string[] }) => r.replaced)).toEqual([[], []]);
  });

  it('translates one or all recipes of a zip export', async () => {
    const cwd = dir();
    const r1 = recipe('First one', pipefyCardMoved([]));
    const r2 = recipe('Second one', pipefyCardMoved([]));
    writeFileSync(join(cwd, 'pkg.zip'), zipSync({
      'Recipes/first_one.recipe.json': strToU8(JSON.stringify(r1)),
      'Recipes/second_one.recipe.json': strToU8(JSON.stringify(r2)),
      'Connections/pipefy.connection.json': strToU8(JSON.stringify({ name: 'Pipefy', provider: PIPEFY, root_folder: false })),
    }));
    const ambiguous = await run(['--recipe', 'pkg.zip'], NO_RENDERER, cwd);
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.err).toContain('First one');
    const one = await run(['--recipe', 'pkg.zip', '--recipe-name', 'second one'], NO_RENDERER, cwd);
    expect(one.code).toBe(0);
    expect(existsSync(join(cwd, 'output', 'second-one', 'flow.json'))).toBe(true);
    const all = await run(['--recipe', 'pkg.zip', '--all', '--json'], NO_RENDERER, cwd);
    expect(all.code).toBe(0);
    expect(JSON.parse(all.out.trim().split('\n').at(-1)!).results).toHaveLength(2);
  });
});

describe('bad input: one translated message, exit 2, no stack trace, nothing written', () => {
  const cases: Array<[string, (cwd: string) => string, RegExp]> = [
    ['missing file', () => 'nope.json', /nope\.json/],
    ['not JSON', (cwd) => (writeFileSync(join(cwd, 'bad.json'), '{"name": "x",\n  oops }'), 'bad.json'), /line 2/i],
    ['no code', (cwd) => (writeFileSync(join(cwd, 'nocode.json'), JSON.stringify({ name: 'x' })), 'nocode.json'), /code/],
    ['connection file', (cwd) => (writeFileSync(join(cwd, 'gmail.connection.json'), JSON.stringify({ name: 'Gmail', provider: 'gmail', root_folder: false })), 'gmail.connection.json'), /connection/i],
    ['broken zip', (cwd) => (writeFileSync(join(cwd, 'broken.zip'), Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(40, 7)])), 'broken.zip'), /zip/i],
    ['empty file', (cwd) => (writeFileSync(join(cwd, 'empty.json'), ''), 'empty.json'), /empty|vazio|vac/i],
  ];
  it.each(cases)('%s', async (_name, make, pattern) => {
    const cwd = dir();
    const file = make(cwd);
    const { code, err, out } = await run(['--recipe', file], NO_RENDERER, cwd);
    expect(code).toBe(2);
    expect(err).toMatch(pattern);
    expect(err).not.toMatch(/\n\s+at .*\(/);
    expect(err.trim().split('\n').length).toBeLessThanOrEqual(3);
    expect(out).toBe('');
    expect(existsSync(join(cwd, 'output'))).toBe(false);
    const json = await run(['--recipe', file, '--json'], NO_RENDERER, cwd);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.out).ok).toBe(false);
  });

  it('messages follow --lang', async () => {
    const { err } = await run(['--recipe', 'nope.json', '--lang', 'pt']);
    const { err: es } = await run(['--recipe', 'nope.json', '--lang', 'es']);
    expect(err).not.toBe(es);
  });

  it('usage errors exit 2', async () => {
    expect((await run(['--recipe'])).code).toBe(2);
    expect((await run(['--recipe', EXAMPLE, '--schema-version', 'x'])).code).toBe(2);
    expect((await run(['--recipe', EXAMPLE, '--piece-version', 'pipefy'])).code).toBe(2);
    expect((await run(['stray'])).code).toBe(2);
  });

  it('without a terminal and without options it explains the non-interactive use', async () => {
    const { code, err } = await run([]);
    expect(code).toBe(2);
    expect(err).toContain('--recipe');
  });
});

describe.skipIf(!existsSync('dist/cli.js'))('the built CLI', () => {
  const nodes = [process.execPath, ...(process.env.PIPE_MIGRATE_NODE18 && existsSync(process.env.PIPE_MIGRATE_NODE18) ? [process.env.PIPE_MIGRATE_NODE18] : [])];
  it.each(nodes)('runs under %s: --version, a translation, and a bad file', (node) => {
    const version = execFileSync(node, ['bin/pipe-migrate.js', '--version'], { encoding: 'utf8' }).trim();
    expect(version).toBe(readFileSync('VERSION', 'utf8').trim());
    const out = dir();
    const res = spawnSync(node, ['bin/pipe-migrate.js', '--recipe', EXAMPLE, '--out', out, '--json'], { encoding: 'utf8', env: { ...process.env, ...NO_RENDERER } });
    expect(res.status).toBe(0);
    expect(res.stderr).toBe('');
    expect(existsSync(JSON.parse(res.stdout).files.flow_named)).toBe(true);
    const bad = spawnSync(node, ['bin/pipe-migrate.js', '--recipe', join(out, 'missing.json')], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).not.toMatch(/\bat .*\.js:\d+/);
    mkdirSync(join(out, 'x'), { recursive: true });
  });
});
