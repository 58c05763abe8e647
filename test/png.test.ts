import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { flowToMermaid } from '../src/engine/diagram.js';
import type { FlowTemplate, ReviewItem, WorkatoStep } from '../src/engine/types.js';
import { LANGS } from '../src/i18n/index.js';
import { CHROME_ARGS, findRenderer, pngStatusMessage, renderPng, type PngFailureReason } from '../src/output/png.js';
import { cliEnv, hasBuiltCli, runCli } from './support/cli.js';
import { checkTemplate } from './support/flow-check.js';
import { translateRecipe } from '../src/engine/index.js';
import { legendOnly, legendRecipe } from './support/legend-recipe.js';
import { countColour, readPng } from './support/png-pixels.js';
import { processRuns } from './support/processes.js';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const CORPUS = fileURLToPath(new URL('../../shared/corpus/workato/', import.meta.url));
const POSIX = process.platform !== 'win32';

const dirs: string[] = [];
function tmp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pipe-migrate-png-test-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function file(dir: string, name: string, body = '', mode = 0o755): string {
  const target = path.join(dir, name);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, body);
  chmodSync(target, mode);
  return target;
}

/** PNG width and height from the IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const PNG_SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('findRenderer', () => {
  it('MMDC_PATH pointing to a missing file is "not found", with no fallback', () => {
    const cwd = tmp();
    file(cwd, 'node_modules/.bin/mmdc', '#!/bin/sh\n');
    const r = findRenderer({ MMDC_PATH: path.join(cwd, 'nope', 'mmdc'), PATH: '' }, { packageRoot: cwd });
    expect(r).toMatchObject({ ok: false, reason: 'mmdc_not_found', variable: 'MMDC_PATH' });
  });

  it('CHROME_PATH pointing to a missing file is "not found", even when PUPPETEER_EXECUTABLE_PATH is fine', () => {
    const dir = tmp();
    const mmdc = file(dir, 'mmdc', '#!/bin/sh\n');
    const chrome = file(dir, 'chrome', '#!/bin/sh\n');
    const r = findRenderer({ MMDC_PATH: mmdc, CHROME_PATH: path.join(dir, 'missing-chrome'), PUPPETEER_EXECUTABLE_PATH: chrome, PATH: dir });
    expect(r).toMatchObject({ ok: false, reason: 'chrome_not_found', variable: 'CHROME_PATH' });
    const p = findRenderer({ MMDC_PATH: mmdc, PUPPETEER_EXECUTABLE_PATH: path.join(dir, 'missing'), PATH: dir });
    expect(p).toMatchObject({ ok: false, reason: 'chrome_not_found', variable: 'PUPPETEER_EXECUTABLE_PATH' });
    expect(findRenderer({ MMDC_PATH: mmdc, PUPPETEER_EXECUTABLE_PATH: chrome, PATH: '' })).toEqual({ ok: true, mmdc, chrome });
    expect(findRenderer({ MMDC_PATH: mmdc, CHROME_PATH: chrome, PATH: '' })).toEqual({ ok: true, mmdc, chrome });
  });

  it.skipIf(!POSIX)('searches node_modules/.bin of its own installation, then the absolute folders of PATH', () => {
    const pkg = tmp();
    const bin = tmp();
    const empty = tmp();
    const prefix = tmp();
    const inPkg = file(pkg, 'node_modules/.bin/mmdc', '#!/bin/sh\n');
    const hoisted = file(prefix, 'node_modules/.bin/mmdc', '#!/bin/sh\n');
    mkdirSync(path.join(prefix, 'node_modules', 'pipe-migrate'));
    const onPath = file(bin, 'mmdc', '#!/bin/sh\n');
    const chromium = file(bin, 'chromium', '#!/bin/sh\n');
    file(bin, 'google-chrome', 'not executable', 0o644);
    const env = { PATH: `${empty}:${bin}` };
    expect(findRenderer(env, { packageRoot: pkg })).toEqual({ ok: true, mmdc: inPkg, chrome: chromium });
    expect(findRenderer(env, { packageRoot: path.join(prefix, 'node_modules', 'pipe-migrate') })).toEqual({ ok: true, mmdc: hoisted, chrome: chromium });
    expect(findRenderer(env, { packageRoot: empty })).toEqual({ ok: true, mmdc: onPath, chrome: chromium });
    expect(findRenderer({ PATH: empty }, { packageRoot: empty })).toMatchObject({ ok: false, reason: 'mmdc_not_found' });
    expect(findRenderer({ PATH: empty, MMDC_PATH: '  ' }, { packageRoot: empty })).toMatchObject({ ok: false, reason: 'mmdc_not_found' });
  });

  it.skipIf(!POSIX)('never takes a program from a relative or empty PATH entry (the working folder)', () => {
    const cwd = tmp();
    const empty = tmp();
    const bin = tmp();
    file(cwd, 'node_modules/.bin/mmdc', '#!/bin/sh\n');
    file(cwd, 'mmdc', '#!/bin/sh\n');
    file(cwd, 'chromium', '#!/bin/sh\n');
    const chromium = file(bin, 'chromium', '#!/bin/sh\n');
    const previous = process.cwd();
    process.chdir(cwd);
    try {
      const env = { PATH: `node_modules/.bin:.::${empty}:${bin}` };
      expect(findRenderer(env, { packageRoot: empty })).toMatchObject({ ok: false, reason: 'mmdc_not_found' });
      expect(findRenderer({ ...env, MMDC_PATH: path.join(bin, 'chromium') }, { packageRoot: empty })).toEqual({ ok: true, mmdc: chromium, chrome: chromium });
    } finally {
      process.chdir(previous);
    }
  });
});

describe.skipIf(!POSIX || !hasBuiltCli)('a program planted in the working folder', () => {
  it('never runs: neither node_modules/.bin/mmdc nor one on a relative PATH entry (real CLI)', async () => {
    const cwd = tmp();
    const marker = path.join(cwd, 'planted-program-ran');
    const planted = `#!/bin/sh\necho "$0" >> "${marker}"\nexit 1\n`;
    file(cwd, 'node_modules/.bin/mmdc', planted);
    file(cwd, 'mmdc', planted);
    file(cwd, 'tools/mmdc', planted);
    const recipe = path.join(fileURLToPath(new URL('..', import.meta.url)), 'examples', 'pipefy-card-moved.recipe.json');
    const env = cliEnv({ MMDC_PATH: undefined, CHROME_PATH: process.execPath, PATH: `node_modules/.bin:.::tools:${path.dirname(process.execPath)}:/usr/bin:/bin` });
    const run = await runCli(['--recipe', recipe, '--json'], { cwd, env });
    expect(run.code).toBe(0);
    expect(existsSync(marker) ? readFileSync(marker, 'utf8') : '').toBe('');
    const written = JSON.parse(run.stdout);
    expect(written.files.folder).toContain(cwd);
    expect(checkTemplate(JSON.parse(readFileSync(written.files.flow, 'utf8'))).errors).toEqual([]);
  });
});

describe('pngStatusMessage', () => {
  const reasons: PngFailureReason[] = ['empty_mermaid', 'mmdc_not_found', 'chrome_not_found', 'timeout', 'render_failed', 'not_png', 'disabled', 'error'];
  it('is one translated line per reason and language', () => {
    for (const reason of reasons) {
      const lines = LANGS.map((lang) => pngStatusMessage(reason, lang));
      for (const line of lines) {
        expect(line).toContain('recipe_diagram.png');
        expect(line).not.toContain('\n');
        expect(line).not.toMatch(/\{\w+\}/);
      }
      expect(new Set(lines).size).toBe(3);
    }
    expect(pngStatusMessage('mmdc_not_found', 'pt', { variable: 'MMDC_PATH' })).toContain('MMDC_PATH aponta para um arquivo que não existe');
    expect(pngStatusMessage('timeout', 'en', { timeoutMs: 30_000 })).toContain('30 s');
    expect(pngStatusMessage('something else', 'es')).toContain('recipe_diagram.png');
  });
});

describe('renderPng without a usable renderer', () => {
  it('returns ok:false with a reason and never throws', async () => {
    const dir = tmp();
    const env = { MMDC_PATH: path.join(dir, 'missing-mmdc'), PATH: process.env.PATH };
    const r = await renderPng('flowchart TD\n  a --> b\n', { env });
    expect(r).toMatchObject({ ok: false, reason: 'mmdc_not_found', variable: 'MMDC_PATH' });
    if (!r.ok) expect(pngStatusMessage(r.reason, 'en', r)).toBe('No recipe_diagram.png: MMDC_PATH points to a file that does not exist; the diagram is in recipe_description.md.');
    expect(await renderPng('  \n', { env })).toMatchObject({ ok: false, reason: 'empty_mermaid' });
    expect(await renderPng(undefined as unknown as string, { env })).toMatchObject({ ok: false, reason: 'empty_mermaid' });
    const noChrome = await renderPng('flowchart TD\n  a\n', { env: { MMDC_PATH: process.execPath, CHROME_PATH: path.join(dir, 'missing-chrome') } });
    expect(noChrome).toMatchObject({ ok: false, reason: 'chrome_not_found', variable: 'CHROME_PATH' });
  });
});

/** A stand-in for mmdc, run by node: records what it got, then behaves as `mode` says. */
const FAKE_MMDC = `
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');
const args = process.argv.slice(2);
const arg = (name) => args[args.indexOf(name) + 1];
const probe = process.env.PROBE_DIR;
const mode = process.env.FAKE_MODE;
fs.writeFileSync(path.join(probe, 'seen.json'), JSON.stringify({
  pid: process.pid, cwd: process.cwd(), args, env: Object.keys(process.env),
  puppeteer: JSON.parse(fs.readFileSync(arg('--puppeteerConfigFile'), 'utf8')),
  mermaid: fs.readFileSync(arg('--input'), 'utf8'),
}));
if (mode === 'hang') {
  const child = spawn('sleep', ['120'], { stdio: 'ignore' });
  fs.writeFileSync(path.join(probe, 'child.pid'), String(child.pid));
  setInterval(() => {}, 1000);
} else if (mode === 'fail') {
  process.stderr.write('boom: cannot render\\n');
  process.exit(3);
} else if (mode === 'nopng') {
  process.exit(0);
} else if (mode === 'text') {
  fs.writeFileSync(arg('--output'), 'hello');
} else {
  fs.writeFileSync(arg('--output'), Buffer.concat([Buffer.from([0x89,0x50,0x4e,0x47,0x0d,0x0a,0x1a,0x0a]), Buffer.from('fake')]));
}
`;

