// A recipe folder is written as a unit: swapped in whole, never through a link, never mixed with an earlier run's
// files (those are removed and reported), with no work folder left whatever fails, and one run at a time per
// output folder. The real write module on real temp folders, and the built CLI.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../src/errors.js';
import { openOutputBase } from '../src/output/base.js';
import { LOCK_FILE } from '../src/output/lock.js';
import { writeOutputFolder, type OutputFile } from '../src/output/write.js';
import { MASK, registerSecret, runSecrets } from '../src/secrets.js';
import { cliEnv, hasBuiltCli, runCli, startCli } from './support/cli.js';
import { checkTemplate } from './support/flow-check.js';
import { tempFolders } from './support/temp.js';
import { slowRenderer, until } from './support/slow-renderer.js';

const EXAMPLE = resolve('examples/pipefy-card-moved.recipe.json');
const FOLDER = 'notify-approvals-when-a-card-reaches-review';
const POSIX = process.platform !== 'win32';

const tmp = tempFolders('pm-folder-');

const files = (names: string[], text = 'new'): OutputFile[] => names.map((name) => ({ name, content: `${text} ${name}` }));
const listing = (dir: string) => readdirSync(dir).sort();

async function failure(promise: Promise<unknown>): Promise<UserError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('expected a UserError');
}

/** A process id that is certainly not running: a child that has already exited. */
function deadPid(): number {
  const pid = Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }));
  expect(() => process.kill(pid, 0)).toThrow();
  return pid;
}

