// The engine's prop processors and validators, applied to a piece step's resolved input by the catalog's prop
// types, and inside a DYNAMIC prop by the sub-prop schema kept in the step's propertySettings (e.g. Pipefy
// phaseFields typed SHORT_TEXT). Source: activepieces/activepieces
// packages/engine/src/lib/variables/props-processor.ts (applyProcessorsAndValidators, validateProperty) and
// …/variables/processors/{text,number,json,object}.ts.
import { catalogOperation } from '../../engine/mapping/catalog.js';

type Processor = (value: unknown) => unknown;

const isNil = (v: unknown): v is null | undefined => v === null || v === undefined;

// processors/text.ts: objects are JSON.stringify'd, everything else toString'd; nil stays nil.
const text: Processor = (v) => (isNil(v) ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));
// processors/number.ts: '' becomes undefined, anything else Number(v).
const number: Processor = (v) => (isNil(v) ? v : v === '' ? undefined : Number(v));
// processors/json.ts: strings are JSON.parse'd; a parse failure gives undefined.
const json: Processor = (v) => {
  if (isNil(v) || typeof v === 'object') return v;
  try {
    return JSON.parse(String(v));
  } catch {
    return undefined;
  }
};
// processors/object.ts: strings are parsed; arrays and non-objects give undefined.
const object: Processor = (v) => {
  if (isNil(v)) return v;
  const parsed = typeof v === 'string' ? json(v) : v;
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : undefined;
};

const PROCESSORS: Record<string, Processor> = { SHORT_TEXT: text, LONG_TEXT: text, NUMBER: number, JSON: json, OBJECT: object };

// validateProperty: the zod type each prop type must hold; optional props also accept null/undefined.
const VALIDATORS: Record<string, (v: unknown) => boolean> = {
  SHORT_TEXT: (v) => typeof v === 'string',
  LONG_TEXT: (v) => typeof v === 'string',
  DATE_TIME: (v) => typeof v === 'string',
  NUMBER: (v) => typeof v === 'number' && !Number.isNaN(v),
  CHECKBOX: (v) => typeof v === 'boolean',
  ARRAY: (v) => Array.isArray(v),
  OBJECT: (v) => v !== null && typeof v === 'object' && !Array.isArray(v),
  FILE: (v) => v !== null && typeof v === 'object' && !Array.isArray(v),
};

export interface ProcessedInput {
  input: Record<string, unknown>;
  /** validation errors by prop, as the engine reports them (the step then fails) */
  errors: Record<string, string>;
  /** false when the catalog does not know the action: props pass through unprocessed */
  known: boolean;
}

interface PropDefinition {
  name: string;
  type: string;
  required: boolean;
}

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

export function processProps(piece: string, action: string, resolved: Record<string, unknown>, propertySettings: Record<string, unknown> = {}): ProcessedInput {
  const op = catalogOperation(piece, 'action', action);
  if (!op) return { input: resolved, errors: {}, known: false };
  const errors: Record<string, string> = {};
  const input = apply(resolved, op.props, propertySettings, errors, '');
  return { input, errors, known: true };
}

function dynamicSchema(settings: unknown): PropDefinition[] | undefined {
  const schema = (settings as { schema?: unknown } | undefined)?.schema;
  if (!schema || typeof schema !== 'object') return undefined;
  return Object.entries(schema as Record<string, { type?: unknown; required?: unknown }>).map(([name, p]) => ({ name, type: String(p?.type ?? ''), required: p?.required === true }));
}

function apply(resolved: Record<string, unknown>, props: readonly PropDefinition[], propertySettings: Record<string, unknown>, errors: Record<string, string>, prefix: string): Record<string, unknown> {
  const input: Record<string, unknown> = { ...resolved };
  for (const prop of props) {
    if (!has(resolved, prop.name)) continue;
    const sub = prop.type === 'DYNAMIC' ? dynamicSchema(propertySettings[prop.name]) : undefined;
    const value = input[prop.name];
    if (sub && value && typeof value === 'object' && !Array.isArray(value)) input[prop.name] = apply(value as Record<string, unknown>, sub, {}, errors, `${prefix}${prop.name}.`);
    const processor = PROCESSORS[prop.type];
    if (processor) input[prop.name] = processor(input[prop.name]);
  }
  // validateProperty runs over the keys present only
  for (const prop of props) {
    if (!has(input, prop.name)) continue;
    const message = invalid(prop, input[prop.name], resolved[prop.name]);
    if (message) errors[prefix + prop.name] = message;
  }
  return input;
}

function invalid(prop: PropDefinition, value: unknown, original: unknown): string | undefined {
  // JSON: only a missing required value is refused (nil or '')
  if (prop.type === 'JSON') return prop.required && (isNil(value) || value === '') ? `Expected JSON, received: ${String(original)}` : undefined;
  if (!prop.required && isNil(value)) return undefined;
  const check = VALIDATORS[prop.type];
  return check && !check(value) ? `Expected ${prop.type.toLowerCase()}, received: ${String(original)}` : undefined;
}
