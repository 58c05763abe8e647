// One whole-workspace run over a loaded source, for the CLI (--all) and the wizard: recipes ordered callees first,
// each translated and written on its own (an unchanged one, by content hash against the last report.json, left as
// it was), then the workspace files written under the same lock.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { normalizeRecipe } from '../../engine/index.js';
import type { FlowTemplate } from '../../engine/types.js';
import { importOrder, recipeCalls, type RecipeCall, type WorkspaceRecipe } from '../../engine/workspace/calls.js';
import type { Lang } from '../../i18n/index.js';
import { batchEntries, recipeDisplayName } from '../../sources/file.js';
import type { BatchEntry, LoadedSource } from '../../sources/types.js';
import { toolVersion } from '../../version.js';
import { runBatch, type BatchOptions, type RecipeOutcome } from '../batch.js';
import { buildReport, previousRecipes, type PreviousRecipe, type WorkspaceReport } from './model.js';
import { REPORT_FILES, tableFiles, writeWorkspaceFiles } from './write.js';

export interface WorkspaceRun {
  source: LoadedSource;
  baseDir: string;
  lang: Lang;
  translate: BatchOptions['translate'];
  write: BatchOptions['write'];
  /** everything besides the recipe that shapes its files (options, language…): part of the content hash */
  settings: unknown;
  signal?: AbortSignal;
  onStart?(name: string, n: number, total: number): void;
  onOutcome?(outcome: RecipeOutcome): void;
}

export interface WorkspaceResult {
  outcomes: RecipeOutcome[];
  /** undefined only when the output folder could not be opened */
  report?: WorkspaceReport;
  files: { md: string; html: string; json: string; zip: string };
}

/** Callees first; recipes that cannot be read keep their place at the end. */
function ordered(entries: readonly BatchEntry[]): { entries: BatchEntry[]; calls: RecipeCall[]; order: string[] } {
  const recipes: WorkspaceRecipe[] = [];
  for (const entry of entries) {
    if ('problem' in entry) continue;
    try {
      recipes.push({ origin: entry.origin, recipe: normalizeRecipe(entry.data, entry.origin) });
    } catch {
      // its translation fails the same way and reports it
    }
  }
  const calls = recipeCalls(recipes);
  const order = importOrder(entries.map((e) => e.origin), calls);
  const rank = new Map(order.map((o, i) => [o, i]));
  return { entries: [...entries].sort((a, b) => rank.get(a.origin)! - rank.get(b.origin)!), calls, order };
}

async function readPrevious(file: string): Promise<PreviousRecipe[] | undefined> {
  try {
    return previousRecipes(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return undefined;
  }
}

const exists = (path: string) => stat(path).then(() => true, () => false);

export async function migrateWorkspace(run: WorkspaceRun): Promise<WorkspaceResult> {
  const { source, baseDir, lang } = run;
  const { entries, calls, order } = ordered(batchEntries(source));
  const settings = JSON.stringify({ version: toolVersion(), settings: run.settings });
  const hashes = new Map<string, string>();
  for (const entry of entries) {
    if (!('problem' in entry)) hashes.set(entry.origin, createHash('sha256').update(settings).update('\0').update(JSON.stringify(entry.data) ?? '').digest('hex'));
  }
  const previous = await readPrevious(join(baseDir, REPORT_FILES.json));
  const before = new Map((previous ?? []).map((p) => [p.origin, p]));
  const tables = source.kind === 'zip' ? tableFiles(source.tables) : [];
  let report: WorkspaceReport | undefined;
  const outcomes = await runBatch(entries, {
    baseDir,
    lang,
    ...(run.signal ? { signal: run.signal } : {}),
    translate: run.translate,
    write: run.write,
    unchanged: async (result, entry, base) => {
      const last = before.get(entry.origin);
      const same = last?.hash !== undefined && last.hash === hashes.get(entry.origin) && last.output_folder === result.folder;
      return same && (await exists(join(base.dir, result.folder, 'flow.json'))) ? join(base.dir, result.folder) : undefined;
    },
    onStart: (entry, index) => run.onStart?.('problem' in entry ? entry.origin : recipeDisplayName(entry), index + 1, entries.length),
    ...(run.onOutcome ? { onOutcome: run.onOutcome } : {}),
    finish: async (done, base) => {
      const flows = new Map<string, FlowTemplate>();
      const folderOf = (o: RecipeOutcome) => (o.status === 'written' ? basename(o.written.dir) : o.status === 'unchanged' ? basename(o.dir) : undefined);
      for (const o of done) if (o.status === 'written' || o.status === 'unchanged') flows.set(folderOf(o)!, o.result.template);
      report = buildReport({ version: toolVersion(), source: source.path, outcomes: done, hashes, calls, order, tables, previous, folderOf });
      await writeWorkspaceFiles(base.dir, { report, flows, tables, lang });
    },
  });
  const at = (name: string) => join(baseDir, name);
  return { outcomes, ...(report ? { report } : {}), files: { md: at(REPORT_FILES.md), html: at(REPORT_FILES.html), json: at(REPORT_FILES.json), zip: at(REPORT_FILES.zip) } };
}
