// An action's resolved input conformed to the field types of its own `extended_input_schema`: "Workato will do
// default type conversions where it can be done with no ambiguity or loss of information"
// (docs.workato.com/recipes/data-pills-and-mapping.html, "Data types"). Only lossless conversions are made: a
// number or boolean into a text field becomes its text, numeric text into a number field its number, "true"/"false"
// into a boolean field the boolean. Anything else is left as it is.
import type { WorkatoStep } from '../../engine/types.js';
import { runtimeHelpers } from './formula.js';
import { schemaFields } from './sample.js';
import { isHash, ownValue, putValue } from './scope.js';

// numeric text without leading zeros or spaces: converting it loses nothing
const INTEGER = /^-?(0|[1-9]\d*)$/;
const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

export function conformInput(step: WorkatoStep, input: Record<string, unknown>): Record<string, unknown> {
  const fields = schemaFields(step.extended_input_schema);
  return fields.length ? conformObject(fields, input, 0) : input;
}

function conformObject(fields: Array<Record<string, unknown>>, value: Record<string, unknown>, depth: number): Record<string, unknown> {
  if (depth > 8) return value;
  const out: Record<string, unknown> = {};
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
      return typeof value === 'number' || typeof value === 'boolean' ? runtimeHelpers().rb_to_s(value) : value;
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
