// Walking the Workato step tree as written (before the IR), for reports and descriptions.
import type { WorkatoStep } from './types.js';

export interface TreeEntry {
  step: WorkatoStep;
  /** an enclosing step is skipped */
  insideSkipped: boolean;
  /** the step or an enclosing one is skipped: Workato does not run it */
  disabled: boolean;
}

/** Every step, trigger first, in pre-order (the order of Workato's step numbers). */
export function workatoSteps(root: WorkatoStep): TreeEntry[] {
  const out: TreeEntry[] = [];
  const visit = (step: WorkatoStep, insideSkipped: boolean) => {
    const disabled = insideSkipped || step.skip === true;
    out.push({ step, insideSkipped, disabled });
    for (const child of Array.isArray(step.block) ? step.block : []) if (child && typeof child === 'object') visit(child, disabled);
  };
  visit(root, false);
  return out;
}
