// Returns end the run: after Return result (a callable recipe) or Respond to API request (an API endpoint) the
// Workato job is over; the translated flow must not run the steps that follow.
import { describe, expect, it } from 'vitest';
import { action, callableTrigger, cond, dp, elseStep, ifStep, type Step } from './support/recipes.js';
import { callNames, runTranslated, runWorkato, translate } from './support/faithful.js';

const status = dp('workato_recipe_function', 'trg', ['parameters', 'status']);
const slack = (as: string, text: string): Step => action('slack', 'post_message_to_channel', as, { channel: 'C1', message: text });
const returnResult = (as: string, value: string): Step => action('workato_recipe_function', 'return_result', as, { result: { outcome: value } });

describe('Return result ends the run', () => {
  // if status = "active": return "early" / end if; Slack "after the if"; return "late"
  const fragment = () => callableTrigger([ifStep([cond('equals_to', status, 'active')], [returnResult('r1', 'early')]), slack('s2', 'after the if'), returnResult('r3', 'late')], [{ name: 'status', type: 'string' }]);

  it('a return inside a branch ends the run: the step after the branch does not run, as in Workato', () => {
    const t = translate(fragment());
    const workato = runWorkato(t, { parameters: { status: 'active' } });
    expect([workato.outcome, workato.calls.length, workato.response]).toEqual(['returned', 0, { outcome: 'early' }]);
    const flow = runTranslated(t, { status: 'active' });
    expect(flow.outcome).toBe('returned');
    expect(flow.calls).toEqual([]);
    expect(flow.response).toEqual({ outcome: 'early' });
  });

  it('when the branch is not taken the later steps run and the last return answers', () => {
    const t = translate(fragment());
    const flow = runTranslated(t, { status: 'closed' });
    expect([flow.outcome, callNames(flow), flow.response]).toEqual(['returned', ['@activepieces/piece-slack/send_channel_message'], { outcome: 'late' }]);
    expect(runWorkato(t, { parameters: { status: 'closed' } }).calls.map((c) => c.operation)).toEqual(['post_message_to_channel']);
  });

  it('steps after a return in the same block are reported as never running, not emitted', () => {
    const t = translate(callableTrigger([returnResult('r1', 'x'), slack('s2', 'never')]));
    const op = t.result.routing.operations.find((o) => o.step === 2)!;
    expect([op.status, op.codes]).toEqual(['approximated', ['return_unreachable']]);
    expect(op.reason).toMatch(/after a return/);
    expect(t.result.diagnostics.map((d) => d.code)).toContain('return_unreachable');
    expect(callNames(runTranslated(t, {}))).toEqual([]);
  });
});

describe('Respond to API request ends the run', () => {
  const request = (...path: string[]) => dp('workato_api_platform', 'trg', ['request', ...path]);
  const respond = (as: string, code: string, body: Record<string, unknown>): Step => action('workato_api_platform', 'return_response', as, { http_status_code: code, response: body });
  const endpoint = (block: Step[]): Step => ({ keyword: 'trigger', provider: 'workato_api_platform', name: 'receive_request', as: 'trg', input: {}, block });

  it('an error response inside a branch is the answer and the rest of the recipe does not run', () => {
    const t = translate(endpoint([
      ifStep([cond('blank', request('id'))], [respond('bad', '400', { error: 'id is required' })], 'and'),
      slack('s2', `looking up ${request('id')}`),
      respond('ok', '200', { id: request('id') }),
    ]));
    const flow = runTranslated(t, { body: {} });
    expect([flow.outcome, flow.calls, flow.response]).toEqual(['returned', [], { status: 400, headers: {}, body: { error: 'id is required' } }]);
    const fine = runTranslated(t, { body: { id: 'A7' } });
    expect([fine.outcome, fine.calls.map((c) => c.input.text), fine.response]).toEqual(['returned', ['looking up A7'], { status: 200, headers: {}, body: { id: 'A7' } }]);
  });
});

describe('else keeps its own return', () => {
  it('both branches return: nothing after the if runs on either path', () => {
    const t = translate(callableTrigger([ifStep([cond('equals_to', status, 'a')], [returnResult('r1', 'A'), elseStep([returnResult('r2', 'B')])]), slack('s3', 'never')], [{ name: 'status', type: 'string' }]));
    for (const [value, answer] of [['a', 'A'], ['b', 'B']] as const) {
      const flow = runTranslated(t, { status: value });
      expect([flow.outcome, flow.calls.length, flow.response]).toEqual(['returned', 0, { outcome: answer }]);
    }
  });
});

describe('an empty Return result', () => {
  it('answers nil in both runtimes, not an empty object in the flow', () => {
    const t = translate(callableTrigger([action('workato_recipe_function', 'return_result', 'r1', {})]));
    const workato = runWorkato(t, { parameters: {} });
    expect([workato.outcome, workato.response ?? null]).toEqual(['returned', null]);
    const flow = runTranslated(t, {});
    expect([flow.outcome, flow.response ?? null]).toEqual(['returned', null]);
  });
});
