// Activepieces runtime model: loops, stop and responses, continue-on-failure and retries, CODE steps and their
// bounds. Sources are cited in src/verify/activepieces/{executor,builtins,code-sandbox}.ts.
import { describe, expect, it } from 'vitest';
import { code, flow, loop, piece, put, run, sent, slack, type APStep } from './support/ap-runtime.js';

const withErrorHandling = (step: APStep, continueOnFailure: boolean, retryOnFailure = false, branches?: { onSuccess?: APStep; onFailure?: APStep }) => {
  (step.settings as Record<string, unknown>).errorHandlingOptions = { continueOnFailure: { value: continueOnFailure }, retryOnFailure: { value: retryOnFailure } };
  if (branches) (step as Record<string, unknown>).continueOnFailureBranches = branches;
  return step;
};
const failingSlack = (call: { step: string }) => {
  if (call.step === 'step_1') throw new Error('channel_not_found');
  return { ok: true };
};

describe('LOOP_ON_ITEMS (loop-executor.ts)', () => {
  const template = () => flow(loop('step_1', "{{trigger['body']['items']}}", slack('step_2', "{{step_1['index']}}:{{step_1['item']['sku']}}")), slack('step_3', 'done'));

  it('runs the body once per item with item and a 1-based index', () => {
    expect(sent(run(template(), { items: [{ sku: 'a' }, { sku: 'b' }] }))).toEqual(['1:a', '2:b', 'done']);
  });

  it('an empty list runs no iteration and the run goes on', () => {
    expect(sent(run(template(), { items: [] }))).toEqual(['done']);
  });

  it('items that are not a list (a missing path reads as "", an object, a JSON text) fail the loop and the run', () => {
    for (const items of [undefined, { sku: 'a' }, '[1,2]']) {
      const detail = run(template(), items === undefined ? {} : { items });
      expect(detail.outcome).toBe('failed');
      expect(detail.error).toMatch(/must be a list/);
      expect(sent(detail)).toEqual([]);
    }
  });

  it('steps inside an iteration are visible in that iteration only', () => {
    const body = code('step_2', 'return { v: inputs.i };', { i: "{{step_1['item']}}" });
    body.nextAction = slack('step_3', "{{step_2['v']}}");
    const detail = run(flow(loop('step_1', "{{trigger['body']['items']}}", body), slack('step_4', "after={{step_2['v']}}")), { items: [1, 2] });
    expect(sent(detail)).toEqual(['1', '2', 'after=']);
    expect(detail.steps.filter((s) => s.name === 'step_3').map((s) => s.path)).toEqual([[['step_1', 0]], [['step_1', 1]]]);
  });
});

