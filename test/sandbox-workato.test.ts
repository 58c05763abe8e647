// `npm run sandbox:workato` starts the Workato stand-in the way sandbox:pipefy starts Pipefy's, and the built
// CLI's --list --json against it shows the app names the wizard shows.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distNeedsBuild } from './support/dist.js';

const REPO = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
let sandbox: ChildProcess | undefined;
let url = '';

beforeAll(async () => {
  if (distNeedsBuild()) execFileSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'ignore', timeout: 300_000 });
  // its own process group: npm does not pass a SIGTERM on to the stand-in, which outlived the test (parent 1)
  sandbox = spawn('npm', ['run', '-s', 'sandbox:workato'], { cwd: REPO, env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  url = await new Promise<string>((resolve, reject) => {
    let text = '';
    sandbox!.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
      if (m) resolve(m[1]!);
    });
    sandbox!.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${text}`)));
    setTimeout(() => reject(new Error(`sandbox did not start: ${text}`)), 30_000);
  });
}, 360_000);

afterAll(async () => {
  if (!sandbox?.pid) return;
  const closed = sandbox.exitCode === null ? new Promise((resolve) => sandbox!.once('close', resolve)) : undefined;
  try {
    process.kill(-sandbox.pid, 'SIGTERM');
  } catch {
    // the group is gone already
  }
  await closed;
});

function cli(args: string[]) {
  const cwd = mkdtempSync(path.join(tmpdir(), 'pm-sandbox-'));
  return spawnSync(process.execPath, [path.join(REPO, 'bin/pipe-migrate.js'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: cwd, LANG: 'en_US.UTF-8', RECIPE_API_BASE: url, RECIPE_API_KEY: 'sandbox-key' },
    timeout: 60_000,
  });
}

describe('npm run sandbox:workato', () => {
  it('serves recipes the CLI lists with readable app names', () => {
    const res = cli(['--list', '--json']);
    expect(res.status).toBe(0);
    const listed = JSON.parse(res.stdout);
    expect(listed.count).toBe(3);
    const pipefy = listed.recipes.find((r: { id: number }) => r.id === 1001);
    expect(pipefy).toEqual({
      id: 1001,
      name: 'Notify approvals when a card reaches Review',
      trigger: 'new_connector_6_connector_186728_1628717731',
      app: 'Pipefy',
      trigger_words: 'Pipefy',
    });
    expect(listed.recipes.find((r: { id: number }) => r.id === 1002).app).toBe('Scheduler');
    const table = cli(['--list']);
    expect(table.stdout).not.toContain('new_connector_');
    expect(table.stdout).toMatch(/1001\s+Notify approvals when a card reaches Review\s+Pipefy/);
  });

  it('serves a recipe the CLI fetches and translates', () => {
    const res = cli(['--recipe-id', '1001', '--json', '--no-png']);
    expect(res.status).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ ok: true, recipe: { id: '1001' } });
  });
});
