// What an Activepieces step should have received, from what the Workato step received: the mapping row applied to
// the Workato step's resolved input (literal values, no datapills left), then the piece's prop processors, as the
// engine applies them to the flow's own resolved input (text props become strings, numbers numbers…).
import { applyRow } from '../../engine/mapping/apply.js';
import type { FieldConverter } from '../../engine/flow/values.js';
import type { OperationRow } from '../../engine/mapping/types.js';
import type { FlowLinks, WorkatoStep } from '../../engine/types.js';
import { processProps } from '../activepieces/props.js';
import { wrappedProps } from '../../engine/mapping/prop-formats.js';

/**
 * Resolved values are data, never Workato templates: a sampled text such as "=x" or "#{y}" must stay that text.
 * applyRow and the shapers only call `convert`, `plainText` and `unsupported`, so this stands in for the translation's
 * FieldConverter.
 */
export const literalConverter = {
  convert: (value: unknown) => value,
  plainText: (text: string) => text,
  // a field the translation reported for a human: nothing to resolve here (its return value is not used)
  unsupported: () => '',
} as unknown as FieldConverter;

export interface ExpectedInput {
  input: Record<string, unknown>;
  /** Workato input keys the row carries nowhere */
  dropped: string[];
  /** props given a value the piece does not read as Workato meant it (a wrapper passed through) */
  wrapped: string[];
}

/** `callees`: the flows a workspace run wired the call steps to, which the call steps send as their flowId. */
export function expectedInput(row: OperationRow, step: WorkatoStep, resolved: Record<string, unknown>, propertySettings: Record<string, unknown>, callees?: FlowLinks['calls']): ExpectedInput {
  const applied = applyRow(row, { ...step, input: resolved }, literalConverter, callees);
  if (!('piece' in row.target)) return { input: applied.input, dropped: applied.dropped, wrapped: [] };
  const processed = processProps(row.target.piece, row.target.name, applied.input, propertySettings);
  return { input: processed.input, dropped: applied.dropped, wrapped: wrappedProps(row.target.piece, row.target.name, applied.input) };
}
