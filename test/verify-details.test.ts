// What the runtime models could not follow is said in the user's language: every detail the models write has its
// row (src/verify/details.ts), and the data in it (a formula, an operand, a step) is kept as it was.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../src/engine/diagnostics.js';
import { translateRecipe } from '../src/engine/index.js';
import { notProvenMessage } from '../src/verify/explain.js';
import { detailMessage } from '../src/verify/details.js';
import { action, dp, recipe, type Step } from './support/recipes.js';

// each as its model writes it (the file and line that writes it in the comment)
const WRITTEN = [
  'step keyword not interpreted: goto', // workato/run.ts
  'foreach source is not a list: taken as a list of one', // workato/run.ts
  'repeat without a while condition: ran once', // workato/run.ts
  'repeat stopped after 1000 rounds', // workato/run.ts
  'variable update names no declared variable: total', // workato/actions.ts
  'list step names no declared list', // workato/actions.ts
  'condition operand not interpreted: matches_regex', // workato/conditions.ts
  "datapill not understood: _('data.x')", // workato/scope.ts
  'datapill path element not supported: {"path_element":"first"}', // workato/scope.ts
  'formula not interpreted (method "foo" is not supported): ={name}.foo', // workato/values.ts
  'step type LOOP_WHILE not modelled', // activepieces/executor.ts
  'npm packages not available to the model: lodash', // activepieces/executor.ts
  '@activepieces/piece-x do_it is not in the target catalog: props not processed', // activepieces/piece-step.ts
  'inline formula not modelled: {{ CONCAT(a, b) }}', // activepieces/references.ts
  "expression not modelled: {{step_1['a'] + 1}}", // activepieces/references.ts
  "connection not modelled: {{connections['x']}}", // activepieces/references.ts
  "project variable not modelled: {{project.var}}", // activepieces/references.ts
  'run cut after 500 steps', // activepieces/run-context.ts
];

describe('not-proven details in the user\'s language', () => {
  it.each(WRITTEN)('%s', (detail) => {
    const ref = detailMessage(detail, 200);
    expect(typeof ref).toBe('object');
    if (typeof ref === 'string') return;
    // English renders back to what the model wrote; Portuguese and Spanish differ from it and from each other
    expect(renderMessage(ref, 'en')).toBe(detail);
    const pt = renderMessage(ref, 'pt');
    const es = renderMessage(ref, 'es');
    expect(new Set([detail, pt, es]).size).toBe(3);
    for (const value of Object.values(ref.params)) {
      expect(pt).toContain(String(value));
      expect(es).toContain(String(value));
    }
  });

  it('every detail text the models write in their source has its row', () => {
    const files = ['workato/run.ts', 'workato/actions.ts', 'workato/conditions.ts', 'workato/values.ts', 'workato/scope.ts', 'activepieces/executor.ts', 'activepieces/piece-step.ts', 'activepieces/references.ts', 'activepieces/run-context.ts'];
    const written: string[] = [];
    // the text given to gaps.push / job.gap / unmodelled / report / { ok: false, reason } as a literal
    const call = /(?:gaps\.push\(|\.gap\([^,]+,\s*|unmodelled\([^,]+,\s*|report\(|reason:\s*)(['`])((?:\\.|(?!\1)[\s\S])*)\1/g;
    for (const file of files) {
      const source = readFileSync(`src/verify/${file}`, 'utf8');
      for (const m of source.matchAll(call)) {
        // a choice between two words (`${a ? 'connection' : 'project variable'}`) gives both texts
        const choice = /\$\{[^{}?]*\?\s*'([^']*)'\s*:\s*'([^']*)'\s*\}/.exec(m[2]!);
        const texts = choice ? [choice[1]!, choice[2]!].map((w) => m[2]!.replace(choice[0], w)) : [m[2]!];
        for (const text of texts) written.push(text.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, '1'));
      }
    }
    expect(written.length).toBeGreaterThanOrEqual(WRITTEN.length);
    const unknown = written.filter((t) => !/^no known output shape/.test(t) && typeof detailMessage(t, 200) === 'string');
    expect(unknown).toEqual([]);
  });

  it('a detail no row knows is kept as written, cut', () => {
    expect(detailMessage('something new', 5)).toBe('somet');
    expect(renderMessage(notProvenMessage({ code: 'model_error', detail: 'boom' }), 'pt')).toContain('boom');
  });

  it('reaches routing.json and the checklist in Portuguese', () => {
    const webhook = (block: Step[]): Step => ({ keyword: 'trigger', provider: 'workato_webhooks', name: 'new_event', as: 'trg', input: {}, block });
    const pill = dp('workato_webhooks', 'trg', ['name']).slice(2, -1);
    const result = translateRecipe(recipe('x', webhook([action('slack', 'post_message_to_channel', 's1', { channel: 'C1', message: `=${pill}.no_such_method_in_workato` })])), { lang: 'pt' });
    const text = result.routing.verification!.not_proven.find((n) => n.step === 1)!.text;
    expect(text).toContain('fórmula não interpretada');
    expect(text).not.toContain('formula not interpreted');
    expect(result.routing.blocked_reason).toContain(text);
  });
});
