// pipe-migrate --all through the built CLI: each recipe succeeds or fails on its own, the summary and --json list
// every recipe with its result, the exit code says whether any failed, and Ctrl+C finishes or rolls back the
// recipe at hand, prints what was written and exits 130.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { cliEnv, hasBuiltCli, runCli, startCli } from './support/cli.js';
import { checkTemplate } from './support/flow-check.js';
import { tempFolders } from './support/temp.js';
import { PIPEFY, action, dp, pipefyCardMoved, recipe } from './support/recipes.js';
import { processRuns } from './support/processes.js';
import { slowRenderer, until } from './support/slow-renderer.js';

const tmp = tempFolders('pm-batch-');
/** What --all writes beside the recipe folders (workspace.test.ts checks their content). */
const REPORT_FILES = ['REPORT.md', 'flows.zip', 'report.html', 'report.json'];
/** --all --json prints one line per recipe, then the summary line. */
const summaryLine = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1)!);

const good = (name: string) => JSON.stringify(recipe(name, pipefyCardMoved([action(PIPEFY, 'move_card', 'm', { card_id: dp(PIPEFY, 'trg', ['card', 'id']) })])));
const NOT_JSON = '{\n  "name": "Broken",\n  "code": ]\n}';
const BAD_TRIGGER = JSON.stringify({ name: 'Bad trigger', code: { keyword: 'trigger', provider: PIPEFY, name: 'card_move', block: 'x' } });

/** A package export in a fresh working folder. */
function exportZip(entries: Record<string, string>): string {
  const cwd = tmp();
  writeFileSync(join(cwd, 'pkg.zip'), zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)]))));
  return cwd;
}

const MIXED = {
  'Recipes/alpha.recipe.json': good('Alpha'),
  'Recipes/broken.recipe.json': NOT_JSON,
  'Recipes/bad_trigger.recipe.json': BAD_TRIGGER,
  'Recipes/beta.recipe.json': good('Beta'),
};

/** A complete recipe folder: both flow files, same bytes, a valid flow; and nothing of ours left beside it. */
function expectWritten(output: string, folder: string, extra: string[] = []): void {
  const files = readdirSync(join(output, folder)).sort();
  expect(files).toEqual(['flow.json', `${folder}.flow.json`, 'recipe_description.md', 'routing.json', ...extra].sort());
  const flow = readFileSync(join(output, folder, 'flow.json'));
  expect(readFileSync(join(output, folder, `${folder}.flow.json`)).equals(flow)).toBe(true);
  expect(checkTemplate(JSON.parse(flow.toString())).errors).toEqual([]);
}

describe.skipIf(!hasBuiltCli)('pipe-migrate --all: each recipe on its own', () => {
  it('writes every recipe it can, lists each with its result in --json, and exits 2 when one failed', async () => {
    const cwd = exportZip(MIXED);
    const run = await runCli(['--recipe', 'pkg.zip', '--all', '--json'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('');
    const out = summaryLine(run.stdout);
    expect(out.ok).toBe(false);
    expect(out.summary).toEqual({ total: 4, written: 2, failed: 2, interrupted: 0 });
    const byOrigin = Object.fromEntries(out.results.map((r: { origin: string }) => [r.origin, r]));
    expect(Object.keys(byOrigin).sort()).toEqual(Object.keys(MIXED).sort());
    expect(byOrigin['Recipes/alpha.recipe.json']).toMatchObject({ ok: true, status: 'written', files: { folder: join(cwd, 'output', 'workspace', 'alpha') } });
    expect(byOrigin['Recipes/beta.recipe.json']).toMatchObject({ ok: true, status: 'written', files: { folder: join(cwd, 'output', 'workspace', 'beta') } });
    expect(byOrigin['Recipes/broken.recipe.json']).toMatchObject({ ok: false, status: 'failed', error: { code: 'zip_entry_not_json' } });
    expect(byOrigin['Recipes/broken.recipe.json'].error.message).toContain('line 3, column 11');
    expect(byOrigin['Recipes/bad_trigger.recipe.json']).toMatchObject({ ok: false, status: 'failed', recipe: { name: 'Bad trigger' }, error: { code: 'bad_trigger' } });
    const output = join(cwd, 'output', 'workspace');
    expect(readdirSync(output).sort()).toEqual([...REPORT_FILES, 'alpha', 'beta'].sort());
    expectWritten(output, 'alpha');
    expectWritten(output, 'beta');
  });

  it.each([
    ['en', '2 recipe(s) translated, 2 failed.', 'is not valid JSON'],
    ['pt', '2 receita(s) traduzida(s), 2 com falha.', 'não é um JSON válido'],
    ['es', '2 receta(s) traducida(s), 2 con error.', 'no es un JSON válido'],
  ])('prints each written recipe, each failure with its reason, and the totals (%s)', async (lang, totals, notJson) => {
    const cwd = exportZip(MIXED);
    const run = await runCli(['--recipe', 'pkg.zip', '--all', '--lang', lang], { cwd });
    expect(run.code).toBe(2);
    expect(run.stdout).toContain(join(cwd, 'output', 'workspace', 'alpha', 'alpha.flow.json'));
    expect(run.stdout).toContain(join(cwd, 'output', 'workspace', 'beta', 'beta.flow.json'));
    const failures = run.stdout.split('\n').filter((line) => line.startsWith('✗ '));
    expect(failures).toHaveLength(2);
    expect(failures.find((line) => line.includes('Recipes/broken.recipe.json'))).toContain(notJson);
    expect(failures.find((line) => line.includes('Recipes/bad_trigger.recipe.json'))).toBeDefined();
    expect(run.stdout.trim().split('\n').at(-1)).toBe(totals);
    expect(run.stdout).not.toMatch(/Nothing was written|Nada foi gravado|No se escribió nada/i);
  });

  it('exits 0 with ok: true when every recipe is written', async () => {
    const cwd = exportZip({ 'a.recipe.json': good('Alpha'), 'b.recipe.json': good('Beta') });
    const run = await runCli(['--recipe', 'pkg.zip', '--all', '--json'], { cwd });
    expect(run.code).toBe(0);
    expect(summaryLine(run.stdout)).toMatchObject({ ok: true, summary: { total: 2, written: 2, failed: 0, interrupted: 0 } });
  });

  it('still refuses a single recipe that is not JSON the usual way (one message, exit 2)', async () => {
    const cwd = exportZip(MIXED);
    const run = await runCli(['--recipe', 'pkg.zip', '--recipe-name', 'broken', '--json'], { cwd });
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: false, error: { code: 'zip_entry_not_json' } });
    expect(existsSync(join(cwd, 'output'))).toBe(false);
  });
});

