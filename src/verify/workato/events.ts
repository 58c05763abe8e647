// Trigger events for a recipe, generated from the trigger's output schema and from the recipe's own datapills
// and conditions: a typical event, one with every field nil/blank, lists of 0, 1 and 3 items, and for every
// condition on a trigger field (or on an app action's output) one scenario that makes it true and one that makes
// it false. Deterministic.
import { walkIR, type IRRecipe } from '../../engine/ir.js';
import { findPills } from '../../engine/pills.js';
import type { NormalizedRecipe, PathElement, Pill, WorkatoStep } from '../../engine/types.js';
import { builtinOf } from './builtins.js';
import { conditionPill, recipeConditions, valueFor } from './branches.js';
import { toIR } from './run.js';
import { sampleSchema, sampleStepOutput, schemaFields, type SampleOptions } from './sample.js';
import { isHash, ownValue, putValue } from './scope.js';

export interface GeneratedEvent {
  /** what the event is for: `typical`, `blank`, `lists-0`, `lists-3`, `step 4 condition 1 present true` … */
  label: string;
  event: unknown;
  /**
   * For a condition on an action's output: Workato step number -> that step's output in this scenario (Workato
   * shape); other steps keep their sampled output. Pass it to schemaOutputs.
   */
  outputs?: Record<string, unknown>;
}

const EVENT_LIMIT = 40;

/** The trigger's output schema: its `extended_output_schema`, else the parameters or request schema it declares. */
export function triggerSchema(trigger: WorkatoStep): unknown[] {
  const own = schemaFields(trigger.extended_output_schema);
  if (own.length) return own;
  const input = isHash(trigger.input) ? trigger.input : {};
  const parameters = schemaFields(input.parameters_schema_json);
  if (parameters.length) return [{ name: 'parameters', type: 'object', properties: parameters }];
  const request = isHash(input.request) ? schemaFields(input.request.schema) : [];
  return request.length ? [{ name: 'request', type: 'object', properties: request }] : [];
}

export function generateEvents(recipe: IRRecipe | NormalizedRecipe): GeneratedEvent[] {
  const ir = toIR(recipe);
  const schema = triggerSchema(ir.trigger.step);
  const paths = triggerPaths(ir);
  const make = (options: SampleOptions) => {
    const event = sampleSchema(schema, options);
    for (const path of paths) ensurePath(event, path, options);
    return event;
  };
  const typical = make({ listSize: 1 });
  const blank = make({ blank: true, listSize: 0 });
  const events: GeneratedEvent[] = [
    { label: 'typical', event: typical },
    { label: 'blank', event: blank },
    { label: 'lists-0', event: make({ listSize: 0, variant: 1 }) },
    { label: 'lists-3', event: make({ listSize: 3, variant: 2 }) },
  ];
  const actions = new Map<string, { number: number; step: WorkatoStep }>();
  for (const node of walkIR(ir.body)) {
    if (node.kind === 'action' && node.step.as && !builtinOf(node.provider, node.name)) actions.set(String(node.step.as), { number: node.number, step: node.step });
  }
  for (const [index, { step, item }] of recipeConditions(ir).entries()) {
    const pill = conditionPill(item.lhs);
    if (!pill || pill.type !== 'output') continue;
    const source = pill.line === ir.trigger.as ? undefined : actions.get(pill.line);
    if (pill.line !== ir.trigger.as && !source) continue;
    for (const truth of [true, false]) {
      const value = valueFor(item, truth);
      if (value === undefined) continue;
      const label = `step ${step} condition ${index + 1} ${item.operand} ${truth}`;
      if (!source) {
        const event = structuredClone(typical);
        setPath(event, pill.path, value);
        events.push({ label, event });
      } else {
        const output = sampleStepOutput(source.step, { listSize: 1 });
        setPath(output, pill.path, value);
        events.push({ label, event: typical, outputs: { [String(source.number)]: output } });
      }
    }
  }
  return dedupe(events).slice(0, EVENT_LIMIT);
}

