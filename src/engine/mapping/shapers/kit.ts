// What every shaper works with: its arguments, small value readers, and running the row's props first.
import type { FlowLinks, WorkatoStep } from '../../types.js';
import { SKIP, type FieldConverter } from '../../flow/values.js';
import { applyProps, getPath, isBlank, type AppliedRow } from '../apply-props.js';
import type { MappingNote, RowFields } from '../row-fields.js';

export interface ShaperArgs {
  row: RowFields;
  step: WorkatoStep;
  raw: Record<string, unknown>;
  conv: FieldConverter;
  /** the flows the recipe's call steps call, by Workato step number (a workspace run) */
  callees?: FlowLinks['calls'];
}

export type Shaper = (args: ShaperArgs) => AppliedRow;

export const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const done = (input: Record<string, unknown>, notes: MappingNote[] = [], dropped: string[] = []): AppliedRow => ({ input, notes, dropped });
export const keep = (v: unknown) => (v === SKIP ? undefined : v);

export function headersOf(value: unknown, conv: FieldConverter): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (Array.isArray(value)) {
    for (const h of value) {
      const header = obj(h);
      const name = str(header.header ?? header.name ?? header.key);
      if (name) out[name] = keep(conv.convert(header.value, `headers.${name}`)) ?? '';
    }
  } else for (const [k, v] of Object.entries(obj(value))) out[k] = keep(conv.convert(v, `headers.${k}`)) ?? '';
  return out;
}

export function pieceTarget(row: RowFields): { piece: string; name: string } | undefined {
  return 'piece' in row.target ? row.target : undefined;
}

export function sourcesOf(rule: NonNullable<RowFields['props']>[string]): string[] {
  const from = typeof rule === 'string' ? rule : rule.from;
  return (Array.isArray(from) ? from : [from]).map((s) => s.split('.')[0]!);
}

/** Runs the row's props, reports nested leftovers, then lets the shaper adjust the result. */
export function viaRow(args: ShaperArgs, post?: (applied: AppliedRow) => void): AppliedRow {
  const applied = applyProps(args.row, args.step, args.conv);
  applied.dropped.push(...nestedLeftovers(args.row, args.raw));
  post?.(applied);
  return applied;
}

/** Keys under an object a dotted rule read from (`profile.firstName`) that no rule read (`profile.title`). */
function nestedLeftovers(row: RowFields, raw: Record<string, unknown>): string[] {
  const used = new Set<string>(row.ignore ?? []);
  const parents = new Set<string>();
  for (const rule of Object.values(row.props ?? {})) {
    const from = typeof rule === 'string' ? [rule] : Array.isArray(rule.from) ? rule.from : [rule.from];
    for (const path of from) {
      used.add(path);
      const i = path.lastIndexOf('.');
      if (i > 0) parents.add(path.slice(0, i));
    }
  }
  const out: string[] = [];
  for (const parent of [...parents].sort()) {
    const value = getPath(raw, parent);
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const full = `${parent}.${key}`;
      if (used.has(full) || [...parents].some((p) => p === full || p.startsWith(`${full}.`)) || isBlank(v) || v === '=skip') continue;
      out.push(full);
    }
  }
  return out;
}
