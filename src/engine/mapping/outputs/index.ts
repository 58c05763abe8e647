// Lookup of piece output shapes by piece and action/trigger name. Unknown pairs return undefined: never guessed.
import { CORE_OUTPUTS, CUSTOM_API_CALL_SOURCE } from './core.js';
import { APP_OUTPUTS } from './apps.js';
import { httpResponse, type OutputShape } from './types.js';

export type { OutputShape } from './types.js';

const rows = new Map<string, OutputShape>();
for (const row of [...CORE_OUTPUTS, ...APP_OUTPUTS]) rows.set(`${row.kind}\u0000${row.piece}\u0000${row.name}`, row);

export function outputShape(piece: string, kind: 'action' | 'trigger', name: string): OutputShape | undefined {
  const row = rows.get(`${kind}\u0000${piece}\u0000${name}`);
  if (row) return row;
  if (kind === 'action' && name === 'custom_api_call') return { piece, name, kind, source: CUSTOM_API_CALL_SOURCE, output: httpResponse };
  return undefined;
}

export function allOutputShapes(): readonly OutputShape[] {
  return [...rows.values()];
}