describe('stop and responses', () => {
  const respond = (name: string, mode: string | undefined, body: unknown) =>
    piece(name, '@activepieces/piece-webhook', 'return_response', { ...(mode ? { respond: mode } : {}), responseType: 'json', fields: { status: 201, headers: {}, body } });

  it('flow-helper stopFlow ends the run: later steps do not run', () => {
    const detail = run(flow(piece('step_1', '@activepieces/piece-flow-helper', 'stopFlow', {}), slack('step_2', 'never')));
    expect(detail.outcome).toBe('stopped');
    expect(detail.calls).toEqual([]);
  });

  it('a webhook response with respond "stop" answers the caller and ends the run', () => {
    const detail = run(flow(respond('step_1', 'stop', { id: "{{trigger['body']['id']}}" }), slack('step_2', 'never')), { id: 4 });
    expect(detail.outcome).toBe('returned');
    expect(detail.response).toEqual({ status: 201, headers: {}, body: { id: 4 } });
    expect(detail.calls).toEqual([]);
  });

  it('"respond and continue" answers but later steps still run; no respond value neither answers nor stops', () => {
    const going = run(flow(respond('step_1', 'respond', { a: 1 }), slack('step_2', 'still runs')));
    expect([going.outcome, going.response, sent(going)]).toEqual(['completed', { status: 201, headers: {}, body: { a: 1 } }, ['still runs']]);
    const silent = run(flow(respond('step_1', undefined, { a: 1 }), slack('step_2', 'still runs')));
    expect([silent.outcome, silent.response, sent(silent)]).toEqual(['completed', undefined, ['still runs']]);
  });

  it('the first response reaches the caller; a later one is not sent', () => {
    const detail = run(flow(respond('step_1', 'respond', { n: 1 }), respond('step_2', 'stop', { n: 2 })));
    expect([detail.outcome, (detail.response as { body: unknown }).body]).toEqual(['returned', { n: 1 }]);
  });

  it('a stop inside a loop ends the whole run', () => {
    const body = slack('step_2', "{{step_1['item']}}");
    body.nextAction = piece('step_3', '@activepieces/piece-flow-helper', 'stopFlow', {});
    const detail = run(flow(loop('step_1', "{{trigger['body']['l']}}", body), slack('step_4', 'never')), { l: ['a', 'b'] });
    expect([detail.outcome, sent(detail)]).toEqual(['stopped', ['a']]);
  });

  it('sub-flow returnResponse gives the response but does not end the run', () => {
    const template = flow(piece('step_1', '@activepieces/piece-subflows', 'returnResponse', { mode: 'simple', response: { response: { ok: 'yes' } } }), slack('step_2', 'after'));
    const detail = run(template);
    expect([detail.outcome, sent(detail)]).toEqual(['completed', ['after']]);
    // sent to a caller only when this flow was called (callable trigger); under a webhook trigger nothing is sent
    expect(detail.response).toBeUndefined();
  });
});

describe('continue-on-failure and retries (error-handling.ts)', () => {
  it('without error handling a failed call fails the run and nothing after it runs', () => {
    const detail = run(flow(slack('step_1', 'x'), slack('step_2', 'y')), {}, failingSlack);
    expect([detail.outcome, detail.error, detail.calls.length]).toEqual(['failed', 'step_1: channel_not_found', 1]);
  });

  it('with continue-on-failure the run goes on, and the failed step reads as nothing to later steps', () => {
    const detail = run(flow(withErrorHandling(slack('step_1', 'x'), true), slack('step_2', "ts={{step_1['ts']}}")), {}, failingSlack);
    expect([detail.outcome, sent(detail)]).toEqual(['completed', ['x', 'ts=']]);
    expect(detail.steps[0]).toMatchObject({ status: 'failed', error: 'channel_not_found' });
  });

  it('the onFailure branch runs after a failure, the onSuccess branch after a success, then nextAction', () => {
    const make = () => flow(withErrorHandling(slack('step_1', 'x'), true, false, { onSuccess: slack('ok_1', 'ok'), onFailure: slack('fail_1', 'failed') }), slack('step_2', 'next'));
    expect(sent(run(make(), {}, failingSlack))).toEqual(['x', 'failed', 'next']);
    expect(sent(run(make()))).toEqual(['x', 'ok', 'next']);
  });

  it('retry on failure makes up to 4 attempts, each one a call', () => {
    let attempts = 0;
    const flaky = () => {
      attempts++;
      if (attempts < 3) throw new Error('rate limited');
      return { ok: true };
    };
    const detail = run(flow(withErrorHandling(slack('step_1', 'x'), false, true)), {}, flaky);
    expect([detail.outcome, detail.calls.length]).toEqual(['completed', 3]);
    const never = run(flow(withErrorHandling(slack('step_1', 'x'), false, true)), {}, failingSlack);
    expect([never.outcome, never.calls.length]).toEqual(['failed', 4]);
  });

  it('a validation error of a prop fails the step before any call (a NUMBER prop given text)', () => {
    const step = piece('step_1', '@activepieces/piece-webhook', 'return_response', { respond: 'stop', responseType: 'json', fields: { status: 200, body: {} } });
    const delay = piece('step_2', '@activepieces/piece-delay', 'delayFor', { unit: 'seconds', delayFor: "{{trigger['body']['n']}}" });
    const detail = run(flow(delay, step), { n: 'soon' });
    expect(detail.outcome).toBe('failed');
    expect(detail.error).toMatch(/delayFor/);
    expect(detail.calls).toEqual([]);
  });
});

