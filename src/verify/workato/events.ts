// Trigger events for a recipe, generated from the trigger's output schema and from the recipe's own datapills
// and conditions: a typical event, one with every field nil/blank, lists of 0, 1 and 3 items or missing, and for every
// condition on a trigger field (or on an app action's output) one scenario that makes it true and one that makes
// it false. Deterministic.
import { walkIR, type IRRecipe } from '../../engine/ir.js';
import type { NormalizedRecipe, PathElement, WorkatoStep } from '../../engine/types.js';
import { builtinOf } from './builtins.js';
import { conditionPill, recipeConditions, valueFor } from './branches.js';
import { toIR } from './run.js';
import { ensurePath, nilList, readPaths, setPath } from './paths.js';
import { sampleOutput, sampleSchema, schemaFields, type SampleOptions } from './sample.js';
import { isHash } from './scope.js';
import { knownTriggerSchema } from './trigger-schemas.js';

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

/**
 * The trigger's output schema: its `extended_output_schema`, else a known schema for a trigger that exports none
 * (trigger-schemas.ts), else the parameters or request schema it declares.
 */
export function triggerSchema(trigger: WorkatoStep): unknown[] {
  const own = schemaFields(trigger.extended_output_schema);
  if (own.length) return own;
  const known = knownTriggerSchema(trigger);
  if (known) return known;
  const input = isHash(trigger.input) ? trigger.input : {};
  const parameters = schemaFields(input.parameters_schema_json);
  if (parameters.length) return [{ name: 'parameters', type: 'object', properties: parameters }];
  const request = isHash(input.request) ? schemaFields(input.request.schema) : [];
  return request.length ? [{ name: 'request', type: 'object', properties: request }] : [];
}

/** `reads`: readPaths of the recipe's IR when the caller has found them already (the check samples outputs too). */
export function generateEvents(recipe: IRRecipe | NormalizedRecipe, reads?: ReadonlyMap<string, PathElement[][]>): GeneratedEvent[] {
  const ir = toIR(recipe);
  const schema = triggerSchema(ir.trigger.step);
  reads ??= readPaths(ir);
  const paths = reads.get(ir.trigger.as) ?? [];
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
  // the lists the recipe reads missing (nil), the other fields typical
  const nilLists = make({ listSize: 1, variant: 3 });
  if (paths.map((path) => nilList(nilLists, path)).some(Boolean)) events.push({ label: 'lists-nil', event: nilLists });
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
        const output = sampleOutput(source.step, reads.get(pill.line) ?? [], { listSize: 1 });
        setPath(output, pill.path, value);
        events.push({ label, event: structuredClone(typical), outputs: { [String(source.number)]: output } });
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
