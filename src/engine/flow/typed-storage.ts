// Workato variables keep their type; Storage `put` does not: its `value` is a short-text prop, so the engine's prop
// processor makes text of numbers, booleans and lists (activepieces/activepieces
// packages/pieces/community/store/src/lib/actions/store-put-action.ts: `value: Property.ShortText`). Stored
// variables are therefore written as JSON text by a small CODE step, cast to the declared type first as Workato
// casts them, and read back through a CODE step that parses it. Storage `add_to_list` parses a stored JSON text
// list and stores a real list (store-add-to-list.ts), so the reader also accepts a value that is not text.
// Only type names from the fixed table below enter the code; field names and values are inputs.
import { refPath, wrapRef } from './refs.js';
import { codeStep, type APStep } from './steps.js';

/** Declared Workato variable types the cast knows; anything else is kept as it is. */
export type VariableType = 'integer' | 'number' | 'boolean' | 'string' | 'keep';

export function variableType(declared: unknown): VariableType {
  switch (declared) {
    case 'integer':
      return 'integer';
    case 'number':
    case 'decimal':
    case 'float':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'string':
    case undefined:
    case null:
    case '':
      return 'string';
    default:
      return 'keep';
  }
}

// The cast of the Workato interpreter (src/verify/workato/variables.ts castTo): blank text is nil for every type but
// string; integers truncate; booleans follow is_true?.
const CAST = [
  `  const blank = (v) => typeof v === 'string' && v.trim() === '';`,
  `  const num = (v) => { const n = Number(typeof v === 'string' ? v.trim() : v); return Number.isFinite(n) ? n : null; };`,
  `  const cast = {`,
  `    integer: (v) => (v == null || blank(v) ? null : num(v) === null ? null : Math.trunc(num(v))),`,
  `    number: (v) => (v == null || blank(v) ? null : num(v)),`,
  `    boolean: (v) => (v == null || blank(v) ? null : v === true || (typeof v === 'number' && v !== 0) || (typeof v === 'string' && ['true', 't', 'yes', 'y', '1'].includes(v.trim().toLowerCase()))),`,
  `    string: (v) => (v == null ? null : typeof v === 'object' ? v : String(v)),`,
  `    keep: (v) => (v === undefined ? null : v),`,
  `  };`,
].join('\n');

/** One CODE step returning each value cast and encoded as JSON text, under keys v1, v2, ... */
export function encodeStep(name: string, displayName: string, values: Array<{ value: unknown; type: VariableType }>): { step: APStep; ref: (i: number) => string } {
  const input: Record<string, unknown> = {};
  values.forEach((v, i) => (input[`v${i + 1}`] = v.value));
  const lines = values.map((v, i) => `    v${i + 1}: JSON.stringify(cast.${v.type}(inputs.v${i + 1})),`);
  const code = `export const code = async (inputs) => {\n${CAST}\n  return {\n${lines.join('\n')}\n  };\n};\n`;
  return { step: codeStep({ name, displayName, code, input, valid: true }), ref: (i) => wrapRef(refPath(name, [`v${i + 1}`])) };
}

const DECODE = `export const code = async (inputs) => {
  const raw = inputs.raw;
  if (typeof raw !== 'string') return { value: raw === undefined ? null : raw };
  try {
    return { value: JSON.parse(raw) };
  } catch {
    return { value: raw };
  }
};
`;

/** The CODE step turning what a Storage `get` step read back into the typed value, at `['value']`. */
export function decodeStep(name: string, displayName: string, getStep: string): APStep {
  return codeStep({ name, displayName, code: DECODE, input: { raw: wrapRef(getStep) }, valid: true });
}
