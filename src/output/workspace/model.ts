// report.json of a whole-workspace run: every recipe with its outcome, what changed since the last run, and across
// the workspace the calls, connections, tables and project variables to create and the import order. Pure: the
// command gathers the inputs (outcomes, hashes, the earlier report) and the writers render this one object.
import { posix } from 'node:path';
import type { FlowLinks, RoutingVerification } from '../../engine/types.js';
import { operationCounts } from '../../engine/coverage.js';
import { isBlocking } from '../../engine/review.js';
import type { RecipeCall } from '../../engine/workspace/calls.js';
import { effortMinutes, recipeInventory } from '../../engine/workspace/inventory.js';
import type { PackageTable } from '../../sources/types.js';
import type { RecipeOutcome } from '../batch.js';

export const REPORT_FORMAT = 1;

export type RecipeStatus = 'ready' | 'manual' | 'failed' | 'interrupted';
export type Change = 'new' | 'changed' | 'unchanged';

export interface ReportRecipe {
  origin: string;
  name: string;
  id?: string;
  /** the Workato folder, from the recipe's path in the package ('' at its top) */
  workato_folder: string;
  status: RecipeStatus;
  change: Change;
  /** content hash of the recipe and of what shapes its translation; absent when it could not be read */
  hash?: string;
  /** the recipe's folder and the file to import, relative to the report; absent when nothing is written */
  output_folder?: string;
  flow_file?: string;
  blocked_reason?: string;
  /** what a human must do, with the Workato step when there is one */
  todo: Array<{ step?: number; text: string }>;
  effort_minutes?: number;
  counts?: { mapped: number; approximated: number; unmapped: number };
  /** `flow_id`: the callee's id the call step holds, wired by importing flows.zip; absent: pick the flow by hand */
  calls: Array<{ step: number; callee?: string; reference: string; wait: boolean; flow_id?: string }>;
  /** its template's metadata.externalId, when another flow of flows.zip calls it */
  flow_id?: string;
  called_by: string[];
  /** routing.json's `verification` once the faithfulness check fills it; null until then */
  verification: unknown;
  error?: { code: string; message: string };
  mermaid?: string;
}

export interface WorkspaceReport {
  format: number;
  tool: { name: 'pipe-migrate'; version: string };
  source: string;
  summary: { total: number; ready: number; needs_human: number; failed: number; interrupted: number };
  verification: { available: boolean; passed: number; failed: number; other: number };
  changes: { previous_run: boolean; new: number; changed: number; unchanged: number; removed: number };
  import: { zip: string; order: string[] };
  recipes: ReportRecipe[];
  removed: Array<{ origin: string; name: string; output_folder?: string }>;
  connections: Array<{ piece: string; recipes: string[] }>;
  workato_connections: Array<{ provider: string; name?: string; recipes: string[] }>;
  tables: Array<{ name: string; origin: string; columns: string[]; rows: number; file: string }>;
  variables: Array<{ name: string; recipes: string[] }>;
}

/** What report.json of the earlier run says about a recipe, for the re-run. */
export interface PreviousRecipe {
  origin: string;
  name: string;
  hash?: string;
  output_folder?: string;
}

export interface ModelInput {
  version: string;
  source: string;
  outcomes: readonly RecipeOutcome[];
  hashes: ReadonlyMap<string, string>;
  calls: readonly RecipeCall[];
  /** what each recipe was translated with: its id and its call steps' callees (TranslateOptions.links) */
  links: ReadonlyMap<string, FlowLinks>;
  /** origins, callees first */
  order: readonly string[];
  tables: ReadonlyArray<PackageTable & { file: string }>;
  previous: readonly PreviousRecipe[] | undefined;
  /** the recipe folder of a written or unchanged outcome, relative to the report */
  folderOf(outcome: RecipeOutcome): string | undefined;
}


function verificationOf(routing: object): unknown {
  return Object.prototype.hasOwnProperty.call(routing, 'verification') ? (routing as { verification: unknown }).verification : null;
}

/** routing.json's `verification.verdict` (src/verify/equivalence.ts): equivalent passes, different fails, and not
 * proven (or no check) is neither. */
function verdict(value: unknown): 'passed' | 'failed' | 'other' {
  const v = value && typeof value === 'object' ? (value as Partial<RoutingVerification>).verdict : undefined;
  return v === 'equivalent' ? 'passed' : v === 'different' ? 'failed' : 'other';
}

function addTo(map: Map<string, string[]>, key: string, origin: string): void {
  const list = map.get(key) ?? [];
  if (!list.includes(origin)) list.push(origin);
  map.set(key, list);
}

