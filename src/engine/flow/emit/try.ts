// Emits Workato's monitor block (try/catch). Every step of the block that can fail continues on failure: its
// success branch holds the rest of the block, its failure branch stores the error (run scope). After the block,
// one router runs the error handler when an error was stored; then the flow goes on, as Workato does after a catch.
import { message } from '../../diagnostics.js';
import type { IRCatch, IRNode } from '../../ir.js';
import { refPath, wrapRef } from '../refs.js';
import { chain, routerStep, type APStep } from '../steps.js';
import type { CodeAction, PieceAction } from '../types.js';
import { FLOW_HELPER, type EmitContext } from './context.js';

export function emitTry(ctx: EmitContext, node: Extract<IRNode, { kind: 'try' }>): APStep | null {
  const { number, body, handler } = node;
  if (!handler || handler.body.length === 0) {
    if (handler) ctx.diagnose('note', handler.number, undefined, message('catch_empty', { number: handler.number }));
    return ctx.emitBlock(body);
  }
  const head = ctx.emitBlock(body);
  if (!head) return null;
  const failedKey = `try_${number}_failed`;
  const messageKey = `try_${number}_error`;
  const failureSteps = (step: APStep): APStep => {
    // The flag is a constant, so the handler runs even if the error text cannot be read; storing the text
    // may fail (an empty message) without stopping the flow.
    const flag = ctx.storeStep(`${step.name}_failed`, ctx.text('catch_store', { step: step.displayName }), 'put', failedKey, { value: 'yes' });
    const text = ctx.storeStep(`${step.name}_error`, ctx.text('catch_store_message', { step: step.displayName }), 'put', messageKey, { value: wrapRef(refPath(step.name, ['error', 'message'])) });
    return chain([flag, withErrorHandling(text, true, false)])!;
  };
  const guarded = guardFallible(head, { retry: handler.maxRetries > 0, onFailure: failureSteps });
  if (guarded.fallible === 0) {
    ctx.diagnose('note', handler.number, undefined, message('catch_empty', { number: handler.number }));
    return guarded.head;
  }
  if (guarded.nested) ctx.diagnose('approximated', handler.number, undefined, message('catch_nested', { number: handler.number }));
  if (handler.maxRetries > 0) ctx.diagnose('approximated', handler.number, undefined, message('catch_retry', { number: handler.number, count: handler.maxRetries, interval: handler.retryInterval }));
  const reset = ctx.storeStep(`try_${number}_start`, ctx.text('catch_reset'), 'put', failedKey, { value: 'no' });
  const read = ctx.storeStep(`catch_${handler.number}_failed`, ctx.text('catch_read'), 'get', failedKey, { defaultValue: 'no' });
  ctx.stepNumbers.set(reset.name, number);
  ctx.stepNumbers.set(read.name, handler.number);
  return chain([reset, guarded.head, read, handlerRouter(ctx, handler, read.name, messageKey)]);
}

function handlerRouter(ctx: EmitContext, handler: IRCatch, flagStep: string, messageKey: string): APStep {
  const handlerChain = ctx.resolver.withCatch({ as: handler.as, messageKey }, () => ctx.emitBlock(handler.body));
  const routerName = ctx.stepName(`catch_${handler.number}`, handler.number);
  return routerStep({
    name: routerName,
    displayName: ctx.label(handler.step, ctx.text('catch_router')),
    executionType: 'EXECUTE_FIRST_MATCH',
    branches: [
      { branchName: ctx.text('catch_failed'), conditions: [[{ operator: 'TEXT_EXACTLY_MATCHES', firstValue: wrapRef(flagStep), secondValue: 'yes', caseSensitive: true }]] },
      { branchName: ctx.text('branch_otherwise') },
    ],
    children: [handlerChain, null],
    valid: true,
  });
}

export interface GuardOptions {
  retry: boolean;
  /** the steps that run when `step` fails (called once per fallible step, in flow order) */
  onFailure: (step: APStep) => APStep;
}

export interface Guarded {
  head: APStep | null;
  /** how many steps can fail */
  fallible: number;
  /** whether one of them sits inside a branch or a loop */
  nested: boolean;
}

/**
 * Returns new steps in which every step that can fail continues on failure into `onFailure`, the rest of its
 * chain becoming its success branch. The given steps are not changed.
 */
export function guardFallible(first: APStep | null, options: GuardOptions): Guarded {
  let fallible = 0;
  let nested = false;
  const guard = (cur: APStep | null | undefined, depth: number): APStep | null => {
    if (!cur) return null;
    const next = cur.nextAction ?? null;
    // Order matters: names are allocated as fallible steps are met (bodies before what follows them).
    const rest = () => (next ? { nextAction: guard(next, depth)! } : {});
    if (cur.type === 'ROUTER') {
      const children = cur.children.map((c) => (c ? guard(c, depth + 1) : c));
      return { ...cur, children, ...rest() };
    }
    if (cur.type === 'LOOP_ON_ITEMS') {
      const body = cur.firstLoopAction ? { firstLoopAction: guard(cur.firstLoopAction, depth + 1)! } : {};
      return { ...cur, ...body, ...rest() };
    }
    if (cur.type === 'PIECE' && cur.settings.pieceName === FLOW_HELPER) return { ...cur, ...rest() };
    fallible++;
    if (depth > 0) nested = true;
    const onFailure = options.onFailure(cur);
    const onSuccess = guard(next, depth);
    const { nextAction: _next, ...step } = withErrorHandling(cur, true, options.retry);
    return { ...step, continueOnFailureBranches: { ...(onSuccess ? { onSuccess } : {}), onFailure } };
  };
  const head = guard(first, 0);
  return { head, fallible, nested };
}

function withErrorHandling<S extends PieceAction | CodeAction>(step: S, continueOnFailure: boolean, retryOnFailure: boolean): S {
  return { ...step, settings: { ...step.settings, errorHandlingOptions: { continueOnFailure: { value: continueOnFailure }, retryOnFailure: { value: retryOnFailure } } } };
}
