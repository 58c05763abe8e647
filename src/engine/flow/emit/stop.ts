// Emits Workato's stop: the flow helper's stop, or its fail with the stop reason as the error message.
import type { IRNode } from '../../ir.js';
import { chain, pieceStep, type APStep } from '../steps.js';
import { SKIP } from '../values.js';
import { FLOW_HELPER, type EmitContext } from './context.js';

export function emitStop(ctx: EmitContext, node: Extract<IRNode, { kind: 'stop' }>): APStep {
  const { number, withError, reason } = node;
  const name = ctx.stepName(`stop_${number}`, number);
  ctx.usePiece(FLOW_HELPER);
  const common = { name, pieceName: FLOW_HELPER, pieceVersion: ctx.version(FLOW_HELPER) };
  if (!withError) return pieceStep({ ...common, displayName: ctx.text('stop_step'), actionName: 'stopFlow', input: {}, valid: true });
  const conv = ctx.converter(number);
  const message = reason ? conv.convertString(reason, 'stop_reason') : 'Stopped';
  ctx.fieldProblems(number, name, conv.problems);
  const step = pieceStep({
    ...common,
    displayName: ctx.text('fail_step'),
    actionName: 'failFlow',
    input: { message: message === SKIP || message === undefined || message === null || message === '' ? 'Stopped' : message },
    valid: !conv.hasBlockingProblem,
  });
  return chain([conv.prelude(), step])!;
}
