// What the summary and result screens show about a translation, computed from the dry-run result.
import { indexSteps, appName, pieceName, type T } from '../../engine/describe/words.js';
import { triggerWhen } from '../../engine/describe/trigger.js';
import { readerCounts, type ReaderCounts } from '../../engine/describe/outcomes.js';
import { isBlocking } from '../../engine/review.js';
import type { TranslationResult } from '../../engine/types.js';
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
  steps: { count: number } & ReaderCounts;
  bound: Array<{ id: string; piece: string }>;
  /** readable names of the connectors still without a connection */
  missing: string[];
  blocked: boolean;
  human: Array<{ text: string; blocking: boolean; step?: number }>;
}

const unique = (values: string[]) => [...new Set(values)];

export function pieceTitle(piece: string, lang: Lang): string {
  return pieceName(piece, translator(describeMessages, lang) as T);
}

export function summarize(result: TranslationResult, lang: Lang): SummaryView {
  const t = translator(describeMessages, lang) as T;
  const code = result.recipe.code;
  const facts = result.facts;
  const apps = unique(facts.providers.map((p) => appName(p, t))).sort((a, b) => a.localeCompare(b));
  const usage = facts.pipefy;
  const ids = (kind: 'pipe' | 'phase') => unique(usage.filter((u) => u.kind === kind).map((u) => (u.id === '' ? t('dynamic_value') : u.id)));
  const review = [...result.review].sort((a, b) => Number(isBlocking(b)) - Number(isBlocking(a)));
  return {
    name: result.recipe.name,
    trigger: triggerWhen(code, indexSteps(code), t),
    apps,
    pipes: ids('pipe'),
    phases: ids('phase'),
    steps: { count: facts.counts.steps, ...readerCounts(facts.operations) },
    bound: result.connections.bound.map((b) => ({ id: b.id, piece: pieceName(b.piece, t) })),
    missing: result.connections.missing.map((p) => pieceName(p, t)),
    blocked: result.routing.routing === 'manual_revision',
    human: review.map((r) => ({ text: r.text, blocking: isBlocking(r), ...(r.step !== undefined ? { step: r.step } : {}) })),
  };
}
