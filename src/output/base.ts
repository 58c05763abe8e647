// The output folder (--out) of one run: created when missing, locked against a second run, swept of the work
// folders a killed run left behind. Synchronous file system calls, as in write.ts: a few small ones.
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { errnoCode, outputError } from './fs-errors.js';
import { acquireOutputLock, processAlive } from './lock.js';
import { workOwner } from './names.js';
import { removeQuietly } from './write.js';

export interface OutputBase {
  dir: string;
  /** releases the lock; call it once, whatever happened */
  close(): Promise<void>;
}

function isMissing(path: string): boolean {
  try {
    statSync(path);
    return false;
  } catch (error) {
    return errnoCode(error) === 'ENOENT';
  }
}

/**
 * Creates `path` and its missing parents. Node's recursive mkdir reports a read-only disk or a full one as ENOENT
 * (nodejs/node#47098, nodejs/node#42808), so on ENOENT the missing folders are created one by one, which fails
 * with the real reason.
 */
function makeFolder(path: string): void {
  try {
    mkdirSync(path, { recursive: true });
    return;
  } catch (error) {
    if (errnoCode(error) !== 'ENOENT') throw error;
  }
  const missing: string[] = [];
  for (let dir = path; dirname(dir) !== dir && isMissing(dir); dir = dirname(dir)) missing.unshift(dir);
  for (const dir of missing) {
    try {
      mkdirSync(dir);
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') throw error;
    }
  }
}

/**
 * Creates the folder when missing and checks it is one. Errors: output_not_a_folder, output_no_permission,
 * output_read_only, output_name_too_long, output_disk_full, output_unwritable.
 */
export async function prepareOutputBase(baseDir: string): Promise<string> {
  const base = resolve(baseDir);
  try {
    makeFolder(base);
    if (!statSync(base).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
  } catch (error) {
    throw outputError(base, error);
  }
  return base;
}

/** Removes the work entries of runs that are gone, and this process's own leftovers. */
export async function sweepStaleWork(base: string): Promise<void> {
  let names: string[];
  try {
    names = readdirSync(base);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = workOwner(name);
    if (pid === undefined || (pid !== process.pid && processAlive(pid))) continue;
    removeQuietly(join(base, name));
  }
}

/** Prepares and locks the output folder (UserError output_locked when another run holds it). */
export async function openOutputBase(baseDir: string): Promise<OutputBase> {
  const dir = await prepareOutputBase(baseDir);
  const lock = await acquireOutputLock(dir);
  await sweepStaleWork(dir);
  return { dir, close: () => lock.release() };
}
