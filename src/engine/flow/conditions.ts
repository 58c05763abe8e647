// Workato conditions -> Activepieces router conditions (an OR of AND groups), through the one operand table.
import type { Lang } from '../../i18n/index.js';
import { message, renderMessage, type MessageRef } from '../diagnostics.js';
import type { Condition, ConditionItem } from '../ir.js';
import { operandRow, type Dnf, type RubyPredicate } from '../operands.js';

export type { Cell, Dnf } from '../operands.js';

export interface ConvertedCondition {
  dnf: Dnf;
  unsupported: string[];
  approximated: Array<{ operand: string; detail: MessageRef }>;
  /**
   * The condition's value as a JavaScript expression over the checks step's results (`r.c1 && r.c2`), when every
   * item is computed there; null when some item is a router cell, whose value the checks step cannot see.
   */
  expr: string | null;
}

/** A predicate computed in the checks step: the router's reference to it and its name inside that step. */
export interface CheckedValue {
  ref: string;
  expr: string;
}

/**
 * `when`: a JavaScript expression over earlier results that is true exactly when Workato evaluates the item (its
 * AND / OR stops at the first false / true item, an elsif runs only after the earlier branches failed); null when
 * that cannot be told in the checks step.
 */
export type CheckFn = (predicate: RubyPredicate, value: string, other: string | undefined, when: string | null) => CheckedValue;

/**
 * Builds the OR-of-AND groups. `value` converts a Workato lhs/rhs into an Activepieces value (string); `check`,
 * when given, computes a Ruby predicate of a value before the router and returns the reference to its result.
 * An AND join multiplies the alternatives out; an OR join concatenates them.
 */
export function convertCondition(
  condition: Condition,
  value: (v: string, side: string) => string,
  check?: CheckFn,
  /** when Workato evaluates this condition at all (see CheckFn); 'true' for a first branch */
  guard: string | null = 'true',
): ConvertedCondition {
  const unsupported: string[] = [];
  const approximated: ConvertedCondition['approximated'] = [];
  const parts: Dnf[] = [];
  const exprs: Array<string | null> = [];
  const or = condition.join === 'or';
  condition.items.forEach((item: ConditionItem, i) => {
    const rule = operandRow(item.operand);
    if (!rule) {
      unsupported.push(item.operand || '(empty)');
      exprs.push(null);
      return;
    }
    if (rule.predicate && check) {
      const other = rule.unary ? undefined : value(item.rhs, `condition${i + 1}.rhs`);
      const earlier = exprs.every((e) => e !== null) ? exprs.map((e) => (or ? `!(${e})` : `(${e})`)) : null;
      const when = guard === null || earlier === null ? null : [guard, ...earlier].join(' && ');
      const checked = check(rule.predicate, value(item.lhs, `condition${i + 1}.lhs`), other, when);
      exprs.push(checked.expr);
      parts.push([[{ operator: 'BOOLEAN_IS_TRUE', firstValue: checked.ref }]]);
      return;
    }
    if (rule.approximation) approximated.push({ operand: item.operand, detail: message(rule.approximation) });
    exprs.push(null);
    parts.push(rule.build(value(item.lhs, `condition${i + 1}.lhs`), value(item.rhs, `condition${i + 1}.rhs`)));
  });
  let dnf: Dnf;
  if (parts.length === 0) dnf = [];
  else if (or) dnf = parts.flat();
  else dnf = parts.reduce((acc, next) => acc.flatMap((group) => next.map((alt) => [...group, ...alt])), [[]] as Dnf);
  const expr = exprs.length > 0 && exprs.every((e) => e !== null) ? exprs.map((e) => `(${e})`).join(or ? ' || ' : ' && ') : null;
  return { dnf, unsupported, approximated, expr };
}

/** A short readable summary of a condition for branch names ("status equals Active"), in `lang`. */
export function summarizeCondition(condition: Condition, label: (v: string) => string, lang: Lang): string {
  const parts = condition.items.map((c) => {
    const row = operandRow(c.operand);
    const op = row ? renderMessage(message(row.word), lang) : c.operand.replace(/_/g, ' ');
    const rhs = c.rhs && !row?.unary ? ` ${label(c.rhs)}` : '';
    return `${label(c.lhs)} ${op}${rhs}`.trim();
  });
  const joined = parts.join(` ${renderMessage(message(condition.join === 'or' ? 'cond_or' : 'cond_and'), lang)} `);
  return joined.length > 80 ? `${joined.slice(0, 77)}...` : joined;
}
