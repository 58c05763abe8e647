// What the summary and result screens show about a translation, computed from the dry-run result.
import { indexSteps, appName, CONTROL_PROVIDERS, pieceName, type T } from '../../engine/describe/words.js';
import { pipefyUsage } from '../../engine/describe/pipefy.js';
import { triggerWhen } from '../../engine/describe/trigger.js';
import { operationCounts } from '../../engine/coverage.js';
import { isBlocking } from '../../engine/review.js';
import type { TranslationResult, WorkatoStep } from '../../engine/types.js';
import { translator, type Lang } from '../../i18n/index.js';
import { describeMessages } from '../../i18n/messages/describe.js';

export const PIPEFY_PIECE = '@activepieces/piece-pipefy';

export interface SummaryView {
  name: string;
  /** "when a card moves to phase 555 in pipe 301" */
  trigger: string;
  apps: string[];
  pipes: string[];
  phases: string[];
  steps: { count: number; mapped: number; approximated: number; unmapped: number };
  bound: Array<{ id: string; piece: string }>;
  /** readable names of the connectors still without a connection */
  missing: string[];
  blocked: boolean;
  human: Array<{ text: string; blocking: boolean; step?: number }>;
}

function liveSteps(root: WorkatoStep): WorkatoStep[] {
  const out: WorkatoStep[] = [];
  const visit = (step: WorkatoStep, depth: number) => {
    if (depth > 500 || step.skip === true) return;
    out.push(step);
    for (const child of Array.isArray(step.block) ? step.block : []) if (child && typeof child === 'object') visit(child, depth + 1);
  };
  visit(root, 0);
  return out;
}

const unique = (values: string[]) => [...new Set(values)];

export function pieceTitle(piece: string, lang: Lang): string {
  return pieceName(piece, translator(describeMessages, lang) as T);
}

export function summarize(result: TranslationResult, lang: Lang): SummaryView {
  const t = translator(describeMessages, lang) as T;
  const code = result.recipe.code;
  const live = liveSteps(code);
  const apps = unique(
    live
      .filter((s) => (s.keyword === 'action' || s.keyword === 'trigger') && typeof s.provider === 'string' && s.provider.trim() && !CONTROL_PROVIDERS.has(s.provider.trim()))
      .map((s) => appName(s.provider, t)),
  ).sort((a, b) => a.localeCompare(b));
  const usage = pipefyUsage(code);
  const ids = (kind: 'pipe' | 'phase') => unique(usage.filter((u) => u.kind === kind).map((u) => (u.id === '' ? t('dynamic_value') : u.id)));
  const review = [...result.review].sort((a, b) => Number(isBlocking(b)) - Number(isBlocking(a)));
  return {
    name: result.recipe.name,
    trigger: triggerWhen(code, indexSteps(code), t),
    apps,
    pipes: ids('pipe'),
    phases: ids('phase'),
    steps: { count: live.filter((s) => s.keyword !== 'trigger').length, ...operationCounts(result.routing.operations) },
    bound: result.connections.bound.map((b) => ({ id: b.id, piece: pieceName(b.piece, t) })),
    missing: result.connections.missing.map((p) => pieceName(p, t)),
    blocked: result.routing.routing === 'manual_revision',
    human: review.map((r) => ({ text: r.text, blocking: isBlocking(r), ...(r.step !== undefined ? { step: r.step } : {}) })),
  };
}
