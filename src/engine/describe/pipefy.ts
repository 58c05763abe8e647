// The Pipefy pipes, phases, fields and database tables a recipe reads and writes, from its Pipefy steps.
import { workatoSteps } from '../tree.js';
import type { Access, Kind, Usage, WorkatoStep } from '../types.js';
import { isDynamic, isPipefy, literalIds, pillsIn } from './words.js';

export type { Access, Kind, Usage } from '../types.js';

const PIPE_KEYS = ['pipe_id', 'pipe_ids'];
const PHASE_KEYS = ['phase_id', 'phase_ids', 'to_phase_id', 'to_phase_ids', 'from_phase_id', 'from_phase_ids', 'destination_phase_id', 'on_phase_id'];
const FIELD_ID_KEYS = ['field_id', 'field_ids'];
const TABLE_KEYS = ['table_id', 'database_id', 'table_ids'];
/** Input keys of Pipefy steps that are not card or record fields. */
const META_KEYS = new Set([
  ...PIPE_KEYS,
  ...PHASE_KEYS,
  ...FIELD_ID_KEYS,
  ...TABLE_KEYS,
  'organization_id',
  'card_id',
  'record_id',
  'node_id',
  'id',
  'field_value',
  'value',
  'search_value',
  'operation',
  'include_done',
  'first',
  'limit',
  'query',
]);
/** Input keys holding an object or list of fields being written. */
const FIELD_CONTAINERS = new Set(['fields', 'fields_attributes', 'field_values', 'card_fields', 'phase_fields', 'start_form_fields', 'record_fields', 'values']);

const WRITE_OPERATION = /creat|updat|move|delet|set|add|remov|upload|invite|assign|done|finish|comment|attach|edit/;

/** The steps of the tree down to (and including) skipped ones, not what a skipped step contains. */
function stepsOf(root: WorkatoStep): WorkatoStep[] {
  return workatoSteps(root).filter((e) => !e.insideSkipped).map((e) => e.step);
}

function idsOrDynamic(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (isDynamic(value)) return [''];
  return literalIds(value);
}

/** Everything a recipe reads from and writes to Pipefy, in recipe order. */
export function pipefyUsage(trigger: WorkatoStep): Usage[] {
  const usage: Usage[] = [];
  const add = (kind: Kind, access: Access, ids: string[], step: number) => {
    for (const id of ids) usage.push({ kind, access, id, step });
  };
  const pipefyLines = new Set<string>();
  for (const s of stepsOf(trigger)) if (isPipefy(s.provider) && typeof s.as === 'string') pipefyLines.add(s.as);

  for (const step of stepsOf(trigger)) {
    if (step.skip === true) continue;
    const n = typeof step.number === 'number' ? step.number : -1;
    const input = (step.input && typeof step.input === 'object' ? step.input : {}) as Record<string, unknown>;
    if (isPipefy(step.provider)) {
      const isTrigger = step.keyword === 'trigger';
      const name = String(step.name ?? '').toLowerCase();
      const access: Access = !isTrigger && WRITE_OPERATION.test(name) ? 'write' : 'read';
      for (const key of PIPE_KEYS) add('pipe', access, idsOrDynamic(input[key]), n);
      for (const key of PHASE_KEYS) add('phase', access, idsOrDynamic(input[key]), n);
      for (const key of TABLE_KEYS) add('table', access, idsOrDynamic(input[key]), n);
      for (const key of FIELD_ID_KEYS) add('field', isTrigger ? 'read' : access, idsOrDynamic(input[key]), n);
      if (access === 'write') {
        for (const [key, value] of Object.entries(input)) {
          if (META_KEYS.has(key)) continue;
          if (FIELD_CONTAINERS.has(key)) {
            if (Array.isArray(value)) {
              for (const item of value) {
                const f = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
                add('field', 'write', idsOrDynamic(f.field_id ?? f.id ?? f.key), n);
              }
            } else if (value && typeof value === 'object') {
              for (const inner of Object.keys(value)) if (!inner.startsWith('____')) add('field', 'write', [inner], n);
            }
            continue;
          }
          add('field', 'write', [key], n);
        }
      }
    }
    // Fields read from Pipefy data: any pill into a Pipefy step output whose path goes through `fields`.
    if (step.keyword !== 'trigger') {
      for (const pill of pillsIn({ input: step.input, source: step.source })) {
        if (pill.type !== 'output' || !(isPipefy(pill.provider) || pipefyLines.has(pill.line))) continue;
        const at = pill.path.findIndex((el) => typeof el === 'string' && /fields$/.test(el));
        const key = at >= 0 ? pill.path[at + 1] : undefined;
        if (typeof key === 'string') add('field', 'read', [key], n);
      }
    }
  }
  return usage;
}