describe.skipIf(!hasBuiltCli || process.platform === 'win32')('Ctrl+C during --all', () => {
  it.each([['--json'], ['--lang', 'en']])('keeps the recipes written, leaves the one at hand unchanged, prints the summary and exits 130 (%s)', async (...mode) => {
    const cwd = exportZip({ 'a.recipe.json': good('Alpha'), 'b.recipe.json': good('Beta'), 'c.recipe.json': good('Gamma') });
    const output = join(cwd, 'output', 'workspace');
    const renderer = slowRenderer(tmp(), 2);
    const { child, done } = startCli(['--recipe', 'pkg.zip', '--all', ...mode], { cwd, env: cliEnv(renderer.env) });
    await until(() => renderer.started() >= 2, 'the second recipe to be rendering');
    child.kill('SIGINT');
    const run = await done;
    expect(run.code, run.stdout + run.stderr).toBe(130);
    if (mode[0] === '--json') {
      const out = summaryLine(run.stdout);
      expect(out).toMatchObject({ ok: false, interrupted: true, summary: { total: 3, written: 1, failed: 0, interrupted: 2 } });
      expect(out.results.map((r: { status: string }) => r.status)).toEqual(['written', 'interrupted', 'interrupted']);
      expect(out.results[0].files.diagram_png).toBe(join(output, 'alpha', 'recipe_diagram.png'));
    } else {
      expect(run.stdout).toContain(join(output, 'alpha', 'alpha.flow.json'));
      expect(run.stdout).toContain('Interrupted: 1 recipe(s) written, 2 not written');
    }
    expect(readdirSync(output).sort()).toEqual([...REPORT_FILES, 'alpha'].sort());
    expectWritten(output, 'alpha', ['recipe_diagram.png']);
    await until(() => !processRuns(renderer.pidOf(2)), 'the interrupted renderer to be gone', 15_000);
  });
});

describe.skipIf(!hasBuiltCli || process.platform === 'win32')('Ctrl+C during a single recipe', () => {
  it('leaves an earlier folder as it was, says nothing was written and exits 130', async () => {
    const cwd = exportZip({ 'a.recipe.json': good('Alpha') });
    const folder = join(cwd, 'output', 'alpha');
    const first = await runCli(['--recipe', 'pkg.zip'], { cwd });
    expect(first.code).toBe(0);
    const before = readFileSync(join(folder, 'flow.json'));
    const renderer = slowRenderer(tmp(), 1);
    const { child, done } = startCli(['--recipe', 'pkg.zip', '--connection', 'Connection: pipefySA01'], { cwd, env: cliEnv(renderer.env) });
    await until(() => renderer.started() >= 1, 'the recipe to be rendering');
    child.kill('SIGINT');
    const run = await done;
    expect(run.code, run.stdout + run.stderr).toBe(130);
    expect(run.stdout).toContain('Interrupted: 0 recipe(s) written, 1 not written');
    expect(readdirSync(join(cwd, 'output'))).toEqual(['alpha']);
    expect(readFileSync(join(folder, 'flow.json')).equals(before)).toBe(true);
    expectWritten(join(cwd, 'output'), 'alpha');
  });
});
