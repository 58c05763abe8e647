// The trigger's own inputs (the folder a Drive trigger watches, the object a Salesforce trigger polls…): fixed
// when the flow is published, the same for every event, so compared once. What the flow's trigger is set to must
// be the mapping row applied to the Workato trigger input, and a wrapper left in a prop is a difference, unless the
// row declares it (status approximated, the prop listed or no list); an input the row carries nowhere is listed as
// the approximation the translation reports on the trigger.
import type { IRRecipe } from '../../engine/ir.js';
import { applyRow } from '../../engine/mapping/apply.js';
import { findRow } from '../../engine/mapping/operations/index.js';
import { POLL_START_KEYS } from '../../engine/mapping/row-fields.js';
import type { OperationRow } from '../../engine/mapping/types.js';
import type { Step } from '../activepieces/types.js';
import { literalConverter } from './expected-input.js';
import { wrappedProps } from '../../engine/mapping/prop-formats.js';
import { droppedInputs } from './compare.js';
import type { AllowedDifference, Difference } from './types.js';
import { firstDifference, valueAt } from './values.js';

const declared = (row: OperationRow, prop?: string) => row.status === 'approximated' && (!row.approximates || (prop !== undefined && row.approximates.includes(prop)));

/** True when some text at any depth holds `#{`; iterative, as recipe input can nest deeper than the call stack. */
function holdsPill(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('#{')) return true;
    } else if (v && typeof v === 'object') stack.push(...(Array.isArray(v) ? v : Object.values(v)));
  }
  return false;
}

export interface TriggerInputCheck {
  difference?: Omit<Difference, 'event'>;
  allowed: AllowedDifference[];
}

/** The first difference between the Workato trigger's input and the flow trigger's, and what differs as declared. */
export function triggerInputDifference(ir: IRRecipe, flowTrigger: Step | undefined): TriggerInputCheck {
  const { step, provider, name, number } = ir.trigger;
  const row = findRow(provider, name, 'trigger', step.input);
  const settings = (flowTrigger?.settings ?? {}) as Record<string, unknown>;
  if (!row || !('piece' in row.target) || settings.pieceName !== row.target.piece || settings.triggerName !== row.target.name) return { allowed: [] };
  const raw = (step.input ?? {}) as Record<string, unknown>;
  // Trigger inputs are literal settings; one holding a datapill or a formula is not compared here.
  if (holdsPill(raw) || Object.values(raw).some((v) => typeof v === 'string' && v.startsWith('='))) return { allowed: [] };
  const applied = applyRow(row, { ...step, input: raw }, literalConverter);
  const { auth: _auth, ...flowInput } = (settings.input ?? {}) as Record<string, unknown>;
  void _auth;
  const allowed = droppedInputs(number, applied.dropped.filter((k) => !POLL_START_KEYS.has(k)), raw);
  const field = firstDifference(applied.input, flowInput);
  if (field !== undefined && !declared(row, field.split(/[.[]/)[0]!)) return { difference: { step: number, field, workato: valueAt(applied.input, field), flow: valueAt(flowInput, field) }, allowed };
  const wrapped = wrappedProps(row.target.piece, row.target.name, applied.input, 'trigger').find((p) => !declared(row, p));
  if (wrapped) return { difference: { step: number, field: `(shape).${wrapped}`, workato: null, flow: flowInput[wrapped] ?? applied.input[wrapped] }, allowed };
  return { allowed };
}
