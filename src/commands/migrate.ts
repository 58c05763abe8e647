// pipe-migrate --recipe <file> | --recipe-id <id>: translate, write output/<folder>/, print a summary or JSON.
import { resolve } from 'node:path';
import { flag, flagAll, hasFlag, type ParsedArgs } from '../args.js';
import { reportFailure } from '../cli.js';
import { UserError, isUserError } from '../errors.js';
import { translateRecipe } from '../engine/index.js';
import { operationCounts } from '../engine/coverage.js';
import { isBlocking } from '../engine/review.js';
import { parsePieceVersionOverrides } from '../engine/mapping/versions.js';
import type { TranslationResult } from '../engine/types.js';
import { translator, type Lang } from '../i18n/index.js';
import { migrateMessages } from '../i18n/messages/migrate.js';
import type { Io } from '../io.js';
import { writeTranslation, type WrittenTranslation } from '../output/translation-files.js';
import { loadRecipeSource, pickZipRecipes } from '../sources/file.js';
import type { RecipeEntry } from '../sources/types.js';

interface Outcome {
  result: TranslationResult;
  written: WrittenTranslation;
}

export async function runMigrate(args: ParsedArgs, io: Io, lang: Lang): Promise<number> {
  const json = hasFlag(args, 'json');
  try {
    const options = readOptions(args);
    const { entries, fetched } = await readEntries(args, io);
    const outcomes: Array<Outcome | { origin: string; error: UserError }> = [];
    const folders = new Set<string>();
    for (const entry of entries) {
      try {
        const translated = translateRecipe(entry.data, { lang, ...options }, entry.origin);
        // Two recipes of one export may share a name (and so a folder): the later one gets its own folder.
        const result = { ...translated, folder: uniqueFolder(translated.folder, folders) };
        const written = await writeTranslation(result, {
          baseDir: resolve(io.cwd, flag(args, 'out') ?? 'output'),
          lang,
          env: io.env,
          ...(fetched ? { sourceRecipe: entry.data } : {}),
          noPng: hasFlag(args, 'no-png'),
        });
        outcomes.push({ result, written });
      } catch (error) {
        if (!isUserError(error) || entries.length === 1) throw error;
        outcomes.push({ origin: entry.origin, error });
      }
    }
    return print(outcomes, io, lang, json);
  } catch (error) {
    return reportFailure(error, io, lang, json);
  }
}

function uniqueFolder(folder: string, used: Set<string>): string {
  let name = folder;
  for (let i = 2; used.has(name); i++) name = `${folder}-${i}`;
  used.add(name);
  return name;
}

function readOptions(args: ParsedArgs) {
  if (flag(args, 'recipe') !== undefined && flag(args, 'recipe-id') !== undefined) {
    throw new UserError('usage', migrateMessages, 'conflicting');
  }
  const schemaVersion = flag(args, 'schema-version');
  if (schemaVersion !== undefined && !/^\d{1,3}$/.test(schemaVersion)) {
    throw new UserError('usage', migrateMessages, 'bad_schema_version', { value: schemaVersion });
  }
  const { overrides, invalid } = parsePieceVersionOverrides(flagAll(args, 'piece-version'));
  if (invalid.length) throw new UserError('usage', migrateMessages, 'bad_piece_version', { value: invalid[0] });
  return {
    ...(schemaVersion ? { schemaVersion } : {}),
    pieceVersions: overrides,
    connections: flagAll(args, 'connection').join('\n'),
  };
}

async function readEntries(args: ParsedArgs, io: Io): Promise<{ entries: RecipeEntry[]; fetched: boolean }> {
  const id = flag(args, 'recipe-id');
  if (id !== undefined) {
    const { fetchRecipeForMigration } = await import('../sources/workato-api.js');
    const { data } = await fetchRecipeForMigration(io.env, io.cwd, id);
    return { entries: [{ origin: `recipe ${id}`, data }], fetched: true };
  }
  const source = await loadRecipeSource(flag(args, 'recipe')!, { cwd: io.cwd, ...(io.env.HOME ? { home: io.env.HOME } : {}) });
  const recipeName = flag(args, 'recipe-name');
  return { entries: pickZipRecipes(source, { ...(recipeName ? { recipeName } : {}), all: hasFlag(args, 'all') }), fetched: false };
}


