// Values that make each of a recipe's own conditions true or false, so that generated events (and action outputs)
// take every branch. Only conditions whose left side is exactly one datapill and whose right side is a literal can
// be steered; the operands follow conditions.ts.
import { walkIR, type Condition, type ConditionItem, type IRRecipe } from '../../engine/ir.js';
import { findPills, singlePill, templatePill } from '../../engine/pills.js';
import type { Pill } from '../../engine/types.js';

/** Every condition of the recipe (trigger filter, if/elsif, repeat while), with its step number. */
export function recipeConditions(ir: IRRecipe): Array<{ step: number; item: ConditionItem }> {
  const out: Array<{ step: number; item: ConditionItem }> = [];
  const add = (step: number, c: Condition | undefined) => c?.items.forEach((item) => out.push({ step, item }));
  add(ir.trigger.number, ir.trigger.filter);
  for (const node of walkIR(ir.body)) {
    if (node.kind === 'if') node.branches.forEach((b) => add(b.number, b.condition));
    if (node.kind === 'repeat') add(node.whileNumber ?? node.number, node.until);
  }
  return out;
}

/** The datapill a condition side is made of, when it is exactly one (`#{pill}` or `=pill`). */
export function conditionPill(side: string): Pill | null {
  return side.startsWith('=') ? singlePill(side.slice(1)) : templatePill(side);
}

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/;

/** A value of the left side that makes the condition `truth`, or undefined when none can be picked. */
export function valueFor(item: ConditionItem, truth: boolean): unknown {
  const rhs = item.rhs;
  if (findPills(rhs).length || rhs.startsWith('=')) return undefined;
  const num = NUMBER.test(rhs) ? Number(rhs) : undefined;
  switch (item.operand) {
    case 'equals_to':
    case 'not_equals_to': {
      const equal = (item.operand === 'equals_to') === truth;
      // a number only when its text is exactly the literal ("5", not "5.0"): equals compares text
      return equal ? (num !== undefined && String(num) === rhs ? num : rhs) : num !== undefined ? num + 1 : `${rhs}_other`;
    }
    case 'contains':
    case 'not_contains':
      return (item.operand === 'contains') === truth ? `before ${rhs} after` : 'unrelated text';
    case 'starts_with':
    case 'not_starts_with':
      return (item.operand === 'starts_with') === truth ? `${rhs} tail` : `head ${rhs}x`;
    case 'ends_with':
    case 'not_ends_with':
      return (item.operand === 'ends_with') === truth ? `head ${rhs}` : `${rhs}x tail`;
    case 'greater_than':
      return num === undefined ? shiftedDate(rhs, truth ? 1 : 0) : truth ? num + 1 : num;
    case 'less_than':
      return num === undefined ? shiftedDate(rhs, truth ? -1 : 0) : truth ? num - 1 : num;
    case 'present':
    case 'blank':
      return (item.operand === 'present') === truth ? 'value' : '   ';
    case 'is_true':
    case 'is_not_true':
      return (item.operand === 'is_true') === truth ? true : 'false';
    default:
      return undefined;
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date literal moved by `days` (same form: date or date-time), or undefined when `text` is not a date. */
function shiftedDate(text: string, days: number): string | undefined {
  const trimmed = text.trim();
  if (!DATE.test(trimmed)) return undefined;
  const ms = Date.parse(trimmed.length === 10 ? `${trimmed}T00:00:00Z` : trimmed);
  if (Number.isNaN(ms)) return undefined;
  const iso = new Date(ms + days * 86_400_000).toISOString();
  return trimmed.length === 10 ? iso.slice(0, 10) : iso;
}
