// The built CLI (bin/pipe-migrate.js → dist/cli.js) in a child process of its own: exit code or signal, output,
// and the child itself for tests that interrupt it. Tests skip when dist/ is not built.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const BIN = path.join(ROOT, 'bin', 'pipe-migrate.js');
export const hasBuiltCli = existsSync(path.join(ROOT, 'dist', 'cli.js'));

/** A small environment: no renderer, English, and nothing of the outer run (no tokens, no npm_* variables). */
export function cliEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, LANG: 'en_US.UTF-8', MMDC_PATH: '/nonexistent/mmdc', ...extra };
}

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** the child's user and group (tests running as root use them to act as an ordinary user) */
  uid?: number;
  gid?: number;
}

export function startCli(args: string[], options: CliOptions): { child: ChildProcess; done: Promise<CliResult> } {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: options.cwd,
    env: options.env ?? cliEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid !== undefined ? { uid: options.uid } : {}),
    ...(options.gid !== undefined ? { gid: options.gid } : {}),
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const done = new Promise<CliResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, done };
}

export function runCli(args: string[], options: CliOptions): Promise<CliResult> {
  return startCli(args, options).done;
}
