// Applies a mapping row to a Workato step input: through its shaper when it names one, else its props.
import type { FlowLinks, WorkatoStep } from '../types.js';
import type { FieldConverter } from '../flow/values.js';
import { applyProps, isBlank, type AppliedRow } from './apply-props.js';
import { catalogOperation } from './catalog.js';
import { SHAPERS } from './shapers.js';
import type { OperationRow } from './types.js';

/** `callees`: the flows the recipe's call steps call, when a workspace run knows them. */
export function applyRow(row: OperationRow, step: WorkatoStep, conv: FieldConverter, callees?: FlowLinks['calls']): AppliedRow {
  if (!row.shape) return applyProps(row, step, conv);
  const raw = (step.input ?? {}) as Record<string, unknown>;
  return SHAPERS[row.shape]({ row, step, raw, conv, ...(callees ? { callees } : {}) });
}

/** Required props (auth aside) of the target that are missing or empty. */
export function missingRequired(piece: string, kind: 'action' | 'trigger', name: string, input: Record<string, unknown>): string[] {
  const op = catalogOperation(piece, kind, name);
  if (!op) return [];
  return op.props
    .filter((p) => p.required && p.name !== 'auth' && p.type !== 'MARKDOWN')
    .filter((p) => isBlank(input[p.name]) || (Array.isArray(input[p.name]) && (input[p.name] as unknown[]).length === 0 && p.type !== 'ARRAY'))
    .map((p) => p.name);
}
