// Translates and writes a batch of recipes, each on its own: one that cannot be read, makes the engine throw or
// cannot be written is recorded with its reason and the batch goes on. The output folder is locked for the whole
// batch; an interruption (the signal) lets the current recipe finish or roll back and leaves the rest unwritten.
import type { TranslationResult } from '../engine/types.js';
import { isUserError } from '../errors.js';
import { translator, type Lang } from '../i18n/index.js';
import { outputMessages } from '../i18n/messages/output.js';
import type { BatchEntry, RecipeEntry } from '../sources/types.js';
import { openOutputBase, type OutputBase } from './base.js';
import { fitName } from './names.js';
import type { WrittenTranslation } from './translation-files.js';

export interface RecipeFailure {
  code: string;
  /** translated, one paragraph */
  message: string;
  /** not a problem of the recipe or the user's setup, but a fault of pipe-migrate */
  unexpected: boolean;
  /** what was thrown, for a caller that reports a single recipe the usual way */
  cause: unknown;
}

export type RecipeOutcome =
  | { status: 'written'; entry: RecipeEntry; result: TranslationResult; written: WrittenTranslation }
  | { status: 'failed'; entry: BatchEntry; failure: RecipeFailure }
  /** not written because the run was interrupted: its folder is as it was */
  | { status: 'interrupted'; entry: BatchEntry }
  /** translated, but the folder of an earlier run already holds this translation: left as it was */
  | { status: 'unchanged'; entry: RecipeEntry; result: TranslationResult; dir: string };

export interface WriteTarget {
  base: OutputBase;
  signal?: AbortSignal;
}

export interface BatchOptions {
  baseDir: string;
  lang: Lang;
  translate(entry: RecipeEntry): TranslationResult;
  write(result: TranslationResult, entry: RecipeEntry, target: WriteTarget): Promise<WrittenTranslation>;
  /** when aborted, no further recipe starts */
  signal?: AbortSignal;
  /** called once per recipe, in order, as soon as its outcome is known */
  onOutcome?(outcome: RecipeOutcome, index: number): void;
  /** called as each recipe starts */
  onStart?(entry: BatchEntry, index: number): void;
  /** the folder of an earlier run that already holds this translation, when there is one: it is not written again */
  unchanged?(result: TranslationResult, entry: RecipeEntry, base: OutputBase): Promise<string | undefined>;
  /** after the last recipe, with the output folder still locked (and opened even when no recipe was written) */
  finish?(outcomes: readonly RecipeOutcome[], base: OutputBase): Promise<void>;
}

/**
 * Runs the batch. The output folder is created and locked at the first recipe to write (so a run whose recipes all
 * fail leaves nothing behind), and released at the end. Throws only when the output folder cannot be opened or is
 * locked by another run: the whole run stops there.
 */
export async function runBatch(entries: readonly BatchEntry[], options: BatchOptions): Promise<RecipeOutcome[]> {
  let opened: OutputBase | undefined;
  const base = async () => (opened ??= await openOutputBase(options.baseDir));
  const outcomes: RecipeOutcome[] = [];
  const folders = new Set<string>();
  try {
    for (const entry of entries) {
      if (!options.signal?.aborted) options.onStart?.(entry, outcomes.length);
      const outcome = options.signal?.aborted ? { status: 'interrupted' as const, entry } : await runOne(entry, base, folders, options);
      options.onOutcome?.(outcome, outcomes.length);
      outcomes.push(outcome);
    }
    if (options.finish) await options.finish(outcomes, await base());
  } finally {
    await opened?.close();
  }
  return outcomes;
}

async function runOne(entry: BatchEntry, base: () => Promise<OutputBase>, folders: Set<string>, options: BatchOptions): Promise<RecipeOutcome> {
  if ('problem' in entry) return { status: 'failed', entry, failure: describeFailure(entry.problem, options.lang) };
  let result: TranslationResult;
  try {
    const translated = options.translate(entry);
    result = { ...translated, folder: uniqueFolder(translated.folder, folders) };
  } catch (error) {
    return { status: 'failed', entry, failure: describeFailure(error, options.lang) };
  }
  const target = { base: await base(), ...(options.signal ? { signal: options.signal } : {}) };
  try {
    const dir = await options.unchanged?.(result, entry, target.base);
    if (dir !== undefined) return { status: 'unchanged', entry, result, dir };
    return { status: 'written', entry, result, written: await options.write(result, entry, target) };
  } catch (error) {
    if (options.signal?.aborted && isUserError(error) && error.code === 'output_interrupted') return { status: 'interrupted', entry };
    return { status: 'failed', entry, failure: describeFailure(error, options.lang) };
  }
}

/**
 * Two recipes of one batch may share a name (and so a folder): the later one gets `<folder>-2`, and so on. Names are
 * fitted first, and compared without case (case-insensitive file systems would merge them).
 */
function uniqueFolder(folder: string, used: Set<string>): string {
  let name = fitName(folder);
  for (let i = 2; used.has(name.toLowerCase()); i++) name = fitName(`${folder}-${i}`);
  used.add(name.toLowerCase());
  return name;
}

export function describeFailure(error: unknown, lang: Lang): RecipeFailure {
  if (isUserError(error)) return { code: error.code, message: error.render(lang), unexpected: false, cause: error };
  const detail = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
  return { code: 'unexpected', message: translator(outputMessages, lang)('recipe_unexpected', { detail }), unexpected: true, cause: error };
}

/**
 * The exit code of a batch that ran to its end: 0 every recipe written; 1 at least one failed unexpectedly (a fault
 * of pipe-migrate); 2 otherwise when at least one failed (a problem of the recipe or the setup, said in its message).
 */
export function batchExitCode(outcomes: readonly RecipeOutcome[]): number {
  const failures = outcomes.flatMap((o) => (o.status === 'failed' ? [o.failure] : []));
  if (failures.some((f) => f.unexpected)) return 1;
  return failures.length > 0 ? 2 : 0;
}