async function waitGone(pid: number): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    if (!processRuns(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe.skipIf(!POSIX)('renderPng with a stand-in renderer', () => {
  function setup(mode: string) {
    const dir = tmp();
    const probe = tmp();
    const mmdc = file(dir, 'fake-mmdc.cjs', FAKE_MMDC, 0o644);
    const env = { PATH: process.env.PATH, MMDC_PATH: mmdc, CHROME_PATH: process.execPath, PROBE_DIR: probe, FAKE_MODE: mode, PIPEFY_TOKEN: 'secret-token', SMTP_PASSWORD: 'pw' };
    const seen = () => JSON.parse(readFileSync(path.join(probe, 'seen.json'), 'utf8')) as { pid: number; cwd: string; args: string[]; env: string[]; puppeteer: { executablePath: string; args: string[] }; mermaid: string };
    return { env, probe, seen };
  }

  it('passes the source and a network-less puppeteer config, returns the PNG, cleans its temp folder', async () => {
    const { env, seen } = setup('ok');
    const r = await renderPng('flowchart TD\n  a --> b\n', { env });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.png.subarray(0, 8).equals(PNG_SIG)).toBe(true);
    const s = seen();
    expect(s.mermaid).toBe('flowchart TD\n  a --> b\n');
    expect(s.puppeteer.executablePath).toBe(process.execPath);
    expect(s.puppeteer.args).toEqual([...CHROME_ARGS]);
    expect(s.puppeteer.args).toEqual(expect.arrayContaining(['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--proxy-server=127.0.0.1:9', '--disable-background-networking']));
    expect(s.puppeteer.args.some((a) => a.startsWith('--host-resolver-rules=MAP * ~NOTFOUND'))).toBe(true);
    expect(s.env).not.toContain('PIPEFY_TOKEN');
    expect(s.env).not.toContain('SMTP_PASSWORD');
    expect(existsSync(s.cwd)).toBe(false);
  });

  it('a hung renderer times out, its whole process tree is killed, and the temp folder is removed', { timeout: 30_000 }, async () => {
    const { env, probe, seen } = setup('hang');
    const r = await renderPng('flowchart TD\n  a --> b\n', { env, timeoutMs: 1500 });
    expect(r).toMatchObject({ ok: false, reason: 'timeout', timeoutMs: 1500 });
    if (!r.ok) expect(pngStatusMessage(r.reason, 'es', r)).toContain('2 s');
    const s = seen();
    const child = Number(readFileSync(path.join(probe, 'child.pid'), 'utf8'));
    expect(await waitGone(s.pid)).toBe(true);
    expect(await waitGone(child)).toBe(true);
    expect(existsSync(s.cwd)).toBe(false);
  });

  it('a failing renderer, no output and a non-PNG output are reported, not thrown', async () => {
    const fail = await renderPng('flowchart TD\n  a\n', { env: setup('fail').env });
    expect(fail).toMatchObject({ ok: false, reason: 'render_failed' });
    if (!fail.ok) expect(fail.detail).toMatch(/exit code 3.*boom: cannot render/);
    expect(await renderPng('flowchart TD\n  a\n', { env: setup('nopng').env })).toMatchObject({ ok: false, reason: 'not_png' });
    expect(await renderPng('flowchart TD\n  a\n', { env: setup('text').env })).toMatchObject({ ok: false, reason: 'not_png' });
  });

  it('a renderer that is not a program is reported, not thrown', async () => {
    const dir = tmp();
    const notProgram = file(dir, 'mmdc', 'not a program', 0o644);
    const r = await renderPng('flowchart TD\n  a\n', { env: { PATH: process.env.PATH, MMDC_PATH: notProgram, CHROME_PATH: process.execPath } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(['render_failed', 'error']).toContain(r.reason);
  });
});

// A real renderer: CI exports PIPE_MIGRATE_TEST_MMDC and CHROME_PATH; locally, whatever findRenderer finds.
const found = findRenderer(process.env);
const realMmdc = process.env.PIPE_MIGRATE_TEST_MMDC || (found.ok ? found.mmdc : undefined);
const realChrome = (() => {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  const probe = findRenderer({ ...process.env, MMDC_PATH: realMmdc ?? process.execPath });
  return probe.ok ? probe.chrome : undefined;
})();
const hasReal = Boolean(realMmdc && existsSync(realMmdc) && realChrome);
const realEnv = { ...process.env, MMDC_PATH: realMmdc, CHROME_PATH: realChrome };

/** A flow template shaped after a Workato recipe: actions, if/else as routers, loops, try/catch as error branches. */
function flowFromRecipe(code: WorkatoStep): { template: FlowTemplate; review: ReviewItem[] } {
  const review: ReviewItem[] = [];
  type Step = Record<string, unknown>;
  const base = (name: string, type: string, displayName: string, extra: Step = {}): Step => ({ name, type, displayName, valid: true, lastUpdatedDate: '2026-01-01T00:00:00.000Z', settings: {}, ...extra });
  const chain = (steps: WorkatoStep[]): Step | null => {
    let first: Step | null = null;
    let last: Step | null = null;
    const add = (s: Step) => {
      if (!first) first = s;
      else last!.nextAction = s;
      last = s;
    };
    for (const s of steps) {
      const n = s.number ?? 0;
      const block = s.block ?? [];
      if (s.keyword === 'action') {
        add(base(`step_${n}`, 'PIECE', `${s.provider}: ${s.name}`, { settings: { pieceName: '@activepieces/piece-http', actionName: 'send_request' } }));
        if (n % 3 === 0) review.push({ kind: 'unmapped', step: n, stepName: `step_${n}`, text: 'unmapped' });
      } else if (s.keyword === 'if') {
        const split = block.findIndex((b) => b.keyword === 'elsif' || b.keyword === 'else');
        const then = split < 0 ? block : block.slice(0, split);
        const tail = split < 0 ? [] : block.slice(split);
        const names = ['Condition 1', ...tail.map((t, i) => (t.keyword === 'else' ? 'Otherwise' : `Condition ${i + 2}`))];
        if (!tail.some((t) => t.keyword === 'else')) names.push('Otherwise');
        const children = [chain(then), ...tail.map((t) => chain(t.block ?? []))];
        while (children.length < names.length) children.push(null);
        add(base(`router_${n}`, 'ROUTER', `If #${n}`, { settings: { executionType: 'EXECUTE_FIRST_MATCH', branches: names.map((branchName) => ({ branchName })) }, children }));
      } else if (s.keyword === 'foreach' || s.keyword === 'repeat') {
        add(base(`loop_${n}`, 'LOOP_ON_ITEMS', `For each (#${n})`, { firstLoopAction: chain(block.filter((b) => b.keyword !== 'while_condition')) }));
      } else if (s.keyword === 'try') {
        const split = block.findIndex((b) => b.keyword === 'catch');
        const body = split < 0 ? block : block.slice(0, split);
        const handler = split < 0 ? [] : block[split]!.block ?? [];
        add(base(`try_${n}`, 'CODE', `Monitor #${n} "try"`, { continueOnFailureBranches: { onSuccess: chain(body), onFailure: chain(handler) } }));
      } else if (s.keyword === 'stop') {
        add(base(`stop_${n}`, 'PIECE', 'Stop <here>', { settings: { pieceName: '@activepieces/piece-flow-helper', actionName: 'stopFlow' } }));
      }
    }
    return first;
  };
  const trigger = base('trigger', 'PIECE_TRIGGER', `${code.provider}: ${code.name}`, { nextAction: chain(code.block ?? []) ?? undefined });
  return { template: { name: 'x', type: 'SHARED', flows: [{ displayName: 'x', valid: true, schemaVersion: '20', notes: [], trigger }] }, review };
}

function corpusMermaid(): string {
  const name = existsSync(CORPUS) ? readdirSync(CORPUS).find((f) => f.includes('check_in_guest')) : undefined;
  const code: WorkatoStep = name
    ? (JSON.parse(readFileSync(CORPUS + name, 'utf8')) as { code: WorkatoStep }).code
    : {
        number: 0,
        keyword: 'trigger',
        provider: 'workato_webhooks',
        name: 'new_event',
        block: [
          { number: 1, keyword: 'foreach', block: [{ number: 2, keyword: 'action', provider: 'logger', name: 'log_message' }] },
          { number: 3, keyword: 'if', block: [{ number: 4, keyword: 'action', provider: 'slack', name: 'post' }, { number: 5, keyword: 'else', block: [{ number: 6, keyword: 'stop' }] }] },
        ],
      };
  const { template, review } = flowFromRecipe(code);
  return flowToMermaid(template, review, 'pt');
}

describe.skipIf(!hasReal)('renderPng with the real Mermaid CLI and Chromium', () => {
  it('renders a corpus recipe diagram to a real PNG', { timeout: 90_000 }, async () => {
    const mermaid = corpusMermaid();
    expect(mermaid).toContain('-.->|');
    const r = await renderPng(mermaid, { env: realEnv, timeoutMs: 60_000 });
    if (!r.ok) throw new Error(`render failed: ${r.reason} ${r.detail}`);
    expect(r.png.subarray(0, 8).equals(PNG_SIG)).toBe(true);
    const { width, height } = pngSize(r.png);
    expect(width).toBeGreaterThan(100);
    expect(width).toBeLessThan(20_000);
    expect(height).toBeGreaterThan(100);
    expect(height).toBeLessThan(40_000);
  });

  it('renders the legend: each colour it explains is drawn, in the legend alone and in the whole diagram', { timeout: 120_000 }, async () => {
    const mermaid = translateRecipe(legendRecipe(), { lang: 'pt' }).mermaid;
    // The fills of the translated, red (needs a human) and amber (approximated) entries, and the error arrow's red.
    const colours = ['#ececff', '#fdecea', '#fff8e1', '#c0392b'];
    const sizes: number[] = [];
    for (const source of [legendOnly(mermaid), mermaid]) {
      const r = await renderPng(source, { env: realEnv, timeoutMs: 90_000 });
      if (!r.ok) throw new Error(`render failed: ${r.reason} ${r.detail}`);
      const pixels = readPng(r.png);
      sizes.push(pixels.width * pixels.height);
      for (const colour of colours) expect(countColour(pixels, colour), `${colour} in ${source.length} chars`).toBeGreaterThan(20);
    }
    // The legend alone draws every colour already, in a fraction of the whole diagram.
    expect(sizes[0]!).toBeLessThan(sizes[1]! / 2);
  });

  it('renders with the browser network off: a diagram that would fetch a URL makes no request', { timeout: 120_000 }, async () => {
    const hits: string[] = [];
    const server = createServer((req, res) => {
      hits.push(String(req.url));
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const source = `flowchart TD\n  A["<img src='http://127.0.0.1:${port}/probe.png' width='10'/> probe"] --> B["http://localhost:${port}/b"]\n`;
    try {
      const r = await renderPng(source, { env: realEnv, timeoutMs: 60_000 });
      expect(r.ok).toBe(true);
      expect(hits).toEqual([]);
      // Control: the same diagram rendered with the network on does fetch, so the probe above is meaningful.
      const dir = tmp();
      writeFileSync(path.join(dir, 'd.mmd'), source);
      writeFileSync(path.join(dir, 'p.json'), JSON.stringify({ executablePath: realChrome, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] }));
      const mmdc = realMmdc!;
      const [command, args] = /\.(c|m)?js$/.test(mmdc) ? ['node', [mmdc]] : [mmdc, [] as string[]];
      await execa(command, [...args, '-i', path.join(dir, 'd.mmd'), '-o', path.join(dir, 'd.png'), '-p', path.join(dir, 'p.json'), '-q'], { reject: false, timeout: 60_000 });
      expect(hits.length).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the renderer path without a real renderer', () => {
  it('produces no PNG and says why, for the same corpus diagram', async () => {
    const dir = tmp();
    const r = await renderPng(corpusMermaid(), { env: { PATH: dir, MMDC_PATH: path.join(dir, 'mmdc') }, packageRoot: dir });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toBe('mmdc_not_found');
      for (const lang of LANGS) expect(pngStatusMessage(r.reason, lang, r)).toMatch(/recipe_diagram\.png.*MMDC_PATH/);
    }
  });
});

describe('no online renderer', () => {
  it('src/ names no online diagram renderer and builds no URL from the diagram', () => {
    const files: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) visit(full);
        else if (/\.(ts|tsx|js|mjs|cjs|json)$/.test(entry)) files.push(full);
      }
    };
    visit(SRC);
    expect(files.length).toBeGreaterThan(5);
    const banned = /kroki|mermaid\.ink|mermaid\.live|mermaidchart\.com|mermaid-live-editor|mermaid-js\.github\.io|quickchart\.io|plantuml\.com\/plantuml|diagrams\.net|draw\.io/i;
    for (const f of files) expect(readFileSync(f, 'utf8'), f).not.toMatch(banned);
    for (const own of ['engine/diagram.ts', 'output/png.ts', 'engine/describe']) {
      const target = path.join(SRC, own);
      const list = statSync(target).isDirectory() ? readdirSync(target).map((f) => path.join(target, f)) : [target];
      for (const f of list) expect(readFileSync(f, 'utf8'), f).not.toMatch(/https?:\/\//);
    }
  });
});
