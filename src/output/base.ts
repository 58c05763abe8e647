// The output folder (--out) of one run: created when missing, locked against a second run, swept of the work
// folders a killed run left behind. Synchronous file system calls, as in write.ts: a few small ones.
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UserError } from '../errors.js';
import { outputMessages } from '../i18n/messages/output.js';
import { errnoCode, outputError } from './fs-errors.js';
import { acquireOutputLock, processAlive } from './lock.js';
import { makeFolder } from './make-folder.js';
import { workOwner } from './names.js';
import { removeQuietly } from './write.js';

export interface OutputBase {
  dir: string;
  /** releases the lock; call it once, whatever happened */
  close(): Promise<void>;
}

/**
 * Creates the folder when missing and checks it is one. Errors: output_not_a_folder, output_no_permission,
 * output_read_only, output_name_too_long, output_disk_full, output_cannot_create, output_unwritable.
 */
export async function prepareOutputBase(baseDir: string): Promise<string> {
  const base = resolve(baseDir);
  try {
    makeFolder(base);
    if (!statSync(base).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
  } catch (error) {
    // ENOENT once every missing folder was made in turn: the parent exists but takes no new folder here.
    if (errnoCode(error) === 'ENOENT') throw new UserError('output_cannot_create', outputMessages, 'cannot_create', { path: base });
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