function toJson({ result, written }: Outcome) {
  return {
    ok: true,
    routing: result.routing.routing,
    ...(result.routing.blocked_reason ? { blocked_reason: result.routing.blocked_reason } : {}),
    recipe: { ...(result.recipe.id ? { id: result.recipe.id } : {}), name: result.recipe.name },
    files: {
      folder: written.dir,
      flow: written.files.flow,
      flow_named: written.files.flowNamed,
      routing: written.files.routing,
      description: written.files.description,
      ...(written.files.diagramPng ? { diagram_png: written.files.diagramPng } : {}),
      ...(written.files.recipe ? { recipe: written.files.recipe } : {}),
    },
    replaced: written.replaced,
    png: written.png.ok ? { ok: true } : { ok: false, reason: written.png.reason, message: written.png.message },
    counts: operationCounts(result.routing.operations),
    review: result.review.map((r) => ({ kind: r.kind, ...(r.step !== undefined ? { step: r.step } : {}), text: r.text })),
    connections: result.connections,
  };
}

const LIMIT = 12;

function print(outcomes: Array<Outcome | { origin: string; error: UserError }>, io: Io, lang: Lang, json: boolean): number {
  const t = translator(migrateMessages, lang);
  const failed = outcomes.filter((o): o is { origin: string; error: UserError } => 'error' in o);
  const done = outcomes.filter((o): o is Outcome => 'result' in o);
  if (json) {
    if (outcomes.length === 1 && done.length === 1) io.stdout(JSON.stringify(toJson(done[0]!)) + '\n');
    else {
      io.stdout(JSON.stringify({
        ok: failed.length === 0,
        results: outcomes.map((o) => ('result' in o ? toJson(o) : { ok: false, origin: o.origin, error: { code: o.error.code, message: o.error.render(lang) } })),
      }) + '\n');
    }
    return failed.length ? 2 : 0;
  }
  const lines: string[] = [];
  for (const { result, written } of done) {
    const blocking = result.review.filter(isBlocking);
    const others = result.review.filter((r) => !isBlocking(r));
    const c = operationCounts(result.routing.operations);
    lines.push(result.routing.routing === 'ipaas_ready'
      ? t('ready', { name: result.recipe.name })
      : t('manual', { name: result.recipe.name, count: new Set(blocking.map((r) => r.step ?? -1)).size }));
    lines.push('  ' + t('import_this', { path: written.files.flowNamed }));
    lines.push('  ' + t('counts', c));
    for (const b of result.connections.bound) lines.push('  ' + t('connections_bound', { id: b.id, piece: b.piece.replace('@activepieces/piece-', ''), count: b.steps.length }));
    const list = (title: string, items: typeof result.review) => {
      if (!items.length) return;
      lines.push('  ' + title);
      for (const item of items.slice(0, LIMIT)) lines.push(`   - ${item.text}`);
      if (items.length > LIMIT) lines.push('   ' + t('more', { count: items.length - LIMIT }));
    };
    list(t('needs_human'), blocking);
    list(t('to_check'), others);
    const names = written.written.map((p) => p.slice(written.dir.length + 1)).filter((n) => n !== `${result.slug}.flow.json`);
    lines.push('  ' + t('other_files', { dir: written.dir, files: names.join(', ') }));
    if (written.replaced.length) lines.push('  ' + t('replaced', { files: written.replaced.join(', ') }));
    if (!written.png.ok && written.png.reason !== 'disabled') lines.push('  ' + written.png.message);
    lines.push('');
  }
  for (const f of failed) lines.push(t('recipe_failed', { origin: f.origin, message: f.error.render(lang) }));
  if (outcomes.length > 1) lines.push(t('all_summary', { ok: done.length, failed: failed.length }));
  io.stdout(lines.join('\n').replace(/\n+$/, '') + '\n');
  return failed.length ? 2 : 0;
}
