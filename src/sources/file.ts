// Loading a recipe from disk: a recipe .json, or a Workato package .zip (detected by its bytes, not its name).
import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { UserError } from '../errors.js';
import { sourcesMessages } from '../i18n/messages/sources.js';
import { nodeFsPromises, nodeOs } from '../lazy-builtins.js';
import { decodeText, looksBinary, parseJson } from './json-text.js';
import type { BatchEntry, LoadedSource, PackageConnection, RecipeEntry } from './types.js';
import { baseName, isObject, isZipMagic } from './zip-magic.js';
import { foldText } from '../text.js';

/** A recipe file or package larger than this is refused before reading it. */
export const MAX_FILE_BYTES = 200 * 1024 * 1024;

export interface LoadOptions {
  /** base for relative paths (default: process.cwd()) */
  cwd?: string;
  /** what `~` expands to (default: the user's home folder) */
  home?: string;
}

/** `~` and `~/…` expand to the home folder; a relative path is resolved from `cwd`. */
export function resolveUserPath(path: string, opts: LoadOptions = {}): string {
  let p = path.trim();
  if (p === '~' || p.startsWith('~/') || p.startsWith('~\\')) p = (opts.home ?? nodeOs().homedir()) + p.slice(1);
  return isAbsolute(p) ? resolve(p) : resolve(opts.cwd ?? process.cwd(), p);
}

/**
 * Reads a recipe file: `.json` → one recipe (parsed, not validated); a zip → every `*.recipe.json` plus the
 * `*.connection.json` assets. Throws UserError (exit 2) with codes file_not_found, not_a_file, unreadable,
 * file_too_large, empty_file, not_json, broken_zip, zip_too_large, zip_no_recipes, zip_entry_not_json.
 */
export async function loadRecipeSource(path: string, opts: LoadOptions = {}): Promise<LoadedSource> {
  const full = resolveUserPath(path, opts);
  const bytes = await readBytes(full);
  if (bytes.length === 0) throw new UserError('empty_file', sourcesMessages, 'empty_file', { path: full });

  if (isZipMagic(bytes)) {
    // the unzipper loads only for a zip
    const { readZip } = await import('./zip.js');
    return { kind: 'zip', path: full, ...readZip(bytes, full) };
  }
  if (/\.zip$/i.test(full)) throw new UserError('broken_zip', sourcesMessages, 'not_a_zip', { path: full });
  if (looksBinary(bytes)) throw new UserError('not_json', sourcesMessages, 'not_json_binary', { path: full });

  const text = decodeText(bytes);
  if (text.trim() === '') throw new UserError('empty_file', sourcesMessages, 'empty_file', { path: full });
  const parsed = parseJson(text);
  if (!parsed.ok) {
    throw new UserError('not_json', sourcesMessages, 'not_json', {
      path: full,
      line: parsed.line,
      column: parsed.column,
      excerpt: parsed.excerpt,
    });
  }
  return { kind: 'json', path: full, recipe: { origin: full, data: parsed.value } };
}

async function readBytes(full: string): Promise<Uint8Array> {
  try {
    const info = statSync(full);
    if (info.isDirectory()) throw new UserError('not_a_file', sourcesMessages, 'not_a_file', { path: full });
    if (info.size > MAX_FILE_BYTES) {
      throw new UserError('file_too_large', sourcesMessages, 'file_too_large', {
        path: full,
        size: Math.ceil(info.size / (1024 * 1024)),
        limit: MAX_FILE_BYTES / (1024 * 1024),
      });
    }
    // A file of known size is read at once, without loading node:fs/promises (~3 ms); a pipe or a device may never
    // end, so it is read asynchronously, which leaves Ctrl+C working.
    if (info.isFile()) return readFileSync(full);
    return await readCapped(full);
  } catch (error) {
    if (error instanceof UserError) throw error;
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new UserError('file_not_found', sourcesMessages, 'file_not_found', { path: full });
    if (code === 'EISDIR') throw new UserError('not_a_file', sourcesMessages, 'not_a_file', { path: full });
    if (code === 'EACCES' || code === 'EPERM') throw new UserError('unreadable', sourcesMessages, 'unreadable', { path: full });
    throw new UserError('unreadable', sourcesMessages, 'unreadable_other', { path: full, detail: code ?? 'I/O error' });
  }
}

