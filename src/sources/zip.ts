// Workato package export (.zip): every `*.recipe.json` is a recipe, every `*.connection.json` a connection asset,
// every `*.lookup_table.json` a lookup table (with its rows when exported with data).
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { UserError } from '../errors.js';
import { sourcesMessages } from '../i18n/messages/sources.js';
import { decodeText, parseJson } from './json-text.js';
import { readLookupTable } from './lookup-table.js';
import { baseName, isObject, isZipMagic } from './zip-magic.js';
import type { PackageConnection, PackageTable, RecipeEntry, UnreadableRecipe } from './types.js';

/** One JSON asset may not inflate to more than this (a zip bomb guard; real recipes are well below 5 MB). */
export const MAX_ENTRY_BYTES = 64 * 1024 * 1024;
/** Nor all of them together. */
const MAX_TOTAL_BYTES = 256 * 1024 * 1024;
const MB = 1024 * 1024;

export interface ZipContents {
  recipes: RecipeEntry[];
  unreadable: UnreadableRecipe[];
  connections: PackageConnection[];
  tables: PackageTable[];
}

export { baseName, isObject, isZipMagic };

function isIgnored(name: string): boolean {
  return name.endsWith('/') || name.startsWith('__MACOSX/') || name.includes('/__MACOSX/') || baseName(name).startsWith('._');
}

const RECIPE_SUFFIX = '.recipe.json';
const CONNECTION_SUFFIX = '.connection.json';
const TABLE_SUFFIX = '.lookup_table.json';

/** The package assets read: recipes, connections and lookup tables. */
export function isPackageAsset(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.endsWith(RECIPE_SUFFIX) || lower.endsWith(CONNECTION_SUFFIX) || lower.endsWith(TABLE_SUFFIX);
}

/**
 * Reads the recipes and connection assets of a package zip. `displayPath` is only used in messages. A recipe entry
 * that is not JSON is returned in `unreadable` with its own error, so a batch reports it and goes on.
 * Throws UserError: broken_zip, zip_too_large, zip_no_recipes, and zip_entry_not_json when no recipe is readable.
 */
export function readZip(bytes: Uint8Array, displayPath: string): ZipContents {
  const seen: string[] = [];
  let total = 0;
  let tooLarge: UnzipFileInfo | undefined;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter(info) {
        if (isIgnored(info.name)) return false;
        seen.push(info.name);
        if (!isPackageAsset(info.name)) return false;
        total += info.originalSize;
        if (info.originalSize > MAX_ENTRY_BYTES || total > MAX_TOTAL_BYTES) {
          tooLarge ??= info;
          return false;
        }
        return true;
      },
    });
  } catch (error) {
    // fflate's FlateErrorCode 14: a compression method it cannot read (e.g. 99, a zip encrypted with a password);
    // its other errors (13 "invalid zip data" for a cut file too) are a damaged or incomplete file. Its English
    // text never reaches the message.
    const method = (error as { code?: unknown } | undefined)?.code === 14 ? /\d+/.exec(String((error as Error).message))?.[0] : undefined;
    if (method !== undefined) throw new UserError('broken_zip', sourcesMessages, 'broken_zip_method', { path: displayPath, method });
    throw new UserError('broken_zip', sourcesMessages, 'broken_zip', { path: displayPath });
  }
  if (tooLarge) {
    throw new UserError('zip_too_large', sourcesMessages, 'zip_too_large', {
      path: displayPath,
      entry: tooLarge.name,
      size: Math.ceil(tooLarge.originalSize / MB),
      limit: MAX_ENTRY_BYTES / MB,
    });
  }

  const contents = readPackageAssets(Object.entries(files), displayPath);
  const { recipes, unreadable } = contents;
  if (recipes.length === 0 && unreadable.length > 0) throw unreadable[0]!.problem;
  if (recipes.length === 0) {
    if (seen.length === 0) throw new UserError('zip_no_recipes', sourcesMessages, 'zip_empty', { path: displayPath });
    throw new UserError('zip_no_recipes', sourcesMessages, 'zip_no_recipes', {
      path: displayPath,
      found: bulletList(seen, 30),
    });
  }
  return contents;
}

/**
 * Sorts package assets (zip entries or files of a folder, by their path inside the package) into recipes, the
 * recipes that are not JSON, connections and lookup tables. `displayPath` is only used in messages; `isRecipe`
 * says which assets are recipes (default: `*.recipe.json`).
 */
export function readPackageAssets(assets: Iterable<[string, Uint8Array]>, displayPath: string, isRecipe = (name: string) => name.toLowerCase().endsWith(RECIPE_SUFFIX)): ZipContents {
  const contents: ZipContents = { recipes: [], unreadable: [], connections: [], tables: [] };
  for (const [name, data] of assets) {
    const lower = name.toLowerCase();
    const parsed = parseJson(decodeText(data));
    if (isRecipe(name)) {
      if (parsed.ok) contents.recipes.push({ origin: name, data: parsed.value });
      else {
        const { line, column, excerpt } = parsed;
        const params = { path: displayPath, entry: name, line, column, excerpt };
        contents.unreadable.push({ origin: name, problem: new UserError('zip_entry_not_json', sourcesMessages, 'zip_entry_not_json', params) });
      }
    } else if (lower.endsWith(CONNECTION_SUFFIX)) {
      // A damaged connection asset must not block the translation: the recipe's config line
      // still carries the connection's display name, so the asset is skipped.
      if (parsed.ok) contents.connections.push(toConnection(name, parsed.value));
    } else if (lower.endsWith(TABLE_SUFFIX) && parsed.ok) {
      const table = readLookupTable(name, parsed.value);
      if (table) contents.tables.push(table);
    }
  }
  return contents;
}

function toConnection(zipName: string, value: unknown): PackageConnection {
  const obj = isObject(value) ? value : {};
  const fallback = baseName(zipName).slice(0, -CONNECTION_SUFFIX.length);
  const name = typeof obj.name === 'string' && obj.name.trim() !== '' ? obj.name : fallback;
  let provider = '';
  if (typeof obj.provider === 'string') provider = obj.provider;
  else if (isObject(obj.provider)) {
    // custom connector: a reference to its *.custom_adapter.json
    const ref = obj.provider;
    if (typeof ref.name === 'string' && ref.name !== '') provider = ref.name;
    else if (typeof ref.zip_name === 'string') provider = ref.zip_name;
  }
  return { zipName, name, provider };
}

/** "  - a\n  - b" with at most `max` lines, then "… and N more" (the caller's language is applied later). */
function bulletList(items: string[], max: number): string {
  const lines = items.slice(0, max).map((item) => `  - ${item}`);
  if (items.length > max) lines.push(`  … (+${items.length - max})`);
  return lines.join('\n');
}
