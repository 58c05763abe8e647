// A Workato condition in words, through the one operand table the flow's branch names use too.
import type { Lang } from '../../i18n/index.js';
import { message, renderMessage } from '../diagnostics.js';
import { operandRow } from '../operands.js';
import { humanize, valueWords, type StepIndex, type T } from './words.js';

/** `input` of if/elsif/while_condition (or a trigger filter) in words. */
export function conditionWords(input: unknown, index: StepIndex, t: T, lang: Lang): string {
  const data = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const conditions = Array.isArray(data.conditions) ? (data.conditions as Array<Record<string, unknown>>) : [];
  if (conditions.length === 0) return t('no_condition');
  const joiner = renderMessage(message(String(data.operand ?? 'and').toLowerCase() === 'or' ? 'cond_or' : 'cond_and'), lang);
  return conditions
    .map((c) => {
      const operand = String(c?.operand ?? '');
      const row = operandRow(operand);
      const op = row ? renderMessage(message(row.word), lang) : humanize(operand) || '?';
      const lhs = valueWords(c?.lhs, index, t);
      return row?.unary ? `${lhs} ${op}` : `${lhs} ${op} ${valueWords(c?.rhs, index, t)}`;
    })
    .join(` ${joiner} `);
}
