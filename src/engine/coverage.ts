// How much of a recipe the translation carried over: operations by status, and formulas compiled or left.
import { singlePill, splitTemplate } from './pills.js';
import { workatoSteps } from './tree.js';
import type { OperationReport, TranslationResult, WorkatoStep } from './types.js';

export interface RecipeCoverage {
  mapped: number;
  approximated: number;
  unmapped: number;
  /** non-skipped action steps, and those mapped or approximated */
  actions: number;
  actionsCovered: number;
  /** `=` formulas and `#{...}` interpolations that are not a lone datapill, and those left for a human */
  formulas: number;
  formulasLeft: number;
}

/** Formulas and non-pill interpolations in the steps Workato runs. */
export function countFormulas(code: WorkatoStep): number {
  let n = 0;
  const value = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v.startsWith('=')) n++;
      else for (const part of splitTemplate(v)) if (part.kind === 'interp' && !singlePill(part.source)) n++;
    } else if (Array.isArray(v)) v.forEach(value);
    else if (v && typeof v === 'object') Object.values(v).forEach(value);
  };
  for (const { step, disabled } of workatoSteps(code)) {
    if (disabled) continue;
    value(step.input);
    value(step.source);
    value(step.filter);
  }
  return n;
}

function actionNumbers(code: WorkatoStep): Set<number> {
  const out = new Set<number>();
  for (const { step, disabled } of workatoSteps(code)) if (!disabled && step.keyword === 'action' && typeof step.number === 'number') out.add(step.number);
  return out;
}

/** routing.json operations by status. */
export function operationCounts(ops: readonly OperationReport[]): { mapped: number; approximated: number; unmapped: number } {
  const counts = { mapped: 0, approximated: 0, unmapped: 0 };
  for (const op of ops) counts[op.status]++;
  return counts;
}

export function recipeCoverage(result: TranslationResult): RecipeCoverage {
  const ops = result.routing.operations;
  const actions = actionNumbers(result.recipe.code);
  const actionOps = ops.filter((o) => actions.has(o.step));
  const formulas = countFormulas(result.recipe.code);
  return {
    ...operationCounts(ops),
    actions: actionOps.length,
    actionsCovered: actionOps.filter((o) => o.status !== 'unmapped').length,
    formulas,
    formulasLeft: Math.min(formulas, result.review.filter((r) => r.kind === 'formula').length),
  };
}