/** Runs `chattr` and says whether the file system honoured it (root on ext4 does; elsewhere the test skips). */
function chattr(flag: '+i' | '-i', path: string): boolean {
  try {
    execFileSync('chattr', [flag, path], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('writeOutputFolder', () => {
  it('replaces the whole folder: files of the earlier run are removed and reported, written ones reported as replaced', async () => {
    const base = tmp();
    mkdirSync(join(base, 'r'));
    for (const name of ['flow.json', 'old-name.flow.json', 'recipe.json', 'recipe_diagram.png']) writeFileSync(join(base, 'r', name), 'old');
    const written = await writeOutputFolder(base, 'r', files(['flow.json', 'new-name.flow.json', 'routing.json']));
    expect(listing(join(base, 'r'))).toEqual(['flow.json', 'new-name.flow.json', 'routing.json']);
    expect(readFileSync(join(base, 'r', 'flow.json'), 'utf8')).toBe('new flow.json');
    expect(written.replaced).toEqual(['flow.json']);
    expect(written.removed).toEqual(['old-name.flow.json', 'recipe.json', 'recipe_diagram.png']);
    expect(listing(base)).toEqual(['r']);
  });

  it.skipIf(!POSIX)('never follows a link at the recipe folder: refuses it, and the link and its target stay as they were', async () => {
    const base = tmp();
    const elsewhere = tmp();
    writeFileSync(join(elsewhere, 'precious.txt'), 'keep');
    symlinkSync(elsewhere, join(base, 'r'));
    const e = await failure(writeOutputFolder(base, 'r', files(['flow.json'])));
    expect(e.code).toBe('output_symlink');
    expect(e.render('en')).toContain(join(base, 'r'));
    expect(listing(elsewhere)).toEqual(['precious.txt']);
    expect(listing(base)).toEqual(['r']);
  });

  it('refuses a file at the recipe folder\'s place and leaves no work folder', async () => {
    const base = tmp();
    writeFileSync(join(base, 'r'), 'a file');
    expect((await failure(writeOutputFolder(base, 'r', files(['flow.json'])))).code).toBe('output_occupied');
    expect(listing(base)).toEqual(['r']);
    expect(readFileSync(join(base, 'r'), 'utf8')).toBe('a file');
  });

  it('when interrupted before the swap, leaves the earlier folder as it was and no work folder', async () => {
    const base = tmp();
    mkdirSync(join(base, 'r'));
    writeFileSync(join(base, 'r', 'flow.json'), 'old');
    const controller = new AbortController();
    controller.abort();
    expect((await failure(writeOutputFolder(base, 'r', files(['flow.json']), { signal: controller.signal }))).code).toBe('output_interrupted');
    expect(listing(base)).toEqual(['r']);
    expect(readFileSync(join(base, 'r', 'flow.json'), 'utf8')).toBe('old');
  });

  it.skipIf(!POSIX)('when the folder cannot be moved aside, keeps the earlier folder whole, says why and leaves no work folder', async (ctx) => {
    const base = tmp();
    mkdirSync(join(base, 'r'));
    writeFileSync(join(base, 'r', 'flow.json'), 'old');
    if (!chattr('+i', join(base, 'r'))) return ctx.skip();
    try {
      const e = await failure(writeOutputFolder(base, 'r', files(['flow.json', 'routing.json'])));
      expect(e.code).toBe('output_no_permission');
    } finally {
      chattr('-i', join(base, 'r'));
    }
    expect(listing(base)).toEqual(['r']);
    expect(listing(join(base, 'r'))).toEqual(['flow.json']);
    expect(readFileSync(join(base, 'r', 'flow.json'), 'utf8')).toBe('old');
  });

  it('shortens a folder name too long for the file system, the same way every time', async () => {
    const base = tmp();
    const long = 'ação-'.repeat(80);
    const first = await writeOutputFolder(base, long, files(['flow.json']));
    const again = await writeOutputFolder(base, long, files(['flow.json']));
    const other = await writeOutputFolder(base, `${long}x`, files(['flow.json']));
    expect(again.dir).toBe(first.dir);
    expect(again.replaced).toEqual(['flow.json']);
    expect(other.dir).not.toBe(first.dir);
    const name = first.dir.slice(base.length + 1);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(120);
    expect(name.startsWith('ação-ação-')).toBe(true);
    expect(listing(base)).toHaveLength(2);
  });

  it('masks a secret of the run in every file, a text written under two names included, and writes bytes as they are', async () => {
    const secret = 'sk-live-0123456789abcdef';
    registerSecret(secret);
    try {
      const base = tmp();
      const text = `{"token": "${secret}", "note": "café ⚠"}\n`;
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
      const out = await writeOutputFolder(base, 'r', [
        { name: 'flow.json', content: text },
        { name: 'named.flow.json', content: text },
        { name: 'routing.json', content: `other ${secret}` },
        { name: 'recipe_diagram.png', content: png },
      ]);
      const expected = `{"token": "${MASK}", "note": "café ⚠"}\n`;
      expect(readFileSync(join(out.dir, 'flow.json'), 'utf8')).toBe(expected);
      expect(readFileSync(join(out.dir, 'named.flow.json'), 'utf8')).toBe(expected);
      expect(readFileSync(join(out.dir, 'routing.json'), 'utf8')).toBe(`other ${MASK}`);
      expect(readFileSync(join(out.dir, 'recipe_diagram.png'))).toEqual(png);
    } finally {
      runSecrets.clear();
    }
  });

  it('refuses names that are not a single plain folder or file name', async () => {
    const base = tmp();
    for (const folder of ['..', '.', '', 'a/b', '.pipe-migrate-1-abcdef01.tmp']) {
      expect((await failure(writeOutputFolder(base, folder, files(['flow.json'])))).code).toBe('output_outside');
    }
    expect((await failure(writeOutputFolder(base, 'r', files(['../escape.json'])))).code).toBe('output_outside');
    expect(listing(base)).toEqual([]);
  });
});

describe('the output folder lock', () => {
  it('refuses a second run while a live one holds it, naming its pid, and takes over the lock of a dead one', async () => {
    const base = tmp();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(base, LOCK_FILE), JSON.stringify({ pid: holder.pid }));
      const e = await failure(openOutputBase(base));
      expect(e.code).toBe('output_locked');
      for (const lang of ['en', 'pt', 'es'] as const) expect(e.render(lang)).toContain(String(holder.pid));
    } finally {
      holder.kill();
    }
    writeFileSync(join(base, LOCK_FILE), JSON.stringify({ pid: deadPid() }));
    const opened = await openOutputBase(base);
    expect(JSON.parse(readFileSync(join(base, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    await opened.close();
    expect(listing(base)).toEqual([]);
  });

  it('sweeps the work folders of a run that was killed, and only those', async () => {
    const base = tmp();
    const dead = deadPid();
    const live = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      for (const name of [`.pipe-migrate-${dead}-0123abcd.tmp`, `.pipe-migrate-${dead}-0123abcd.old`, `.pipe-migrate-sync-${dead}-89abcdef.tmp`, `.pipe-migrate-${live.pid}-0123abcd.tmp`, 'keep-me']) {
        mkdirSync(join(base, name));
      }
      const opened = await openOutputBase(base);
      await opened.close();
      expect(listing(base)).toEqual([`.pipe-migrate-${live.pid}-0123abcd.tmp`, 'keep-me']);
    } finally {
      live.kill();
    }
  });
});

describe.skipIf(!hasBuiltCli)('the CLI writes recipe folders as a unit', () => {
  it('a re-run removes and reports the files of the earlier run (--json and summary)', async () => {
    const cwd = tmp();
    const folder = join(cwd, 'output', FOLDER);
    mkdirSync(folder, { recursive: true });
    for (const name of ['flow.json', 'renamed-recipe.flow.json', 'recipe.json', 'recipe_diagram.png']) writeFileSync(join(folder, name), 'old');
    const json = await runCli(['--recipe', EXAMPLE, '--json'], { cwd });
    expect(json.code).toBe(0);
    const out = JSON.parse(json.stdout);
    expect(out.replaced).toEqual(['flow.json']);
    expect(out.removed).toEqual(['recipe.json', 'recipe_diagram.png', 'renamed-recipe.flow.json']);
    expect(listing(folder)).toEqual(['flow.json', `${FOLDER}.flow.json`, 'recipe_description.md', 'routing.json']);
    expect(checkTemplate(JSON.parse(readFileSync(join(folder, 'flow.json'), 'utf8'))).errors).toEqual([]);
    writeFileSync(join(folder, 'notes.txt'), 'mine');
    const text = await runCli(['--recipe', EXAMPLE], { cwd });
    expect(text.stdout).toContain('Removed files of an earlier run: notes.txt');
    expect(listing(join(cwd, 'output'))).toEqual([FOLDER]);
  });

  it.skipIf(!POSIX)('refuses a link at output/<folder> with one message, exit 2, and writes nothing through it', async () => {
    const cwd = tmp();
    const elsewhere = tmp();
    mkdirSync(join(cwd, 'output'));
    symlinkSync(elsewhere, join(cwd, 'output', FOLDER));
    const run = await runCli(['--recipe', EXAMPLE], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('symbolic link');
    expect(run.stderr).not.toContain('Something went wrong');
    expect(listing(elsewhere)).toEqual([]);
    expect(listing(join(cwd, 'output'))).toEqual([FOLDER]);
  });

  it.skipIf(!POSIX)('a second run into the same output folder is refused while the first writes, and the first completes', async () => {
    const cwd = tmp();
    const renderer = slowRenderer(tmp(), 1);
    const first = startCli(['--recipe', EXAMPLE, '--json'], { cwd, env: cliEnv(renderer.env) });
    await until(() => renderer.started() >= 1, 'the first run to be rendering');
    const second = await runCli(['--recipe', EXAMPLE, '--json', '--lang', 'pt'], { cwd });
    expect(second.code).toBe(2);
    const refused = JSON.parse(second.stdout);
    expect(refused.error.code).toBe('output_locked');
    expect(refused.error.message).toContain(`processo ${first.child.pid}`);
    renderer.release();
    const done = await first.done;
    expect(done.code).toBe(0);
    const written = JSON.parse(done.stdout);
    expect(written.files.diagram_png).toBe(join(cwd, 'output', FOLDER, 'recipe_diagram.png'));
    expect(checkTemplate(JSON.parse(readFileSync(written.files.flow, 'utf8'))).errors).toEqual([]);
    expect(listing(join(cwd, 'output'))).toEqual([FOLDER]);
    expect(existsSync(join(cwd, 'output', LOCK_FILE))).toBe(false);
  });
});
