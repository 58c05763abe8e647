// Workato's `skip` where it decides a formula's value (`x.presence || skip`, `c ? x : skip`): Workato leaves the field
// out of the request (docs.workato.com/formulas/other-formulas.html "skip"; docs.workato.com/formulas/conditions.html
// "Skip field if empty"). The recipe interpreter leaves it out; the flow computes nil there, which the piece gets as
// an empty value: carried, reported as an approximation, and the run-time check compares both on blank events.
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { runFlow, triggerOutput } from '../src/verify/activepieces/index.js';
import { verifyFlow } from '../src/verify/equivalence.js';
import { checkTemplate } from './support/flow-check.js';
import { action, callableTrigger, dpBare, recipe } from './support/recipes.js';
import { inputs, post, runFragment } from './support/workato-run.js';

type Any = Record<string, any>;

const pill = (field: string) => dpBare('x', 'trg', [field]);

describe('skip decided by the formula, in the recipe interpreter', () => {
  it('leaves the field out where the formula reaches skip, and sends the value elsewhere', () => {
    const block = [post('a', {
      presence: `=${pill('name')}.presence || skip`,
      ternary: `=${pill('name')}.present? ? ${pill('name')}.upcase : skip`,
      chosen: `=case ${pill('kind')} when "a" then "first" when "b" then skip else "other" end`,
      kept: 'always',
    })];
    expect(inputs(runFragment(block, { name: 'ana', kind: 'a' }))).toEqual([{ presence: 'ana', ternary: 'ANA', chosen: 'first', kept: 'always' }]);
    expect(inputs(runFragment(block, { name: '  ', kind: 'b' }))).toEqual([{ kept: 'always' }]);
  });

  it('still refuses skip where it is not the value of the formula', () => {
    const run = runFragment([post('a', { list: `=[${pill('name')}, skip]` })], { name: 'ana' });
    expect(inputs(run)).toEqual([{ list: null }]);
    expect(run.gaps.map((g) => g.reason).join(' ')).toContain('"skip" is only supported where it gives the formula\'s value');
  });
});

describe('skip decided by the formula, in the flow', () => {
  const params = [{ name: 'email', type: 'string' }];
  const email = dpBare('workato_recipe_function', 'trg', ['parameters', 'email']);
  const translate = () => {
    const slack = action('slack', 'post_message', 'msg', { channel: 'C123', text: `=${email}.presence || skip` });
    const result = translateRecipe(recipe('Skip', callableTrigger([slack], params)), { lang: 'en' });
    expect(checkTemplate(result.template).errors).toEqual([]);
    return result;
  };

  it('computes nil where Workato skips, reports the field approximated in every language, and the check finds both runs alike', () => {
    const result = translate();
    const op = result.routing.operations.find((o) => o.step === 1)!;
    expect(op.status).toBe('approximated');
    expect(op.codes).toContain('field_approximated');
    expect(op.reason).toContain('Workato leaves the field out of the request');
    for (const lang of ['pt', 'es'] as const) {
      const other = translateRecipe(recipe('Skip', callableTrigger([action('slack', 'post_message', 'msg', { channel: 'C123', text: `=${email}.presence || skip` })], params)), { lang });
      expect(other.routing.operations.find((o) => o.step === 1)!.reason).toContain('`skip`');
    }

    const go = (value: string) => {
      const run = runFlow(result.template, { trigger: triggerOutput(result.template, { email: value }).output, outputs: () => ({}) });
      return (run.calls[0]?.input as Any | undefined)?.text;
    };
    expect(go('ana@acme.com')).toBe('ana@acme.com');
    expect(go('   ')).toBe('');

    const v = verifyFlow(result.recipe, result.template, { generated: true });
    expect(v.results.map((r) => r.label)).toContain('blank');
    expect(v.notProven).toEqual([]);
    expect(v.verdict).toBe('equivalent');
    expect(result.routing.verification?.verdict).toBe('equivalent');
  });
});
