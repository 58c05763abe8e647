// The words both report renderers share: status labels, the lists across the workspace, in the run's language.
import { EFFORT_MINUTES } from '../../engine/workspace/inventory.js';
import { translator, type Lang } from '../../i18n/index.js';
import { workspaceMessages } from '../../i18n/messages/workspace.js';
import type { RecipeStatus, ReportRecipe, WorkspaceReport } from './model.js';

export type T = ReturnType<typeof translator<typeof workspaceMessages.en>>;

export const reportTranslator = (lang: Lang): T => translator(workspaceMessages, lang);

export function statusLabel(status: RecipeStatus, t: T): string {
  return t(({ ready: 'status_ready', manual: 'status_manual', failed: 'status_failed', interrupted: 'status_interrupted' } as const)[status]);
}

export const pieceLabel = (piece: string) => piece.replace('@activepieces/piece-', '');

export function summaryRows(report: WorkspaceReport, t: T): Array<[string, string]> {
  const { summary: s, verification: v, changes: c } = report;
  return [
    [t('total'), String(s.total)],
    [t('ready'), String(s.ready)],
    [t('needs_human'), String(s.needs_human)],
    [t('failed'), String(s.failed)],
    ...(s.interrupted ? [[t('interrupted'), String(s.interrupted)] as [string, string]] : []),
    [t('verification'), v.available ? t('verification_counts', { passed: v.passed, failed: v.failed, other: v.other }) : t('verification_pending')],
    [t('changes'), c.previous_run ? t('change_counts', { new: c.new, changed: c.changed, unchanged: c.unchanged, removed: c.removed }) : t('no_previous')],
  ];
}

/** The report's one-line statements about calls, in import order of the callers. */
export function callLines(report: WorkspaceReport, t: T): string[] {
  const names = new Map(report.recipes.map((r) => [r.origin, r.name]));
  return report.recipes.flatMap((r) =>
    r.calls.map((c) =>
      c.callee === undefined
        ? t('call_outside', { caller: r.name, step: c.step, callee: c.reference })
        : t(c.flow_id !== undefined ? 'call' : 'call_unwired', { caller: r.name, step: c.step, callee: names.get(c.callee) ?? c.callee }),
    ),
  );
}

export function effortNote(t: T): string {
  const e = EFFORT_MINUTES;
  return t('effort_note', { base: e.base, blocking: e.perBlockingStep, approx: e.perApproximated, connection: e.perConnection });
}

export function orderedRecipes(report: WorkspaceReport): ReportRecipe[] {
  const byOrigin = new Map(report.recipes.map((r) => [r.origin, r]));
  const ordered = report.import.order.map((o) => byOrigin.get(o)!).filter(Boolean);
  const seen = new Set(ordered.map((r) => r.origin));
  return [...ordered, ...report.recipes.filter((r) => !seen.has(r.origin))];
}
