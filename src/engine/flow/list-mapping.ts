// A Workato list mapping, `{ ____source: <list pill>, <field>: <value>, … }`: one object per item of the source list,
// each field a pill into that list's `current_item` or a value that is the same for every item
// (docs.workato.com/features/list-management.html). It becomes one JavaScript expression of the formula CODE step.
// Only what maps exactly is built: a field mixing text or a formula with the current item is left to a human.
import { message, type MessageRef } from '../diagnostics.js';
import { jsString } from '../escape.js';
import { templatePill } from '../pills.js';
import type { Pill } from '../types.js';
import type { Resolution } from './resolve.js';

export const LIST_SOURCE = '____source';

export interface ListMappingDeps {
  resolve(pill: Pill): Resolution;
  /** the CODE step input carrying a reference, as an expression (`inputs.v1`) */
  bind(ref: string): string;
}

export type ListMapping = { ok: true; expr: string } | { ok: false; cause: MessageRef };

// Reads a path as Workato reads a datapill (verify/workato/scope.ts walkPath): an own key of an object, an index of a
// list, a field name on a list reads its first item; anything missing is nil.
const PICK = '(v, path) => { for (const k of path) { if (v === null || v === undefined) return null; '
  + 'if (Array.isArray(v) && typeof k !== \'number\') v = v[0]; '
  + 'v = Array.isArray(v) ? (typeof k === \'number\' ? v[k] : undefined) '
  + ': typeof v === \'object\' && Object.prototype.hasOwnProperty.call(v, k) ? v[k] : undefined; } '
  + 'return v === undefined ? null : v; }';

/** The expression building the mapped list, or why it cannot be built. References are bound only once it can. */
export function listMappingExpr(obj: Record<string, unknown>, deps: ListMappingDeps): ListMapping {
  const unsupported = { ok: false as const, cause: message('cause_list_mapping') };
  const sourcePill = onlyPill(obj[LIST_SOURCE]);
  if (!sourcePill || sourcePill.type !== 'output') return unsupported;
  const source = deps.resolve(sourcePill);
  if (!source.ok) return source;
  const itemRef = `${source.ref}[0]`;
  const fields: Array<[string, Field]> = [];
  for (const [key, value] of Object.entries(obj)) {
    if (key === LIST_SOURCE) continue;
    const field = fieldOf(value, sourcePill, itemRef, deps);
    if (field === undefined) return unsupported;
    fields.push([key, field]);
  }
  const body = fields.map(([key, f]) => `${jsString(key)}: ${'ref' in f ? deps.bind(f.ref) : f.js}`).join(', ');
  // a missing source reads as '' in Activepieces (a reference to nothing) and as nil in Workato: both map to no items
  const list = '(Array.isArray(src) ? src : src === null || src === undefined || src === \'\' ? [] : [src])';
  return { ok: true, expr: `((src, pick) => ${list}.map((item) => ({ ${body} })))(${deps.bind(source.ref)}, ${PICK})` };
}

type Field = { js: string } | { ref: string };

/** One field: a path into the current item, a reference the same for every item, or a literal. */
function fieldOf(value: unknown, source: Extract<Pill, { type: 'output' }>, itemRef: string, deps: ListMappingDeps): Field | undefined {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return { js: JSON.stringify(value) };
  if (typeof value !== 'string') return undefined;
  if (!value.includes('#{')) return value.startsWith('=') ? undefined : { js: jsString(value) };
  const pill = onlyPill(value);
  if (!pill) return undefined;
  const resolved = deps.resolve(pill);
  if (!resolved.ok) return undefined;
  if (!intoItem(pill, source)) return { ref: resolved.ref };
  if (!resolved.ref.startsWith(itemRef)) return undefined;
  const path = bracketSegments(resolved.ref.slice(itemRef.length));
  return path && { js: `pick(item, [${path.join(', ')}])` };
}

/** The value's one datapill when it is exactly one interpolation. */
function onlyPill(value: unknown): Pill | undefined {
  return typeof value === 'string' ? templatePill(value) ?? undefined : undefined;
}

/** True when the pill reads `current_item` of the mapped list. */
function intoItem(pill: Pill, source: Extract<Pill, { type: 'output' }>): boolean {
  if (pill.type !== 'output' || pill.line !== source.line || pill.provider !== source.provider) return false;
  const at = pill.path.findIndex((p) => typeof p === 'object' && p.kind === 'current_item');
  return at === source.path.length && source.path.every((p, i) => JSON.stringify(p) === JSON.stringify(pill.path[i]));
}

/** `['a'][0]` (refs.ts refPath's bracket form) as JavaScript literals `'a'`, `0`; undefined for anything else. */
function bracketSegments(text: string): string[] | undefined {
  const out: string[] = [];
  const re = /\[(\d+)\]|\[('(?:[^'\\]|\\.)*')\]/y;
  let at = 0;
  while (at < text.length) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return undefined;
    out.push(m[1] ?? m[2]!);
    at = re.lastIndex;
  }
  return out;
}
