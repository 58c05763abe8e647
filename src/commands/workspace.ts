// pipe-migrate --all: a whole workspace (the Workato API's package export, a package zip, or a folder of recipes)
// in one run (output/workspace/run.ts), with a progress line in a terminal, or one JSON line per recipe with --json,
// then the summary.
import { join, resolve } from 'node:path';
import { flag, hasFlag, type ParsedArgs } from '../args.js';
import { reportFailure } from '../report-failure.js';
import { UserError } from '../errors.js';
import { translateRecipe } from '../engine/index.js';
import { translator, type Lang } from '../i18n/index.js';
import { migrateMessages } from '../i18n/messages/migrate.js';
import { workspaceMessages } from '../i18n/messages/workspace.js';
import type { Io } from '../io.js';
import { batchExitCode } from '../output/batch.js';
import { migrateWorkspace } from '../output/workspace/run.js';
import { loadWorkspaceSource } from '../sources/workspace.js';
import { terminalSafe } from '../text.js';
import { catchInterrupts, type Interrupts } from './interrupt.js';
import { readOptions, translationWriter } from './migrate-options.js';
import { outcomeJson, printBatch } from './migrate-summary.js';

export const DEFAULT_WORKSPACE_OUT = join('output', 'workspace');

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
    const t = translator(workspaceMessages, lang);
    const folderId = flag(args, 'folder-id');
    const source = await loadWorkspaceSource(flag(args, 'recipe'), {
      cwd: io.cwd,
      env: io.env,
      ...(io.env.HOME ? { home: io.env.HOME } : {}),
      ...(folderId !== undefined ? { folderId } : {}),
      onProgress: (status) => progress(t('exporting', { status })),
    });
    const mt = translator(migrateMessages, lang);
    interrupts = catchInterrupts();
    const { outcomes, report, files } = await migrateWorkspace({
      source,
      baseDir: resolve(io.cwd, flag(args, 'out') ?? DEFAULT_WORKSPACE_OUT),
      lang,
      signal: interrupts.signal,
      settings: { lang, options, noPng: hasFlag(args, 'no-png') },
      translate: (entry, links) => translateRecipe(entry.data, { lang, ...options, ...(links ? { links } : {}) }, entry.origin),
      write: translationWriter(args, io, lang, false),
      onStart: (name, n, total) => progress(t('progress', { n, total, name })),
      onOutcome: (outcome) => {
        if (json) io.stdout(JSON.stringify({ type: 'recipe', ...outcomeJson(outcome, mt) }) + '\n');
      },
    });
    clearProgress();
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
