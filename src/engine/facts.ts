// What a recipe is and what its translation carried, computed once from the recipe tree (the one walker) and the
// compiled operations: the description and the wizard summary both read these facts, so they cannot disagree.
import { operationCounts } from './coverage.js';
import { pipefyUsage } from './describe/pipefy.js';
import { workatoSteps } from './tree.js';
import type { OperationReport, RecipeFacts, WorkatoStep } from './types.js';

export type { RecipeFacts } from './types.js';

/** Providers that only exist as control flow in pills. */
export const CONTROL_PROVIDERS: ReadonlySet<string> = new Set(['foreach', 'repeat', 'catch', 'workato', 'job']);

const NOT_STEPS: ReadonlySet<string> = new Set(['trigger', 'else', 'catch']);

export function recipeFacts(code: WorkatoStep, operations: readonly OperationReport[], triggerPlaceholder: boolean): RecipeFacts {
  const live = workatoSteps(code)
    .filter((entry) => !entry.disabled)
    .map((entry) => entry.step);
  const count = (...keywords: string[]) => live.filter((s) => keywords.includes(String(s.keyword))).length;
  const providers: string[] = [];
  for (const step of live) {
    if (step.keyword !== 'action' && step.keyword !== 'trigger') continue;
    const provider = typeof step.provider === 'string' ? step.provider.trim() : '';
    if (provider && !CONTROL_PROVIDERS.has(provider) && !providers.includes(provider)) providers.push(provider);
  }
  return {
    live,
    counts: {
      // An else branch and a try's catch are parts of their if and try, not steps of their own.
      steps: live.filter((s) => !NOT_STEPS.has(String(s.keyword))).length,
      actions: count('action'),
      conditions: count('if'),
      loops: count('foreach', 'repeat'),
      errorHandlers: count('try'),
      stops: count('stop'),
    },
    providers,
    pipefy: pipefyUsage(code),
    operations: operationCounts(operations),
    triggerTranslated: !triggerPlaceholder,
  };
}
