// pipe-migrate --all over a whole workspace, through the built CLI: from the Workato stand-in's package export
// (310+ recipes across folders, recipe functions and callers, a recipe that is not JSON, one the engine rejects, a
// lookup table with rows), from the package zip and from a folder. Every recipe is in report.json, callees come
// first and are wired, every flow written (and in flows.zip) is valid, the HTML report opens in headless Chromium
// without console messages and shows every recipe, the call steps hold their callees' ids so that importing
// flows.zip wires them, and a re-run rewrites only what changed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTemplates } from './support/ap-import.js';
import { cliEnv, hasBuiltCli, runCli } from './support/cli.js';
import { checkTemplate } from './support/flow-check.js';
import { tempFolders } from './support/temp.js';
import { generatedRecipe, startWorkatoStandIn, type StandIn } from './support/workato-stand-in.js';
import { callableTrigger, recipe } from './support/recipes.js';
import { BROKEN, FUNCTIONS, REJECTED, TABLE, callerPath, functionPath, plainPath, plainRecipe, recipeOrigins, workspaceFiles, workspaceZip } from './support/workspace.js';

const tmp = tempFolders('pm-workspace-');
const KEY = 'wrk-test-key-0123456789';
const FILES = workspaceFiles();
const ORIGINS = recipeOrigins(FILES);
const CHROMIUM = '/usr/bin/chromium';

interface Report {
  summary: Record<string, number>;
  verification: { available: boolean; passed: number; failed: number; other: number };
  changes: Record<string, number | boolean>;
  import: { order: string[] };
  recipes: Array<{ origin: string; name: string; status: string; change: string; output_folder?: string; flow_id?: string; calls: Array<{ callee?: string; flow_id?: string }>; called_by: string[]; error?: { code: string } }>;
  removed: Array<{ origin: string }>;
  tables: Array<{ name: string; file: string; rows: number }>;
}

const readReport = (out: string): Report => JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
const jsonLines = (stdout: string) => stdout.trim().split('\n').map((line) => JSON.parse(line));

function expectWorkspace(out: string, report: Report): void {
  expect(report.recipes.map((r) => r.origin).sort()).toEqual([...ORIGINS].sort());
  const byOrigin = new Map(report.recipes.map((r) => [r.origin, r]));
  expect(byOrigin.get(BROKEN)).toMatchObject({ status: 'failed', error: { code: 'zip_entry_not_json' } });
  expect(byOrigin.get(REJECTED)).toMatchObject({ status: 'failed', error: { code: 'bad_trigger' } });
  expect(report.summary).toMatchObject({ total: ORIGINS.length, failed: 2 });
  // Callees first: every function before whoever calls it, and each call step wired to the function's recipe.
  const at = (origin: string) => report.import.order.indexOf(origin);
  for (let k = 0; k < FUNCTIONS; k++) {
    expect(byOrigin.get(callerPath(k))!.calls.map((c) => c.callee)).toEqual([functionPath(k)]);
    expect(at(functionPath(k))).toBeGreaterThanOrEqual(0);
    expect(at(functionPath(k))).toBeLessThan(at(callerPath(k)));
  }
  expect(byOrigin.get(functionPath(0))!.calls.map((c) => c.callee)).toEqual([functionPath(1)]);
  expect(at(functionPath(1))).toBeLessThan(at(functionPath(0)));
  expect(byOrigin.get(functionPath(1))!.called_by.sort()).toEqual([callerPath(1), functionPath(0)].sort());
  // flows.zip: every written flow, valid, in import order.
  const zip = unzipSync(readFileSync(join(out, 'flows.zip')));
  const names = Object.keys(zip);
  expect(names).toHaveLength(ORIGINS.length - 2);
  expect(names).toEqual([...names].sort());
  const templates = names.map((name) => JSON.parse(strFromU8(zip[name]!)));
  for (const template of templates) expect(checkTemplate(template).errors).toEqual([]);
  // Wired: each call step's flowId is its callee's template id, which importing flows.zip from the flows list
  // replaces by the id of the flow it makes of the callee (Activepieces PR #10820; test/support/ap-import.ts).
  const flowOf = (origin: string) => JSON.parse(readFileSync(join(out, byOrigin.get(origin)!.output_folder!, 'flow.json'), 'utf8'));
  const callSteps = (trigger: unknown) => JSON.stringify(trigger).match(/"flowId":"[^"]*"/g) ?? [];
  for (let k = 0; k < FUNCTIONS; k++) {
    const id = flowOf(functionPath(k)).metadata.externalId;
    expect(id).toMatch(/^pm[0-9a-f]{19}$/);
    expect(byOrigin.get(functionPath(k))!.flow_id).toBe(id);
    expect(byOrigin.get(callerPath(k))!.calls.map((c) => c.flow_id)).toEqual([id]);
    expect(callSteps(flowOf(callerPath(k)).flows[0].trigger)).toEqual([`"flowId":"${id}"`]);
  }
  expect(flowOf(plainPath('Sales', 0)).metadata).toEqual({});
  const imported = importTemplates(templates);
  const newId = new Map(imported.map((f) => [f.displayName, f.externalId]));
  for (let k = 0; k < FUNCTIONS; k++) {
    const caller = imported.find((f) => f.displayName === byOrigin.get(callerPath(k))!.name)!;
    expect(callSteps(caller.trigger)).toEqual([`"flowId":"${newId.get(byOrigin.get(functionPath(k))!.name)}"`]);
  }
  // The lookup table, as a Tables import file with its rows.
  expect(report.tables).toEqual([expect.objectContaining({ name: TABLE.name, rows: TABLE.rows.length })]);
  const table = JSON.parse(readFileSync(join(out, report.tables[0]!.file), 'utf8'));
  expect(table.fields.map((f: { name: string }) => f.name)).toEqual(TABLE.columns);
  expect(table.data.rows.map((row: Array<{ value: string }>) => row.map((c) => c.value))).toEqual(TABLE.rows);
  for (const line of ['# ', TABLE.name.replace('|', '\\|')]) expect(readFileSync(join(out, 'REPORT.md'), 'utf8')).toContain(line);
}

