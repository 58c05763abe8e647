// Dynamic props whose sub-form the canvas draws only when propertySettings carries its schema (the Pipefy field
// maps, the Sub Flows payload). Keyed by piece/action/prop; each builds the schema from the written input.
import type { WorkatoStep } from '../types.js';

type SchemaBuilder = (value: unknown, step: WorkatoStep) => Record<string, unknown> | undefined;

/** Labels Workato knows for input fields (`extended_input_schema`), by field name, at any depth. */
export function inputLabels(step: WorkatoStep): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (fields: unknown) => {
    if (!Array.isArray(fields)) return;
    for (const f of fields) {
      if (!f || typeof f !== 'object') continue;
      const { name, label, properties } = f as Record<string, unknown>;
      if (typeof name === 'string' && typeof label === 'string' && label.trim() && !labels.has(name)) labels.set(name, label.trim());
      visit(properties);
    }
  };
  visit(step.extended_input_schema);
  return labels;
}

const fieldMap: SchemaBuilder = (value, step) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const labels = inputLabels(step);
  const schema: Record<string, unknown> = {};
  for (const key of Object.keys(value)) schema[key] = { displayName: labels.get(key) ?? key, required: false, type: 'SHORT_TEXT' };
  return schema;
};

const payload: SchemaBuilder = () => ({ payload: { type: 'OBJECT', required: true, displayName: 'Payload' } });

export const PROPERTY_SCHEMAS: Readonly<Record<string, SchemaBuilder>> = {
  '@activepieces/piece-pipefy/createCard/startFormFields': fieldMap,
  '@activepieces/piece-pipefy/createRecord/startFormFields': fieldMap,
  '@activepieces/piece-pipefy/updateRecord/startFormFields': fieldMap,
  '@activepieces/piece-pipefy/updateCard/phaseFields': fieldMap,
  '@activepieces/piece-subflows/callFlow/flowProps': payload,
};

/** propertySettings schemas for the props of one step that need them. */
export function propertySchemas(piece: string, action: string, input: Record<string, unknown>, step: WorkatoStep): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [prop, value] of Object.entries(input)) {
    const build = PROPERTY_SCHEMAS[`${piece}/${action}/${prop}`];
    const schema = build?.(value, step);
    if (schema) out[prop] = schema;
  }
  return out;
}
