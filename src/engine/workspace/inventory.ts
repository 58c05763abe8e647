// What one recipe needs on the Pipefy side besides its flow, for the workspace report: the project variables it
// reads (Workato project properties), the Workato connections it used, and the pieces still to be connected.
// Pure, and bounded: a value is visited once, strings are scanned in one pass.
import { findPills } from '../pills.js';
import { workatoSteps } from '../tree.js';
import type { TranslationResult } from '../types.js';

export interface RecipeInventory {
  /** project variables to create, sorted */
  variables: string[];
  /** the recipe's Workato connections: provider and the connection's name when the export carries it */
  workatoConnections: Array<{ provider: string; name?: string }>;
  /** Activepieces pieces of the flow that need a connection, sorted */
  pieces: string[];
}

export function recipeInventory(result: TranslationResult): RecipeInventory {
  const variables = new Set<string>();
  const strings = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.includes('_')) for (const pill of findPills(value)) if (pill.type === 'property' && pill.scope === 'project' && pill.name) variables.add(pill.name);
    } else if (Array.isArray(value)) value.forEach(strings);
    else if (value && typeof value === 'object') Object.values(value).forEach(strings);
  };
  for (const { step } of workatoSteps(result.recipe.code)) {
    strings(step.input);
    strings(step.filter);
  }
  const seen = new Set<string>();
  const workatoConnections: RecipeInventory['workatoConnections'] = [];
  for (const line of result.recipe.config) {
    if (line.account_id === null || line.account_id === undefined) continue;
    const ref = line.account_id;
    const name = typeof ref === 'object' && !Array.isArray(ref) && typeof (ref as { name?: unknown }).name === 'string' ? (ref as { name: string }).name : undefined;
    const key = `${line.provider}\u0000${name ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    workatoConnections.push({ provider: line.provider, ...(name !== undefined ? { name } : {}) });
  }
  const pieces = new Set([...result.connections.missing, ...result.connections.bound.map((b) => b.piece)]);
  return { variables: [...variables].sort(), workatoConnections, pieces: [...pieces].sort() };
}

/** A rough estimate of the minutes a person needs to finish the flow: data, so the report can explain it. */
export const EFFORT_MINUTES = { base: 5, perBlockingStep: 20, perApproximated: 5, perConnection: 3 } as const;

export function effortMinutes(blockingSteps: number, approximated: number, connections: number): number {
  const e = EFFORT_MINUTES;
  return e.base + blockingSteps * e.perBlockingStep + approximated * e.perApproximated + connections * e.perConnection;
}
