// pipe-migrate --all: a whole workspace (the Workato API's package export, a package zip, or a folder of recipes)
// in one run. Recipe functions are translated before their callers, each recipe succeeds or fails on its own, an
// unchanged recipe (same content hash as in the last run's report.json) is left as it was, and the run ends with
// the workspace report (report.json, REPORT.md, report.html), flows.zip and the lookup tables' files.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { flag, hasFlag, type ParsedArgs } from '../args.js';
import { reportFailure } from '../cli.js';
import { UserError } from '../errors.js';
import { normalizeRecipe, translateRecipe } from '../engine/index.js';
import type { FlowTemplate } from '../engine/types.js';
import { importOrder, recipeCalls, type RecipeCall, type WorkspaceRecipe } from '../engine/workspace/calls.js';
import { translator, type Lang } from '../i18n/index.js';
import { migrateMessages } from '../i18n/messages/migrate.js';
import { workspaceMessages } from '../i18n/messages/workspace.js';
import type { Io } from '../io.js';
import { batchExitCode, runBatch, type RecipeOutcome } from '../output/batch.js';
import { buildReport, previousRecipes, type PreviousRecipe } from '../output/workspace/model.js';
import { REPORT_FILES, tableFiles, writeWorkspaceFiles } from '../output/workspace/write.js';
import { batchEntries, loadRecipeSource, recipeDisplayName, resolveUserPath } from '../sources/file.js';
import { isFolder, loadRecipeFolder } from '../sources/folder.js';
import type { BatchEntry, LoadedSource } from '../sources/types.js';
import { terminalSafe } from '../text.js';
import { toolVersion } from '../version.js';
import { catchInterrupts, type Interrupts } from './interrupt.js';
import { readOptions, translationWriter } from './migrate.js';
import { outcomeJson, printBatch } from './migrate-summary.js';

export const DEFAULT_WORKSPACE_OUT = join('output', 'workspace');

async function readSource(args: ParsedArgs, io: Io, lang: Lang, progress: (text: string) => void): Promise<LoadedSource> {
  const path = flag(args, 'recipe');
  if (path === undefined) {
    const { fetchWorkspacePackage } = await import('../sources/workato-package.js');
    const t = translator(workspaceMessages, lang);
    const folderId = flag(args, 'folder-id');
    return fetchWorkspacePackage(io.env, io.cwd, { ...(folderId !== undefined ? { folderId } : {}), onProgress: (status) => progress(t('exporting', { status })) });
  }
  const opts = { cwd: io.cwd, ...(io.env.HOME ? { home: io.env.HOME } : {}) };
  const full = resolveUserPath(path, opts);
  return (await isFolder(full)) ? loadRecipeFolder(full) : loadRecipeSource(path, opts);
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

export async function runWorkspace(args: ParsedArgs, io: Io, lang: Lang): Promise<number> {
  const json = hasFlag(args, 'json');
  const showProgress = io.isTTY && !json;
  let progressShown = false;
  const progress = (text: string) => {
    if (!showProgress) return;
    const width = Math.max(20, (process.stderr.columns ?? 80) - 1);
    io.stderr(`\r\x1b[2K${terminalSafe(text).replace(/\s+/g, ' ').slice(0, width)}`);
    progressShown = true;
  };
  const clearProgress = () => progressShown && io.stderr('\r\x1b[2K');
  let interrupts: Interrupts | undefined;
  try {
    const options = readOptions(args);
    if (flag(args, 'recipe-id') !== undefined) throw new UserError('usage', migrateMessages, 'conflicting');
    const source = await readSource(args, io, lang, progress);
    const { entries, calls, order } = ordered(batchEntries(source));
    const noPng = hasFlag(args, 'no-png');
    const settings = JSON.stringify({ version: toolVersion(), lang, options, noPng });
    const hashes = new Map<string, string>();
    for (const entry of entries) {
      if (!('problem' in entry)) hashes.set(entry.origin, createHash('sha256').update(settings).update('\0').update(JSON.stringify(entry.data) ?? '').digest('hex'));
    }
    const baseDir = resolve(io.cwd, flag(args, 'out') ?? DEFAULT_WORKSPACE_OUT);
    const previous = await readPrevious(join(baseDir, REPORT_FILES.json));
    const before = new Map((previous ?? []).map((p) => [p.origin, p]));
    const tables = source.kind === 'zip' ? tableFiles(source.tables) : [];
    const t = translator(workspaceMessages, lang);
    const sourceName = source.kind === 'zip' || source.kind === 'json' ? source.path : '';
    let report: ReturnType<typeof buildReport> | undefined;
    const mt = translator(migrateMessages, lang);

    interrupts = catchInterrupts();
    const outcomes = await runBatch(entries, {
      baseDir,
      lang,
      signal: interrupts.signal,
      translate: (entry) => translateRecipe(entry.data, { lang, ...options }, entry.origin),
      write: translationWriter(args, io, lang, false),
      unchanged: async (result, entry, base) => {
        const last = before.get(entry.origin);
        const same = last?.hash !== undefined && last.hash === hashes.get(entry.origin) && last.output_folder === result.folder;
        return same && (await exists(join(base.dir, result.folder, 'flow.json'))) ? join(base.dir, result.folder) : undefined;
      },
      onStart: (entry, index) => progress(t('progress', { n: index + 1, total: entries.length, name: 'problem' in entry ? entry.origin : recipeDisplayName(entry) })),
      onOutcome: (outcome) => {
        if (json) io.stdout(JSON.stringify({ type: 'recipe', ...outcomeJson(outcome, mt) }) + '\n');
      },
      finish: async (done, base) => {
        const flows = new Map<string, FlowTemplate>();
        const folderOf = (o: RecipeOutcome) => (o.status === 'written' ? basename(o.written.dir) : o.status === 'unchanged' ? basename(o.dir) : undefined);
        for (const o of done) if (o.status === 'written' || o.status === 'unchanged') flows.set(folderOf(o)!, o.result.template);
        report = buildReport({ version: toolVersion(), source: sourceName, outcomes: done, hashes, calls, order, tables, previous, folderOf });
        await writeWorkspaceFiles(base.dir, { report, flows, tables, lang });
      },
    });
    clearProgress();
    const files = { md: join(baseDir, REPORT_FILES.md), html: join(baseDir, REPORT_FILES.html), zip: join(baseDir, REPORT_FILES.zip), json: join(baseDir, REPORT_FILES.json) };
    const removed = report?.removed ?? [];
    printBatch(outcomes, io, lang, json, {
      ...(json ? { type: 'summary', report: files, removed } : {}),
      lines: [...removed.map((r) => t('removed', { name: r.name, folder: r.output_folder ?? '?' })), t('report_written', files)],
    });
    return interrupts.exitCode() ?? batchExitCode(outcomes);
  } catch (error) {
    clearProgress();
    const code = reportFailure(error, io, lang, json);
    return interrupts?.exitCode() ?? code;
  } finally {
    interrupts?.dispose();
  }
}
