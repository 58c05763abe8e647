// Every mapping row, and the lookup from a Workato provider/operation to its row.
import { normalizeProvider } from '../providers.js';
import type { OperationRow } from '../types.js';
import { CORE_ROWS } from './core.js';
import { PIPEFY_ROWS } from './pipefy.js';

export const ALL_ROWS: readonly OperationRow[] = [...PIPEFY_ROWS, ...CORE_ROWS];

const index = new Map<string, OperationRow>();
for (const row of ALL_ROWS) {
  for (const name of row.names) {
    const key = `${row.kind}:${row.provider}/${name}`;
    if (!index.has(key)) index.set(key, row);
  }
}

/** The row for a Workato operation, after provider normalisation; undefined when nothing maps it. */
export function findRow(provider: string, name: string, kind: 'action' | 'trigger'): OperationRow | undefined {
  const canonical = normalizeProvider(provider).canonical;
  return index.get(`${kind}:${canonical}/${name}`) ?? index.get(`${kind}:${canonical}/${name.toLowerCase()}`);
}