export function buildReport(input: ModelInput): WorkspaceReport {
  const previous = new Map((input.previous ?? []).map((p) => [p.origin, p]));
  const calledBy = new Map<string, string[]>();
  const callsOf = new Map<string, RecipeCall[]>();
  for (const call of input.calls) {
    if (call.callee !== undefined) addTo(calledBy, call.callee, call.caller);
    callsOf.set(call.caller, [...(callsOf.get(call.caller) ?? []), call]);
  }
  const pieces = new Map<string, string[]>();
  const workato = new Map<string, { provider: string; name?: string; recipes: string[] }>();
  const variables = new Map<string, string[]>();

  const recipes = input.outcomes.map((outcome): ReportRecipe => {
    const origin = outcome.entry.origin;
    const hash = input.hashes.get(origin);
    const before = previous.get(origin);
    // A recipe that could not be read has no hash: unreadable both times counts as unchanged.
    const change: Change = !before ? 'new' : before.hash === hash ? 'unchanged' : 'changed';
    const links = input.links.get(origin);
    const wired = (step: number) => links?.calls?.[step]?.externalId;
    const base = {
      origin,
      workato_folder: posix.dirname(origin.replace(/\\/g, '/')).replace(/^\.$/, ''),
      change,
      ...(hash !== undefined ? { hash } : {}),
      calls: (callsOf.get(origin) ?? []).map(({ step, callee, reference, wait }) => {
        const id = outcome.status === 'written' || outcome.status === 'unchanged' ? wired(step) : undefined;
        return { step, ...(callee !== undefined ? { callee } : {}), reference, wait, ...(id !== undefined ? { flow_id: id } : {}) };
      }),
      called_by: calledBy.get(origin) ?? [],
    };
    if (outcome.status === 'failed' || outcome.status === 'interrupted') {
      const name = 'data' in outcome.entry ? nameOf(outcome.entry.data) ?? origin : origin;
      const error = outcome.status === 'failed' ? { code: outcome.failure.code, message: outcome.failure.message } : undefined;
      return { ...base, name, status: outcome.status, todo: [], verification: null, ...(error ? { error } : {}) };
    }
    const { result } = outcome;
    const blocking = result.review.filter(isBlocking);
    const counts = operationCounts(result.routing.operations);
    const inventory = recipeInventory(result);
    for (const piece of inventory.pieces) addTo(pieces, piece, origin);
    for (const c of inventory.workatoConnections) {
      const key = `${c.provider}\u0000${c.name ?? ''}`;
      const entry = workato.get(key) ?? { ...c, recipes: [] };
      if (!entry.recipes.includes(origin)) entry.recipes.push(origin);
      workato.set(key, entry);
    }
    for (const name of inventory.variables) addTo(variables, name, origin);
    const folder = input.folderOf(outcome);
    const blockingSteps = new Set(blocking.map((r) => r.step ?? -1)).size;
    return {
      ...base,
      name: result.recipe.name,
      ...(result.recipe.id !== undefined ? { id: result.recipe.id } : {}),
      status: result.routing.routing === 'ipaas_ready' ? 'ready' : 'manual',
      ...(folder !== undefined ? { output_folder: folder, flow_file: `${folder}/flow.json` } : {}),
      ...(links?.externalId !== undefined ? { flow_id: links.externalId } : {}),
      ...(result.routing.blocked_reason ? { blocked_reason: result.routing.blocked_reason } : {}),
      todo: blocking.map((r) => ({ ...(r.step !== undefined ? { step: r.step } : {}), text: r.text })),
      effort_minutes: effortMinutes(blockingSteps, counts.approximated, inventory.pieces.length),
      counts,
      verification: verificationOf(result.routing),
      mermaid: result.mermaid,
    };
  });

  const current = new Set(recipes.map((r) => r.origin));
  const removed = (input.previous ?? []).filter((p) => !current.has(p.origin)).map((p) => ({ origin: p.origin, name: p.name, ...(p.output_folder ? { output_folder: p.output_folder } : {}) }));
  const count = (status: RecipeStatus) => recipes.filter((r) => r.status === status).length;
  const verdicts = recipes.filter((r) => r.verification !== null).map((r) => verdict(r.verification));
  const byOrigin = new Map(recipes.map((r) => [r.origin, r]));
  return {
    format: REPORT_FORMAT,
    tool: { name: 'pipe-migrate', version: input.version },
    source: input.source,
    summary: { total: recipes.length, ready: count('ready'), needs_human: count('manual'), failed: count('failed'), interrupted: count('interrupted') },
    verification: {
      available: verdicts.length > 0,
      passed: verdicts.filter((v) => v === 'passed').length,
      failed: verdicts.filter((v) => v === 'failed').length,
      other: verdicts.filter((v) => v === 'other').length,
    },
    changes: {
      previous_run: input.previous !== undefined,
      new: recipes.filter((r) => r.change === 'new').length,
      changed: recipes.filter((r) => r.change === 'changed').length,
      unchanged: recipes.filter((r) => r.change === 'unchanged').length,
      removed: removed.length,
    },
    import: { zip: 'flows.zip', order: input.order.filter((o) => byOrigin.get(o)?.flow_file !== undefined) },
    recipes,
    removed,
    connections: [...pieces].map(([piece, list]) => ({ piece, recipes: list })).sort((a, b) => a.piece.localeCompare(b.piece)),
    workato_connections: [...workato.values()].sort((a, b) => a.provider.localeCompare(b.provider) || (a.name ?? '').localeCompare(b.name ?? '')),
    tables: input.tables.map((t) => ({ name: t.name, origin: t.origin, columns: t.columns, rows: t.rows.length, file: t.file })),
    variables: [...variables].map(([name, list]) => ({ name, recipes: list })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

function nameOf(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const name = (data as Record<string, unknown>).name;
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}

/** The recipes of an earlier report.json; undefined when there is none or it is not ours. */
export function previousRecipes(json: unknown): PreviousRecipe[] | undefined {
  if (!json || typeof json !== 'object' || (json as { format?: unknown }).format !== REPORT_FORMAT) return undefined;
  const list = (json as { recipes?: unknown }).recipes;
  if (!Array.isArray(list)) return undefined;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return list.flatMap((r) => {
    if (!r || typeof r !== 'object' || typeof r.origin !== 'string') return [];
    const hash = str(r.hash);
    const folder = str(r.output_folder);
    return [{ origin: r.origin, name: str(r.name) ?? r.origin, ...(hash ? { hash } : {}), ...(folder ? { output_folder: folder } : {}) }];
  });
}
