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
}

/**
 * Builds the OR-of-AND groups. `value` converts a Workato lhs/rhs into an Activepieces value (string); `check`,
 * when given, computes a Ruby predicate of a value before the router and returns the reference to its result.
 * An AND join multiplies the alternatives out; an OR join concatenates them.
 */
export function convertCondition(
  condition: Condition,
  value: (v: string, side: string) => string,
  check?: (predicate: RubyPredicate, value: string, other?: string) => string,
): ConvertedCondition {
  const unsupported: string[] = [];
  const approximated: ConvertedCondition['approximated'] = [];
  const parts: Dnf[] = [];
  condition.items.forEach((item: ConditionItem, i) => {
    const rule = operandRow(item.operand);
    if (!rule) {
      unsupported.push(item.operand || '(empty)');
      return;
    }
    if (rule.predicate && check) {
      const other = rule.unary ? undefined : value(item.rhs, `condition${i + 1}.rhs`);
      parts.push([[{ operator: 'BOOLEAN_IS_TRUE', firstValue: check(rule.predicate, value(item.lhs, `condition${i + 1}.lhs`), other) }]]);
      return;
    }
    if (rule.approximation) approximated.push({ operand: item.operand, detail: message(rule.approximation) });
    parts.push(rule.build(value(item.lhs, `condition${i + 1}.lhs`), value(item.rhs, `condition${i + 1}.rhs`)));
  });
  let dnf: Dnf;
  if (parts.length === 0) dnf = [];
  else if (condition.join === 'or') dnf = parts.flat();
  else dnf = parts.reduce((acc, next) => acc.flatMap((group) => next.map((alt) => [...group, ...alt])), [[]] as Dnf);
  return { dnf, unsupported, approximated };
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
