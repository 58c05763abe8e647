// One run at a time per output folder: a lock file holding the owner's pid, created atomically (link of a complete
// file, so nobody ever reads a half-written lock). A lock whose process is gone is taken over. Synchronous file
// system calls, as in write.ts: a few small ones.
import { linkSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UserError } from '../errors.js';
import { outputMessages } from '../i18n/messages/output.js';
import { errnoCode, outputError } from './fs-errors.js';
import { workName } from './names.js';
import { removeQuietly } from './write.js';

export const LOCK_FILE = '.pipe-migrate.lock';
const ATTEMPTS = 5;

export interface OutputLock {
  path: string;
  release(): Promise<void>;
}

/** Whether a process with this id exists (EPERM: it does, it belongs to another user). */
export function processAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errnoCode(error) === 'EPERM';
  }
}

function ownerOf(text: string): number | undefined {
  try {
    const pid = (JSON.parse(text) as { pid?: unknown }).pid;
    return typeof pid === 'number' ? pid : undefined;
  } catch {
    return undefined;
  }
}

function readOwner(path: string): number | undefined | 'gone' {
  try {
    return ownerOf(readFileSync(path, 'utf8'));
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return 'gone';
    throw error;
  }
}

/** Creates `path` with `content` only if it does not exist; false when it does. */
function createExclusive(path: string, content: string): boolean {
  const draft = join(dirname(path), workName('lock'));
  writeFileSync(draft, content, { flag: 'wx' });
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if (errnoCode(error) === 'EEXIST') return false;
    // File systems without hard links: an exclusive create, written at once (a reader may briefly see it empty).
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes(errnoCode(error) ?? '')) throw error;
    try {
      writeFileSync(path, content, { flag: 'wx' });
      return true;
    } catch (fallback) {
      if (errnoCode(fallback) === 'EEXIST') return false;
      throw fallback;
    }
  } finally {
    removeQuietly(draft);
  }
}

/**
 * Moves a dead owner's lock aside and deletes it. If, between reading and moving, a live run took the lock, it is
 * put back (link fails if yet another run holds it by then, which keeps that one's).
 */
function takeOver(path: string, deadPid: number): void {
  const aside = join(dirname(path), workName('stale'));
  try {
    renameSync(path, aside);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return;
    throw error;
  }
  if (readOwner(aside) !== deadPid) {
    try {
      linkSync(aside, path);
    } catch {
      // yet another run holds the lock by now: it keeps it
    }
  }
  removeQuietly(aside);
}

/** Takes the lock of the output folder `dir` (which exists), or throws UserError output_locked naming the owner. */
export async function acquireOutputLock(dir: string): Promise<OutputLock> {
  const path = join(dir, LOCK_FILE);
  const content = JSON.stringify({ pid: process.pid, started: new Date().toISOString() }) + '\n';
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (createExclusive(path, content)) return { path, release: async () => releaseLock(path) };
      const owner = readOwner(path);
      if (owner === 'gone') continue;
      // An unreadable lock is treated as held: it may be an older version's, or one being written.
      if (owner === undefined || (owner !== process.pid && processAlive(owner))) {
        throw new UserError('output_locked', outputMessages, 'locked', { pid: owner ?? '?', dir, lock: path });
      }
      takeOver(path, owner);
    }
  } catch (error) {
    throw outputError(dir, error);
  }
  throw new UserError('output_locked', outputMessages, 'locked', { pid: '?', dir, lock: path });
}

function releaseLock(path: string): void {
  let owner;
  try {
    owner = readOwner(path);
  } catch {
    return;
  }
  if (owner === process.pid) removeQuietly(path);
}
