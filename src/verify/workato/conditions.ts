// Workato condition operands (IF, ELSE IF, Repeat while, trigger filters, retry-only-if), evaluated on resolved
// values. Source: docs.workato.com/features/conditions.html (the fourteen conditions: case-sensitive text
// comparisons; "is present"/"is not present" and "is true" follow the formulas `present?` and `is_true?`, so they
// reuse the same runtime helpers as formulas: docs.workato.com/formulas/other-formulas.html#present).
import type { Condition } from '../../engine/ir.js';
import { runtimeHelpers, type RuntimeHelpers } from './formula.js';
import { resolveValue, SKIP, type ValueContext } from './values.js';

/** A condition that cannot be evaluated on its values: Workato fails the step (e.g. greater than with nil). */
export class ConditionFailed extends Error {}

type Operand = (lhs: unknown, rhs: unknown, h: RuntimeHelpers) => boolean;

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

function asNumber(v: unknown, h: RuntimeHelpers): number | null {
  if (h.rb_isnum(v)) return Number(v);
  if (typeof v === 'string' && NUMERIC.test(v)) return Number(v);
  return null;
}

// "equals" compares text, case-sensitively: "The `equals_to` operand performs string comparison"
// (workato-devs/recipe-skills skills/workato-recipes/control-flow/if-else.md), so 5 equals "5" but not "5.0";
// nil reads as "".
const equals: Operand = (l, r, h) => h.rb_to_s(l) === h.rb_to_s(r);

// "contains": substring of text, or an element of a list; nothing contains anything in nil.
const contains: Operand = (l, r, h) => {
  if (l === null || l === undefined) return false;
  if (Array.isArray(l)) return l.some((item) => equals(item, r, h));
  return h.rb_to_s(l).includes(h.rb_to_s(r));
};

const textTest = (test: (s: string, v: string) => boolean): Operand => (l, r, h) =>
  l !== null && l !== undefined && test(h.rb_to_s(l), h.rb_to_s(r));

// "greater than"/"less than": numbers, dates/times as instants, otherwise text order. nil on either side raises
// (research/workato.md §3.2), which fails the step.
const order = (sign: 1 | -1): Operand => (l, r, h) => {
  if (l === null || l === undefined || r === null || r === undefined) throw new ConditionFailed('comparison with nil');
  const a = asNumber(l, h);
  const b = asNumber(r, h);
  if (a !== null && b !== null) return sign * (a - b) > 0;
  const ta = typeof l === 'string' ? Date.parse(l) : NaN;
  const tb = typeof r === 'string' ? Date.parse(r) : NaN;
  if (!Number.isNaN(ta) && !Number.isNaN(tb) && /\d{4}-\d{2}-\d{2}/.test(String(l)) && /\d{4}-\d{2}-\d{2}/.test(String(r))) {
    return sign * (ta - tb) > 0;
  }
  const sa = h.rb_to_s(l);
  const sb = h.rb_to_s(r);
  return sign > 0 ? sa > sb : sa < sb;
};

const not = (op: Operand): Operand => (l, r, h) => !op(l, r, h);

const isTrue: Operand = (l, _r, h) => {
  try {
    return h.rb_is_true(l);
  } catch {
    return false; // a list or hash is not true
  }
};

/** JSON `operand` -> its test. Data: add a row for a new operand. */
export const OPERANDS: ReadonlyMap<string, Operand> = new Map<string, Operand>([
  ['equals_to', equals],
  ['not_equals_to', not(equals)],
  ['contains', contains],
  ['not_contains', not(contains)],
  ['starts_with', textTest((s, v) => s.startsWith(v))],
  ['not_starts_with', not(textTest((s, v) => s.startsWith(v)))],
  ['ends_with', textTest((s, v) => s.endsWith(v))],
  ['not_ends_with', not(textTest((s, v) => s.endsWith(v)))],
  ['greater_than', order(1)],
  ['less_than', order(-1)],
  ['present', (l, _r, h) => !h.rb_blank(l)],
  ['blank', (l, _r, h) => h.rb_blank(l)],
  ['is_true', isTrue],
  ['is_not_true', not(isTrue)],
]);

/** Evaluates a condition; an unknown operand is a gap and counts as false. */
export function evaluateCondition(condition: Condition, ctx: ValueContext): boolean {
  const h = runtimeHelpers();
  const test = (item: Condition['items'][number]): boolean => {
    const op = OPERANDS.get(item.operand);
    if (!op) {
      ctx.gaps.push(`condition operand not interpreted: ${item.operand.slice(0, 40)}`);
      return false;
    }
    const lhs = operandValue(item.lhs, ctx);
    const rhs = operandValue(item.rhs, ctx);
    return op(lhs, rhs, h);
  };
  if (condition.items.length === 0) return true;
  return condition.join === 'or' ? condition.items.some(test) : condition.items.every(test);
}

function operandValue(raw: string, ctx: ValueContext): unknown {
  const value = resolveValue(raw, ctx);
  return value === SKIP ? null : value;
}