/** A pipe or a device, read until its end or until it passes the size limit (`/dev/zero` never ends). */
async function readCapped(full: string): Promise<Uint8Array> {
  const handle = await nodeFsPromises().open(full, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(64 * 1024);
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) return Buffer.concat(chunks, total);
      total += bytesRead;
      if (total > MAX_FILE_BYTES) throw new UserError('file_too_large', sourcesMessages, 'stream_too_large', { path: full, limit: MAX_FILE_BYTES / (1024 * 1024) });
      chunks.push(chunk.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
}

// ---- choosing recipes from a zip ----

export interface PickOptions {
  /** a recipe's `name`, or its file name inside the zip (with or without folder and `.recipe.json`) */
  recipeName?: string;
  /** every recipe of the zip (wins over recipeName) */
  all?: boolean;
}

/** Recipe names and zip entries compare without case, accents or repeated spaces. */
export const foldName = foldText;

/** The recipe's display name: its `name` field, else its file name. */
export function recipeDisplayName(entry: RecipeEntry): string {
  const data = entry.data;
  if (isObject(data)) {
    if (typeof data.name === 'string' && data.name.trim() !== '') return data.name;
    if (isObject(data.version) && typeof data.version.name === 'string' && data.version.name.trim() !== '') return data.version.name;
  }
  return stripRecipeSuffix(baseName(entry.origin.replace(/\\/g, '/')));
}

function stripRecipeSuffix(name: string): string {
  return name.replace(/\.recipe\.json$/i, '').replace(/\.json$/i, '');
}

function normalisePath(value: string): string {
  return value.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '');
}

/** Every recipe of a source for a batch: the readable ones in entry order, then those that could not be read. */
export function batchEntries(source: LoadedSource): BatchEntry[] {
  return source.kind === 'json' ? [source.recipe] : [...source.recipes, ...source.unreadable];
}

/**
 * The recipes to translate. A `.json` source gives its single recipe. For a zip: `all` → every readable recipe
 * (see batchEntries for the unreadable ones too); `recipeName` → the one it names; neither → the only recipe, or
 * UserError `zip_choose` when there are several. Errors: zip_recipe_not_found, zip_choose (also when a name matches
 * several recipes), and the entry's own error (zip_entry_not_json) when the one chosen could not be read.
 */
export function pickZipRecipes(source: LoadedSource, opts: PickOptions = {}): RecipeEntry[] {
  if (source.kind === 'json') return [source.recipe];
  const recipes = source.recipes;
  if (opts.all) return [...recipes];

  const wanted = opts.recipeName?.trim();
  if (!wanted) {
    if (recipes.length === 1 && source.unreadable.length === 0) return [recipes[0]!];
    throw new UserError('zip_choose', sourcesMessages, 'zip_choose', {
      path: source.path,
      count: recipes.length + source.unreadable.length,
      list: recipeList([...recipes, ...source.unreadable]),
    });
  }

  // An exact path inside the zip is unambiguous, so it wins.
  const query = foldName(normalisePath(wanted));
  const pathMatches = (origin: string) =>
    foldName(normalisePath(origin)) === query || foldName(stripRecipeSuffix(normalisePath(origin))) === query;
  const byPath = recipes.filter((r) => pathMatches(r.origin));
  if (byPath.length === 1) return byPath;

  const matches = recipes.filter((r) => {
    const file = normalisePath(r.origin);
    const candidates = [recipeDisplayName(r), baseName(file), stripRecipeSuffix(baseName(file))];
    return candidates.some((c) => foldName(c) === query);
  });
  if (matches.length === 1) return matches;
  if (matches.length > 1) {
    throw new UserError('zip_choose', sourcesMessages, 'zip_ambiguous', {
      path: source.path,
      name: wanted,
      count: matches.length,
      list: recipeList(matches),
      example: matches[0]!.origin,
    });
  }
  const unreadable = source.unreadable.find((r) => pathMatches(r.origin) || foldName(stripRecipeSuffix(baseName(normalisePath(r.origin)))) === query);
  if (unreadable) throw unreadable.problem;
  throw new UserError('zip_recipe_not_found', sourcesMessages, 'zip_recipe_not_found', {
    path: source.path,
    name: wanted,
    list: recipeList(recipes),
  });
}

/** One line per recipe; one that could not be read shows its entry and ✗ JSON. */
function recipeList(recipes: BatchEntry[], max = 40): string {
  const lines = recipes.slice(0, max).map((r) => ('problem' in r ? `  - ${r.origin} (✗ JSON)` : `  - ${recipeDisplayName(r)} (${r.origin})`));
  if (recipes.length > max) lines.push(`  … (+${recipes.length - max})`);
  return lines.join('\n');
}

// ---- connection assets ----

/** The `*.connection.json` asset a recipe's `config[].account_id.zip_name` points to. */
export function findPackageConnection(source: LoadedSource, zipName: string): PackageConnection | undefined {
  if (source.kind !== 'zip') return undefined;
  const wanted = normalisePath(zipName);
  return (
    source.connections.find((c) => c.zipName === zipName) ??
    source.connections.find((c) => normalisePath(c.zipName) === wanted) ??
    source.connections.find((c) => normalisePath(c.zipName).toLowerCase() === wanted.toLowerCase())
  );
}

/** The display name of the connection asset at `zipName`, when the package holds it. */
export function resolveConnectionName(source: LoadedSource, zipName: string): string | undefined {
  return findPackageConnection(source, zipName)?.name;
}
