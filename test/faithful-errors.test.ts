// Error handling keeps Workato's monitor semantics: an error anywhere in the monitored block (inside a branch or a
// loop too) skips the rest of the block; an empty handler still catches; Stop with error is caught; a nested
// monitor block keeps its own success path; "retry only if" is never widened to every error.
import { describe, expect, it } from 'vitest';
import type { ExternalCall } from '../src/verify/trace.js';
import { action, cond, dp, ifStep, type Step } from './support/recipes.js';
import { runTranslated, runWorkato, translate } from './support/faithful.js';

const field = (...path: string[]) => dp('workato_webhooks', 'trg', path);
const slack = (as: string, text: string): Step => action('slack', 'post_message_to_channel', as, { channel: 'C1', message: text });
const webhook = (block: Step[]): Step => ({ keyword: 'trigger', provider: 'workato_webhooks', name: 'new_event', as: 'trg', input: {}, block });
const monitor = (block: Step[], handler: Step[], input: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Step =>
  ({ keyword: 'try', input: {}, block: [...block, { keyword: 'catch', as: 'err', input, block: handler, ...extra }] });

/** Every Slack call fails whose text is in `failing`; the others answer. */
const failOn = (...failing: string[]) => (call: ExternalCall) => {
  const text = String(call.input.text ?? call.input.message);
  if (failing.includes(text)) throw new Error(`channel refused ${text}`);
  return { ok: true, ts: '1' };
};

/** The texts each runtime sent, in order, on the same event and the same failures. */
function sentBoth(block: Step[], event: Record<string, unknown>, failing: string[]) {
  const t = translate(webhook(block));
  const flow = runTranslated(t, { body: event }, failOn(...failing));
  const workato = runWorkato(t, event, failOn(...failing));
  return { t, flow, workato, flowSent: flow.calls.map((c) => c.input.text), workatoSent: workato.calls.map((c) => c.input.message) };
}

describe('an error inside a branch or loop of a monitored block skips the rest of the block', () => {
  it('branch: the step after the branch does not run; the handler and what follows the block do', () => {
    const block = [monitor([ifStep([cond('equals_to', field('kind'), 'vip')], [slack('a', 'A')]), slack('b', 'B')], [slack('h', 'handled')]), slack('c', 'C')];
    const { flow, flowSent, workatoSent } = sentBoth(block, { kind: 'vip' }, ['A']);
    expect(workatoSent).toEqual(['A', 'handled', 'C']);
    expect(flowSent).toEqual(workatoSent);
    expect(flow.outcome).toBe('completed');
  });

  it('loop: after a failed iteration no further iteration runs, nor the rest of the block', () => {
    const items = `#{_dp('{"pill_type":"output","provider":"workato_webhooks","line":"trg","path":["items"]}')}`;
    const loopStep: Step = { keyword: 'foreach', as: 'item', source: items, input: {}, block: [slack('i', `#{_dp('{"pill_type":"output","provider":"foreach","line":"item","path":["name"]}')}`)] };
    const block = [monitor([loopStep, slack('b', 'B')], [slack('h', 'handled')]), slack('c', 'C')];
    const { flowSent, workatoSent } = sentBoth(block, { items: [{ name: 'one' }, { name: 'two' }, { name: 'three' }] }, ['two']);
    expect(workatoSent).toEqual(['one', 'two', 'handled', 'C']);
    expect(flowSent).toEqual(workatoSent);
  });

  it('the block is no longer reported as an approximation', () => {
    const { t } = sentBoth([monitor([ifStep([cond('equals_to', field('kind'), 'vip')], [slack('a', 'A')]), slack('b', 'B')], [slack('h', 'handled')])], {}, []);
    expect(t.result.diagnostics.map((d) => d.code)).not.toContain('catch_nested');
    expect(t.result.routing.routing).toBe('ipaas_ready');
  });
});

describe('handlers', () => {
  it('an empty handler still catches: the error is swallowed, the rest of the block skipped, the flow goes on', () => {
    const { flow, flowSent, workatoSent } = sentBoth([monitor([slack('a', 'A'), slack('b', 'B')], []), slack('c', 'C')], {}, ['A']);
    expect(workatoSent).toEqual(['A', 'C']);
    expect(flowSent).toEqual(workatoSent);
    expect(flow.outcome).toBe('completed');
  });

  it('Stop with error inside a monitored block runs the handler, as Workato raises it there', () => {
    const stop: Step = { keyword: 'stop', input: { stop_with_error: 'true', stop_reason: 'bad input' } };
    const { flow, flowSent, workatoSent } = sentBoth([monitor([slack('a', 'A'), stop, slack('b', 'B')], [slack('h', 'handled')]), slack('c', 'C')], {}, []);
    expect(workatoSent).toEqual(['A', 'handled', 'C']);
    expect(flowSent).toEqual(workatoSent);
    expect(flow.outcome).toBe('completed');
  });

  it('a nested monitor block keeps its success path: with no error every step runs once', () => {
    const inner = monitor([slack('a', 'A'), slack('b', 'B')], [slack('hi', 'inner handled')]);
    const block = [monitor([inner, slack('d', 'D')], [slack('ho', 'outer handled')]), slack('c', 'C')];
    const ok = sentBoth(block, {}, []);
    expect(ok.workatoSent).toEqual(['A', 'B', 'D', 'C']);
    expect(ok.flowSent).toEqual(ok.workatoSent);
    const failing = sentBoth(block, {}, ['A']);
    expect(failing.workatoSent).toEqual(['A', 'inner handled', 'D', 'C']);
    expect(failing.flowSent).toEqual(failing.workatoSent);
  });
});

describe('retry only if', () => {
  const retryIf = { type: 'compound', operand: 'and', conditions: [cond('contains', "#{_dp('{\"pill_type\":\"output\",\"provider\":\"catch\",\"line\":\"err\",\"path\":[\"message\"]}')}", 'timeout')] };

  it('a conditional retry is not widened to every error: the refused call is made once, as Workato made it', () => {
    const { t, flow, flowSent, workatoSent } = sentBoth([monitor([slack('a', 'A')], [slack('h', 'handled')], { max_retry_count: '3', retry_interval: '5' }, { filter: retryIf })], {}, ['A']);
    expect(workatoSent).toEqual(['A', 'handled']);
    expect(flowSent).toEqual(workatoSent);
    expect(flow.outcome).toBe('completed');
    expect(t.result.diagnostics.map((d) => d.code)).toContain('catch_retry_condition');
  });

  it('without a condition the retry stays (and is reported as Activepieces\' own policy)', () => {
    const { t } = sentBoth([monitor([slack('a', 'A')], [slack('h', 'handled')], { max_retry_count: '2', retry_interval: '5' })], {}, []);
    expect(t.result.diagnostics.map((d) => d.code)).toContain('catch_retry');
  });
});
