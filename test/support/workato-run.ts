// Runs a hand-written recipe fragment through the Workato interpreter: a generic trigger (line `trg`) holding the
// given steps, with each external call answered by `outputs` (an empty object by default).
import { normalizeRecipe } from '../../src/engine/recipe.js';
import type { ActionOutputProvider } from '../../src/verify/trace.js';
import { runRecipe, type RunOptions, type WorkatoRun } from '../../src/verify/workato/index.js';
import { action, dp, recipe, type Step } from './recipes.js';

export const TRIGGER_LINE = 'trg';

export function runFragment(block: Step[], event: unknown, outputs: ActionOutputProvider = () => ({}), options: Partial<RunOptions> = {}, trigger: Partial<Step> = {}): WorkatoRun {
  const raw = recipe('fragment', { keyword: 'trigger', provider: 'x', name: 'ev', as: TRIGGER_LINE, block, ...trigger });
  return runRecipe(normalizeRecipe(raw, 'fragment'), { event, outputs, ...options });
}

/** An external action posting `input` (step alias `as`). */
export const post = (as: string, input: Record<string, unknown>): Step => action('slack', 'post_message', as, input);

/** `#{pill}` reading `path` from the trigger event. */
export const ev = (...path: Array<string | number | Record<string, string>>): string => dp('x', TRIGGER_LINE, path);

/** The inputs of the calls a run made, in order. */
export const inputs = (run: WorkatoRun): Array<Record<string, unknown>> => run.calls.map((c) => c.input);
