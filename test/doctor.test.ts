import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { ENV_VARIABLES, nodeCheck, runDoctorChecks, type DoctorReport } from '../src/doctor/checks.js';
import { formatDoctor, glyph } from '../src/doctor/format.js';
import { translator } from '../src/i18n/index.js';
import { doctorMessages } from '../src/i18n/messages/doctor.js';
import type { Io } from '../src/io.js';
import { toolVersion } from '../src/version.js';
import { startVersionHost, type VersionHost } from './support/version-host.js';

const SECRET_KEY = 'wk-test-key-7f3a9c1e5b2d';
const SECRET_TOKEN = 'pf-token-QXJ0aGVyRGVudA-93';
const SECRET_CLIENT = 'pf-client-secret-zz81-alpha';
const ANSI = /\u001b\[/;

function capture(env: NodeJS.ProcessEnv, cwd: string, isTTY = false) {
  let out = '';
  let err = '';
  const io: Io = {
    stdout: (text) => void (out += text),
    stderr: (text) => void (err += text),
    env,
    cwd,
    stdin: Readable.from([]),
    isTTY,
  };
  return { io, out: () => out, err: () => err };
}

/** The process environment without anything that could leak a real secret or change the checks. */
function baseEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [...ENV_VARIABLES, 'PIPEFY_TOKEN_URL', 'NO_COLOR', 'FORCE_COLOR', 'PIPE_MIGRATE_VERSION_URL']) delete env[name];
  return { ...env, ...extra };
}

let host: VersionHost;
let root: string;
let home: string;
let work: string;

beforeAll(async () => {
  host = await startVersionHost({ body: toolVersion() + '\n' });
  root = mkdtempSync(path.join(tmpdir(), 'pipe-migrate-doctor-'));
  home = path.join(root, 'home');
  work = path.join(root, 'work');
  mkdirSync(home);
  mkdirSync(work);
});

afterAll(async () => {
  await host.close();
  rmSync(root, { recursive: true, force: true });
});

async function doctor(argv: string[], env: NodeJS.ProcessEnv, cwd = work, isTTY = false) {
  const c = capture(env, cwd, isTTY);
  const code = await main(['doctor', ...argv], c.io);
  return { code, out: c.out(), err: c.err() };
}

