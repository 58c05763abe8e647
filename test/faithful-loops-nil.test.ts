// Loops over values that are not lists, and nil in conditions: the translated flow takes the path the recipe took.
// - Repeat for each over nil runs no round and the job goes on (src/verify/workato/run.ts, runForeach); the loop
//   piece fails the run on anything but a list (activepieces/activepieces packages/engine/src/lib/handler/
//   loop-executor.ts), and a missing value resolves to '', so the flow guards the loop with a router.
// - Text conditions are false on nil (their negations true), greater/less than raise on nil and fail the job
//   (src/verify/workato/conditions.ts); the router reads a missing value as ''.
import { describe, expect, it } from 'vitest';
import type { Step } from './support/recipes.js';
import { action, cond, dp, elseStep, elsif, ifStep } from './support/recipes.js';
import { runTranslated, runWorkato, translate, type Translated } from './support/faithful.js';

type Any = Record<string, any>;

const webhook = (block: Step[]): Step => ({ keyword: 'trigger', provider: 'workato_webhooks', name: 'new_event', as: 'trg', input: {}, block });
const slack = (as: string, text: string): Step => action('slack', 'post_message_to_channel', as, { channel: 'C1', message: text });
const field = (name: string) => dp('workato_webhooks', 'trg', [name]);

interface Taken {
  sent: unknown[];
  failed: boolean;
}

/** What each runtime sent for the event (Workato's view `{ field: … }`, the flow's `{ body: { field: … } }`). */
function both(t: Translated, event: Record<string, unknown>): { workato: Taken; flow: Taken; flowError?: string } {
  const w = runWorkato(t, event);
  const f = runTranslated(t, { body: event });
  return {
    workato: { sent: w.calls.map((c) => c.input.message), failed: w.outcome === 'failed' },
    flow: { sent: f.calls.map((c) => c.input.text), failed: f.outcome !== 'completed' },
    flowError: f.error,
  };
}

const verdict = (t: Translated) => t.result.routing.verification!;

describe('Repeat for each over a value that is not a list', () => {
  const loop: Step = { keyword: 'foreach', as: 'each', source: field('items'), input: {}, block: [slack('in', dp('foreach', 'each', ['name']))] };
  const t = translate(webhook([loop, slack('after', 'done')]));

  it('nil (a missing field): no round, and the steps after the loop run', () => {
    const { workato, flow } = both(t, {});
    expect(workato).toEqual({ sent: ['done'], failed: false });
    expect(flow).toEqual(workato);
    expect(both(t, { items: null }).flow).toEqual({ sent: ['done'], failed: false });
  });

  it('an empty list: no round; a list: one round per item', () => {
    expect(both(t, { items: [] }).flow).toEqual({ sent: ['done'], failed: false });
    const { workato, flow } = both(t, { items: [{ name: 'a' }, { name: 'b' }] });
    expect(flow).toEqual({ sent: ['a', 'b', 'done'], failed: false });
    expect(flow).toEqual(workato);
  });

  it('the loop is guarded by a router that runs it only when the items exist', () => {
    const guard = (t.template.flows[0]!.trigger as Any).nextAction;
    expect(guard.type).toBe('ROUTER');
    expect(guard.settings.branches[0].conditions).toEqual([[expect.objectContaining({ operator: 'EXISTS', firstValue: "{{trigger['body']['items']}}" })]]);
    expect(guard.children[0].type).toBe('LOOP_ON_ITEMS');
    expect(guard.children[1]).toBeNull();
    expect(guard.nextAction.name).toBe('step_3');
  });

  it('is equivalent on the generated events (nil lists included)', () => {
    expect(verdict(t).differences).toEqual([]);
    expect(verdict(t).verdict).toBe('equivalent');
  });

  it.each([['a single object', { name: 'solo' }], ['a text', 'solo']])('%s: the flow fails loudly where Workato takes a list of one (reported by its interpreter)', (_label, items) => {
    const w = runWorkato(t, { items });
    expect(w.gaps.map((g) => g.reason)).toEqual([expect.stringContaining('not a list')]);
    const { flow, flowError } = both(t, { items });
    expect(flow.failed).toBe(true);
    expect(flowError).toMatch(/must be a list/);
  });
});