describe.skipIf(!hasBuiltCli)('pipe-migrate --all from the Workato API (package export)', () => {
  let server: StandIn;
  beforeAll(async () => {
    server = await startWorkatoStandIn({
      token: KEY,
      recipes: [1, 2, 3].map((id) => generatedRecipe(id)),
      package: { zip: workspaceZip(), pollsBeforeDone: 2, redirect: true },
    });
  });
  afterAll(() => server.close());

  it('accounts for every recipe, orders callees first, writes flows.zip, the tables and an HTML report Chromium opens cleanly', async () => {
    const cwd = tmp();
    const env = cliEnv({ RECIPE_API_KEY: KEY, RECIPE_API_BASE: server.url });
    const run = await runCli(['--all', '--json', '--no-png'], { cwd, env });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(2);
    const lines = jsonLines(run.stdout);
    expect(lines.filter((l) => l.type === 'recipe')).toHaveLength(ORIGINS.length);
    expect(lines.at(-1)).toMatchObject({ type: 'summary', ok: false, summary: { total: ORIGINS.length, written: ORIGINS.length - 2, failed: 2 } });
    expect(server.manifests).toEqual([{ export_manifest: expect.objectContaining({ include_data: true, assets: [3, 2, 1].map((id) => ({ id, type: 'recipe', checked: true })) }) }]);
    expect(server.requests.some((r) => r.path.startsWith('/downloads/') && r.headers.authorization === undefined)).toBe(true);
    expect(run.stdout + run.stderr).not.toContain(KEY);

    const out = join(cwd, 'output', 'workspace');
    const report = readReport(out);
    expectWorkspace(out, report);
    const verdicts = { equivalent: 0, different: 0, not_proven: 0 } as Record<string, number>;
    for (const r of report.recipes.filter((x) => x.output_folder)) {
      expect(checkTemplate(JSON.parse(readFileSync(join(out, r.output_folder!, 'flow.json'), 'utf8'))).errors).toEqual([]);
      const routing = JSON.parse(readFileSync(join(out, r.output_folder!, 'routing.json'), 'utf8'));
      verdicts[routing.verification.verdict] = (verdicts[routing.verification.verdict] ?? 0) + 1;
    }
    // the report's check counts are the routing files' verdicts: equivalent passes, different fails
    expect(report.verification).toEqual({ available: true, passed: verdicts.equivalent, failed: verdicts.different, other: verdicts.not_proven });
    expect(verdicts.equivalent! + verdicts.different!).toBeGreaterThan(0);

    const html = readFileSync(join(out, 'report.html'), 'utf8');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    if (!existsSync(CHROMIUM)) return;
    const chrome = spawnSync(CHROMIUM, ['--headless', '--no-sandbox', '--disable-gpu', '--enable-logging=stderr', '--v=0', '--dump-dom', `file://${join(out, 'report.html')}`], {
      encoding: 'utf8',
      timeout: 60_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(chrome.stdout.length).toBeGreaterThan(1000);
    expect(chrome.stderr).not.toMatch(/:CONSOLE/);
    const dom = chrome.stdout;
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    for (const r of report.recipes) expect(dom).toContain(escaped(r.name));
  }, 120_000);

  it('a second export with one changed recipe function rewrites only that one; its callers stay as they were, still wired', async () => {
    const cwd = tmp();
    const changed = functionPath(2);
    const files = workspaceFiles({ [changed]: JSON.stringify(recipe('RF lookup 2', callableTrigger([], [{ name: 'email', type: 'string' }, { name: 'team', type: 'string' }]))) });
    const second = await startWorkatoStandIn({ token: KEY, package: { zip: workspaceZip(files) } });
    try {
      const first = await runCli(['--all', '--json', '--no-png'], { cwd, env: cliEnv({ RECIPE_API_KEY: KEY, RECIPE_API_BASE: server.url }) });
      expect(first.code).toBe(2);
      const out = join(cwd, 'output', 'workspace');
      const before = readReport(out);
      const flowFile = (report: Report, origin: string) => join(out, report.recipes.find((r) => r.origin === origin)!.output_folder!, 'flow.json');
      const callerStat = statSync(flowFile(before, callerPath(2)), { bigint: true });
      const rerun = await runCli(['--all', '--json', '--no-png'], { cwd, env: cliEnv({ RECIPE_API_KEY: KEY, RECIPE_API_BASE: second.url }) });
      expect(rerun.code).toBe(2);
      expect(jsonLines(rerun.stdout).filter((l) => l.type === 'recipe' && l.status === 'written').map((l) => l.origin)).toEqual([changed]);
      const after = readReport(out);
      expect(after.changes).toMatchObject({ previous_run: true, new: 0, changed: 1, removed: 0, unchanged: ORIGINS.length - 1 });
      expect(statSync(flowFile(after, callerPath(2)), { bigint: true }).mtimeNs).toBe(callerStat.mtimeNs);
      const callee = JSON.parse(readFileSync(flowFile(after, changed), 'utf8'));
      expect(JSON.stringify(callee)).toContain('team');
      expect(readFileSync(flowFile(after, callerPath(2)), 'utf8')).toContain(`"flowId": "${callee.metadata.externalId}"`);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('exports one folder when asked, and reports a failed export as an error', async () => {
    const failing = await startWorkatoStandIn({ token: KEY, package: { zip: workspaceZip(), fail: 'Asset not found' } });
    try {
      const cwd = tmp();
      const run = await runCli(['--all', '--folder-id', '77', '--json'], { cwd, env: cliEnv({ RECIPE_API_KEY: KEY, RECIPE_API_BASE: failing.url }) });
      expect(failing.manifests).toEqual([{ export_manifest: expect.objectContaining({ folder_id: 77, auto_generate_assets: true, include_data: true }) }]);
      expect(run.code).toBe(2);
      expect(JSON.parse(run.stdout)).toMatchObject({ ok: false, error: { code: 'package_failed' } });
      expect(JSON.parse(run.stdout).error.message).toContain('Asset not found');
      expect(existsSync(join(cwd, 'output'))).toBe(false);
    } finally {
      await failing.close();
    }
  });
});

describe.skipIf(!hasBuiltCli)('pipe-migrate --recipe <zip|folder> --all: re-runs', () => {
  it('a second run with one changed recipe rewrites only that one and reports a removed one', async () => {
    const cwd = tmp();
    writeFileSync(join(cwd, 'pkg.zip'), workspaceZip());
    const first = await runCli(['--recipe', 'pkg.zip', '--all', '--json', '--no-png'], { cwd });
    expect(first.code).toBe(2);
    const out = join(cwd, 'output', 'workspace');
    expectWorkspace(out, readReport(out));
    const changed = plainPath('Ops', 3);
    const gone = plainPath('HR', 7);
    const kept = plainPath('Sales', 0);
    const flowOf = (origin: string) => join(out, readReport(out).recipes.find((r) => r.origin === origin)!.output_folder!, 'flow.json');
    const keptFile = flowOf(kept);
    const keptStat = statSync(keptFile, { bigint: true });

    const files = workspaceFiles({ [changed]: JSON.stringify(plainRecipe('Ops', 3, '98765')) });
    delete files[gone];
    writeFileSync(join(cwd, 'pkg.zip'), workspaceZip(files));
    const second = await runCli(['--recipe', 'pkg.zip', '--all', '--json', '--no-png'], { cwd });
    expect(second.code).toBe(2);
    const written = jsonLines(second.stdout).filter((l) => l.type === 'recipe' && l.status === 'written');
    expect(written.map((l) => l.origin)).toEqual([changed]);
    const report = readReport(out);
    expect(report.changes).toMatchObject({ previous_run: true, new: 0, changed: 1, removed: 1, unchanged: ORIGINS.length - 2 });
    expect(report.removed.map((r) => r.origin)).toEqual([gone]);
    expect(report.recipes.find((r) => r.origin === changed)!.change).toBe('changed');
    expect(statSync(keptFile, { bigint: true }).mtimeNs).toBe(keptStat.mtimeNs);
    expect(readFileSync(flowOf(changed), 'utf8')).toContain('98765');
  }, 120_000);

  it('reads a folder of recipe files as a workspace, into the --out folder', async () => {
    const cwd = tmp();
    const files = workspaceFiles();
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(cwd, 'export', path)), { recursive: true });
      writeFileSync(join(cwd, 'export', path), text);
    }
    const run = await runCli(['--recipe', 'export', '--all', '--out', 'migrated', '--no-png', '--lang', 'pt'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('Relatório do workspace');
    const out = join(cwd, 'migrated');
    expectWorkspace(out, readReport(out));
    expect(readFileSync(join(out, 'REPORT.md'), 'utf8')).toContain('Ordem de importação');
  }, 120_000);
});
