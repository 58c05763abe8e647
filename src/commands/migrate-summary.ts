// What pipe-migrate --recipe prints: per written recipe the file to import, counts, what needs a human and the
// files replaced or removed; per failed recipe its reason; for a batch, one line of totals. Or the same as JSON.
import { basename } from 'node:path';
import { operationCounts } from '../engine/coverage.js';
import { readerCounts } from '../engine/describe/outcomes.js';
import { pieceName } from '../engine/describe/words.js';
import { isBlocking } from '../engine/review.js';
import { translator, type Lang } from '../i18n/index.js';
import { describeMessages } from '../i18n/messages/describe.js';
import { migrateMessages } from '../i18n/messages/migrate.js';
import { workspaceMessages } from '../i18n/messages/workspace.js';
import type { Io } from '../io.js';
import type { RecipeOutcome } from '../output/batch.js';
import { recipeDisplayName } from '../sources/file.js';
import type { BatchEntry } from '../sources/types.js';

type Written = Extract<RecipeOutcome, { status: 'written' }>;
export type T = ReturnType<typeof translator<typeof migrateMessages.en>>;

const LIMIT = 12;

function writtenJson({ result, written }: Written) {
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
    removed: written.removed,
    png: written.png.ok ? { ok: true } : { ok: false, reason: written.png.reason, message: written.png.message },
    counts: operationCounts(result.routing.operations),
    review: result.review.map((r) => ({ kind: r.kind, ...(r.step !== undefined ? { step: r.step } : {}), text: r.text })),
    connections: result.connections,
  };
}

/** The recipe's name when it could be read, else its file. */
function entryName(entry: BatchEntry): string {
  return 'problem' in entry ? entry.origin : recipeDisplayName(entry);
}

export function outcomeJson(outcome: RecipeOutcome, t: T) {
  const origin = outcome.entry.origin;
  switch (outcome.status) {
    case 'unchanged':
      return { ok: true, status: 'unchanged', origin, routing: outcome.result.routing.routing, recipe: { name: outcome.result.recipe.name }, files: { folder: outcome.dir } };
    case 'written':
      return { status: 'written', origin, ...writtenJson(outcome) };
    case 'failed':
      return { ok: false, status: 'failed', origin, recipe: { name: entryName(outcome.entry) }, error: { code: outcome.failure.code, message: outcome.failure.message } };
    case 'interrupted':
      return { ok: false, status: 'interrupted', origin, recipe: { name: entryName(outcome.entry) }, error: { code: 'interrupted', message: t('not_written_interrupted') } };
  }
}

function writtenLines({ result, written }: Written, t: T, lang: Lang): string[] {
  const lines: string[] = [];
  const blocking = result.review.filter(isBlocking);
  const others = result.review.filter((r) => !isBlocking(r));
  // The steps routing.json's blocked_reason lists: items the flow added (no Workato number) are not steps.
  const steps = new Set(blocking.flatMap((r) => (r.step === undefined ? [] : [r.step])));
  const name = result.recipe.name;
  lines.push(result.routing.routing === 'ipaas_ready' ? t('ready', { name }) : steps.size ? t('manual', { name, count: steps.size }) : t('manual_flow', { name }));
  lines.push('  ' + t('import_this', { path: written.files.flowNamed }));
  const counts = readerCounts(result.facts.operations);
  lines.push('  ' + t(counts.unmapped > 0 ? 'counts_unmapped' : 'counts', counts));
  const actions = new Set(result.routing.operations.map((op) => op.step));
  const elsewhere = [...steps].filter((step) => !actions.has(step)).length;
  if (elsewhere > 0) lines.push('  ' + t('counts_other', { count: elsewhere }));
  const app = translator(describeMessages, lang);
  for (const b of result.connections.bound) lines.push('  ' + t('connections_bound', { id: b.id, piece: pieceName(b.piece, app), count: b.steps.length }));
  for (const u of result.connections.unmatched) {
    lines.push('  ' + (u.label ? t('connection_unmatched_label', { id: u.id, label: u.label }) : t('connection_unmatched', { id: u.id })));
  }
  const list = (title: string, items: typeof result.review) => {
    if (!items.length) return;
    lines.push('  ' + title);
    for (const item of items.slice(0, LIMIT)) lines.push(`   - ${item.text}`);
    if (items.length > LIMIT) lines.push('   ' + t('more', { count: items.length - LIMIT }));
  };
  list(t('needs_human'), blocking);
  list(t('to_check'), others);
  const names = written.written.map((p) => basename(p)).filter((name) => name !== basename(written.files.flowNamed));
  lines.push('  ' + t('other_files', { dir: written.dir, files: names.join(', ') }));
  if (written.replaced.length) lines.push('  ' + t('replaced', { files: written.replaced.join(', ') }));
  if (written.removed.length) lines.push('  ' + t('removed', { files: written.removed.join(', ') }));
  if (!written.png.ok && written.png.reason !== 'disabled') lines.push('  ' + written.png.message);
  return lines;
}

function outcomeLines(outcome: RecipeOutcome, t: T, lang: Lang): string[] {
  switch (outcome.status) {
    case 'unchanged':
      return [translator(workspaceMessages, lang)('unchanged', { name: outcome.result.recipe.name, dir: outcome.dir })];
    case 'written':
      return [...writtenLines(outcome, t, lang), ''];
    case 'failed':
      return [t('recipe_failed', { origin: outcome.entry.origin, message: outcome.failure.message })];
    case 'interrupted':
      return [t('recipe_interrupted', { origin: outcome.entry.origin })];
  }
}

const print = (io: Io, lines: string[]) => io.stdout(lines.join('\n').replace(/\n+$/, '') + '\n');

/** One recipe (not --all): a failure is reported by the caller the usual way, before this. */
export function printSingle(outcome: RecipeOutcome, io: Io, lang: Lang, json: boolean): void {
  const t = translator(migrateMessages, lang);
  if (json) io.stdout(JSON.stringify(outcome.status === 'written' ? writtenJson(outcome) : outcomeJson(outcome, t)) + '\n');
  else print(io, outcome.status === 'interrupted' ? [t('interrupted_summary', { written: 0, count: 1 })] : outcomeLines(outcome, t, lang));
}

/** --all: every recipe with its result, then the totals (and, after Ctrl+C, what was not written). */
export function printBatch(
  outcomes: readonly RecipeOutcome[],
  io: Io,
  lang: Lang,
  json: boolean,
  extra: { lines?: string[]; [key: string]: unknown } = {},
): void {
  const t = translator(migrateMessages, lang);
  const count = (status: RecipeOutcome['status']) => outcomes.filter((o) => o.status === status).length;
  const { lines: extraLines = [], ...fields } = extra;
  const unchanged = count('unchanged');
  const summary = { total: outcomes.length, written: count('written'), ...(unchanged ? { unchanged } : {}), failed: count('failed'), interrupted: count('interrupted') };
  if (json) {
    const ok = summary.written + unchanged === summary.total;
    io.stdout(JSON.stringify({ ok, ...(summary.interrupted ? { interrupted: true } : {}), summary, ...fields, results: outcomes.map((o) => outcomeJson(o, t)) }) + '\n');
    return;
  }
  const lines = outcomes.flatMap((o) => outcomeLines(o, t, lang));
  lines.push(...extraLines);
  lines.push(t('all_summary', { ok: summary.written + unchanged, failed: summary.failed }));
  if (summary.interrupted) lines.push(t('interrupted_summary', { written: summary.written, count: summary.interrupted }));
  print(io, lines);
}
