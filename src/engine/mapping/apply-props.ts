// A mapping row's props, fixed values and leftovers applied to a Workato step input (no shaper).
import type { WorkatoStep } from '../types.js';
import { SKIP, type FieldConverter } from '../flow/values.js';
import { catalogOperation } from './catalog.js';
import type { MappingNote, PropRule, RowFields } from './row-fields.js';
import { splitListText } from './text.js';

export interface AppliedRow {
  input: Record<string, unknown>;
  /** Workato input keys that went nowhere (reported, never silently lost) */
  dropped: string[];
  /** extra review texts raised by a shaper */
  notes: MappingNote[];
  /** a shaper found this step's input does something the target does differently (its notes say what) */
  approximated?: boolean;
}

/** A deep copy of plain JSON data (mapping constants), so a flow never shares objects with the rows. */
export function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyJson) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = copyJson(v);
    return out as T;
  }
  return value;
}

export function getPath(obj: unknown, path: string): unknown {
  let cur = obj;
  for (const part of path.split('.')) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

export const isBlank = (v: unknown) => v === undefined || v === null || v === '';
const hasReference = (v: unknown) => typeof v === 'string' && (v.includes('{{') || v.startsWith('ap-formula-v1::'));

export function coerce(value: unknown, as: NonNullable<Exclude<PropRule, string>['as']>): unknown {
  if (as === 'list' && typeof value === 'string') {
    // A single whole reference may hold a list already: keep it as it is.
    return /^\{\{[^{}]*\}\}$/.test(value.trim()) ? value : splitListText(value);
  }
  if (hasReference(value) || value === SKIP) return value;
  switch (as) {
    case 'list':
      if (Array.isArray(value)) return value;
      return value === undefined || value === null ? value : [value];
    case 'number':
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    case 'boolean':
      if (typeof value === 'string') return ['true', 'yes', '1', 'enable', 'enabled', 'on'].includes(value.trim().toLowerCase());
      return Boolean(value);
    case 'upper':
      return typeof value === 'string' ? value.toUpperCase() : value;
    case 'lower':
      return typeof value === 'string' ? value.toLowerCase() : value;
    case 'string':
      return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  }
}

/**
 * `<dir>/<name>` from a folder and a file name both given as text (plain or with datapills: the result is one
 * Workato template). A formula cannot be joined as text: then there is no joined path.
 */
function joinPath(raw: Record<string, unknown>, join: { dir: string[]; name: string[] }): { path: string; keys: string[] } | undefined {
  const pick = (keys: string[]) => keys.find((k) => typeof raw[k] === 'string' && (raw[k] as string).trim() !== '');
  const dir = pick(join.dir);
  const name = pick(join.name);
  if (!dir || !name || dir === name) return undefined;
  const d = (raw[dir] as string).trim();
  const n = (raw[name] as string).trim();
  if (d.startsWith('=') || n.startsWith('=')) return undefined;
  return { path: `${d.replace(/\/+$/, '')}/${n.replace(/^\/+/, '')}`, keys: [dir, name] };
}

export function applyProps(row: RowFields, step: WorkatoStep, conv: FieldConverter): AppliedRow {
  const raw = (step.input ?? {}) as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  const consumed = new Set<string>(row.ignore ?? []);
  for (const [prop, rule] of Object.entries(row.props ?? {})) {
    const spec = typeof rule === 'string' ? { from: rule } : rule;
    const joined = spec.join ? joinPath(raw, spec.join) : undefined;
    if (joined) {
      joined.keys.forEach((k) => consumed.add(k));
      const value = conv.convert(joined.path, prop);
      if (value !== SKIP) input[prop] = value;
      continue;
    }
    const sources = Array.isArray(spec.from) ? spec.from : [spec.from];
    const source = sources.find((s) => !isBlank(getPath(raw, s)));
    // Only the source read is consumed: another alias holding a value too went nowhere and is reported.
    sources.filter((s) => s === source || isBlank(getPath(raw, s))).forEach((s) => consumed.add(s.split('.')[0]!));
    let value: unknown = source === undefined ? spec.default : conv.convert(getPath(raw, source), prop);
    if (value === undefined || value === SKIP) continue;
    if (spec.as) value = coerce(value, spec.as);
    if (spec.wrap === 'url') value = { url: value };
    if (spec.wrap === 'data') value = { data: value };
    input[prop] = value;
  }
  Object.assign(input, copyJson(row.fixed ?? {}));

  const target = 'piece' in row.target ? row.target : undefined;
  const op = target ? catalogOperation(target.piece, row.kind, target.name) : undefined;
  const dropped: string[] = [];
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (consumed.has(key) || key.startsWith('_') || value === '=skip') continue;
    if (op?.props.some((p) => p.name === key) && !(key in input)) {
      const converted = conv.convert(value, key);
      if (converted !== SKIP) input[key] = converted;
    } else if (row.rest) {
      const converted = conv.convert(value, `${row.rest}.${key}`);
      if (converted !== SKIP) rest[key] = converted;
    } else if (!isBlank(value)) dropped.push(key);
  }
  if (row.rest) input[row.rest] = { ...((input[row.rest] as Record<string, unknown>) ?? {}), ...rest };
  return { input, dropped, notes: [] };
}
