// Workato variables and lists: the simplest correct target. A variable written only by its declaration is plain
// data passing (a CODE step that returns the values); one written again later lives in Storage at run scope.
import type { EngineMessageKey } from '../../i18n/messages/engine.js';
import { walkIR, type IRRecipe } from '../ir.js';
import { normalizeProvider } from '../mapping/providers.js';
import { schemaFields } from '../schema.js';
import type { WorkatoStep } from '../types.js';
import { variableType, type VariableType } from './typed-storage.js';

export interface StorageWrite {
  key: string;
  field: string;
  label: string;
  action: 'put' | 'add_to_list';
  value: unknown;
  /** the declared type a `put` casts to (lists and list items keep their value) */
  type: VariableType;
}

export type VariableStepPlan =
  | { kind: 'static'; label: string; values: Record<string, unknown>; outputRename?: Record<string, string[]>; approximated?: EngineMessageKey }
  | { kind: 'storage'; writes: StorageWrite[]; declares?: { keyPrefix: string; list: boolean }; approximated?: EngineMessageKey };

export interface VariablePlan {
  steps: Map<WorkatoStep, VariableStepPlan>;
  /** declaration alias -> storage key prefix, for reads of stored variables */
  stored: Map<string, string>;
}

const DECLARE = new Set(['declare_variable', 'declare_variables']);
const UPDATE = new Set(['update_variables', 'update_variable']);
const LIST_DECLARE = new Set(['declare_list', 'create_list']);
const LIST_WRITE = new Set(['insert_to_list', 'insert_to_list_batch', 'clear_list', 'add_item_to_list']);

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The declaration alias a write points at: `name` is "<uuid>:<as>[:<var>]" (or "<as>:<var>"). */
function targetAlias(input: Record<string, unknown>, known: Set<string>): string | undefined {
  const name = typeof input.name === 'string' ? input.name : '';
  return name.split(':').find((part) => known.has(part));
}

/** Declared field -> type, from `variables.schema`. */
function declaredTypes(schema: unknown): Map<string, VariableType> {
  const types = new Map<string, VariableType>();
  for (const field of schemaFields(schema)) if (typeof field.name === 'string') types.set(field.name, variableType(field.type));
  return types;
}

function isVariableStep(step: WorkatoStep): boolean {
  const p = normalizeProvider(String(step.provider ?? '')).canonical;
  return p === 'workato_variable' || p === 'workato_list';
}

export function planVariables(ir: IRRecipe): VariablePlan {
  const steps = new Map<WorkatoStep, VariableStepPlan>();
  const stored = new Map<string, string>();
  const declares = new Map<string, WorkatoStep>();
  const writes: WorkatoStep[] = [];
  for (const node of walkIR(ir.body)) {
    if (node.kind !== 'action' || !isVariableStep(node.step)) continue;
    const name = String(node.step.name ?? '');
    if ((DECLARE.has(name) || LIST_DECLARE.has(name)) && node.step.as) declares.set(String(node.step.as), node.step);
    else if (UPDATE.has(name) || LIST_WRITE.has(name)) writes.push(node.step);
  }
  const known = new Set(declares.keys());
  const written = new Set<string>();
  for (const w of writes) {
    const alias = targetAlias(obj(w.input), known);
    if (alias) written.add(alias);
  }

  const typesOf = new Map<string, Map<string, VariableType>>();
  for (const [alias, step] of declares) {
    const name = String(step.name);
    const input = obj(step.input);
    typesOf.set(alias, declaredTypes(obj(input.variables).schema));
    const isList = LIST_DECLARE.has(name);
    const label = String(step.comment ?? input.name ?? alias);
    if (!written.has(alias)) {
      if (isList) steps.set(step, { kind: 'static', label, values: { list_items: input.list_items ?? [] } });
      else steps.set(step, { kind: 'static', label, values: obj(obj(input.variables).data) });
      continue;
    }
    const prefix = `${isList ? 'wl' : 'wv'}_${alias}`;
    stored.set(alias, prefix);
    if (isList) {
      steps.set(step, { kind: 'storage', writes: [{ key: prefix, field: 'list_items', label, action: 'put', value: input.list_items ?? [], type: 'keep' }], declares: { keyPrefix: prefix, list: true } });
    } else {
      const data = obj(obj(input.variables).data);
      steps.set(step, {
        kind: 'storage',
        writes: Object.entries(data).map(([field, value]) => ({ key: `${prefix}_${field}`, field, label: field, action: 'put' as const, value, type: typesOf.get(alias)!.get(field) ?? 'string' })),
        declares: { keyPrefix: prefix, list: false },
      });
    }
  }

  for (const w of writes) {
    const input = obj(w.input);
    const alias = targetAlias(input, known);
    const name = String(w.name);
    if (!alias) continue; // unknown target: the builder reports it as unmapped
    const prefix = stored.get(alias)!;
    if (UPDATE.has(name)) {
      const fields = Object.entries(input).filter(([k]) => k !== 'name');
      const types = typesOf.get(alias) ?? new Map<string, VariableType>();
      steps.set(w, { kind: 'storage', writes: fields.map(([field, value]) => ({ key: `${prefix}_${field}`, field, label: field, action: 'put' as const, value, type: types.get(field) ?? 'string' })) });
    } else if (name === 'clear_list') {
      steps.set(w, { kind: 'storage', writes: [{ key: prefix, field: 'list_items', label: alias, action: 'put', value: [], type: 'keep' }] });
    } else if (name === 'insert_to_list_batch') {
      steps.set(w, { kind: 'storage', writes: [{ key: prefix, field: 'list_items', label: alias, action: 'add_to_list', value: input.list_items ?? input.list_item, type: 'keep' }], approximated: 'cause_batch_insert' });
    } else {
      const approximated = input.location === 'start' ? ('cause_list_at_end' as const) : undefined;
      steps.set(w, { kind: 'storage', writes: [{ key: prefix, field: 'list_item', label: alias, action: 'add_to_list', value: input.list_item ?? {}, type: 'keep' }], ...(approximated ? { approximated } : {}) });
    }
  }
  return { steps, stored };
}
