// Faithfulness tests: translate a hand-written recipe fragment, check the written flow, then run it through the
// Activepieces runtime model (and, where it states what the recipe did, the Workato interpreter) on one event.
import { expect } from 'vitest';
import { translateRecipe } from '../../src/engine/index.js';
import { normalizeRecipe } from '../../src/engine/recipe.js';
import { runFlow, triggerOutput, type RunDetail, type RunOptions } from '../../src/verify/activepieces/index.js';
import type { ExternalCall } from '../../src/verify/trace.js';
import { runRecipe, type WorkatoRun } from '../../src/verify/workato/index.js';
import { checkTemplate } from './flow-check.js';
import { recipe, type Step } from './recipes.js';

export interface Translated {
  template: ReturnType<typeof translateRecipe>['template'];
  result: ReturnType<typeof translateRecipe>;
  raw: Record<string, unknown>;
}

/** Translates a recipe whose trigger step is `trigger` (numbered in pre-order); the flow must pass the checker. */
export function translate(trigger: Step): Translated {
  const raw = recipe('Faithful test', trigger);
  const result = translateRecipe(raw, { lang: 'en' });
  expect(checkTemplate(result.template).errors).toEqual([]);
  return { template: result.template, result, raw };
}

/** Runs the written flow on event `data` (shaped by the trigger's output shape); calls answered by `outputs`. */
export function runTranslated(t: Translated, data: unknown, outputs: (call: ExternalCall) => unknown = () => ({}), extra: Partial<RunOptions> = {}): RunDetail {
  const trigger = triggerOutput(t.template, data);
  expect(trigger.known).toBe(true);
  return runFlow(t.template, { trigger: trigger.output, outputs, ...extra });
}

/** Runs the recipe itself through the Workato interpreter on the same event. */
export function runWorkato(t: Translated, event: unknown, outputs: (call: ExternalCall) => unknown = () => ({})): WorkatoRun {
  return runRecipe(normalizeRecipe(t.raw, 'fragment'), { event, outputs });
}

/** The app and operation of each external call, in order. */
export const callNames = (run: { calls: readonly ExternalCall[] }) => run.calls.map((c) => `${c.app}/${c.operation}`);
