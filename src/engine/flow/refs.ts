// Activepieces references, always in bracket form: {{trigger['data']['card']['id']}}, {{loop_1['item']['x']}}.

import { referenceKey } from '../escape.js';

export type Segment = string | number;

/** A reference path without braces: `step_1['a'][0]`. */
export function refPath(root: string, segments: readonly Segment[]): string {
  return root + segments.map((s) => (typeof s === 'number' && Number.isSafeInteger(s) && s >= 0 ? `[${s}]` : `[${referenceKey(String(s))}]`)).join('');
}

/** A full template reference: `{{step_1['a'][0]}}`. */
export function ref(root: string, segments: readonly Segment[] = []): string {
  return `{{${refPath(root, segments)}}}`;
}

export function wrapRef(path: string): string {
  return `{{${path}}}`;
}

/** An Activepieces inline formula. */
export function apFormula(expression: string): string {
  return `ap-formula-v1::{${expression}}::ap-formula-v1`;
}

/** Every reference root used in a value (for ordering checks and connection ids). */
export function referenceRoots(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    for (const m of value.matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)/g)) into.add(m[1]!);
  } else if (Array.isArray(value)) value.forEach((v) => referenceRoots(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => referenceRoots(v, into));
  return into;
}