describe('doctor --json', () => {
  it('reports every check as one JSON object, ready when the smoke test passes', async () => {
    host.set({ body: toolVersion() + '\n' });
    const r = await doctor(['--json', '--lang', 'en'], baseEnv({ HOME: home, PIPE_MIGRATE_VERSION_URL: host.url }));
    expect(r.err).toBe('');
    expect(r.out.trim().split('\n')).toHaveLength(1);
    const report = JSON.parse(r.out) as DoctorReport;
    expect(report.checks.map((c) => c.id)).toEqual(['node', 'version', 'smoke', 'env', 'renderer']);
    for (const check of report.checks) {
      expect(typeof check.ok).toBe('boolean');
      expect(typeof check.detail).toBe('string');
      expect(check.detail.length).toBeGreaterThan(0);
    }
    expect(report.version).toBe(toolVersion());
    expect(report.remoteVersion).toBe(toolVersion());
    const byId = Object.fromEntries(report.checks.map((c) => [c.id, c]));
    expect(byId.node).toMatchObject({ ok: true, required: true, current: process.versions.node, minimum: '18.17.0' });
    expect(byId.version).toMatchObject({ ok: true, required: false, status: 'current', local: toolVersion() });
    expect(byId.smoke).toMatchObject({ ok: true, required: true });
    expect(['ipaas_ready', 'manual_revision']).toContain((byId.smoke as { routing: string }).routing);
    expect(byId.env).toMatchObject({ ok: false, file: false, path: path.join(work, '.env') });
    expect(byId.renderer?.required).toBe(false);
    expect(report.ready).toBe(true);
    expect(report.ok).toBe(true);
    expect(r.code).toBe(0);
  });

  it('says which variables are set, from the environment or .env, and never their values', async () => {
    const dir = path.join(root, 'with-env');
    mkdirSync(dir);
    writeFileSync(
      path.join(dir, '.env'),
      `# comment\nRECIPE_API_KEY=${SECRET_KEY}\nRECIPE_API_BASE=\nPIPEFY_CLIENT_ID=client-id-1\nPIPEFY_CLIENT_SECRET="${SECRET_CLIENT}"\n`,
    );
    const env = baseEnv({ HOME: home, PIPE_MIGRATE_VERSION_URL: host.url, PIPEFY_TOKEN: SECRET_TOKEN, PIPEFY_GRAPHQL_URL: '  ' });
    const json = await doctor(['--json'], env, dir);
    const report = JSON.parse(json.out) as DoctorReport;
    const check = report.checks.find((c) => c.id === 'env');
    expect(check).toMatchObject({
      ok: true,
      file: true,
      variables: {
        RECIPE_API_KEY: true,
        RECIPE_API_BASE: false,
        PIPEFY_TOKEN: true,
        PIPEFY_CLIENT_ID: true,
        PIPEFY_CLIENT_SECRET: true,
        PIPEFY_GRAPHQL_URL: false,
      },
    });
    const human = await doctor(['--lang', 'en'], env, dir);
    expect(human.out).toContain('RECIPE_API_KEY');
    expect(human.out).toContain('not set: RECIPE_API_BASE, PIPEFY_GRAPHQL_URL');
    for (const text of [json.out, json.err, human.out, human.err]) {
      for (const secret of [SECRET_KEY, SECRET_TOKEN, SECRET_CLIENT, 'client-id-1']) expect(text).not.toContain(secret);
    }
  });

  it('still ready when the remote version cannot be checked; the version check says why', async () => {
    const r = await doctor(['--json'], baseEnv({ HOME: home, PIPE_MIGRATE_VERSION_URL: 'http://127.0.0.1:9/VERSION' }));
    const report = JSON.parse(r.out) as DoctorReport;
    expect(report.checks.find((c) => c.id === 'version')).toMatchObject({ ok: false, status: 'unreachable' });
    expect(report.remoteVersion).toBeUndefined();
    expect(report.ready).toBe(true);
    expect(r.code).toBe(0);
  });
});

describe('doctor human output', () => {
  it('an aligned list without colour codes when not on a terminal', async () => {
    host.set({ body: toolVersion() });
    const r = await doctor(['--lang', 'en'], baseEnv({ HOME: home, PIPE_MIGRATE_VERSION_URL: host.url }));
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(ANSI);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe(`pipe-migrate doctor ${toolVersion()}`);
    const checks = lines.slice(1, 6);
    expect(checks).toHaveLength(5);
    // the details start in one column: after "  ✓ " and the longest label ("Diagram PNG") plus two spaces
    const column = 4 + 'Diagram PNG'.length + 2;
    for (const line of checks) {
      expect(line.slice(column - 2, column)).toBe('  ');
      expect(line[column]).toMatch(/\S/);
    }
    expect(checks[0]).toMatch(/^ {2}✓ Node\.js/);
    expect(checks[2]).toMatch(/^ {2}✓ Engine/);
    expect(r.out.trimEnd().split('\n').at(-1)).toBe(`Ready: pipe-migrate ${toolVersion()} can translate recipes.`);
  });

  it('colours on a terminal, and never with NO_COLOR', async () => {
    const env = { HOME: home, PIPE_MIGRATE_VERSION_URL: host.url, TERM: 'xterm-256color' };
    const coloured = await doctor([], baseEnv(env), work, true);
    expect(coloured.out).toMatch(ANSI);
    const plain = await doctor([], baseEnv({ ...env, NO_COLOR: '1' }), work, true);
    expect(plain.out).not.toMatch(ANSI);
    expect(plain.out).toContain('✓');
  });

  it('warns first when main has a newer version, then says ready (pt)', async () => {
    host.set({ body: '999.0.0\n' });
    try {
      const r = await doctor(['--lang', 'pt'], baseEnv({ HOME: home, PIPE_MIGRATE_VERSION_URL: host.url }));
      expect(r.code).toBe(0);
      const tail = r.out.trimEnd().split('\n').slice(-2);
      expect(tail[0]).toContain('999.0.0');
      expect(tail[0]).toContain(toolVersion());
      expect(tail[0]).toMatch(/mais novo/);
      expect(tail[1]).toMatch(/^Pronto: /);
      expect(r.out).toMatch(/! Versão/);
    } finally {
      host.set({ body: toolVersion() });
    }
  });

  it('speaks Spanish with --lang es', async () => {
    const r = await doctor(['--lang', 'es'], baseEnv({ HOME: home, PIPE_MIGRATE_VERSION_URL: host.url }));
    expect(r.out).toMatch(/Listo: pipe-migrate/);
    expect(r.out).toMatch(/Motor/);
  });
});

