// Sample data from a Workato output schema (a step's `extended_output_schema`: fields with name, type,
// properties, of, control_type, pick_list…; research/workato.md §2). Deterministic: the same schema and options
// always give the same value.
import { walkIR, type IRRecipe } from '../../engine/ir.js';
import { schemaFields } from '../../engine/schema.js';
import type { PathElement, WorkatoStep } from '../../engine/types.js';
import { ensurePath, readPaths } from './paths.js';
import type { ActionOutputProvider } from '../trace.js';
import type { SampleOptions } from './types.js';
import { putValue } from './scope.js';

export type { SampleOptions } from './types.js';

type Field = Record<string, unknown>;

const DEPTH_LIMIT = 8;
const FIELD_LIMIT = 2000;

export { schemaFields } from '../../engine/schema.js';

/** A sample object for a list of schema fields. */
export function sampleSchema(schema: unknown, options: SampleOptions = {}): Record<string, unknown> {
  const budget = { left: FIELD_LIMIT };
  return sampleObject(schemaFields(schema), options, 0, budget);
}

/** The output of a step sampled from its own `extended_output_schema` (an empty object without one). */
export function sampleStepOutput(step: WorkatoStep, options: SampleOptions = {}): Record<string, unknown> {
  return sampleSchema(step.extended_output_schema, options);
}

function sampleObject(fields: Field[], options: SampleOptions, depth: number, budget: { left: number }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (depth > DEPTH_LIMIT) return out;
  for (const field of fields) {
    if (--budget.left < 0) break;
    const name = typeof field.name === 'string' ? field.name : '';
    if (!name) continue;
    putValue(out, name, sampleField(field, name, options, depth, budget));
  }
  return out;
}

function sampleField(field: Field, name: string, options: SampleOptions, depth: number, budget: { left: number }): unknown {
  const type = String(field.type ?? 'string');
  const properties = schemaFields(field.properties);
  if (type === 'array') {
    if (options.blank) return [];
    const size = options.listSize ?? 1;
    const items: unknown[] = [];
    for (let i = 0; i < size; i++) {
      const itemOptions = { ...options, variant: (options.variant ?? 0) * 10 + i };
      if (field.of === 'object' || properties.length) items.push(sampleObject(properties, itemOptions, depth + 1, budget));
      else items.push(scalar(String(field.of ?? 'string'), field, `${name}_${i + 1}`, itemOptions));
    }
    return items;
  }
  if (type === 'object') return sampleObject(properties, options, depth + 1, budget);
  // `present: true` (only in our own schemas, trigger-schemas.ts): the event always carries the field, e.g. the id
  // of the card a webhook is about, so the blank event keeps a value there.
  return options.blank && field.present !== true ? null : scalar(type, field, name, options);
}

const CONTROL_TEXT: Record<string, (name: string, n: number) => string> = {
  email: (_name, n) => `user${n}@example.com`,
  url: (name, n) => `https://example.com/${encodeURIComponent(name)}/${n}`,
  phone: (_name, n) => `+1555000${String(1000 + n).slice(-4)}`,
};

function scalar(type: string, field: Field, name: string, options: SampleOptions): unknown {
  const n = (options.variant ?? 0) + 1;
  switch (type) {
    case 'integer':
      return 10 * n + 1;
    case 'number':
    case 'decimal':
    case 'float':
      return 10 * n + 0.5;
    case 'boolean':
      return n % 2 === 1;
    case 'date':
      return `2026-01-${String(10 + (n % 18)).padStart(2, '0')}`;
    case 'date_time':
    case 'timestamp':
      return `2026-01-${String(10 + (n % 18)).padStart(2, '0')}T12:00:00.000Z`;
    default: {
      const pick = pickListValue(field.pick_list);
      if (pick !== undefined) return pick;
      const control = typeof field.control_type === 'string' ? field.control_type : '';
      const make = Object.prototype.hasOwnProperty.call(CONTROL_TEXT, control) ? CONTROL_TEXT[control] : undefined;
      return make ? make(name, n) : `${name} ${n}`;
    }
  }
}

/** The first value of a static pick list (`[[label, value], …]`); named (dynamic) pick lists give undefined. */
function pickListValue(pickList: unknown): unknown {
  if (!Array.isArray(pickList) || !pickList.length) return undefined;
  const first = pickList[0];
  return Array.isArray(first) ? first[first.length > 1 ? 1 : 0] : first;
}

/** A step's sampled output that also holds every path the recipe reads from it (`readPaths`). */
export function sampleOutput(step: WorkatoStep, paths: PathElement[][], options: SampleOptions = {}): Record<string, unknown> {
  const output = sampleStepOutput(step, options);
  for (const path of paths) ensurePath(output, path, options);
  return output;
}

/**
 * An ActionOutputProvider answering each external call with an output sampled from that step's own
 * `extended_output_schema` plus the fields the recipe reads from it (found by the call's step number), or with
 * `overrides[step]` when given (the `outputs` of a generated scenario).
 */
export function schemaOutputs(ir: IRRecipe, options: SampleOptions = {}, overrides: Record<string, unknown> = {}): ActionOutputProvider {
  return outputSampler(ir)(options, overrides);
}

/** schemaOutputs for many scenarios of one recipe: the steps and what the recipe reads from them are found once. */
export function outputSampler(ir: IRRecipe, reads: ReadonlyMap<string, PathElement[][]> = readPaths(ir)): (options?: SampleOptions, overrides?: Record<string, unknown>) => ActionOutputProvider {
  const steps = new Map<string, WorkatoStep>();
  for (const node of walkIR(ir.body)) if (node.kind === 'action') steps.set(String(node.number), node.step);
  return (options = {}, overrides = {}) => (call) => {
    if (Object.prototype.hasOwnProperty.call(overrides, call.step)) return structuredClone(overrides[call.step]);
    const step = steps.get(call.step);
    return step ? sampleOutput(step, reads.get(String(step.as ?? '')) ?? [], options) : {};
  };
}
