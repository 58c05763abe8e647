// pipe-migrate --recipe <file> | --recipe-id <id>: translate, write output/<folder>/, print a summary or JSON.
import { resolve } from 'node:path';
import { flag, hasFlag, type ParsedArgs } from '../args.js';
import { translateRecipe } from '../engine/index.js';
import { isUserError, UserError } from '../errors.js';
import { sourcesMessages } from '../i18n/messages/sources.js';
import type { Lang } from '../i18n/index.js';
import type { Io } from '../io.js';
import { runBatch } from '../output/batch.js';
import { reportFailure } from '../report-failure.js';
import { loadRecipeSource, pickZipRecipes } from '../sources/file.js';
import type { BatchEntry } from '../sources/types.js';
import { catchInterrupts, type Interrupts } from './interrupt.js';
import { readOptions, translationWriter } from './migrate-options.js';
import { printSingle } from './migrate-summary.js';

export async function runMigrate(args: ParsedArgs, io: Io, lang: Lang): Promise<number> {
  const json = hasFlag(args, 'json');
  // Until something is written, Ctrl+C simply ends the run; from then on it finishes or rolls back the recipe at hand.
  let interrupts: Interrupts | undefined;
  try {
    const options = readOptions(args);
    const { entries, fetched } = await readEntries(args, io);
    interrupts = catchInterrupts();
    const outcomes = await runBatch(entries, {
      baseDir: resolve(io.cwd, flag(args, 'out') ?? 'output'),
      lang,
      signal: interrupts.signal,
      translate: (entry) => translateRecipe(entry.data, { lang, ...options }, entry.origin),
      write: translationWriter(args, io, lang, fetched),
    });
    const interrupted = interrupts.exitCode();
    const [only] = outcomes;
    if (only?.status === 'failed') return reportFailure(only.failure.cause, io, lang, json);
    printSingle(only!, io, lang, json);
    return interrupted ?? 0;
  } catch (error) {
    const code = reportFailure(error, io, lang, json);
    return interrupts?.exitCode() ?? code;
  } finally {
    interrupts?.dispose();
  }
}

async function readEntries(args: ParsedArgs, io: Io): Promise<{ entries: BatchEntry[]; fetched: boolean }> {
  const id = flag(args, 'recipe-id');
  if (id !== undefined) {
    const { fetchRecipeForMigration } = await import('../sources/workato-api.js');
    const { data } = await fetchRecipeForMigration(io.env, io.cwd, id);
    return { entries: [{ origin: `recipe ${id}`, data }], fetched: true };
  }
  const source = await loadRecipeSource(flag(args, 'recipe')!, { cwd: io.cwd, ...(io.env.HOME ? { home: io.env.HOME } : {}) }).catch((error: unknown) => {
    // a folder is what --all reads: say so here, where --all is at hand
    if (isUserError(error) && error.code === 'not_a_file') throw new UserError('not_a_file', sourcesMessages, 'not_a_file_all', error.params);
    throw error;
  });
  const recipeName = flag(args, 'recipe-name');
  return { entries: pickZipRecipes(source, recipeName ? { recipeName } : {}), fetched: false };
}
