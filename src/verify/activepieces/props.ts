// The engine's prop processors and validators, applied to a piece step's resolved input by the catalog's prop
// types. Source: activepieces/activepieces packages/engine/src/lib/variables/props-processor.ts
// (applyProcessorsAndValidators, validateProperty) and …/variables/processors/{text,number,json,object}.ts.
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
  JSON: (v) => v !== null && typeof v === 'object',
  FILE: (v) => v !== null && typeof v === 'object' && !Array.isArray(v),
};

export interface ProcessedInput {
  input: Record<string, unknown>;
  /** validation errors by prop, as the engine reports them (the step then fails) */
  errors: Record<string, string>;
  /** false when the catalog does not know the action: props pass through unprocessed */
  known: boolean;
}

export function processProps(piece: string, action: string, resolved: Record<string, unknown>): ProcessedInput {
  const op = catalogOperation(piece, 'action', action);
  if (!op) return { input: resolved, errors: {}, known: false };
  const input: Record<string, unknown> = { ...resolved };
  const errors: Record<string, string> = {};
  for (const prop of op.props) {
    if (!Object.prototype.hasOwnProperty.call(resolved, prop.name)) continue;
    const processor = PROCESSORS[prop.type];
    if (processor) input[prop.name] = processor(input[prop.name]);
  }
  for (const prop of op.props) {
    if (!Object.prototype.hasOwnProperty.call(input, prop.name)) continue; // the engine validates only keys present
    const value = input[prop.name];
    const check = VALIDATORS[prop.type];
    if (!check) continue;
    if (isNil(value) ? prop.required : !check(value)) errors[prop.name] = `Expected ${prop.type.toLowerCase()}, received: ${String(resolved[prop.name])}`;
  }
  return { input, errors, known: true };
}
