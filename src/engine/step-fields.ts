// A recipe step's own fields checked and copied, and the recipe's config lines. Written by hand instead of with a
// schema library, which costs more to load and to run than a translation's whole normalisation: the checks, the
// copies (known fields first, in the order below, then the others as they came; a `__proto__` key is dropped) and
// the messages are those the zod schema used here before gave, so a refused recipe reads the same.
import type { ConfigLine, WorkatoStep } from './types.js';

export type FieldCheck = { ok: true; step: WorkatoStep } | { ok: false; path: string; message: string };

type Hash = Record<string, unknown>;
type Checked = { ok: true; value: unknown } | { ok: false; message: string };

/** The type names of the messages: `Expected string, received number`. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
  return typeof value;
}

const isHash = (value: unknown): value is Hash => typeof value === 'object' && value !== null && !Array.isArray(value);
const invalid = (expected: string, value: unknown): Checked => ({ ok: false, message: value === undefined ? 'Required' : `Expected ${expected}, received ${typeName(value)}` });
const valid = (value: unknown): Checked => ({ ok: true, value });

/** Own enumerable keys into a new object, `__proto__` left out. */
function copyHash(source: Hash, skip: readonly string[] = []): Hash {
  const out: Hash = {};
  for (const key in source) if (key !== '__proto__' && !skip.includes(key)) out[key] = source[key];
  return out;
}

const text = (value: unknown): Checked => (typeof value === 'string' ? valid(value) : invalid('string', value));
const orNothing = (check: (value: unknown) => Checked, orNull: boolean) => (value: unknown): Checked =>
  value === undefined || (orNull && value === null) ? valid(value) : check(value);

/** Each known field, in this order, and its check; `undefined` when absent is always accepted but `keyword`. */
const FIELDS: ReadonlyArray<readonly [string, (value: unknown) => Checked]> = [
  ['number', orNothing((v) => (typeof v !== 'number' || Number.isNaN(v) ? invalid('number', v) : Number.isInteger(v) ? valid(v) : { ok: false, message: 'Expected integer, received float' }), false)],
  ['keyword', (v) => (typeof v !== 'string' ? invalid('string', v) : v.length < 1 ? { ok: false, message: 'String must contain at least 1 character(s)' } : valid(v))],
  ['provider', orNothing(text, true)],
  ['name', orNothing(text, true)],
  ['as', orNothing((v) => (typeof v === 'string' ? valid(v) : typeof v === 'number' && !Number.isNaN(v) ? valid(String(v)) : { ok: false, message: 'Invalid input' }), true)],
  ['input', orNothing((v) => (isHash(v) ? valid(copyHash(v)) : invalid('object', v)), true)],
  ['block', orNothing((v) => (Array.isArray(v) ? valid([...v]) : invalid('array', v)), false)],
  ['comment', orNothing(text, true)],
  ['title', orNothing(text, true)],
  ['description', orNothing(text, true)],
  ['skip', orNothing((v) => (typeof v === 'boolean' ? valid(v) : typeof v === 'string' ? valid(v === 'true') : { ok: false, message: 'Invalid input' }), false)],
  ['source', orNothing(text, false)],
];
const KNOWN = FIELDS.map(([name]) => name);

/** One step's own fields (its block's steps are not looked into): a copy, or the first field that is wrong. */
export function checkStepFields(raw: unknown, path: string): FieldCheck {
  if (!isHash(raw)) return { ok: false, path, message: `Expected object, received ${typeName(raw)}` };
  const step: Hash = {};
  for (const [name, check] of FIELDS) {
    const value = raw[name];
    const checked = check(value);
    if (!checked.ok) return { ok: false, path: `${path}.${name}`, message: checked.message };
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
