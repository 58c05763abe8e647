// What every migrate run shares: the translation options read from the command line, and how each recipe's folder
// is written.
import { flag, flagAll, hasFlag, type ParsedArgs } from '../args.js';
import { UserError } from '../errors.js';
import { parseConnectionHints } from '../engine/connections.js';
import { SUPPORTED_SCHEMA_VERSIONS, isKnownPiece, parsePieceVersionOverrides } from '../engine/mapping/versions.js';
import type { Lang } from '../i18n/index.js';
import { migrateMessages } from '../i18n/messages/migrate.js';
import type { Io } from '../io.js';
import type { BatchOptions } from '../output/batch.js';
import { writeTranslation } from '../output/translation-files.js';

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
