// Connector tests: translate a hand-written recipe through the whole engine, validate the written flow, and
// look up its steps and routing operations by number.
import { expect } from 'vitest';
import { translateRecipe } from '../../src/engine/index.js';
import { allCatalogPieces } from '../../src/engine/mapping/catalog.js';
import { allSteps, catalogViolations, checkTemplate } from './flow-check.js';
import { callableTrigger, dp, recipe, type Step } from './recipes.js';

export type Any = Record<string, any>;

/** A callable recipe's parameter, as a datapill. */
export const param = (field: string) => dp('workato_recipe_function', 'trg', ['parameters', field]);
/** What `param(field)` becomes in the flow. */
export const ref = (field: string) => `{{trigger['data']['${field}']}}`;

/** A step's piece and action (or trigger) name. */
export const target = (s: Any) => [s.settings.pieceName, s.settings.actionName ?? s.settings.triggerName];

/**
 * A runner: `run(actions, trigger?)` puts the actions under `trigger`, or under a callable trigger with `params`,
 * translates in English and expects a template without errors.
 */
export function connectorRunner(params: Array<Record<string, unknown>>) {
  return function run(actions: Step[], trigger?: Step) {
    const root = trigger ? { ...trigger, block: actions } : callableTrigger(actions, params);
    const result = translateRecipe(recipe('Connector test', root), { lang: 'en' });
    expect(checkTemplate(result.template).errors).toEqual([]);
    expect(catalogViolations(result.template, { pieces: [...allCatalogPieces()] })).toEqual([]);
    const steps = allSteps(result.template.flows[0]!.trigger as Any);
    return {
      result,
      trigger: result.template.flows[0]!.trigger as Any,
      step: (n: number): Any => {
        const found = steps.find((s) => s.step.name === `step_${n}`);
        if (!found) throw new Error(`no step_${n}: ${steps.map((s) => s.step.name).join(', ')}`);
        return found.step;
      },
      op: (n: number) => result.routing.operations.find((o) => o.step === n)!,
    };
  };
}
