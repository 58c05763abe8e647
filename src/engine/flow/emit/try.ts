// Emits Workato's monitor block (try/catch). Every step of the block that can fail continues on failure: its
// success branch holds the rest of the block, its failure branch stores the error (run scope). After a branch or
// loop that holds such steps, the rest of the block (and each later loop iteration) runs only while nothing
// failed, so an error anywhere in the block skips the rest of it, as in Workato. After the block, one router runs
// the error handler when an error was stored; then the flow goes on, as Workato does after a catch. An empty
// handler still catches: the error is swallowed and the flow goes on.
import { message } from '../../diagnostics.js';
import type { IRCatch, IRNode } from '../../ir.js';
import { refPath, wrapRef } from '../refs.js';
import { chain, routerStep, type APStep } from '../steps.js';
import type { CodeAction, PieceAction } from '../types.js';
import { FLOW_HELPER, type EmitContext } from './context.js';

export function emitTry(ctx: EmitContext, node: Extract<IRNode, { kind: 'try' }>): APStep | null {
  const { number, body, handler } = node;
  if (!handler) return ctx.emitBlock(body);
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
  // "Retry only if" cannot be said by Activepieces' retry (it retries every error): without the condition a
  // call Workato would not repeat could run again, so such blocks are not retried and the difference is reported.
  const retryIf = handler.retryIf !== undefined;
  const retry = handler.maxRetries > 0 && !retryIf;
  const gate = (next: APStep): APStep => {
    const read = ctx.storeStep(`try_${number}_ok`, ctx.text('catch_read'), 'get', failedKey, { defaultValue: 'no' });
    ctx.stepNumbers.set(read.name, number);
    const router = routerStep({
      name: ctx.stepName(`try_${number}_go_on`, number),
      displayName: ctx.text('catch_go_on'),
      executionType: 'EXECUTE_FIRST_MATCH',
      branches: [
        { branchName: ctx.text('catch_go_on'), conditions: [[{ operator: 'TEXT_EXACTLY_MATCHES', firstValue: wrapRef(read.name), secondValue: 'no', caseSensitive: true }]] },
        { branchName: ctx.text('branch_otherwise') },
      ],
      children: [next, null],
      valid: true,
    });
    return chain([read, router])!;
  };
  const guarded = guardFallible(head, { retry, onFailure: failureSteps, gate });
  if (guarded.fallible === 0) {
    ctx.diagnose('note', handler.number, undefined, message('catch_empty', { number: handler.number }));
    return guarded.head;
  }
  if (handler.maxRetries > 0 && retryIf) ctx.diagnose('approximated', handler.number, undefined, message('catch_retry_condition', { number: handler.number, count: handler.maxRetries }));
  else if (handler.maxRetries > 0) ctx.diagnose('approximated', handler.number, undefined, message('catch_retry', { number: handler.number, count: handler.maxRetries, interval: handler.retryInterval }));
  const reset = ctx.storeStep(`try_${number}_start`, ctx.text('catch_reset'), 'put', failedKey, { value: 'no' });
  ctx.stepNumbers.set(reset.name, number);
  if (handler.body.length === 0) return chain([reset, guarded.head]);
  const read = ctx.storeStep(`catch_${handler.number}_failed`, ctx.text('catch_read'), 'get', failedKey, { defaultValue: 'no' });
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
  /** wraps what follows a branch or loop holding fallible steps (and each loop iteration) so it runs only while nothing failed */
  gate?: (next: APStep) => APStep;
}

export interface Guarded {
  head: APStep | null;
  /** how many steps can fail */
  fallible: number;
}

/**
 * Returns new steps in which every step that can fail continues on failure into `onFailure`, the rest of its
 * chain becoming its success branch. A step an inner monitor block already guards keeps its branches (their
 * steps are guarded in turn). The given steps are not changed.
 */
export function guardFallible(first: APStep | null, options: GuardOptions): Guarded {
  let fallible = 0;
  const guard = (cur: APStep | null | undefined): APStep | null => {
    if (!cur) return null;
    const next = cur.nextAction ?? null;
    // Order matters: names are allocated as fallible steps are met (bodies before what follows them).
    const rest = () => (next ? { nextAction: guard(next)! } : {});
    const gatedRest = (before: number) => {
      if (!next) return {};
      const guardedNext = guard(next)!;
      return { nextAction: fallible > before && options.gate ? options.gate(guardedNext) : guardedNext };
    };
    if (cur.type === 'ROUTER') {
      const before = fallible;
      const children = cur.children.map((c) => (c ? guard(c) : c));
      return { ...cur, children, ...gatedRest(before) };
    }
    if (cur.type === 'LOOP_ON_ITEMS') {
      const before = fallible;
      const inner = cur.firstLoopAction ? guard(cur.firstLoopAction) : null;
      const gatedBody = inner && fallible > before && options.gate ? options.gate(inner) : inner;
      return { ...cur, ...(gatedBody ? { firstLoopAction: gatedBody } : {}), ...gatedRest(before) };
    }
    // stopFlow ends the run and cannot fail; failFlow (Stop with error) raises, and the monitor block catches it
    if (cur.type === 'PIECE' && cur.settings.pieceName === FLOW_HELPER && cur.settings.actionName !== 'failFlow') return { ...cur, ...rest() };
    if (cur.continueOnFailureBranches) {
      const { onSuccess, onFailure } = cur.continueOnFailureBranches;
      const kept = { ...(onSuccess ? { onSuccess: guard(onSuccess)! } : {}), onFailure };
      return { ...cur, continueOnFailureBranches: kept, ...rest() };
    }
    fallible++;
    const onFailure = options.onFailure(cur);
    const onSuccess = guard(next);
    const { nextAction: _next, ...step } = withErrorHandling(cur, true, options.retry);
    return { ...step, continueOnFailureBranches: { ...(onSuccess ? { onSuccess } : {}), onFailure } };
  };
  const head = guard(first);
  return { head, fallible };
}

function withErrorHandling<S extends PieceAction | CodeAction>(step: S, continueOnFailure: boolean, retryOnFailure: boolean): S {
  return { ...step, settings: { ...step.settings, errorHandlingOptions: { continueOnFailure: { value: continueOnFailure }, retryOnFailure: { value: retryOnFailure } } } };
}