describe('doctor checks', () => {
  it('Node floor is 18.17', () => {
    const t = translator(doctorMessages, 'en');
    expect(nodeCheck('18.16.1', t).ok).toBe(false);
    expect(nodeCheck('18.16.1', t).detail).toContain('18.17');
    expect(nodeCheck('18.17.0', t).ok).toBe(true);
    expect(nodeCheck('v20.1.0', t).ok).toBe(true);
    expect(nodeCheck('16.20.2', t).ok).toBe(false);
  });

  it('the renderer check says whether mmdc and Chrome were found, and why not', async () => {
    const fakeMmdc = path.join(root, 'fake-mmdc');
    const fakeChrome = path.join(root, 'fake-chrome');
    writeFileSync(fakeMmdc, '');
    writeFileSync(fakeChrome, '');
    const check = async (extra: NodeJS.ProcessEnv) => {
      const env = baseEnv({ PIPE_MIGRATE_VERSION_URL: 'off', MMDC_PATH: '', CHROME_PATH: '', PUPPETEER_EXECUTABLE_PATH: '', ...extra });
      const report = await runDoctorChecks({ env, cwd: work, lang: 'en' });
      return report.checks.find((c) => c.id === 'renderer')!;
    };
    expect(await check({ MMDC_PATH: fakeMmdc, CHROME_PATH: fakeChrome })).toMatchObject({ ok: true, mmdc: fakeMmdc, chrome: fakeChrome });
    const badVariable = await check({ MMDC_PATH: path.join(root, 'missing-mmdc') });
    expect(badVariable).toMatchObject({ ok: false, required: false, reason: 'mmdc_not_found', variable: 'MMDC_PATH' });
    expect(badVariable.detail).toMatch(/MMDC_PATH points to a file that does not exist/);
    const noChrome = await check({ MMDC_PATH: fakeMmdc, PATH: '' , CHROME_PATH: path.join(root, 'missing-chrome') });
    expect(noChrome).toMatchObject({ ok: false, reason: 'chrome_not_found', variable: 'CHROME_PATH' });
    expect(glyph(noChrome)).toBe('!');
  });

  it('a failing smoke test means not ready, and no ready line', async () => {
    const broken = path.join(root, 'broken.recipe.json');
    writeFileSync(broken, '{ this is not json');
    const env = baseEnv({ HOME: home, PIPE_MIGRATE_VERSION_URL: 'off' });
    const report = await runDoctorChecks({ env, cwd: work, lang: 'en', examplePath: broken });
    const smoke = report.checks.find((c) => c.id === 'smoke')!;
    expect(smoke.ok).toBe(false);
    expect(smoke.detail).toMatch(/could not translate the bundled example/);
    expect(glyph(smoke)).toBe('✗');
    expect(report.ready).toBe(false);
    expect(report.ok).toBe(false);
    const text = formatDoctor(report, 'en', false);
    expect(text).not.toMatch(/Ready:/);
    expect(text).toMatch(/Not ready/);
  });

  it('a recipe with no usable trigger fails the smoke test instead of throwing', async () => {
    const odd = path.join(root, 'odd.recipe.json');
    writeFileSync(odd, JSON.stringify({ unexpected: true }));
    const report = await runDoctorChecks({ env: baseEnv({ PIPE_MIGRATE_VERSION_URL: 'off' }), cwd: work, lang: 'en', examplePath: odd });
    expect(report.checks.find((c) => c.id === 'smoke')!.ok).toBe(false);
    expect(report.ready).toBe(false);
  });
});
