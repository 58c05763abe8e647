// The call graph of a workspace: which recipe calls which recipe function (workato_recipe_function/call_recipe*),
// an order in which every callee comes before its callers, and what each translation needs to wire its calls.
// Pure: it reads normalised recipes only.
//
// Wiring. Sub Flows' callFlow names its callee by `flowId`, the called flow's externalId (research/activepieces.md,
// piece-subflows; PR #8575), which the server mints when the flow is created. Activepieces PR #10820 ("keep flow
// connections intact when importing multiple flows", merged 2026-01-12) made the dashboard import of several
// templates keep such references. Its react-ui `flowHooks.importFlowsFromTemplates` (features/flows/.../flow-hooks.tsx,
// read in a copy made after the PR; activepieces' own react-ui notes say it "replaces externalId references across
// a multi-flow template import") first creates a flow per template flow (POST /v1/flows), takes as the old id
// `template.metadata.externalId` (or, without it, the new flow's own externalId: nothing to map), builds the map
// old id -> new flow's externalId over every template of the import, then replaces every old id in each flow's
// trigger JSON (`JSON.stringify(trigger).replaceAll(oldId, newId)`) before IMPORT_FLOW; the PR's "bulk importing
// via the Import button" hands it every template of the chosen .zip. `importFlowIntoExisting`
// (Import inside a flow) maps the template's own id only. So: a callee's template carries a deterministic
// `metadata.externalId` (one flow per template: the id is the template's, not the flow's), each caller's callFlow
// `flowId` holds the same id (replaced as text: ids of one fixed length, unlike any other text), and flows.zip
// imported from the flows list wires them. What stays manual: a flow imported on its own (its calls keep an id no
// flow has: pick the callee in the step), a callee outside the workspace or whose recipe failed (no flow to point
// at: pick it), and publishing each callee (callFlow lists and runs published flows with the Callable trigger
// only). The report says which, per call step.
import { workatoSteps } from '../tree.js';
import type { CalleeLink, FlowLinks, NormalizedRecipe } from '../types.js';

export interface WorkspaceRecipe {
  /** unique within the workspace: the zip entry, file path or API id the recipe came from */
  origin: string;
  recipe: NormalizedRecipe;
}

export interface RecipeCall {
  caller: string;
  /** the Workato step number of the call step */
  step: number;
  /** the callee's origin; undefined when the called recipe is not part of the workspace */
  callee?: string;
  /** the callee as the call step names it (zip path, recipe id or name), for the report */
  reference: string;
  wait: boolean;
}

const CALLS: Record<string, boolean> = { call_recipe: true, call_recipe_async: false };

/** A long chain of calls cannot make the ordering recurse: it is iterative and visits each recipe once. */
export function recipeCalls(recipes: readonly WorkspaceRecipe[]): RecipeCall[] {
  const byZipPath = new Map<string, string>();
  const byId = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const { origin, recipe } of recipes) {
    byZipPath.set(normalisePath(origin), origin);
    if (recipe.id !== undefined) byId.set(recipe.id, origin);
    if (!byName.has(recipe.name)) byName.set(recipe.name, origin);
  }
  const calls: RecipeCall[] = [];
  for (const { origin, recipe } of recipes) {
    for (const { step, disabled } of workatoSteps(recipe.code)) {
      if (disabled || step.provider !== 'workato_recipe_function' || typeof step.name !== 'string') continue;
      if (!Object.prototype.hasOwnProperty.call(CALLS, step.name)) continue;
      const target = calleeReference(step.input?.flow_id);
      const callee =
        (target.zipName !== undefined ? byZipPath.get(normalisePath(target.zipName)) : undefined) ??
        (target.id !== undefined ? byId.get(target.id) : undefined) ??
        (target.name !== undefined ? byName.get(target.name) : undefined);
      calls.push({
        caller: origin,
        step: typeof step.number === 'number' ? step.number : -1,
        ...(callee !== undefined ? { callee } : {}),
        reference: target.zipName ?? target.id ?? target.name ?? '?',
        wait: CALLS[step.name]!,
      });
    }
  }
  return calls;
}

/** Export form: `{zip_name, name, folder}`; API form: the numeric recipe id (a string or a number). */
function calleeReference(value: unknown): { zipName?: string; id?: string; name?: string } {
  if (typeof value === 'number' && Number.isFinite(value)) return { id: String(value) };
  if (typeof value === 'string' && value.trim() !== '') return /^\d+$/.test(value.trim()) ? { id: value.trim() } : { name: value };
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const ref = value as Record<string, unknown>;
    return {
      ...(typeof ref.zip_name === 'string' ? { zipName: ref.zip_name } : {}),
      ...(typeof ref.name === 'string' ? { name: ref.name } : {}),
    };
  }
  return {};
}

function normalisePath(path: string): string {
  return path.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '').toLowerCase();
}

/**
 * Origins in import order: every callee before its callers, otherwise in the given order. A cycle (recipes calling
 * each other) cannot be ordered: its recipes keep their given order among themselves.
 */
export function importOrder(origins: readonly string[], calls: readonly RecipeCall[]): string[] {
  const callees = new Map<string, string[]>();
  for (const call of calls) {
    if (call.callee === undefined || call.callee === call.caller) continue;
    const list = callees.get(call.caller) ?? [];
    list.push(call.callee);
    callees.set(call.caller, list);
  }
  const state = new Map<string, 'open' | 'done'>();
  const order: string[] = [];
  for (const start of origins) {
    if (state.has(start)) continue;
    // Depth-first post-order with an explicit stack: [origin, index of the next callee to visit].
    const stack: Array<[string, number]> = [[start, 0]];
    state.set(start, 'open');
    while (stack.length) {
      const top = stack[stack.length - 1]!;
      const next = (callees.get(top[0]) ?? [])[top[1]++];
      if (next === undefined) {
        stack.pop();
        state.set(top[0], 'done');
        order.push(top[0]);
      } else if (!state.has(next)) {
        state.set(next, 'open');
        stack.push([next, 0]);
      }
    }
  }
  return order;
}

/**
 * The links of each recipe's translation in a multi-flow import: its own id when another recipe calls it, and the
 * callee of each of its call steps that `linkable` says gets a flow in the import. `idOf` gives a recipe's id (the
 * same every run); `names` the recipes' names by origin.
 */
export function workspaceLinks(calls: readonly RecipeCall[], names: ReadonlyMap<string, string>, idOf: (origin: string) => string) {
  const called = new Set<string>();
  const byCaller = new Map<string, RecipeCall[]>();
  for (const call of calls) {
    if (call.callee === undefined) continue;
    called.add(call.callee);
    byCaller.set(call.caller, [...(byCaller.get(call.caller) ?? []), call]);
  }
  return (origin: string, linkable: (callee: string) => boolean): FlowLinks | undefined => {
    const links: Record<number, CalleeLink> = {};
    for (const call of byCaller.get(origin) ?? []) {
      if (call.step < 0 || !linkable(call.callee!)) continue;
      links[call.step] = { externalId: idOf(call.callee!), name: names.get(call.callee!) ?? call.reference };
    }
    const own = called.has(origin) ? { externalId: idOf(origin) } : {};
    const wired = Object.keys(links).length ? { calls: links } : {};
    return own.externalId !== undefined || wired.calls ? { ...own, ...wired } : undefined;
  };
}
