// pipe-migrate --recipe <file> | --recipe-id <id>: translate, write output/<folder>/, print a summary or JSON.
// With --all, the whole workspace (workspace.ts).
import { resolve } from 'node:path';
import { flag, flagAll, hasFlag, type ParsedArgs } from '../args.js';
import { UserError } from '../errors.js';
import { parseConnectionHints } from '../engine/connections.js';
import { translateRecipe } from '../engine/index.js';
import { SUPPORTED_SCHEMA_VERSIONS, isKnownPiece, parsePieceVersionOverrides } from '../engine/mapping/versions.js';
import type { Lang } from '../i18n/index.js';
import { migrateMessages } from '../i18n/messages/migrate.js';
import type { Io } from '../io.js';
import { runBatch, type BatchOptions } from '../output/batch.js';
import { writeTranslation } from '../output/translation-files.js';
import { reportFailure } from '../report-failure.js';
import { loadRecipeSource, pickZipRecipes } from '../sources/file.js';
import type { BatchEntry } from '../sources/types.js';
import { catchInterrupts, type Interrupts } from './interrupt.js';
import { printSingle } from './migrate-summary.js';

export async function runMigrate(args: ParsedArgs, io: Io, lang: Lang): Promise<number> {
  const json = hasFlag(args, 'json');
  // Until something is written, Ctrl+C simply ends the run; from then on it finishes or rolls back the recipe at hand.
  if (hasFlag(args, 'all')) return (await import('./workspace.js')).runWorkspace(args, io, lang);
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

/** How a batch writes each recipe's folder: the same for one recipe and a whole workspace. */
export function translationWriter(args: ParsedArgs, io: Io, lang: Lang, fetched: boolean): BatchOptions['write'] {
  return (result, entry, { base, signal }) =>
    writeTranslation(result, {
      baseDir: base.dir,
      base,
      ...(signal ? { signal } : {}),
      lang,
      env: io.env,
      ...(fetched ? { sourceRecipe: entry.data } : {}),
      noPng: hasFlag(args, 'no-png'),
    });
}

export function readOptions(args: ParsedArgs) {
  if (flag(args, 'recipe') !== undefined && flag(args, 'recipe-id') !== undefined) {
    throw new UserError('usage', migrateMessages, 'conflicting');
  }
  const schemaVersion = flag(args, 'schema-version');
  if (schemaVersion !== undefined && !/^\d{1,3}$/.test(schemaVersion)) {
    throw new UserError('usage', migrateMessages, 'bad_schema_version', { value: schemaVersion.slice(0, 40) });
  }
  if (schemaVersion !== undefined && !SUPPORTED_SCHEMA_VERSIONS.includes(schemaVersion)) {
    throw new UserError('unsupported_schema_version', migrateMessages, 'unsupported_schema_version', { value: schemaVersion, supported: SUPPORTED_SCHEMA_VERSIONS.join(', ') });
  }
  const { overrides, invalid } = parsePieceVersionOverrides(flagAll(args, 'piece-version'));
  if (invalid.length) throw new UserError('usage', migrateMessages, 'bad_piece_version', { value: invalid[0]!.slice(0, 80) });
  const unknown = Object.keys(overrides).find((piece) => !isKnownPiece(piece));
  if (unknown !== undefined) throw new UserError('unknown_piece', migrateMessages, 'unknown_piece', { value: unknown.slice(0, 80) });
  return {
    ...(schemaVersion ? { schemaVersion } : {}),
    pieceVersions: overrides,
    connections: connectionLines(flagAll(args, 'connection')),
  };
}

/** The --connection values as one text; a value the hint parser finds no id in is refused, never dropped. */
function connectionLines(values: string[]): string {
  const bad = values.find((value) => parseConnectionHints(value).length === 0);
  if (bad !== undefined) throw new UserError('connection_not_understood', migrateMessages, 'connection_not_understood', { value: bad.slice(0, 80) });
  return values.join('\n');
}

async function readEntries(args: ParsedArgs, io: Io): Promise<{ entries: BatchEntry[]; fetched: boolean }> {
  const id = flag(args, 'recipe-id');
  if (id !== undefined) {
    const { fetchRecipeForMigration } = await import('../sources/workato-api.js');
    const { data } = await fetchRecipeForMigration(io.env, io.cwd, id);
    return { entries: [{ origin: `recipe ${id}`, data }], fetched: true };
  }
  const source = await loadRecipeSource(flag(args, 'recipe')!, { cwd: io.cwd, ...(io.env.HOME ? { home: io.env.HOME } : {}) });
  const recipeName = flag(args, 'recipe-name');
  return { entries: pickZipRecipes(source, recipeName ? { recipeName } : {}), fetched: false };
}
