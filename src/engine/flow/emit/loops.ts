// Emits Workato foreach (a loop over items) and repeat/while (a bounded loop gated by a Storage flag).
import { message } from '../../diagnostics.js';
import type { IRNode } from '../../ir.js';
import { singlePill } from '../../pills.js';
import { refPath, wrapRef } from '../refs.js';
import type { LoopScope } from '../resolve.js';
import { chain, codeStep, loopStep, routerStep, type APStep } from '../steps.js';
import type { EmitContext } from './context.js';
import { emitRouter } from './router.js';

const REPEAT_MAX = 100;

export function emitForeach(ctx: EmitContext, node: Extract<IRNode, { kind: 'foreach' }>): APStep {
  const name = ctx.stepName(`loop_${node.number}`, node.number);
  const conv = ctx.converter(node.number);
  const sourcePill = singlePill(stripInterp(node.source));
  const converted = node.source ? conv.convertString(node.source.startsWith('#{') || node.source.startsWith('=') ? node.source : `#{${node.source}}`, 'items') : '';
  const items = typeof converted === 'string' ? converted : '';
  const valid = !!items && !conv.hasBlockingProblem;
  if (!valid) ctx.diagnose('placeholder', node.number, name, message('foreach_no_source', { number: node.number }));
  ctx.fieldProblems(node.number, name, conv.problems);
  const batch = String(node.step.repeat_mode ?? '') === 'batch';
  if (batch) ctx.diagnose('approximated', node.number, name, message('foreach_batch', { number: node.number, size: String(node.step.batch_size ?? '?') }));
  const itemsRef = /^\{\{([^{}]+)\}\}$/.exec(items)?.[1];
  const scope: LoopScope = { as: node.as, name, kind: 'foreach', ...(itemsRef ? { itemsRef } : {}), ...(sourcePill?.type === 'output' ? { source: sourcePill } : {}) };
  const body = ctx.resolver.withLoop(scope, () => ctx.emitBlock(node.body));
  const loop = loopStep({ name, displayName: ctx.label(node.step, ctx.text('loop_foreach')), items, body, valid: valid && !!items });
  return chain([conv.prelude(), items ? skipWhenNil(ctx, node.number, name, items, loop) : loop])!;
}

/**
 * Workato's Repeat for each runs its block once per item of the list, so a nil list (a missing field) runs it no
 * time and the job goes on (src/verify/workato/run.ts, runForeach). LOOP_ON_ITEMS fails the step and the run when
 * `items` is not a list ("The items you have selected must be a list.": activepieces/activepieces
 * packages/engine/src/lib/handler/loop-executor.ts), and a missing value resolves to '' (props-resolver.ts,
 * `result ?? ''`). A router runs the loop only when the items EXIST (not undefined, null or ''): nil skips it as
 * in Workato; an empty list loops zero times; a value that is not a list still fails the run loudly.
 */
function skipWhenNil(ctx: EmitContext, number: number, loopName: string, items: string, loop: APStep): APStep {
  return routerStep({
    name: ctx.stepName(`${loopName}_if_items`, number),
    displayName: ctx.text('loop_if_items'),
    executionType: 'EXECUTE_FIRST_MATCH',
    branches: [{ branchName: ctx.text('loop_if_items'), conditions: [[{ operator: 'EXISTS', firstValue: items }]] }, { branchName: ctx.text('branch_otherwise') }],
    children: [loop, null],
    valid: true,
  });
}

/**
 * Workato's do-while has no direct equivalent. It runs as a bounded loop: each round checks a Storage flag,
 * runs the body, then evaluates the while condition and clears the flag when it fails.
 */
export function emitRepeat(ctx: EmitContext, node: Extract<IRNode, { kind: 'repeat' }>): APStep {
  const n = node.number;
  const [rangeName, initName, loopName, stateName, gateName, checkName, doneName] = ['rounds', 'start', '', 'state', 'gate', 'check', 'done'].map((suffix) =>
    ctx.names.allocate(suffix ? `repeat_${n}_${suffix}` : `repeat_${n}`),
  ) as [string, string, string, string, string, string, string];
  for (const s of [rangeName, initName, loopName, stateName, gateName, checkName, doneName]) ctx.stepNumbers.set(s, n);
  const key = `repeat_${n}_running`;
  const store = (name: string, title: string, action: string, input: Record<string, unknown>) => ctx.storagePiece(name, title, action, key, input);
  const range = codeStep({
    name: rangeName,
    displayName: ctx.text('repeat_range', { max: REPEAT_MAX }),
    code: `export const code = async (inputs) => {\n  return { rounds: Array.from({ length: Number(inputs.max) }, (_, i) => i + 1) };\n};\n`,
    input: { max: REPEAT_MAX },
    valid: true,
  });
  const init = store(initName, ctx.text('repeat_range', { max: REPEAT_MAX }), 'put', { value: 'yes' });
  const { body, check } = ctx.resolver.withLoop({ as: node.as, name: loopName, kind: 'repeat' }, () => {
    const body = ctx.emitBlock(node.body);
    if (!node.until) return { body, check: store(doneName, ctx.text('repeat_mark_done'), 'put', { value: 'no' }) };
    const done = store(doneName, ctx.text('repeat_mark_done'), 'put', { value: 'no' });
    const whileNumber = node.whileNumber ?? n;
    const built = emitRouter(ctx, checkName, ctx.text('repeat_check'), [{ number: whileNumber, step: { keyword: 'while_condition' }, condition: node.until, body: [] }], [null], done, whileNumber);
    return { body, check: chain([built.prelude, built.step]) };
  });
  const state = store(stateName, ctx.text('repeat_done_get'), 'get', {});
  const gate = routerStep({
    name: gateName,
    displayName: ctx.text('repeat_gate'),
    executionType: 'EXECUTE_FIRST_MATCH',
    branches: [
      { branchName: ctx.text('repeat_gate'), conditions: [[{ operator: 'TEXT_EXACTLY_MATCHES', firstValue: wrapRef(stateName), secondValue: 'yes', caseSensitive: true }]] },
      { branchName: ctx.text('branch_otherwise') },
    ],
    children: [chain([body, check]), null],
    valid: true,
  });
  const loop = loopStep({ name: loopName, displayName: ctx.label(node.step, ctx.text('repeat_range', { max: REPEAT_MAX })), items: wrapRef(refPath(rangeName, ['rounds'])), body: chain([state, gate]), valid: true });
  ctx.diagnose('approximated', n, loopName, message('repeat_emulated', { number: n, max: REPEAT_MAX, name: rangeName }));
  return chain([range, init, loop])!;
}

function stripInterp(source: string): string {
  const m = /^#\{([\s\S]*)\}$/.exec(source.trim());
  return m ? m[1]! : source.startsWith('=') ? source.slice(1) : source;
}
