// A recipe folder pipe-migrate wrote, read back and rewritten with some of its files changed: the whole folder is
// swapped in at once under the output folder's lock (write.ts, base.ts), so flow.json, `<slug>.flow.json` and
// routing.json never disagree on disk.
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { UserError } from '../errors.js';
import { codeMessages } from '../i18n/messages/code.js';
import { parseJson } from '../sources/json-text.js';
import { openOutputBase } from './base.js';
import { errnoCode } from './fs-errors.js';
import { json } from './translation-files.js';
import { writeOutputFolder } from './write.js';

export interface RecipeFolder {
  dir: string;
  template: unknown;
  routing: unknown;
  /** the `<slug>.flow.json` beside flow.json, when there is one */
  namedFlow?: string;
  /** recipe.json, the Workato recipe the flow was translated from, when the folder keeps it (fetched recipes) */
  recipe?: unknown;
}

async function readJson(path: string): Promise<unknown> {
  const parsed = parseJson(await readFile(path, 'utf8'));
  if (!parsed.ok) throw new UserError('code_bad_json', codeMessages, 'bad_json', { file: path, line: parsed.line, column: parsed.column, excerpt: parsed.excerpt });
  return parsed.value;
}

export async function readRecipeFolder(folder: string): Promise<RecipeFolder> {
  const dir = resolve(folder);
  let template: unknown;
  try {
    template = await readJson(join(dir, 'flow.json'));
  } catch (error) {
    if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') throw new UserError('code_no_flow', codeMessages, 'no_flow', { dir });
    throw error;
  }
  const routing = await readJson(join(dir, 'routing.json')).catch((error: unknown) => {
    if (errnoCode(error) === 'ENOENT') return undefined;
    throw error;
  });
  const names = await readdir(dir);
  const namedFlow = names.find((n) => n.endsWith('.flow.json') && n !== 'flow.json');
  const recipe = names.includes('recipe.json') ? await readJson(join(dir, 'recipe.json')) : undefined;
  return { dir, template, routing, ...(namedFlow ? { namedFlow } : {}), ...(recipe !== undefined ? { recipe } : {}) };
}

/**
 * Writes the new flow (to flow.json and `<slug>.flow.json`), routing and the other files given (name -> text, e.g.
 * recipe_description.md); returns the names written.
 */
export async function rewriteRecipeFolder(folder: RecipeFolder, template: unknown, routing: unknown, others: ReadonlyMap<string, string> = new Map()): Promise<string[]> {
  const base = await openOutputBase(dirname(folder.dir));
  try {
    const entries = await readdir(folder.dir, { withFileTypes: true });
    const changed = new Map<string, string>([['flow.json', json(template)]]);
    if (folder.namedFlow) changed.set(folder.namedFlow, json(template));
    if (routing !== undefined) changed.set('routing.json', json(routing));
    for (const [name, text] of others) changed.set(name, text);
    const files = [];
    for (const entry of entries) {
      if (!entry.isFile()) throw new UserError('code_folder_entry', codeMessages, 'folder_entry', { dir: folder.dir, name: entry.name });
      files.push({ name: entry.name, content: changed.get(entry.name) ?? (await readFile(join(folder.dir, entry.name))) });
    }
    for (const [name, content] of changed) if (!files.some((f) => f.name === name)) files.push({ name, content });
    await writeOutputFolder(base.dir, basename(folder.dir), files);
    return [...changed.keys()];
  } finally {
    await base.close();
  }
}
