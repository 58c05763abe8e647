// Writes one recipe folder as a unit: every file goes into a temporary sibling folder, which then takes the place of
// the old folder at once (old moved aside, new renamed in, old removed; the old one is put back if that fails).
// A reader sees the old folder or the new one, never a mix. Files of the earlier run are reported: those written
// again as `replaced`, the others, now gone, as `removed`. The caller holds the output folder's lock (lock.ts).
// The file system calls are synchronous: a handful of small files, where each awaited call would only add a round
// trip through the thread pool. An interruption is still seen before the swap (the signal is checked there).
import { lstatSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UserError } from '../errors.js';
import { outputMessages } from '../i18n/messages/output.js';
import { redactSecrets } from '../secrets.js';
import { errnoCode, outputError } from './fs-errors.js';
import { WORK_PREFIX, fitName, isPlainName, workName } from './names.js';

export interface OutputFile {
  name: string;
  content: string | Uint8Array;
}

export interface WrittenFolder {
  dir: string;
  /** absolute paths, in the order given */
  written: string[];
  /** names written again that the earlier run had written too */
  replaced: string[];
  /** names the earlier run had left in the folder that this run did not write: they are gone */
  removed: string[];
}

export interface WriteFolderOptions {
  /** checked just before the swap: when aborted, nothing changes and UserError output_interrupted is thrown */
  signal?: AbortSignal;
}

type Existing = { kind: 'absent' } | { kind: 'folder'; names: string[] };

/** What is at the recipe folder's place now; a link or a file there is refused, never followed. */
function inspect(dir: string): Existing {
  let info;
  try {
    info = lstatSync(dir);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return { kind: 'absent' };
    throw error;
  }
  if (info.isSymbolicLink()) throw new UserError('output_symlink', outputMessages, 'symlink', { path: dir });
  if (!info.isDirectory()) throw new UserError('output_occupied', outputMessages, 'occupied', { path: dir });
  return { kind: 'folder', names: readdirSync(dir).sort() };
}

/** Puts `tmp` in the place of `dir`; on failure the old folder is back where it was. */
function swapIn(base: string, tmp: string, dir: string, existing: Existing): void {
  if (existing.kind === 'absent') return renameSync(tmp, dir);
  const old = join(base, workName('old'));
  renameSync(dir, old);
  try {
    renameSync(tmp, dir);
  } catch (error) {
    renameSync(old, dir);
    throw error;
  }
  removeQuietly(old);
}

/** Removes a work folder or file; one that resists is swept by a later run (base.ts). */
export function removeQuietly(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    // left for a later sweep
  }
}

/**
 * Writes `files` (plain names, see names.ts) as the whole content of `<baseDir>/<folder>`; a folder name too long
 * for the file system is shortened (fitName). Errors are UserErrors (fs-errors.ts, output_symlink, output_occupied,
 * output_interrupted); whatever fails, the earlier folder is intact and no work folder is left.
 */
export async function writeOutputFolder(baseDir: string, folder: string, files: OutputFile[], options: WriteFolderOptions = {}): Promise<WrittenFolder> {
  const base = resolve(baseDir);
  const name = fitName(folder);
  if (!isPlainName(name) || name.startsWith(WORK_PREFIX) || !files.every((file) => isPlainName(file.name))) {
    throw new UserError('output_outside', outputMessages, 'outside_base', { path: join(base, name) });
  }
  const dir = join(base, name);
  const tmp = join(base, workName('tmp'));
  let existing: Existing;
  try {
    existing = inspect(dir);
    mkdirSync(tmp);
    // A secret of the run never reaches a file (a recipe fetched from the API may quote the key). A text written
    // under two names (flow.json and <slug>.flow.json) is redacted and encoded once.
    let last: { text: string; bytes: Uint8Array } | undefined;
    for (const file of files) {
      let content = file.content;
      if (typeof content === 'string') {
        if (last?.text !== content) last = { text: content, bytes: Buffer.from(redactSecrets(content)) };
        content = last.bytes;
      }
      writeFileSync(join(tmp, file.name), content, { flag: 'wx' });
    }
    if (options.signal?.aborted) throw new UserError('output_interrupted', outputMessages, 'interrupted', { path: dir });
    swapIn(base, tmp, dir, existing);
  } catch (error) {
    removeQuietly(tmp);
    throw outputError(base, error);
  }
  const before = existing.kind === 'folder' ? existing.names : [];
  const names = files.map((file) => file.name);
  return {
    dir,
    written: names.map((file) => join(dir, file)),
    replaced: names.filter((file) => before.includes(file)),
    removed: before.filter((file) => !names.includes(file)),
  };
}