describe('CODE steps (code-executor.ts)', () => {
  it('really runs the code with its resolved inputs and returns its value as the step output', () => {
    const detail = run(flow(code('step_1', 'return { up: String(inputs.s).toUpperCase(), n: inputs.n * 2 };', { s: "{{trigger['body']['s']}}", n: "{{trigger['body']['n']}}" })), { s: 'ab', n: 21 });
    expect(detail.steps[0]!.output).toEqual({ up: 'AB', n: 42 });
  });

  it('a throw fails the step with its message', () => {
    const detail = run(flow(code('step_1', "throw new Error('bad input');")));
    expect([detail.outcome, detail.error]).toEqual(['failed', 'step_1: bad input']);
  });

  it('an endless loop is cut by the time bound and fails as the engine reports a timeout', () => {
    const detail = run(flow(code('step_1', 'while (true) {}'), slack('step_2', 'never')), {}, () => ({}), { codeTimeoutMs: 200 });
    expect([detail.outcome, detail.error, detail.calls]).toEqual(['failed', 'step_1: Code execution timed out', []]);
    // a bound hit depends on the machine, so the run is not proven (never a difference that comes and goes with load)
    expect(detail.unmodelled).toEqual([{ step: 'step_1', what: 'code step did not finish within its time or memory bound' }]);
  });

  it('a runaway allocation is cut by the memory bound, and the next CODE step still runs', () => {
    const hog = run(flow(code('step_1', 'const a = []; while (true) a.push(new Array(1e6).fill(1));')), {}, () => ({}), { codeTimeoutMs: 1500, codeMemoryMb: 32 });
    expect(hog.outcome).toBe('failed');
    expect(hog.error).toBe('step_1: Code execution exceeded its memory or time bound');
    const next = run(flow(code('step_1', 'return 1;')));
    expect(next.steps[0]!.output).toBe(1);
  });

  it('has no require, no network and a fixed clock', () => {
    const detail = run(flow(code('step_1', 'return { t: new Date().toISOString(), now: Date.now(), hasRequire: typeof require, hasFetch: typeof fetch };')));
    expect(detail.steps[0]!.output).toEqual({ t: '2026-01-01T00:00:00.000Z', now: Date.parse('2026-01-01T00:00:00.000Z'), hasRequire: 'undefined', hasFetch: 'undefined' });
  });

  it('a code step that awaits something that never settles fails instead of hanging', () => {
    const detail = run(flow(code('step_1', 'await new Promise(() => {}); return 1;')));
    expect(detail.outcome).toBe('failed');
  });
});

describe('flow walk (flow-executor.ts)', () => {
  it('a step marked skip is passed over and the chain goes on', () => {
    const skipped = slack('step_1', 'skipped');
    skipped.skip = true;
    expect(sent(run(flow(skipped, slack('step_2', 'runs'))))).toEqual(['runs']);
  });

  it('a delay is not a call: its NUMBER prop is converted from text and the run goes on at once', () => {
    const delay = piece('step_1', '@activepieces/piece-delay', 'delayFor', { unit: 'minutes', delayFor: "{{trigger['body']['n']}}" });
    const detail = run(flow(delay, slack('step_2', "{{step_1['delayForInMs']}}")), { n: '2' });
    expect(detail.steps[0]).toMatchObject({ input: { unit: 'minutes', delayFor: 2 }, output: { delayForInMs: 120000, success: true } });
    expect([detail.calls.length, sent(detail)]).toEqual([1, ['120000']]);
  });
});

describe('run bound', () => {
  it('a loop over a huge list is cut by the step bound and reported', () => {
    const detail = run(flow(loop('step_1', "{{trigger['body']['l']}}", put('step_2', 'k', 'v'))), { l: Array.from({ length: 50 }, (_, i) => i) }, () => ({}), { maxSteps: 20 });
    expect(detail.outcome).toBe('failed');
    expect(detail.unmodelled.map((u) => u.what)).toEqual(['run cut after 20 steps']);
  });
});
