// A folder of recipes (`--recipe folder/ --all`): every `*.recipe.json` and plain `*.json` below it is a recipe, and
// an extracted package's `*.connection.json` and `*.lookup_table.json` assets are read as in a zip. Other
// `<name>.<asset>.json` files (custom adapters, schemas, project.json …) are not recipes and are skipped.
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../errors.js';
import { sourcesMessages } from '../i18n/messages/sources.js';
import { workspaceMessages } from '../i18n/messages/workspace.js';
import type { LoadedSource } from './types.js';
import { MAX_ENTRY_BYTES, readPackageAssets } from './zip.js';

/** A folder tree deeper or larger than this is not a recipe export: the walk stops there. */
const MAX_DEPTH = 12;
const MAX_FILES = 20_000;
const MAX_TOTAL_BYTES = 512 * 1024 * 1024;

const ASSET = /\.([a-z_]+)\.json$/i;
const SKIPPED_FILES = new Set(['project.json', 'package.json', 'package-lock.json', 'tsconfig.json']);

function isRecipeFile(path: string): boolean {
  const name = path.split('/').pop()!.toLowerCase();
  if (!name.endsWith('.json') || SKIPPED_FILES.has(name)) return false;
  const asset = ASSET.exec(name);
  return !asset || asset[1]!.toLowerCase() === 'recipe';
}

/** True when `full` is a folder (links are not followed). */
export async function isFolder(full: string): Promise<boolean> {
  try {
    return (await lstat(full)).isDirectory();
  } catch {
    return false;
  }
}

/** Reads the package files below `root` (already resolved). Throws UserError zip_no_recipes when it holds none. */
export async function loadRecipeFolder(root: string): Promise<LoadedSource> {
  const files: Array<[string, Uint8Array]> = [];
  let total = 0;
  const walk = async (dir: string, prefix: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH) return;
    const names = (await readdir(dir)).sort();
    for (const name of names) {
      if (files.length >= MAX_FILES || name.startsWith('.') || name === 'node_modules' || name === '__MACOSX') continue;
      const full = join(dir, name);
      const info = await lstat(full);
      const path = prefix + name;
      if (info.isDirectory()) await walk(full, path + '/', depth + 1);
      else if (info.isFile() && name.toLowerCase().endsWith('.json') && info.size <= MAX_ENTRY_BYTES && total + info.size <= MAX_TOTAL_BYTES) {
        total += info.size;
        files.push([path, await readFile(full)]);
      }
    }
  };
  try {
    await walk(root, '', 0);
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError('unreadable', sourcesMessages, 'unreadable', { path: root });
  }
  const contents = readPackageAssets(files, root, isRecipeFile);
  if (contents.recipes.length + contents.unreadable.length === 0) {
    throw new UserError('zip_no_recipes', workspaceMessages, 'folder_empty', { path: root });
  }
  return { kind: 'zip', path: root, ...contents };
}
