// What a recipe is and what its translation carried, computed once from the recipe tree (the one walker) and the
// compiled operations: the description and the wizard summary both read these facts, so they cannot disagree.
import { pipefyUsage } from './describe/pipefy.js';
import { isBlocking } from './review.js';
import { workatoSteps } from './tree.js';
import type { OperationReport, RecipeFacts, ReviewItem, WorkatoStep } from './types.js';

export type { RecipeFacts } from './types.js';

/** Providers that only exist as control flow in pills. */
export const CONTROL_PROVIDERS: ReadonlySet<string> = new Set(['foreach', 'repeat', 'catch', 'workato', 'job']);

/**
 * The trigger and the actions by what the translation made of them. A step with a blocking review item (a formula
 * left in a field, a placeholder) is `blocked` even when routing.json calls its app `mapped` or `approximated`:
 * it cannot run as written, so it is never counted as translated.
 */
export function operationsByOutcome(operations: readonly OperationReport[], review: readonly ReviewItem[]): RecipeFacts['operations'] {
  const blockedSteps = new Set(review.filter((r) => isBlocking(r) && typeof r.step === 'number').map((r) => r.step));
  const counts = { mapped: 0, approximated: 0, blocked: 0, unmapped: 0 };
  for (const op of operations) {
    if (op.status !== 'unmapped' && blockedSteps.has(op.step)) counts.blocked++;
    else counts[op.status]++;
  }
  return counts;
}

export function recipeFacts(code: WorkatoStep, operations: readonly OperationReport[], triggerPlaceholder: boolean, review: readonly ReviewItem[] = []): RecipeFacts {
  const live = workatoSteps(code)
    .filter((entry) => !entry.disabled)
    .map((entry) => entry.step);
  const count = (...keywords: string[]) => live.filter((s) => keywords.includes(String(s.keyword))).length;
  // An else branch, a try's catch and a repeat's while condition are parts of their block, not steps of their own;
  // an elsif is a condition. The total is the sum of the kinds, so the summary's numbers add up.
  const kinds = { actions: count('action'), conditions: count('if', 'elsif'), loops: count('foreach', 'repeat'), errorHandlers: count('try'), stops: count('stop') };
  const providers: string[] = [];
  for (const step of live) {
    if (step.keyword !== 'action' && step.keyword !== 'trigger') continue;
    const provider = typeof step.provider === 'string' ? step.provider.trim() : '';
    if (provider && !CONTROL_PROVIDERS.has(provider) && !providers.includes(provider)) providers.push(provider);
  }
  return {
    live,
    counts: { steps: kinds.actions + kinds.conditions + kinds.loops + kinds.errorHandlers + kinds.stops, ...kinds },
    providers,
    pipefy: pipefyUsage(code),
    operations: operationsByOutcome(operations, review),
    triggerTranslated: !triggerPlaceholder,
  };
}
