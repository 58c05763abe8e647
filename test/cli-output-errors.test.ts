// An output folder the run cannot use gets one translated message naming what to do, and exit 2: --out that is a
// file, a path too long, a read-only disk, a folder without permission. Never "Something went wrong inside
// pipe-migrate". The built CLI on real folders; the read-only cases skip when this machine cannot produce them.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliEnv, hasBuiltCli, runCli, startCli, type CliOptions, type CliResult } from './support/cli.js';

const EXAMPLE = resolve('examples/pipefy-card-moved.recipe.json');
const POSIX = process.platform !== 'win32';
const ROOT_USER = process.getuid?.() === 0;
const NOBODY = 65534;

const dirs: string[] = [];
function tmp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pm-out-errors-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}
const cleanups: Array<() => void> = [];
afterAll(() => {
  cleanups.reverse().forEach((undo) => undo());
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function tryRun(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A run that hangs (Node's recursive mkdir spun forever under /proc) is killed, so the test fails instead of hanging. */
async function runOrKill(args: string[], options: CliOptions): Promise<CliResult> {
  const { child, done } = startCli(args, options);
  const guard = setTimeout(() => child.kill('SIGKILL'), 30_000);
  try {
    return await done;
  } finally {
    clearTimeout(guard);
  }
}

/** Per language, a phrase the message must hold; the code in --json; and nothing was written into `out`. */
async function expectRefused(out: string, expected: { code: string; en: string; pt: string; es: string }, options: Omit<CliOptions, 'cwd'> = {}) {
  const cwd = tmp();
  for (const lang of ['en', 'pt', 'es'] as const) {
    const run = await runOrKill(['--recipe', EXAMPLE, '--out', out, '--lang', lang], { cwd, ...options });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(expected[lang]);
    expect(run.stderr).toContain('--out');
    expect(run.stderr).not.toMatch(/Something went wrong|Algo deu errado|Algo salió mal|ENOENT/);
  }
  const json = await runOrKill(['--recipe', EXAMPLE, '--out', out, '--json'], { cwd, ...options });
  expect(json.code).toBe(2);
  expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, error: { code: expected.code } });
}

const NOT_A_FOLDER = { code: 'output_not_a_folder', en: 'is a file', pt: 'é um arquivo', es: 'es un archivo' };

describe.skipIf(!hasBuiltCli)('an output folder that cannot be used', () => {
  it('--out naming a file, or a folder under a file', async () => {
    const dir = tmp();
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'mine');
    await expectRefused(file, NOT_A_FOLDER);
    await expectRefused(join(file, 'output'), NOT_A_FOLDER);
    expect(readdirSync(dir)).toEqual(['notes.txt']);
    expect(readFileSync(file, 'utf8')).toBe('mine');
  });

  it('a path too long for the file system', async () => {
    const dir = tmp();
    await expectRefused(join(dir, 'x'.repeat(300)), { code: 'output_name_too_long', en: 'too long', pt: 'longo demais', es: 'demasiado larga' });
    expect(readdirSync(dir)).toEqual([]);
  });

  const CANNOT_CREATE = { code: 'output_cannot_create', en: 'Cannot create the output folder', pt: 'Não dá para criar a pasta de saída', es: 'No se puede crear la carpeta de salida' };

  it.skipIf(!existsSync('/proc/self'))('a folder under /proc, where mkdir answers ENOENT below a folder that exists', async () => {
    await expectRefused(join('/proc', `pm-out-${process.pid}`, 'output'), CANNOT_CREATE);
  });

  it.skipIf(!POSIX)('a folder below a broken symbolic link', async () => {
    const dir = tmp();
    symlinkSync(join(dir, 'gone'), join(dir, 'link'));
    await expectRefused(join(dir, 'link', 'output'), CANNOT_CREATE);
    expect(readdirSync(dir)).toEqual(['link']);
  });

  it.skipIf(!existsSync('/proc/self'))('install-skill into a HOME under /proc reports each agent folder as failed', async () => {
    const run = await runOrKill(['install-skill', '--json'], { cwd: tmp(), env: cliEnv({ HOME: join('/proc', `pm-home-${process.pid}`) }) });
    expect(run.code).toBe(2);
    const json = JSON.parse(run.stdout) as { ok: boolean; targets: Array<{ status: string }> };
    expect(json.ok).toBe(false);
    expect(json.targets.length).toBeGreaterThan(0);
    expect(json.targets.every((target) => target.status === 'failed')).toBe(true);
  });

  it.skipIf(!POSIX)('a folder on a read-only disk (a read-only bind mount)', async (ctx) => {
    const dir = tmp();
    mkdirSync(join(dir, 'output'));
    if (!ROOT_USER || !tryRun('mount', ['--bind', dir, dir])) return ctx.skip();
    cleanups.push(() => tryRun('umount', [dir]));
    if (!tryRun('mount', ['-o', 'remount,ro,bind', dir])) return ctx.skip();
    await expectRefused(join(dir, 'output'), { code: 'output_read_only', en: 'read-only disk', pt: 'somente leitura', es: 'solo lectura' });
    await expectRefused(join(dir, 'new-output'), { code: 'output_read_only', en: 'read-only disk', pt: 'somente leitura', es: 'solo lectura' });
    expect(readdirSync(join(dir, 'output'))).toEqual([]);
  });

  it.skipIf(!POSIX)('a folder that may not be changed (immutable)', async (ctx) => {
    const dir = tmp();
    if (!tryRun('chattr', ['+i', dir])) return ctx.skip();
    cleanups.push(() => tryRun('chattr', ['-i', dir]));
    await expectRefused(dir, { code: 'output_no_permission', en: 'No permission to write', pt: 'Sem permissão para gravar', es: 'Sin permiso para escribir' });
    expect(readdirSync(dir)).toEqual([]);
  });

  it.skipIf(!POSIX)('a folder the user may not write to', async (ctx) => {
    const dir = tmp();
    chmodSync(dir, 0o555);
    // Root may write anywhere: act as an ordinary user, when this machine lets the test run the CLI as one.
    const options = ROOT_USER ? { uid: NOBODY, gid: NOBODY, env: cliEnv({ HOME: dir }) } : {};
    const canRun = await runCli(['--version'], { cwd: dir, ...options }).then((run) => run.code === 0, () => false);
    if (!canRun) return ctx.skip();
    await expectRefused(dir, { code: 'output_no_permission', en: 'No permission to write', pt: 'Sem permissão para gravar', es: 'Sin permiso para escribir' }, options);
    expect(readdirSync(dir)).toEqual([]);
  });
});