function dedupe(events: GeneratedEvent[]): GeneratedEvent[] {
  const seen = new Set<string>();
  return events.filter((e) => {
    const key = JSON.stringify([e.event, e.outputs ?? null]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Paths the recipe reads from the trigger, so that every referenced field exists in generated events. A foreach
 * over a trigger list makes that path a list, and the fields read from the loop's item become fields of its items.
 */
function triggerPaths(ir: IRRecipe): PathElement[][] {
  const paths: PathElement[][] = [];
  const roots = new Map<string, PathElement[]>([[ir.trigger.as, []]]);
  const fromTrigger = (pill: Pill): PathElement[] | undefined => {
    if (pill.type !== 'output') return undefined;
    const root = roots.get(pill.line);
    return root ? [...root, ...pill.path] : undefined;
  };
  const visit = (v: unknown, depth: number): void => {
    if (depth > 40) return;
    if (typeof v === 'string') {
      for (const pill of findPills(v)) {
        const path = fromTrigger(pill);
        if (path?.length) paths.push(path);
      }
    } else if (Array.isArray(v)) v.forEach((x) => visit(x, depth + 1));
    else if (isHash(v)) for (const k of Object.keys(v)) visit(v[k], depth + 1);
  };
  const steps: WorkatoStep[] = [ir.trigger.step];
  for (const step of steps) {
    if (step.keyword === 'foreach' && typeof step.source === 'string' && step.as) {
      const pill = conditionPill(step.source);
      const path = pill ? fromTrigger(pill) : undefined;
      if (path?.length) {
        const items: PathElement[] = [...path, { kind: 'current_item' }];
        roots.set(String(step.as), items);
        paths.push(items);
      }
    }
    visit(step.input, 0);
    visit(step.filter, 0);
    for (const child of step.block ?? []) steps.push(child);
  }
  return paths;
}

/** Makes sure `path` exists in the event, adding a sample leaf (or nil when blank) where it is missing. */
function ensurePath(event: Record<string, unknown>, path: PathElement[], options: SampleOptions): void {
  walkTo(event, path, options.listSize ?? 1, (parent, key) => {
    if (ownValue(parent, key) === undefined) putValue(parent, key, options.blank ? null : `${key} ${(options.variant ?? 0) + 1}`);
  });
}

function setPath(event: Record<string, unknown>, path: PathElement[], value: unknown): void {
  walkTo(event, path, 1, (parent, key) => putValue(parent, key, value));
}

/**
 * Walks `path` through the event creating objects and lists as needed (a list gets `listSize` items), and calls
 * `leaf` with the object holding the last key (the key of a last list element is its index as text).
 */
function walkTo(event: Record<string, unknown>, path: PathElement[], listSize: number, leaf: (parent: Record<string, unknown>, key: string) => void): void {
  let parents: Array<Record<string, unknown>> = [event];
  for (let i = 0; i < path.length; i++) {
    const element = path[i]!;
    const last = i === path.length - 1;
    if (typeof element !== 'string') {
      if (typeof element === 'number') continue;
      if (element.kind === 'size' || element.kind === 'current_index' || element.kind === 'other') return;
      continue; // list elements are handled when the list itself is created below
    }
    const next = path[i + 1];
    const listNext = next !== undefined && typeof next !== 'string' && (typeof next === 'number' || next.kind === 'current_item' || next.kind === 'first');
    if (last) {
      parents.forEach((p) => leaf(p, element));
      return;
    }
    const children: Array<Record<string, unknown>> = [];
    for (const parent of parents) {
      let child = ownValue(parent, element);
      if (listNext) {
        if (!Array.isArray(child)) {
          child = Array.from({ length: listSize }, () => ({}));
          putValue(parent, element, child);
        }
        children.push(...(child as unknown[]).filter(isHash));
      } else {
        if (!isHash(child)) {
          if (child !== undefined && child !== null) return;
          child = {};
          putValue(parent, element, child);
        }
        children.push(child as Record<string, unknown>);
      }
    }
    parents = children;
  }
}
