// Emits a block of IR nodes as one chain: one emitter per node kind; what follows a stop never runs.
import { message } from '../../diagnostics.js';
import type { IRNode } from '../../ir.js';
import { findRow } from '../../mapping/operations/index.js';
import { chain, type APStep } from '../steps.js';
import { emitAction } from './action.js';
import type { EmitContext } from './context.js';
import { emitForeach, emitRepeat } from './loops.js';
import { emitIf } from './router.js';
import { emitStop } from './stop.js';
import { emitTry } from './try.js';

type Emitters = { [K in IRNode['kind']]: (ctx: EmitContext, node: Extract<IRNode, { kind: K }>) => APStep | null };

const EMITTERS: Emitters = {
  action: emitAction,
  if: emitIf,
  foreach: emitForeach,
  repeat: emitRepeat,
  try: emitTry,
  stop: emitStop,
  unknown: (ctx, node) => ctx.emitBlock(node.body),
};

function emitNode<K extends IRNode['kind']>(ctx: EmitContext, node: Extract<IRNode, { kind: K }>): APStep | null {
  return (EMITTERS[node.kind as K] as (ctx: EmitContext, node: Extract<IRNode, { kind: K }>) => APStep | null)(ctx, node);
}

export function emitBlock(ctx: EmitContext, nodes: IRNode[]): APStep | null {
  const parts: Array<APStep | null> = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    parts.push(emitNode(ctx, node));
    const ending = endingOf(node);
    if (ending) {
      for (const later of nodes.slice(i + 1)) unreachable(ctx, later, ending);
      break;
    }
  }
  return chain(parts);
}

/** A stop, or an action that ends the Workato job (Return result, Respond to API request). */
function endingOf(node: IRNode): 'stop' | 'return' | undefined {
  if (node.kind === 'stop') return 'stop';
  if (node.kind !== 'action') return undefined;
  return findRow(node.provider, node.name, 'action', node.step.input)?.endsRun ? 'return' : undefined;
}

function unreachable(ctx: EmitContext, node: IRNode, after: 'stop' | 'return'): void {
  ctx.diagnose('note', node.number, undefined, message(after === 'stop' ? 'stop_unreachable' : 'return_unreachable', { number: node.number }));
  if (node.kind === 'action') ctx.report(node.number, node.step, 'approximated', [message(after === 'stop' ? 'reason_after_stop' : 'reason_after_return')]);
}
