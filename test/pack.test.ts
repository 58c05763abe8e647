// The installable package: `npm pack`, install the tarball into an empty folder, and run what a user runs.
// Slow (one pack, one install, one npx): everything happens in beforeAll and the tests read the results.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distNeedsBuild } from './support/dist.js';
import { startVersionHost, type VersionHost } from './support/version-host.js';

const REPO = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const VERSION = readFileSync(path.join(REPO, 'VERSION'), 'utf8').trim();
const LONG = 10 * 60_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command without blocking the event loop (the version host answers from this process). */
function run(file: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeout?: number }): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { cwd: options.cwd, env: options.env, timeout: options.timeout ?? 120_000, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) + (error && typeof error.code !== 'number' ? `\n${error.message}` : '') });
      },
    );
  });
}

/** npm's environment without the variables `npm test` sets for this project (they would leak into a nested npm). */
function npmEnv(): NodeJS.ProcessEnv {
  const keep = /^npm_config_(cache|registry|userconfig|globalconfig|proxy|https_proxy|noproxy|strict_ssl|cafile)$/i;
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(name) && !keep.test(name)) continue;
    env[name] = value;
  }
  return { ...env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
}

/** A plain user's environment for the installed CLI: temporary HOME, local version host, no secrets. */
function userEnv(home: string, versionUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'SYSTEMROOT', 'TMPDIR', 'TEMP', 'TMP', 'LANG', 'PIPE_MIGRATE_TEST_MMDC']) {
    if (process.env[name] !== undefined) env[name] = process.env[name];
  }
  return { ...env, HOME: home, USERPROFILE: home, PIPE_MIGRATE_VERSION_URL: versionUrl, CI: 'true' };
}

let host: VersionHost;
let tmp: string;
let setupProblem: string | undefined;
let tarball = '';
let entries: string[] = [];
let app = '';
let bin = '';
let npxRun: Run | undefined;
let skillNpxRun: Run | undefined;

beforeAll(async () => {
  host = await startVersionHost({ body: VERSION + '\n' });
  tmp = mkdtempSync(path.join(tmpdir(), 'pipe-migrate-pack-'));

  // dist/ must be built: build it when it is missing or older than src/.
  if (distNeedsBuild()) {
    const build = await run('npm', ['run', 'build'], { cwd: REPO, env: npmEnv(), timeout: 300_000 });
    // tsc still emits on type errors; only a missing dist/ stops the test.
    if (!existsSync(path.join(REPO, 'dist', 'cli.js'))) {
      setupProblem = `npm run build did not produce dist/cli.js: ${build.stderr.slice(-500)}`;
      return;
    }
  }

  const pack = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], { cwd: REPO, env: npmEnv() });
  if (pack.code !== 0) {
    setupProblem = `npm pack failed: ${pack.stderr.slice(-500)}`;
    return;
  }
  const info = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('['))) as Array<{ filename: string }>;
  tarball = path.join(tmp, info[0]!.filename);
  const list = await run('tar', ['-tzf', tarball], { cwd: tmp, env: process.env });
  entries = list.stdout.split('\n').filter(Boolean);

  // One install into an empty folder, from the npm cache (falls back to the registry).
  app = path.join(tmp, 'app');
  mkdirSync(app);
  const base = ['install', '--no-audit', '--no-fund', '--no-save', tarball];
  let install = await run('npm', [...base, '--offline'], { cwd: app, env: npmEnv(), timeout: 300_000 });
  if (install.code !== 0) install = await run('npm', [...base, '--prefer-offline'], { cwd: app, env: npmEnv(), timeout: 300_000 });
  if (install.code !== 0) {
    setupProblem = `npm install of the tarball failed: ${install.stderr.slice(-800)}`;
    return;
  }
  bin = path.join(app, 'node_modules', '.bin', process.platform === 'win32' ? 'pipe-migrate.cmd' : 'pipe-migrate');

  // npx with the tarball from an empty folder, as the README says (optional: it needs the npm cache or registry).
  const empty = path.join(tmp, 'npx-empty');
  mkdirSync(empty);
  copyFileSync(tarball, path.join(empty, path.basename(tarball)));
  npxRun = await run('npx', ['--yes', '--prefer-offline', `./${path.basename(tarball)}`, '--version'], {
    cwd: empty,
    env: npmEnv(),
    timeout: 240_000,
  });
  // The skill's line for a package file, taken from SKILL.md, with the tarball's absolute path, from another folder.
  const skillLine = /`(npx --yes --package \/absolute\/path\/pipe-migrate-<version>\.tgz pipe-migrate) …`/.exec(
    readFileSync(path.join(REPO, 'skills/pipe-migrate/SKILL.md'), 'utf8'),
  );
  if (skillLine) {
    const words = skillLine[1]!.split(' ').map((w) => w.replace('/absolute/path/pipe-migrate-<version>.tgz', path.join(empty, path.basename(tarball))));
    const elsewhere = path.join(tmp, 'npx-elsewhere');
    mkdirSync(elsewhere);
    skillNpxRun = await run(words[0]!, [...words.slice(1, 2), '--prefer-offline', ...words.slice(2), '--version'], { cwd: elsewhere, env: npmEnv(), timeout: 240_000 });
  }
}, LONG);

