// Emits Workato if/elsif/else and condition checks (trigger filter, repeat-while) as Activepieces routers.
import { message } from '../../diagnostics.js';
import type { IRBranch, IRNode } from '../../ir.js';
import type { Dnf } from '../../operands.js';
import { ConditionChecks } from '../condition-checks.js';
import { convertCondition, summarizeCondition } from '../conditions.js';
import { chain, routerStep, type APStep } from '../steps.js';
import { SKIP } from '../values.js';
import type { EmitContext } from './context.js';

export function emitIf(ctx: EmitContext, node: Extract<IRNode, { kind: 'if' }>): APStep {
  const name = ctx.stepName(`router_${node.number}`, node.number);
  for (const extra of node.extraElse) ctx.diagnose('note', extra, name, message('extra_else', { number: extra }));
  const children = node.branches.map((b) => ctx.emitBlock(b.body));
  const otherwise = node.otherwise ? ctx.emitBlock(node.otherwise.body) : null;
  const summary = summarizeCondition(node.branches[0]!.condition, (v) => ctx.readable(v), ctx.lang);
  const { step, prelude } = emitRouter(ctx, name, ctx.label(node.step, ctx.text('router_if', { summary })), node.branches, children, otherwise, node.number);
  return chain([prelude, step])!;
}

/** The trigger's conditions: a router whose first branch holds the whole flow. */
export function emitFilter(ctx: EmitContext, body: APStep | null): APStep {
  const tr = ctx.ir.trigger;
  const name = ctx.names.allocate('trigger_filter');
  const { step, prelude } = emitRouter(ctx, name, ctx.text('trigger_filter'), [{ number: tr.number, step: tr.step, condition: tr.filter!, body: [] }], [body], null, tr.number, ctx.text('filter_pass'));
  return chain([prelude, step])!;
}

/** One router with a CONDITION branch per Workato branch and a FALLBACK last (empty when there is no else). */
export function emitRouter(
  ctx: EmitContext,
  name: string,
  displayName: string,
  branches: IRBranch[],
  children: Array<APStep | null>,
  otherwise: APStep | null,
  number: number,
  firstName?: string,
): { step: APStep; prelude: APStep | null } {
  const conv = ctx.converter(number);
  const checks = new ConditionChecks(() => ctx.stepName(`${name}_checks`, number));
  let valid = true;
  // Workato evaluates an elsif only when the earlier branches failed (see CheckFn)
  let guard: string | null = 'true';
  const built = branches.map((b, i) => {
    const value = (v: string, side: string) => {
      const converted = conv.convertString(v, side);
      return converted === SKIP || converted === null || converted === undefined ? '' : typeof converted === 'string' ? converted : JSON.stringify(converted);
    };
    const result = convertCondition(b.condition, value, (predicate, v, other, when) => checks.add(predicate, v, other, when), guard);
    guard = guard === null || result.expr === null ? null : `${guard} && !(${result.expr})`;
    for (const op of result.unsupported) {
      ctx.diagnose('placeholder', b.number, name, message('condition_unsupported', { number: b.number, operand: op }));
      valid = false;
    }
    for (const a of result.approximated) ctx.diagnose('approximated', b.number, name, message('condition_approximated', { number: b.number, operand: a.operand, detail: a.detail }));
    if (!dnfComplete(result.dnf)) valid = false;
    const branchName = firstName && i === 0
      ? firstName
      : i === 0
        ? ctx.text('branch_if')
        : ctx.label(b.step, ctx.text('branch_elsif', { summary: summarizeCondition(b.condition, (v) => ctx.readable(v), ctx.lang) }));
    return { branchName, conditions: result.dnf.length ? result.dnf : [[{ operator: 'EXISTS', firstValue: '' }]] };
  });
  ctx.fieldProblems(number, name, conv.problems);
  if (conv.hasBlockingProblem) valid = false;
  const step = routerStep({
    name,
    displayName,
    executionType: 'EXECUTE_FIRST_MATCH',
    branches: [...built, { branchName: ctx.text('branch_otherwise') }],
    children: [...children, otherwise],
    valid,
  });
  return { step, prelude: chain([conv.prelude(), checks.step(ctx.text('condition_checks', { number }), ctx.text('condition_nil_order', { number }))]) };
}

function dnfComplete(dnf: Dnf): boolean {
  if (dnf.length === 0) return false;
  return dnf.every((g) => g.every((c) => !!c.firstValue && (isUnaryOperator(String(c.operator)) || (c.secondValue !== undefined && c.secondValue !== ''))));
}

const UNARY_OPERATORS = new Set(['EXISTS', 'DOES_NOT_EXIST', 'BOOLEAN_IS_TRUE', 'BOOLEAN_IS_FALSE', 'LIST_IS_EMPTY', 'LIST_IS_NOT_EMPTY']);

function isUnaryOperator(operator: string): boolean {
  return UNARY_OPERATORS.has(operator);
}
