import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { fakeIo } from './support/io.js';
import { generatedRecipe, startWorkatoStandIn, type StandIn } from './support/workato-stand-in.js';

const KEY = 'wrk-cli-key-93c1e0a7d55b42f8';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const recipes = (n: number) => Array.from({ length: n }, (_, i) => generatedRecipe(500 + i));

let dir: string;
let standIn: StandIn | undefined;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pipe-migrate-list-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function serve(list = recipes(3)): Promise<StandIn> {
  standIn = await startWorkatoStandIn({ token: KEY, recipes: list });
  return standIn;
}

async function run(argv: string[], env: NodeJS.ProcessEnv, cwd = mkdtempSync(join(dir, 'cwd-'))) {
  const io = fakeIo({ LANG: 'en_US.UTF-8', ...env }, undefined, { cwd });
  const code = await main(argv, io);
  const stdout = io.out.join('');
  const stderr = io.err.join('');
  expect(stdout).not.toContain(KEY);
  expect(stderr).not.toContain(KEY);
  return { code, stdout, stderr };
}

describe('pipe-migrate --list', () => {
  it('prints a table of id, name and trigger, and a count', async () => {
    const server = await serve();
    const { code, stdout, stderr } = await run(['--list'], { RECIPE_API_KEY: KEY, RECIPE_API_BASE: server.url });
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^ID\s+Name\s+Trigger$/);
    expect(lines[1]).toMatch(/^-+\s+-+\s+-+$/);
    expect(lines[2]).toMatch(/^502\s+Recipe 502\s+Scheduler$/);
    expect(stdout).toContain(`3 recipes in ${server.url}.`);
    expect(stdout).toContain('--recipe-id');
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('speaks the chosen language', async () => {
    const server = await serve(recipes(1));
    const { code, stdout } = await run(['--list', '--lang', 'pt'], { RECIPE_API_KEY: KEY, RECIPE_API_BASE: server.url });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ID\s+Nome\s+Gatilho$/m);
    expect(stdout).toContain('1 receita em');
  });

  it('prints one JSON object with --json, across pages', async () => {
    const server = await serve(recipes(230));
    const { code, stdout, stderr } = await run(['--list', '--json'], { RECIPE_API_KEY: KEY, RECIPE_API_BASE: `${server.url}/api/` });
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const out = JSON.parse(stdout) as { ok: boolean; count: number; recipes: Array<{ id: number; name: string; trigger: string }> };
    expect(out.ok).toBe(true);
    expect(out.count).toBe(230);
    expect(out.recipes).toHaveLength(230);
    expect(out.recipes[0]).toEqual({ id: 729, name: 'Recipe 729', trigger: 'clock', app: 'Scheduler', trigger_words: 'Scheduler' });
    expect(server.requests).toHaveLength(3);
  });

  it('reads the key from .env in the working directory', async () => {
    const server = await serve();
    const cwd = mkdtempSync(join(dir, 'cwd-'));
    writeFileSync(join(cwd, '.env'), `RECIPE_API_KEY='${KEY}'\nRECIPE_API_BASE=${server.url}\n`);
    const { code, stdout } = await run(['--list', '--json'], {}, cwd);
    expect(code).toBe(0);
    expect(JSON.parse(stdout).count).toBe(3);
  });

  it('says so when the workspace has no recipes', async () => {
    const server = await serve([]);
    const { code, stdout } = await run(['--list'], { RECIPE_API_KEY: KEY, RECIPE_API_BASE: server.url });
    expect(code).toBe(0);
    expect(stdout).toContain('No recipes found');
  });

  it('explains a refused key on stderr, exit 2', async () => {
    const server = await serve();
    const { code, stdout, stderr } = await run(['--list'], { RECIPE_API_KEY: 'not-the-key', RECIPE_API_BASE: server.url });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('API client');
    expect(stderr).not.toContain('not-the-key');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('answers {ok:false,error} on stdout with --json', async () => {
    const server = await serve();
    const { code, stdout } = await run(['--list', '--json'], { RECIPE_API_KEY: 'not-the-key', RECIPE_API_BASE: server.url });
    expect(code).toBe(2);
    const out = JSON.parse(stdout) as { ok: boolean; error: { code: string; message: string } };
    expect(out.ok).toBe(false);
    expect(out.error.code).toBe('unauthorized');
    expect(out.error.message).toContain('HTTP 401');
  });

  it('explains a missing key, exit 2', async () => {
    const { code, stdout, stderr } = await run(['--list'], { RECIPE_API_BASE: 'https://www.workato.com' });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('RECIPE_API_KEY=');
    const json = await run(['--list', '--json', '--lang', 'es'], {});
    expect(json.code).toBe(2);
    const out = JSON.parse(json.stdout) as { error: { code: string; message: string } };
    expect(out.error.code).toBe('missing_token');
    expect(out.error.message).toContain('Nunca pegues la clave');
  });
});

describe.skipIf(!existsSync(join(ROOT, 'dist/cli.js')))('the built binary', () => {
  it('runs pipe-migrate --list --json against the stand-in', async () => {
    const server = await serve(recipes(4));
    const cwd = mkdtempSync(join(dir, 'bin-'));
    const env: NodeJS.ProcessEnv = { ...process.env, RECIPE_API_KEY: KEY, RECIPE_API_BASE: server.url, LANG: 'en_US.UTF-8' };
    delete env.PIPE_MIGRATE_DEBUG;
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(ROOT, 'bin/pipe-migrate.js'), '--list', '--json'], { cwd, env });
    expect(stdout).not.toContain(KEY);
    expect(stderr).not.toContain(KEY);
    const out = JSON.parse(stdout) as { ok: boolean; count: number };
    expect(out).toMatchObject({ ok: true, count: 4 });
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
  });
});
