// The steps of the checked flow that need a human: where the translation left a placeholder (an app or operation
// with no equivalent, a value it could not carry), the flow fails on purpose, and the run-time check may never reach
// the step to compare it (a step before it could not be compared on the same data), so `verify` names them itself.
import { isBlockingDiagnostic, renderMessage, type Diagnostic } from '../engine/diagnostics.js';
import { visitSteps } from '../engine/flow/steps.js';
import type { Lang } from '../i18n/index.js';

export interface HumanStep {
  step?: number;
  code: string;
  text: string;
}

/** The translation's blocking findings on steps that are still not valid in `trigger`'s flow (a fixed step is left out). */
export function stepsNeedingHuman(diagnostics: readonly Diagnostic[], trigger: unknown, lang: Lang): HumanStep[] {
  const invalid = new Set<string>();
  visitSteps(trigger as Record<string, unknown> | undefined, (step) => {
    if (step.valid === false && typeof step.name === 'string') invalid.add(step.name);
  });
  return diagnostics
    .filter((d) => isBlockingDiagnostic(d) && d.stepName !== undefined && invalid.has(d.stepName))
    .map((d) => ({ ...(d.step !== undefined ? { step: d.step } : {}), code: d.code, text: renderMessage(d, lang) }));
}
