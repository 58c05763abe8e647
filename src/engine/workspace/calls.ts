// The call graph of a workspace: which recipe calls which recipe function (workato_recipe_function/call_recipe*),
// and an order in which every callee comes before its callers. Pure: it reads normalised recipes only.
// The wiring stays in the report, not in the callFlow step: Sub Flows' callFlow names its callee by the flow's
// externalId (research/activepieces.md, piece-subflows), which the server mints when the flow is created: the
// dashboard import creates every template's flow with POST /v1/flows and only then IMPORT_FLOW
// (react-ui/src/features/flows/components/import-flow-dialog.tsx), POST /v1/flows takes no externalId
// (activepieces issue #14736), and the id remapping of PR #10820 maps ids the flows already had, which a template
// made here has none of. So the user picks the called flow in each Call flow step after importing; the report lists
// every such step with its callee, and the callees come first in the import order.
import { workatoSteps } from '../tree.js';
import type { NormalizedRecipe } from '../types.js';

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
