// The equivalence check on small hand-built recipe/flow pairs: a faithful pair, a flow reading a wrong reference,
// and a flow whose return does not end the run. Each flow passes the flow checker before it is verified.
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { verifyFlow } from '../src/verify/equivalence.js';
import { renderMessage } from '../src/engine/diagnostics.js';
import { decisiveDifference, differenceMessage } from '../src/verify/explain.js';
import { checkTemplate } from './support/flow-check.js';
import { action, callableTrigger, recipe } from './support/recipes.js';

type Any = Record<string, any>;

const params = [{ name: 'email', type: 'string' }];
const email = `#{_dp('${JSON.stringify({ pill_type: 'output', provider: 'workato_recipe_function', line: 'trg', path: ['parameters', 'email'] })}')}`;

function translated(block: Array<Record<string, unknown> & { keyword: string }>) {
  const result = translateRecipe(recipe('Pair', callableTrigger(block, params)), { lang: 'en' });
  expect(checkTemplate(result.template).errors).toEqual([]);
  return result;
}

const post = (as: string, text: string) => action('slack', 'post_message', as, { channel: 'C123', text });
const returnResult = () => action('workato_recipe_function', 'return_result', 'ret', { result: { greeting: email } });

/** The flow's steps in chain order from the trigger (no branches in these pairs). */
function chainOf(template: Any): Any[] {
  const out: Any[] = [];
  for (let cur = template.flows[0].trigger.nextAction; cur; cur = cur.nextAction) out.push(cur);
  return out;
}

describe('equivalence check on hand-built pairs', () => {
  it('finds a faithful pair equivalent on every generated event', () => {
    const { recipe: normalized, template } = translated([post('msg', `Hello ${email}`)]);
    const v = verifyFlow(normalized, template);
    expect(v.events).toBeGreaterThan(1);
    expect(v.differences).toEqual([]);
    expect(v.notProven).toEqual([]);
    expect(v.verdict).toBe('equivalent');
    expect(v.results.every((r) => r.verdict === 'equivalent')).toBe(true);
  });

  it('names the step, the field and both values when the flow reads a wrong reference', () => {
    const { recipe: normalized, template } = translated([post('msg', `Hello ${email}`)]);
    const slack = chainOf(template as Any).find((s) => s.name === 'step_1')!;
    expect(slack.settings.input.text).toBe("Hello {{trigger['data']['email']}}");
    slack.settings.input.text = "Hello {{trigger['data']['mail']}}";
    expect(checkTemplate(template).errors).toEqual([]);
    const v = verifyFlow(normalized, template);
    expect(v.verdict).toBe('different');
    const typical = v.results.find((r) => r.label === 'typical')!;
    expect(typical.difference).toMatchObject({ step: 1, field: 'text', flow: 'Hello ' });
    expect(String(typical.difference!.workato)).toMatch(/^Hello .+/);
    expect(renderMessage(differenceMessage(decisiveDifference(v)!), 'en')).toContain('Step 1, field text');
  });

  it('finds a difference when the return does not end the run and a later step still posts', () => {
    const { recipe: normalized, template } = translated([returnResult(), post('after', 'never sent')]);
    // Workato's Return result ends the job; the sub-flow response step does not stop the flow by itself
    // (npm @activepieces/piece-subflows@0.6.3 returnResponse). The translation stops the flow after it and writes
    // nothing later, so the unfaithful flow is built by hand: the stop replaced by the later Slack step.
    const slack = chainOf(translated([post('after', 'never sent')]).template as Any).find((s) => s.name === 'step_1')!;
    const response = chainOf(template as Any).find((s) => s.settings?.actionName === 'returnResponse')!;
    response.nextAction = { ...slack, name: 'step_2' };
    expect(checkTemplate(template).errors).toEqual([]);
    const v = verifyFlow(normalized, template);
    expect(v.verdict).toBe('different');
    expect(v.differences[0]).toMatchObject({ step: 2, field: '(call)', workato: null, flow: '@activepieces/piece-slack/send_channel_message' });
  });

  it('says "not proven", never "equivalent", where the flow model cannot follow a step', () => {
    const { recipe: normalized, template } = translated([post('msg', `Hello ${email}`)]);
    const slack = chainOf(template as Any).find((s) => s.name === 'step_1')!;
    slack.settings.input.text = "{{ trigger['data']['email'] + '!' }}";
    const v = verifyFlow(normalized, template);
    expect(v.verdict).toBe('not_proven');
    expect(v.equivalent).toBe(false);
    expect(v.notProven.some((n) => n.code === 'flow_unmodelled')).toBe(true);
  });
});

describe('the data behind a trigger event', () => {
  it("Slack's reaction event reaches the flow as the Events API envelope's event: the same channel is posted to", () => {
    const item = `#{_dp('${JSON.stringify({ pill_type: 'output', provider: 'slack_bot', line: 'ev', path: ['reaction_added', 'item', 'channel'] })}')}`;
    const trigger = {
      keyword: 'trigger', provider: 'slack_bot', name: 'new_event', as: 'ev', input: { event_name: 'reaction_added' },
      block: [action('slack_bot', 'post_message', 'msg', { channel: item, text: 'Thanks!' })],
    };
    const result = translateRecipe(recipe('Reaction', trigger), { lang: 'en' });
    expect(checkTemplate(result.template).errors).toEqual([]);
    expect(JSON.stringify(result.template)).toContain("{{trigger['item']['channel']}}");
    const v = verifyFlow(result.recipe, result.template);
    expect(v.differences).toEqual([]);
    expect(v.verdict).toBe('equivalent');
  });
});