describe('nil in text conditions: false on nil, true for the negations, whatever the right side holds', () => {
  const OPERANDS = ['equals_to', 'not_equals_to', 'contains', 'not_contains', 'starts_with', 'not_starts_with', 'ends_with', 'not_ends_with'];
  const EVENTS: Array<Record<string, unknown>> = [{ v: null, w: null }, { v: null, w: 'x' }, { v: 'x', w: null }, { v: 'xa', w: 'x' }, { v: '', w: 'x' }];
  const branch = (operand: string) => translate(webhook([ifStep([cond(operand, field('v'), field('w'))], [slack('yes', 'yes'), elseStep([slack('no', 'no')])])]));

  it.each(OPERANDS)('%s takes the branch Workato takes with nil on either side', (operand) => {
    const t = branch(operand);
    for (const event of EVENTS) {
      const { workato, flow } = both(t, event);
      expect({ event, flow }).toEqual({ event, flow: workato });
    }
    expect(verdict(t).differences).toEqual([]);
  });

  it('the expected branches on nil, stated independently of both runtimes', () => {
    const taken = (operand: string) => both(branch(operand), { v: null, w: null }).flow.sent[0];
    expect(Object.fromEntries(OPERANDS.map((o) => [o, taken(o)]))).toEqual({
      equals_to: 'yes', not_equals_to: 'no', contains: 'no', not_contains: 'yes', starts_with: 'no', not_starts_with: 'yes', ends_with: 'no', not_ends_with: 'yes',
    });
  });

  it('a non-empty literal on the right keeps a single router cell', () => {
    const t = translate(webhook([ifStep([cond('contains', field('v'), 'urgent')], [slack('yes', 'yes')])]));
    const router = (t.template.flows[0]!.trigger as Any).nextAction;
    expect(router.settings.branches[0].conditions).toEqual([[expect.objectContaining({ operator: 'TEXT_CONTAINS', secondValue: 'urgent' })]]);
  });
});

describe('nil in greater than / less than: Workato fails the step, and so does the flow where Workato compares', () => {
  const order = (operand: string, rhs: string) => translate(webhook([ifStep([cond(operand, field('v'), rhs)], [slack('yes', 'yes'), elseStep([slack('no', 'no')])]), slack('after', 'done')]));

  it.each([['greater_than', '1000'], ['less_than', '1000'], ['greater_than', field('w')]])('%s %s with nil fails both runs; values still order', (operand, rhs) => {
    const t = order(operand, rhs);
    for (const event of [{ v: null, w: 5 }, { v: 7, w: null }, { v: null, w: null }].filter((e) => rhs !== '1000' || e.v === null)) {
      const { workato, flow, flowError } = both(t, event);
      expect(workato).toEqual({ sent: [], failed: true });
      expect(flow).toEqual(workato);
      expect(flowError).toContain('compares an empty value');
    }
    expect(both(t, { v: 2000, w: 5 }).flow.sent).toEqual([operand === 'greater_than' ? 'yes' : 'no', 'done']);
    expect(verdict(t).differences).toEqual([]);
  });

  it('"is present AND greater than" on nil stops at the first condition, as Workato does: no failure', () => {
    const t = translate(webhook([ifStep([cond('present', field('v')), cond('greater_than', field('v'), '10')], [slack('yes', 'yes'), elseStep([slack('no', 'no')])])]));
    const { workato, flow } = both(t, { v: null });
    expect(workato).toEqual({ sent: ['no'], failed: false });
    expect(flow).toEqual(workato);
    expect(both(t, { v: 20 }).flow.sent).toEqual(['yes']);
    expect(verdict(t).differences).toEqual([]);
  });

  it('"is blank OR less than" on nil is true at the first condition: no failure', () => {
    const t = translate(webhook([ifStep([cond('blank', field('v')), cond('less_than', field('v'), '10')], [slack('yes', 'yes'), elseStep([slack('no', 'no')])], 'or')]));
    expect(both(t, { v: null })).toMatchObject({ workato: { sent: ['yes'], failed: false }, flow: { sent: ['yes'], failed: false } });
  });

  it('an elsif comparison is reached only when the earlier branch failed', () => {
    const t = translate(webhook([ifStep([cond('present', field('w'))], [slack('w', 'w'), elsif([cond('greater_than', field('v'), '10')], [slack('v', 'v')])])]));
    // w present: the if branch is taken and Workato never compares the nil v
    expect(both(t, { w: 'x', v: null })).toMatchObject({ workato: { sent: ['w'], failed: false }, flow: { sent: ['w'], failed: false } });
    // w blank: the elsif compares the nil v and the step fails in both
    expect(both(t, { w: null, v: null })).toMatchObject({ workato: { failed: true }, flow: { failed: true } });
    expect(verdict(t).differences).toEqual([]);
  });
});
