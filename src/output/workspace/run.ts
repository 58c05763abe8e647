// One whole-workspace run over a loaded source, for the CLI (--all) and the wizard: recipes ordered callees first,
// each translated with the links that wire its call steps to its callees' flows (engine/workspace/calls.ts) and
// written on its own (an unchanged one, by content hash against the last report.json, left as
// it was), then the workspace files written under the same lock.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { normalizeRecipe } from '../../engine/index.js';
import type { FlowLinks, FlowTemplate, TranslationResult } from '../../engine/types.js';
import { importOrder, recipeCalls, workspaceLinks, type RecipeCall, type WorkspaceRecipe } from '../../engine/workspace/calls.js';
import type { Lang } from '../../i18n/index.js';
import { batchEntries, recipeDisplayName } from '../../sources/file.js';
import type { BatchEntry, LoadedSource, RecipeEntry } from '../../sources/types.js';
import { toolVersion } from '../../version.js';
import { runBatch, type BatchOptions, type RecipeOutcome } from '../batch.js';
import { buildReport, previousRecipes, type PreviousRecipe, type WorkspaceReport } from './model.js';
import { REPORT_FILES, tableFiles, writeWorkspaceFiles } from './write.js';

export interface WorkspaceRun {
  source: LoadedSource;
  baseDir: string;
  lang: Lang;
  /** `links`: this recipe's flow id and the flows its call steps call, within flows.zip (TranslateOptions.links) */
  translate(entry: RecipeEntry, links?: FlowLinks): TranslationResult;
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

/**
 * A flow's id in flows.zip (its template's metadata.externalId), from its recipe's origin: the same every run, and
 * 21 characters like the ids Activepieces makes. The import replaces it as text, so every id has one length.
 */
export function flowIdOf(origin: string): string {
  return `pm${createHash('sha256').update(origin).digest('hex').slice(0, 19)}`;
}

/** Callees first; recipes that cannot be read keep their place at the end. */
function ordered(entries: readonly BatchEntry[]): { entries: BatchEntry[]; calls: RecipeCall[]; order: string[]; recipes: WorkspaceRecipe[] } {
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
  return { entries: [...entries].sort((a, b) => rank.get(a.origin)! - rank.get(b.origin)!), calls, order, recipes };
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
  const { entries, calls, order, recipes } = ordered(batchEntries(source));
  const settings = JSON.stringify({ version: toolVersion(), settings: run.settings });
  // The links are part of what shapes a recipe's files: a callee that appears or fails rewrites its callers.
  const hashOf = (data: string, links: FlowLinks | undefined) => {
    const hash = createHash('sha256').update(settings).update('\0').update(data);
    return (links ? hash.update('\0').update(JSON.stringify(links)) : hash).digest('hex');
  };
  const hashes = new Map<string, string>();
  for (const entry of entries) if (!('problem' in entry)) hashes.set(entry.origin, hashOf(JSON.stringify(entry.data) ?? '', undefined));
  const linksOf = workspaceLinks(calls, new Map(recipes.map((r) => [r.origin, r.recipe.name])), flowIdOf);
  // A callee gets a flow in flows.zip when it is written (callees come first); one later in a cycle, when readable.
  const readable = new Set(recipes.map((r) => r.origin));
  const done = new Map<string, boolean>();
  const linked = new Map<string, FlowLinks>();
  const previous = await readPrevious(join(baseDir, REPORT_FILES.json));
  const before = new Map((previous ?? []).map((p) => [p.origin, p]));
  const tables = source.kind === 'zip' ? tableFiles(source.tables) : [];
  let report: WorkspaceReport | undefined;
  const outcomes = await runBatch(entries, {
    baseDir,
    lang,
    ...(run.signal ? { signal: run.signal } : {}),
    translate: (entry) => {
      const links = linksOf(entry.origin, (callee) => done.get(callee) ?? readable.has(callee));
      if (links) {
        hashes.set(entry.origin, hashOf(JSON.stringify(entry.data) ?? '', links));
        linked.set(entry.origin, links);
      }
      return run.translate(entry, links);
    },
    write: run.write,
    unchanged: async (result, entry, base) => {
      const last = before.get(entry.origin);
      const same = last?.hash !== undefined && last.hash === hashes.get(entry.origin) && last.output_folder === result.folder;
      return same && (await exists(join(base.dir, result.folder, 'flow.json'))) ? join(base.dir, result.folder) : undefined;
    },
    onStart: (entry, index) => run.onStart?.('problem' in entry ? entry.origin : recipeDisplayName(entry), index + 1, entries.length),
    onOutcome: (outcome) => {
      done.set(outcome.entry.origin, outcome.status === 'written' || outcome.status === 'unchanged');
      run.onOutcome?.(outcome);
    },
    finish: async (finished, base) => {
      const flows = new Map<string, FlowTemplate>();
      const folderOf = (o: RecipeOutcome) => (o.status === 'written' ? basename(o.written.dir) : o.status === 'unchanged' ? basename(o.dir) : undefined);
      for (const o of finished) if (o.status === 'written' || o.status === 'unchanged') flows.set(folderOf(o)!, o.result.template);
      report = buildReport({ version: toolVersion(), source: source.path, outcomes: finished, hashes, calls, links: linked, order, tables, previous, folderOf });
      await writeWorkspaceFiles(base.dir, { report, flows, tables, lang });
    },
  });
  const at = (name: string) => join(baseDir, name);
  return { outcomes, ...(report ? { report } : {}), files: { md: at(REPORT_FILES.md), html: at(REPORT_FILES.html), json: at(REPORT_FILES.json), zip: at(REPORT_FILES.zip) } };
}
