// An action's resolved input conformed to the field types of its own `extended_input_schema`: "Workato will do
// default type conversions where it can be done with no ambiguity or loss of information"
// (docs.workato.com/recipes/data-pills-and-mapping.html, "Data types"). Only lossless conversions are made: a
// number or boolean into a text field becomes its text, numeric text into a number field its number, "true"/"false"
// into a boolean field the boolean. Anything else is left as it is.
// Used by the flow emitter (the flow sends what Workato sent) and by the recipe interpreter (src/verify/workato):
// it lives in the engine so that the engine never depends on the verification code.
import { schemaFields } from './schema.js';
import type { WorkatoStep } from './types.js';

// numeric text without leading zeros or spaces: converting it loses nothing
const INTEGER = /^-?(0|[1-9]\d*)$/;
const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

type Hash = Record<string, unknown>;
const isHash = (v: unknown): v is Hash => v !== null && typeof v === 'object' && !Array.isArray(v);
const ownValue = (obj: Hash, key: string): unknown => (Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined);
/** Sets an own, enumerable key even when it is `__proto__`. */
const putValue = (obj: Hash, key: string, value: unknown): void => {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
};

export function conformInput(step: WorkatoStep, input: Record<string, unknown>): Record<string, unknown> {
  const fields = schemaFields(step.extended_input_schema);
  return fields.length ? conformObject(fields, input, 0) : input;
}

function conformObject(fields: Array<Record<string, unknown>>, value: Hash, depth: number): Hash {
  if (depth > 8) return value;
  const out: Hash = {};
  for (const key of Object.keys(value)) putValue(out, key, value[key]);
  for (const field of fields) {
    const name = typeof field.name === 'string' ? field.name : '';
    const current = name ? ownValue(out, name) : undefined;
    if (current === undefined || current === null) continue;
    putValue(out, name, conformValue(field, current, depth));
  }
  return out;
}

function conformValue(field: Record<string, unknown>, value: unknown, depth: number): unknown {
  const type = String(field.type ?? 'string');
  const properties = schemaFields(field.properties);
  if (type === 'object') return isHash(value) && properties.length ? conformObject(properties, value, depth + 1) : value;
  if (type === 'array') {
    if (!Array.isArray(value) || !properties.length) return value;
    return value.map((item) => (isHash(item) ? conformObject(properties, item, depth + 1) : item));
  }
  switch (type) {
    case 'string':
      return typeof value === 'number' || typeof value === 'boolean' ? rubyText(value) : value;
    case 'integer':
      return typeof value === 'string' && INTEGER.test(value) ? Number(value) : value;
    case 'number':
      return typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    default:
      return value;
  }
}

/**
 * Ruby's `to_s` of a boolean or a number read from JSON, as the formula runtime's rb_to_s gives it
 * (src/engine/formula/runtime/core.ts rb_to_s / rb_fmt_float): `true`, `42`, `1.5`, `1.0e+20`, `1.0e-05`.
 */
export function rubyText(value: number | boolean): string {
  if (typeof value === 'boolean') return String(value);
  if (Number.isInteger(value)) return Math.abs(value) < 1e21 ? String(value) : BigInt(value).toString();
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  const a = Math.abs(value);
  if (a >= 1e16 || a < 1e-4) {
    const [mantissa = '', exponent = ''] = value.toExponential().split('e');
    const m = mantissa.includes('.') ? mantissa : `${mantissa}.0`;
    const digits = exponent.replace(/^[+-]/, '');
    return `${m}e${exponent.startsWith('-') ? '-' : '+'}${digits.length < 2 ? `0${digits}` : digits}`;
  }
  const s = String(value);
  return s.includes('.') ? s : `${s}.0`;
}
