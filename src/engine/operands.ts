// The one table of Workato condition operands: what each becomes in an Activepieces router, and the words the
// branch names and the description use for it. Operand strings: shared/research/workato.md §3.2 (Workato UI
// labels), plus aliases seen in hand-written recipes.
import type { EngineMessageKey } from '../i18n/messages/engine.js';
import type { BranchCondition } from './flow/types.js';

/** One router condition cell. */
export type Cell = BranchCondition;
/** OR of AND groups */
export type Dnf = Cell[][];

export interface OperandRow {
  /** true when the operand reads only the left side */
  unary: boolean;
  /** one or more alternatives (OR); each alternative is an AND of cells built from lhs/rhs */
  build: (lhs: string, rhs: string) => Dnf;
  /** the operand in words, e.g. "contains" */
  word: EngineMessageKey;
  /** the known difference in meaning, when there is one */
  approximation?: EngineMessageKey;
  /**
   * A Ruby predicate no router operator reproduces (EXISTS misses false, [], {} and whitespace; BOOLEAN_IS_TRUE is
   * JS truthiness, so "false" is true): computed in a small CODE step before the router (flow/condition-checks.ts),
   * the branch testing its result. `build` is the fallback where no such step can be written.
   */
  predicate?: RubyPredicate;
}

/**
 * Ruby's `present?`, `blank?`, `is_true?` and its negation (docs.workato.com/formulas/other-formulas.html), and
 * Workato's ordering of two values (greater than / less than: numbers when both read as numbers, dates as instants,
 * otherwise text order, as src/verify/workato/conditions.ts interprets docs.workato.com/features/conditions.html).
 */
export type RubyPredicate = 'present' | 'blank' | 'is_true' | 'is_not_true' | 'greater_than' | 'less_than';

const text = (operator: string) => (lhs: string, rhs: string): Dnf => [[{ operator, firstValue: lhs, secondValue: rhs, caseSensitive: true }]];
const unaryCell = (operator: string) => (lhs: string): Dnf => [[{ operator, firstValue: lhs }]];
const number = (operator: string) => (lhs: string, rhs: string): Dnf => [[{ operator, firstValue: lhs, secondValue: rhs }]];
const orEqual = (operator: string) => (lhs: string, rhs: string): Dnf => [...number(operator)(lhs, rhs), ...number('NUMBER_IS_EQUAL_TO')(lhs, rhs)];

// Text tests on a nil value: Workato says "contains", "starts with", "ends with" are false on nil and their negations
// true (src/verify/workato/conditions.ts, textTest and contains), while the router reads a missing value as '' (the
// props resolver's `result ?? ''`), and '' contains, starts and ends with ''. Only an empty right side (a pill that
// may be nil, or '') tells them apart: then the test also asks that the value EXISTS, or, negated, that it does
// not. With a non-empty literal on the right, '' fails the test as nil does, and the cell stays alone.
const mayBeEmpty = (rhs: string) => rhs === '' || rhs.includes('{{');
const nilFalse = (operator: string) => (lhs: string, rhs: string): Dnf =>
  mayBeEmpty(rhs) ? [[{ operator: 'EXISTS', firstValue: lhs }, ...text(operator)(lhs, rhs)[0]!]] : text(operator)(lhs, rhs);
const nilTrue = (operator: string) => (lhs: string, rhs: string): Dnf =>
  mayBeEmpty(rhs) ? [[{ operator: 'DOES_NOT_EXIST', firstValue: lhs }], ...text(operator)(lhs, rhs)] : text(operator)(lhs, rhs);

const equals: OperandRow = { unary: false, word: 'cond_equals', build: (l, r) => (r === '' ? unaryCell('DOES_NOT_EXIST')(l) : text('TEXT_EXACTLY_MATCHES')(l, r)) };
const notEquals: OperandRow = { unary: false, word: 'cond_not_equals', build: (l, r) => (r === '' ? unaryCell('EXISTS')(l) : text('TEXT_DOES_NOT_EXACTLY_MATCH')(l, r)) };
const present: OperandRow = { unary: true, word: 'cond_present', build: unaryCell('EXISTS'), predicate: 'present' };
const blank: OperandRow = { unary: true, word: 'cond_blank', build: unaryCell('DOES_NOT_EXIST'), predicate: 'blank' };
const notContains: OperandRow = { unary: false, word: 'cond_not_contains', build: nilTrue('TEXT_DOES_NOT_CONTAIN') };
const greaterEqual: OperandRow = { unary: false, word: 'cond_greater_equal', build: orEqual('NUMBER_IS_GREATER_THAN') };
const lessEqual: OperandRow = { unary: false, word: 'cond_less_equal', build: orEqual('NUMBER_IS_LESS_THAN') };

/** Workato operand -> its row. A Map: operand strings come from the recipe. */
export const OPERANDS: ReadonlyMap<string, OperandRow> = new Map<string, OperandRow>([
  ['equals_to', equals],
  ['equals', equals],
  ['not_equals_to', notEquals],
  ['not_equals', notEquals],
  ['contains', { unary: false, word: 'cond_contains', build: nilFalse('TEXT_CONTAINS') }],
  ['not_contains', notContains],
  ['does_not_contain', notContains],
  ['starts_with', { unary: false, word: 'cond_starts', build: nilFalse('TEXT_START_WITH') }],
  ['not_starts_with', { unary: false, word: 'cond_not_starts', build: nilTrue('TEXT_DOES_NOT_START_WITH') }],
  ['ends_with', { unary: false, word: 'cond_ends', build: nilFalse('TEXT_ENDS_WITH') }],
  ['not_ends_with', { unary: false, word: 'cond_not_ends', build: nilTrue('TEXT_DOES_NOT_END_WITH') }],
  ['present', present],
  ['is_present', present],
  ['not_blank', present],
  ['not_empty', present],
  ['blank', blank],
  ['is_blank', blank],
  ['is_not_present', blank],
  ['not_present', blank],
  ['empty', blank],
  ['is_true', { unary: true, word: 'cond_true', build: unaryCell('BOOLEAN_IS_TRUE'), predicate: 'is_true' }],
  ['is_false', { unary: true, word: 'cond_false', build: unaryCell('BOOLEAN_IS_FALSE') }],
  ['is_not_true', { unary: true, word: 'cond_not_true', build: unaryCell('BOOLEAN_IS_FALSE'), predicate: 'is_not_true' }],
  ['greater_than', { unary: false, word: 'cond_greater', build: number('NUMBER_IS_GREATER_THAN'), predicate: 'greater_than' }],
  ['less_than', { unary: false, word: 'cond_less', build: number('NUMBER_IS_LESS_THAN'), predicate: 'less_than' }],
  ['greater_than_or_equal', greaterEqual],
  ['greater_than_or_equal_to', greaterEqual],
  ['less_than_or_equal', lessEqual],
  ['less_than_or_equal_to', lessEqual],
]);

export function operandRow(operand: string): OperandRow | undefined {
  return OPERANDS.get(operand);
}
