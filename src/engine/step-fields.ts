// A recipe step's own fields checked and copied, and the recipe's config lines. Written by hand instead of with a
// schema library, which costs more to load and to run than a translation's whole normalisation: the copies keep the
// known fields first, in the order below, then the others as they came; a `__proto__` key is dropped. A wrong step
// is described by what was expected and what was found (StepProblem), which the user reads in words.
import type { ConfigLine, WorkatoStep } from './types.js';

/** What a field (or the step itself) should be. */
export type Expected = 'object' | 'text' | 'non_empty_text' | 'number' | 'whole_number' | 'list' | 'text_or_number' | 'true_or_false';
/** What was found instead: `missing` when the field is absent. */
export type Received = 'missing' | 'null' | 'text' | 'empty_text' | 'number' | 'decimal' | 'true_or_false' | 'list' | 'object';

/** The first wrong field of a step (`field` absent: the step itself is not an object). */
export interface StepProblem {
  field?: string;
  expected: Expected;
  received: Received;
}

export type FieldCheck = { ok: true; step: WorkatoStep } | ({ ok: false } & StepProblem);

type Hash = Record<string, unknown>;
type Checked = { ok: true; value: unknown } | { ok: false; expected: Expected; received: Received };

function received(value: unknown): Received {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return value === '' ? 'empty_text' : 'text';
  if (typeof value === 'number') return Number.isInteger(value) ? 'number' : 'decimal';
  if (typeof value === 'boolean') return 'true_or_false';
  return 'object';
}

const isHash = (value: unknown): value is Hash => typeof value === 'object' && value !== null && !Array.isArray(value);
const invalid = (expected: Expected, value: unknown): Checked => ({ ok: false, expected, received: received(value) });
const valid = (value: unknown): Checked => ({ ok: true, value });

/** Own enumerable keys into a new object, `__proto__` left out. */
function copyHash(source: Hash, skip: readonly string[] = []): Hash {
  const out: Hash = {};
  for (const key in source) if (key !== '__proto__' && !skip.includes(key)) out[key] = source[key];
  return out;
}

const text = (value: unknown): Checked => (typeof value === 'string' ? valid(value) : invalid('text', value));
const orNothing = (check: (value: unknown) => Checked, orNull: boolean) => (value: unknown): Checked =>
  value === undefined || (orNull && value === null) ? valid(value) : check(value);

/** Each known field, in this order, and its check; `undefined` when absent is always accepted but `keyword`. */
const FIELDS: ReadonlyArray<readonly [string, (value: unknown) => Checked]> = [
  ['number', orNothing((v) => (typeof v === 'number' && Number.isInteger(v) ? valid(v) : invalid('whole_number', v)), false)],
  ['keyword', (v) => (typeof v === 'string' && v.length > 0 ? valid(v) : invalid('non_empty_text', v))],
  ['provider', orNothing(text, true)],
  ['name', orNothing(text, true)],
  ['as', orNothing((v) => (typeof v === 'string' ? valid(v) : typeof v === 'number' && !Number.isNaN(v) ? valid(String(v)) : invalid('text_or_number', v)), true)],
  ['input', orNothing((v) => (isHash(v) ? valid(copyHash(v)) : invalid('object', v)), true)],
  ['block', orNothing((v) => (Array.isArray(v) ? valid([...v]) : invalid('list', v)), false)],
  ['comment', orNothing(text, true)],
  ['title', orNothing(text, true)],
  ['description', orNothing(text, true)],
  ['skip', orNothing((v) => (typeof v === 'boolean' ? valid(v) : typeof v === 'string' ? valid(v === 'true') : invalid('true_or_false', v)), false)],
  ['source', orNothing(text, false)],
];
const KNOWN = FIELDS.map(([name]) => name);

/** One step's own fields (its block's steps are not looked into): a copy, or the first field that is wrong. */
export function checkStepFields(raw: unknown): FieldCheck {
  if (!isHash(raw)) return { ok: false, expected: 'object', received: received(raw) };
  const step: Hash = {};
  for (const [name, check] of FIELDS) {
    const value = raw[name];
    const checked = check(value);
    if (!checked.ok) return { ok: false, field: name, expected: checked.expected, received: checked.received };
    if (checked.value !== undefined || name in raw) step[name] = checked.value;
  }
  for (const key in raw) if (key !== '__proto__' && !KNOWN.includes(key)) step[key] = raw[key];
  return { ok: true, step: step as unknown as WorkatoStep };
}

/** The config lines, when the value is a list of objects each with a text `provider`; else none. */
export function configLines(value: unknown): ConfigLine[] {
  if (!Array.isArray(value) || !value.every((line) => isHash(line) && typeof line.provider === 'string')) return [];
  return value.map((line: Hash) => ({ provider: line.provider, ...copyHash(line, ['provider']) }) as ConfigLine);
}