afterAll(async () => {
  await host?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** A fresh HOME and working folder for one run of the installed CLI. */
function sandbox(name: string) {
  const dir = path.join(tmp, name);
  const home = path.join(dir, 'home');
  const work = path.join(dir, 'work');
  mkdirSync(home, { recursive: true });
  mkdirSync(work, { recursive: true });
  return { dir, home, work, env: userEnv(home, host.url) };
}

describe('npm package', { timeout: LONG }, () => {
  it('the tarball holds only what runs', (ctx) => {
    if (setupProblem && !tarball) ctx.skip(setupProblem);
    expect(path.basename(tarball)).toBe(`pipe-migrate-${VERSION}.tgz`);
    const allowed = [
      /^package\/dist\//,
      /^package\/bin\//,
      /^package\/skills\//,
      /^package\/examples\//,
      /^package\/(README\.md|VERSION|\.env\.example|package\.json|LICENSE(\.md|\.txt)?)$/,
    ];
    const stray = entries.filter((entry) => !allowed.some((re) => re.test(entry)));
    expect(stray).toEqual([]);
    for (const needed of [
      'package/package.json',
      'package/VERSION',
      'package/.env.example',
      'package/bin/pipe-migrate.js',
      'package/dist/cli.js',
      'package/dist/commands/doctor.js',
      'package/dist/commands/install-skill.js',
      'package/dist/engine/mapping/catalog.json',
      'package/skills/pipe-migrate/SKILL.md',
      'package/examples/pipefy-card-moved.recipe.json',
    ]) {
      expect(entries, needed).toContain(needed);
    }
    if (existsSync(path.join(REPO, 'README.md'))) expect(entries).toContain('package/README.md');
    expect(entries.some((entry) => /^package\/(src|test|node_modules|\.ci|bench|scripts|docs|output)\//.test(entry))).toBe(false);
    expect(entries.some((entry) => /\.test\.js$|\.tsx?$/.test(entry) && !entry.endsWith('.d.ts'))).toBe(false);
  });

  it('installed from the tarball: --version prints VERSION and --help lists the commands', async (ctx) => {
    if (setupProblem) ctx.skip(setupProblem);
    const s = sandbox('version');
    const version = await run(bin, ['--version'], { cwd: s.work, env: s.env });
    expect(version).toMatchObject({ code: 0, stdout: VERSION + '\n', stderr: '' });
    const help = await run(bin, ['--help', '--lang', 'en'], { cwd: s.work, env: s.env });
    expect(help.code).toBe(0);
    for (const word of ['--recipe', '--recipe-id', '--list', 'smtp', 'doctor', 'install-skill', '--agent', '--json', '--lang', '--version']) {
      expect(help.stdout, word).toContain(word);
    }
  });

  it('installed from the tarball: doctor --json reports ready', async (ctx) => {
    if (setupProblem) ctx.skip(setupProblem);
    const s = sandbox('doctor');
    const r = await run(bin, ['doctor', '--json', '--lang', 'en'], { cwd: s.work, env: s.env });
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ ok: true, ready: true, version: VERSION, remoteVersion: VERSION });
    expect(report.checks.map((c: { id: string }) => c.id)).toEqual(['node', 'version', 'smoke', 'env', 'renderer']);
    expect(report.checks.find((c: { id: string }) => c.id === 'env')).toMatchObject({ file: false });
    expect(r.code).toBe(0);
  });

  it('under Node 18.17 (when CI provides it): doctor --json reports ready, without warnings', async (ctx) => {
    const node18 = process.env.PIPE_MIGRATE_NODE18;
    if (setupProblem) ctx.skip(setupProblem);
    if (!node18 || !existsSync(node18)) ctx.skip('PIPE_MIGRATE_NODE18 is not set (CI sets it)');
    const s = sandbox('node18');
    const script = path.join(app, 'node_modules', 'pipe-migrate', 'bin', 'pipe-migrate.js');
    const r = await run(node18!, [script, 'doctor', '--json'], { cwd: s.work, env: s.env });
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout);
    expect(report.ready).toBe(true);
    expect(report.checks[0]).toMatchObject({ id: 'node', ok: true, current: '18.17.0' });
  });

  it('installed from the tarball: translates a copied example recipe', async (ctx) => {
    if (setupProblem) ctx.skip(setupProblem);
    const s = sandbox('translate');
    copyFileSync(path.join(app, 'node_modules', 'pipe-migrate', 'examples', 'pipefy-card-moved.recipe.json'), path.join(s.work, 'x.json'));
    const out = path.join(s.dir, 'out');
    const r = await run(bin, ['--recipe', 'x.json', '--out', out, '--json', '--lang', 'en'], { cwd: s.work, env: s.env });
    expect(r.code, r.stderr + r.stdout).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(result.ok).toBe(true);
    expect(['ipaas_ready', 'manual_revision']).toContain(result.routing);
    const at = (file: string) => path.resolve(s.work, file);
    expect(path.isAbsolute(result.files.flow_named)).toBe(true);
    expect(result.files.flow_named).toMatch(/\.flow\.json$/);
    for (const key of ['flow', 'flow_named', 'routing', 'description']) {
      expect(existsSync(at(result.files[key])), key).toBe(true);
      expect(at(result.files[key]).startsWith(out + path.sep), key).toBe(true);
    }
    const flow = JSON.parse(readFileSync(at(result.files.flow_named), 'utf8'));
    expect(flow.flows[0].trigger).toBeTruthy();
  });

  it('installed from the tarball: install-skill --agent all writes into a temporary HOME', async (ctx) => {
    if (setupProblem) ctx.skip(setupProblem);
    const s = sandbox('skill');
    const packaged = readFileSync(path.join(app, 'node_modules', 'pipe-migrate', 'skills', 'pipe-migrate', 'SKILL.md'), 'utf8');
    expect(packaged).toBe(readFileSync(path.join(REPO, 'skills', 'pipe-migrate', 'SKILL.md'), 'utf8'));
    const r = await run(bin, ['install-skill', '--agent', 'all', '--json'], { cwd: s.work, env: s.env });
    expect(r.code, r.stderr).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(result.ok).toBe(true);
    expect(result.targets.map((t: { status: string }) => t.status)).toEqual(['installed', 'installed', 'installed', 'installed']);
    for (const folder of ['.claude', '.cursor', '.codex', '.agents']) {
      const file = path.join(s.home, folder, 'skills', 'pipe-migrate', 'SKILL.md');
      expect(readFileSync(file, 'utf8'), file).toBe(packaged);
    }
    const again = await run(bin, ['install-skill', '--lang', 'en'], { cwd: s.work, env: s.env });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already up to date');
  });

  it('npx --yes ./pipe-migrate-<version>.tgz --version works from an empty folder', (ctx) => {
    if (setupProblem) ctx.skip(setupProblem);
    const offline = /ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ENETUNREACH|ECONNREFUSED|ECONNRESET|ENOTCACHED|network/i;
    if (npxRun && npxRun.code !== 0 && offline.test(npxRun.stderr)) ctx.skip(`npx could not reach the npm registry: ${npxRun.stderr.slice(-300)}`);
    expect(npxRun?.stderr ?? '').not.toMatch(/not built/);
    expect(npxRun).toMatchObject({ code: 0, stdout: VERSION + '\n' });
  });

  it("the skill's npx line for a package file works with an absolute path, from another folder", (ctx) => {
    if (setupProblem) ctx.skip(setupProblem);
    const offline = /ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ENETUNREACH|ECONNREFUSED|ECONNRESET|ENOTCACHED|network/i;
    if (skillNpxRun && skillNpxRun.code !== 0 && offline.test(skillNpxRun.stderr)) ctx.skip(`npx could not reach the npm registry: ${skillNpxRun.stderr.slice(-300)}`);
    expect(skillNpxRun, 'SKILL.md has no `npx --yes --package /absolute/path/pipe-migrate-<version>.tgz pipe-migrate …` line').toBeDefined();
    expect(skillNpxRun).toMatchObject({ code: 0, stdout: VERSION + '\n' });
  });
});
