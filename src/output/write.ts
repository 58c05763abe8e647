// Writes one output folder atomically: every file is written to a temporary folder first and then renamed into
// place, so an interrupted run never leaves a half-written file. Replaced files are reported, never hidden.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { UserError } from '../errors.js';
import { outputMessages } from '../i18n/messages/output.js';

export interface OutputFile {
  name: string;
  content: string | Uint8Array;
}

export interface WrittenFolder {
  dir: string;
  /** absolute paths, in the order given */
  written: string[];
  /** file names that existed before and were replaced */
  replaced: string[];
}

function fail(path: string, error: unknown): never {
  const code = (error as NodeJS.ErrnoException)?.code ?? 'error';
  throw new UserError('output_unwritable', outputMessages, 'unwritable', { path, detail: code });
}

export async function writeOutputFolder(baseDir: string, folder: string, files: OutputFile[]): Promise<WrittenFolder> {
  const base = resolve(baseDir);
  const dir = resolve(base, folder);
  const rel = relative(base, dir);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) throw new UserError('output_outside', outputMessages, 'outside_base', { path: dir });
  const tmp = join(base, `.pipe-migrate-${folder}-${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  try {
    await mkdir(tmp, { recursive: true });
    for (const file of files) await writeFile(join(tmp, file.name), file.content);
    await mkdir(dir, { recursive: true });
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    fail(existsSync(base) ? dir : base, error);
  }
  const replaced: string[] = [];
  const written: string[] = [];
  try {
    for (const file of files) {
      const target = join(dir, file.name);
      if (existsSync(target)) replaced.push(file.name);
      await rename(join(tmp, file.name), target);
      written.push(target);
    }
  } catch (error) {
    fail(dir, error);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  return { dir, written, replaced };
}
