// Compares one event's two runs: the effects in order (same Workato step, same app operation through the mapping
// row, same value in every prop), then how each run ended and what it answered.
import { findRow } from '../../engine/mapping/operations/index.js';
import type { FlowLinks } from '../../engine/types.js';
import type { OperationRow } from '../../engine/mapping/types.js';
import type { RunDetail } from '../activepieces/types.js';
import { builtinOf } from '../workato/builtins.js';
import type { WorkatoRun } from '../workato/types.js';
import type { FlowEffect, WorkatoEffect } from './effects.js';
import { expectedInput } from './expected-input.js';
import type { AllowedDifference, Difference } from './types.js';
import { firstDifference, isBlank, valueAt } from './values.js';

export interface Comparison {
  difference?: Omit<Difference, 'event'>;
  allowed: AllowedDifference[];
}

const CALL = '(call)';
/** field prefixes of a wrapped prop and of a Workato input carried nowhere (explain.ts renders them) */
export const WRAPPED = '(shape).';
export const DROPPED = '(dropped).';

/** The row declares that this prop may differ (status approximated, the prop listed or no list). */
function declaredBy(row: OperationRow, prop: string): boolean {
  return row.status === 'approximated' && (!row.approximates || row.approximates.includes(prop));
}

/**
 * A Workato wrapper passed through reaches both runs alike: the same values on both sides, yet not what the piece
 * reads. A difference unless the row declares that prop.
 */
function wrappedDifference(computed: ReturnType<typeof expectedInput>, flowInput: Record<string, unknown>, row: OperationRow): Omit<Difference, 'event' | 'step'> | undefined {
  const wrapped = computed.wrapped.find((p) => !declaredBy(row, p));
  return wrapped ? { field: `${WRAPPED}${wrapped}`, workato: null, flow: flowInput[wrapped] ?? computed.input[wrapped] } : undefined;
}

/**
 * A Workato input the row carries nowhere reaches neither run. The translation reports it on the step (approximated,
 * `field_dropped`), so the check lists it with the value Workato used, as a reported approximation.
 */
export function droppedInputs(step: number, dropped: readonly string[], workatoInput: Record<string, unknown>): AllowedDifference[] {
  return dropped.filter((k) => !isBlank(valueAt(workatoInput, k))).map((k) => ({ step, field: `${DROPPED}${k}`, workato: valueAt(workatoInput, k) }));
}

export function compareRuns(workato: WorkatoRun, flow: RunDetail, wEffects: WorkatoEffect[], fEffects: FlowEffect[], callees?: FlowLinks['calls']): Comparison {
  const allowed: AllowedDifference[] = [];
  const count = Math.max(wEffects.length, fEffects.length);
  for (let i = 0; i < count; i++) {
    const w = wEffects[i];
    const f = fEffects[i];
    if (!w) return { difference: { step: f!.number, field: CALL, workato: null, flow: `${f!.piece}/${f!.action}` }, allowed };
    const op = `${w.provider}/${w.name}`;
    if (!f) return { difference: { step: w.number, field: CALL, workato: op, flow: null }, allowed };
    const row = findRow(w.provider, w.name, 'action', w.step.input);
    const target = row && 'piece' in row.target ? row.target : undefined;
    if (!row || !target || f.number !== w.number || target.piece !== f.piece || target.name !== f.action) {
      return { difference: { step: w.number, field: CALL, workato: op, flow: `${f.piece}/${f.action} (${f.stepName})` }, allowed };
    }
    const computed = expectedInput(row, w.step, w.input, (f.settings.propertySettings ?? {}) as Record<string, unknown>, callees);
    const expected = computed.input;
    const declared = (prop: string) => declaredBy(row, prop);
    const field = firstDifference(expected, f.input);
    if (field !== undefined) {
      const top = field.split(/[.[]/)[0]!;
      if (!declared(top)) return { difference: { step: w.number, field, workato: valueAt(expected, field), flow: valueAt(f.input, field) }, allowed };
      allowed.push({ step: w.number, field, ...(row.note ? { note: row.note } : {}) });
      continue;
    }
    const wrapped = wrappedDifference(computed, f.input, row);
    if (wrapped) return { difference: { step: w.number, ...wrapped }, allowed };
    for (const prop of computed.wrapped) if (declared(prop)) allowed.push({ step: w.number, field: `${WRAPPED}${prop}`, ...(row.note ? { note: row.note } : {}) });
    allowed.push(...droppedInputs(w.number, computed.dropped, w.input));
  }
  if (workato.outcome !== flowOutcome(flow)) {
    const failed = [...flow.steps].reverse().find((s) => s.status === 'failed');
    const last = workato.steps[workato.steps.length - 1];
    const step = failed ? flowStepNumber(failed.name) ?? last?.step ?? null : last?.step ?? null;
    return { difference: { step, field: '(outcome)', workato: workato.outcome, flow: flow.error ? `${flow.outcome}: ${flow.error.replace(/\s+/g, " ").slice(0, 200)}` : flow.outcome }, allowed };
  }
  if (workato.outcome === 'returned' && returnsResult(workato)) {
    const field = firstDifference(workato.response, flow.response);
    if (field !== undefined) {
      const last = workato.steps[workato.steps.length - 1];
      return { difference: { step: last?.step ?? null, field: field ? `(response).${field}` : '(response)', workato: valueAt(workato.response, field), flow: valueAt(flow.response, field) }, allowed };
    }
  }
  return { allowed };
}

/**
 * A flow that answered its caller (a sub-flow response) and then stopped ended the way a Workato return does: the
 * caller has its answer and nothing more runs. The model reports `stopped` there, as the stop carried no response.
 */
function flowOutcome(flow: RunDetail): RunDetail['outcome'] {
  return flow.outcome === 'stopped' && flow.response !== undefined ? 'returned' : flow.outcome;
}

function flowStepNumber(name: string): number | undefined {
  const m = /^[a-z]+_(\d+)/.exec(name);
  return m ? Number(m[1]) : undefined;
}

/** A Return result answers the caller with its `result` value, which the flow's sub-flow response must carry as is. */
function returnsResult(run: WorkatoRun): boolean {
  const last = run.steps[run.steps.length - 1];
  return !!last && builtinOf(String(last.provider ?? ''), String(last.name ?? '')) === 'return_result';
}
