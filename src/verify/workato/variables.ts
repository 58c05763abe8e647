// Variables by Workato at run time: declared variables keep their declared type, updates change the declared
// object in place so later datapills read the new value, lists grow by insert. Two input shapes exist: exports
// (research/workato.md §3.9: `variables: {schema, data}`, updates `{name: "<uuid>:<as>", <var>: value}`) and the
// one Workato's recipe-skills document (workato-devs/recipe-skills skills/workato-recipes/patterns/
// variables-and-lists.md: `variable_name/variable_type/variable_value`, read at path ["value"]; updates
// `variables: [{variable, value}]`; lists `list_name`, read at path ["list"]).
import type { WorkatoStep } from '../../engine/types.js';
import { runtimeHelpers } from './formula.js';
import { schemaFields } from './sample.js';
import { isHash, ownValue, putValue } from './scope.js';

export interface DeclaredVariables {
  values: Record<string, unknown>;
  types: Map<string, string>;
  /** the single-variable shape: its name, also readable as `value` */
  single?: string;
}

/** The declared field types of a `variables.schema` (a JSON string or an already parsed list). */
export function schemaTypes(schema: unknown): Map<string, string> {
  const types = new Map<string, string>();
  for (const f of schemaFields(schema)) {
    if (typeof f.name === 'string') types.set(f.name, typeof f.type === 'string' ? f.type : 'string');
  }
  return types;
}

/** Casts a value to a declared variable type; blank text becomes nil for every type but string. */
export function castTo(type: string | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const { rb_to_s, rb_is_true } = runtimeHelpers();
  const text = typeof value === 'string' ? value.trim() : undefined;
  switch (type) {
    case 'integer': {
      if (text === '') return null;
      const n = Number(text ?? value);
      return Number.isFinite(n) ? Math.trunc(n) : null;
    }
    case 'number':
    case 'decimal':
    case 'float': {
      if (text === '') return null;
      const n = Number(text ?? value);
      return Number.isFinite(n) ? n : null;
    }
    case 'boolean':
      if (text === '') return null;
      try {
        return rb_is_true(value);
      } catch {
        return null;
      }
    case 'string':
    case undefined:
      return typeof value === 'object' ? value : rb_to_s(value);
    default:
      return value;
  }
}

/** A `declare_variable` step's output: its resolved data cast to the schema types. */
export function declareVariables(step: WorkatoStep, resolved: Record<string, unknown>): DeclaredVariables {
  const single = ownValue(resolved, 'variable_name');
  if (typeof single === 'string' && single) {
    const type = String(ownValue(resolved, 'variable_type') ?? 'string');
    const value = castTo(type, ownValue(resolved, 'variable_value') ?? null);
    const values: Record<string, unknown> = {};
    putValue(values, single, value);
    putValue(values, 'value', value);
    return { values, types: new Map([[single, type]]), single };
  }
  const raw = isHash(step.input) ? step.input : {};
  const variables = isHash(raw.variables) ? raw.variables : {};
  const types = schemaTypes(variables.schema);
  const data = isHash(resolved.variables) && isHash(resolved.variables.data) ? resolved.variables.data : {};
  const values: Record<string, unknown> = {};
  for (const name of types.keys()) putValue(values, name, castTo(types.get(name), ownValue(data, name) ?? null));
  for (const name of Object.keys(data)) if (!types.has(name)) putValue(values, name, ownValue(data, name));
  return { values, types };
}

/** The declaration alias an update names: `name` is "<uuid>:<as>[:<var>]" (or "<as>:<var>"). */
export function targetAlias(name: unknown, known: (alias: string) => boolean): string | undefined {
  return typeof name === 'string' ? name.split(':').find(known) : undefined;
}

/** The (variable, value) pairs an update sets: `variables: [{variable, value}]`, else every key but `name`. */
export function updatedPairs(resolved: Record<string, unknown>): Array<[string, unknown]> {
  const list = ownValue(resolved, 'variables');
  if (Array.isArray(list)) {
    return list.filter(isHash).flatMap((v) => (typeof v.variable === 'string' ? [[v.variable, ownValue(v, 'value')] as [string, unknown]] : []));
  }
  return Object.keys(resolved).filter((k) => k !== 'name').map((k) => [k, resolved[k]]);
}

/** Sets one variable, cast to its declared type. */
export function setVariable(target: DeclaredVariables, name: string, value: unknown): void {
  const cast = castTo(target.types.get(name), value);
  putValue(target.values, name, cast);
  if (target.single === name) putValue(target.values, 'value', cast);
}

/** Items a list insert adds: `list_item` (one) or `list_items` (batch). */
export function insertedItems(resolved: Record<string, unknown>): unknown[] {
  const batch = ownValue(resolved, 'list_items');
  if (Array.isArray(batch)) return batch;
  const one = ownValue(resolved, 'list_item');
  return one === undefined ? [] : [one];
}
