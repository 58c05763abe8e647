// Workato conditions -> Activepieces router conditions (an OR of AND groups).
import type { Condition, ConditionItem } from '../ir.js';

export type Cell = Record<string, unknown>;
/** OR of AND groups */
export type Dnf = Cell[][];

interface OperandRule {
  /** one or more alternatives (OR); each alternative is an AND of cells built from lhs/rhs */
  build: (lhs: string, rhs: string) => Dnf;
  /** a short English note when the semantics differ slightly */
  approximation?: string;
}

const text = (operator: string) => (lhs: string, rhs: string): Dnf => [[{ operator, firstValue: lhs, secondValue: rhs, caseSensitive: true }]];
const unary = (operator: string) => (lhs: string): Dnf => [[{ operator, firstValue: lhs }]];
const number = (operator: string) => (lhs: string, rhs: string): Dnf => [[{ operator, firstValue: lhs, secondValue: rhs }]];

/** Workato operand -> Activepieces operator(s). Aliases seen in hand-written recipes included. */
export const OPERANDS: Record<string, OperandRule> = {
  equals_to: { build: (l, r) => (r === '' ? unary('DOES_NOT_EXIST')(l) : text('TEXT_EXACTLY_MATCHES')(l, r)) },
  equals: { build: (l, r) => (r === '' ? unary('DOES_NOT_EXIST')(l) : text('TEXT_EXACTLY_MATCHES')(l, r)) },
  not_equals_to: { build: (l, r) => (r === '' ? unary('EXISTS')(l) : text('TEXT_DOES_NOT_EXACTLY_MATCH')(l, r)) },
  not_equals: { build: (l, r) => (r === '' ? unary('EXISTS')(l) : text('TEXT_DOES_NOT_EXACTLY_MATCH')(l, r)) },
  contains: { build: text('TEXT_CONTAINS') },
  not_contains: { build: text('TEXT_DOES_NOT_CONTAIN') },
  does_not_contain: { build: text('TEXT_DOES_NOT_CONTAIN') },
  starts_with: { build: text('TEXT_START_WITH') },
  not_starts_with: { build: text('TEXT_DOES_NOT_START_WITH') },
  ends_with: { build: text('TEXT_ENDS_WITH') },
  not_ends_with: { build: text('TEXT_DOES_NOT_END_WITH') },
  present: { build: unary('EXISTS') },
  is_present: { build: unary('EXISTS') },
  not_blank: { build: unary('EXISTS') },
  blank: { build: unary('DOES_NOT_EXIST') },
  is_blank: { build: unary('DOES_NOT_EXIST') },
  is_not_present: { build: unary('DOES_NOT_EXIST') },
  empty: { build: unary('DOES_NOT_EXIST') },
  is_true: { build: unary('BOOLEAN_IS_TRUE') },
  is_false: { build: unary('BOOLEAN_IS_FALSE') },
  is_not_true: { build: unary('BOOLEAN_IS_FALSE'), approximation: 'an empty value counts as "not true" in Workato but not here' },
  greater_than: { build: number('NUMBER_IS_GREATER_THAN') },
  less_than: { build: number('NUMBER_IS_LESS_THAN') },
  greater_than_or_equal: { build: (l, r) => [...number('NUMBER_IS_GREATER_THAN')(l, r), ...number('NUMBER_IS_EQUAL_TO')(l, r)] },
  greater_than_or_equal_to: { build: (l, r) => [...number('NUMBER_IS_GREATER_THAN')(l, r), ...number('NUMBER_IS_EQUAL_TO')(l, r)] },
  less_than_or_equal: { build: (l, r) => [...number('NUMBER_IS_LESS_THAN')(l, r), ...number('NUMBER_IS_EQUAL_TO')(l, r)] },
  less_than_or_equal_to: { build: (l, r) => [...number('NUMBER_IS_LESS_THAN')(l, r), ...number('NUMBER_IS_EQUAL_TO')(l, r)] },
};

export interface ConvertedCondition {
  dnf: Dnf;
  unsupported: string[];
  approximated: Array<{ operand: string; detail: string }>;
}

/**
 * Builds the OR-of-AND groups. `value` converts a Workato lhs/rhs into an Activepieces value (string).
 * An AND join multiplies the alternatives out; an OR join concatenates them.
 */
export function convertCondition(condition: Condition, value: (v: string, side: string) => string): ConvertedCondition {
  const unsupported: string[] = [];
  const approximated: ConvertedCondition['approximated'] = [];
  const parts: Dnf[] = [];
  condition.items.forEach((item: ConditionItem, i) => {
    const rule = OPERANDS[item.operand];
    if (!rule) {
      unsupported.push(item.operand || '(empty)');
      return;
    }
    if (rule.approximation) approximated.push({ operand: item.operand, detail: rule.approximation });
    parts.push(rule.build(value(item.lhs, `condition${i + 1}.lhs`), value(item.rhs, `condition${i + 1}.rhs`)));
  });
  let dnf: Dnf;
  if (parts.length === 0) dnf = [];
  else if (condition.join === 'or') dnf = parts.flat();
  else dnf = parts.reduce((acc, next) => acc.flatMap((group) => next.map((alt) => [...group, ...alt])), [[]] as Dnf);
  return { dnf, unsupported, approximated };
}

/** A short readable summary of a condition for branch names ("status equals Active"). */
export function summarizeCondition(condition: Condition, label: (v: string) => string): string {
  const words: Record<string, string> = {
    equals_to: '=', equals: '=', not_equals_to: '≠', not_equals: '≠', contains: 'contains', not_contains: 'does not contain',
    starts_with: 'starts with', ends_with: 'ends with', present: 'is present', blank: 'is blank', is_true: 'is true',
    is_not_true: 'is not true', greater_than: '>', less_than: '<', greater_than_or_equal: '≥', less_than_or_equal: '≤',
  };
  const parts = condition.items.map((c) => {
    const op = words[c.operand] ?? c.operand.replace(/_/g, ' ');
    const rhs = c.rhs ? ` ${label(c.rhs)}` : '';
    return `${label(c.lhs)} ${op}${rhs}`.trim();
  });
  const joined = parts.join(condition.join === 'or' ? ' or ' : ' and ');
  return joined.length > 80 ? `${joined.slice(0, 77)}...` : joined;
}
