// Activepieces runtime model: the schema-20 import rewrite, reference resolution, text props and Storage types.
// Each expectation is the engine's behaviour as read in the source cited in the model's modules.
import { describe, expect, it } from 'vitest';
import { rewriteExpression, rewriteForImport } from '../src/verify/activepieces/import-rewrite.js';
import { code, flow, get, piece, put, run, sent, slack, uncheckedFlow } from './support/ap-runtime.js';

describe('import rewrite (migrate-v20-step-output-nesting, expression-rewriter)', () => {
  const names = new Set(['trigger', 'step_1', 'loop_2', 'formula_3']);

  it('reads every step and trigger reference under output, and nothing else', () => {
    expect(rewriteExpression("trigger['body']['x']", names)).toBe("trigger['output']['body']['x']");
    expect(rewriteExpression("loop_2['item']['sku']", names)).toBe("loop_2['output']['item']['sku']");
    expect(rewriteExpression('step_1.a + formula_3.f1', names)).toBe("step_1['output'].a + formula_3['output'].f1");
    // not a step: left alone; a step name after a dot or inside a string literal is a property/text
    expect(rewriteExpression("variables['TOKEN']", names)).toBe("variables['TOKEN']");
    expect(rewriteExpression("x.step_1['step_1']", names)).toBe("x.step_1['step_1']");
    // step_N is rewritten even when no such step exists
    expect(rewriteExpression('step_9.a', names)).toBe("step_9['output'].a");
  });

  it('rewrites the settings of every step, in branches and loops too, and leaves the template untouched', () => {
    const template = flow(put('step_1', 'k', "{{trigger['body']['a']}}"), slack('step_2', "v={{step_1}}"));
    const before = JSON.stringify(template);
    const rewritten = rewriteForImport(template.flows[0]!.trigger as Record<string, any>);
    expect(rewritten.nextAction.settings.input.value).toBe("{{trigger['output']['body']['a']}}");
    expect(rewritten.nextAction.nextAction.settings.input.text).toBe("v={{step_1['output']}}");
    expect(JSON.stringify(template)).toBe(before);
  });

  it('after the rewrite a failed step\'s error is out of reach: step[\'error\'] becomes step[\'output\'][\'error\']', () => {
    const failing = code('step_1', "throw new Error('boom');");
    failing.settings = { ...failing.settings, errorHandlingOptions: { continueOnFailure: { value: true }, retryOnFailure: { value: false } } };
    const template = flow(failing, slack('step_2', "{{step_1['error']['message']}}"));
    expect(sent(run(template))).toEqual(['']);
    // a flow that is not rewritten (flat state) reads the message: the difference is the rewrite alone
    expect(sent(run(template, {}, () => ({}), { importRewrite: false }))).toEqual(['boom']);
  });
});

describe('reference resolution (props-resolver resolveInputAsync / evalInScope)', () => {
  const echo = (input: Record<string, unknown>) => flow(code('step_1', 'return inputs;', input));
  const output = (input: Record<string, unknown>, body: unknown) => run(echo(input), body).steps[0]!.output as Record<string, unknown>;

  it('a prop that is exactly one reference keeps the value type', () => {
    const out = output({ n: "{{trigger['body']['n']}}", b: "{{trigger['body']['b']}}", l: "{{trigger['body']['l']}}", o: "{{trigger['body']['o']}}" }, { n: 7, b: false, l: [1, 2], o: { a: 1 } });
    expect(out).toEqual({ n: 7, b: false, l: [1, 2], o: { a: 1 } });
  });

  it('text around a reference (even a space) makes a string, with non-strings JSON-encoded', () => {
    const out = output({ n: " {{trigger['body']['n']}}", l: "l={{trigger['body']['l']}}", o: "{{trigger['body']['o']}}!", two: "{{trigger['body']['n']}}{{trigger['body']['n']}}" }, { n: 7, l: [1, 'a'], o: { a: null } });
    expect(out).toEqual({ n: ' 7', l: 'l=[1,"a"]', o: '{"a":null}!', two: '77' });
  });

  it('a bracket key is read as a JavaScript string literal: \\uXXXX, \\xXX and \\\' escapes stand for their characters', () => {
    // the engine's key writer (src/engine/escape.ts referenceKey) escapes braces as \u007b/\u007d, quotes with \\
    const body = { 'a}}b': 1, "it's": 2, 'x{y': 3 };
    const out = output({ braces: "{{trigger['body']['a\\u007d\\u007db']}}", quote: "{{trigger['body']['it\\'s']}}", hex: "{{trigger['body']['x\\x7by']}}" }, body);
    expect(out).toEqual({ braces: 1, quote: 2, hex: 3 });
  });

  it('a missing path, a path through a missing value, and null all resolve to the empty string', () => {
    const out = output({ missing: "{{trigger['body']['nope']}}", deep: "{{trigger['body']['nope']['deeper']}}", nil: "{{trigger['body']['nil']}}", mixed: "[{{trigger['body']['nil']}}]" }, { nil: null });
    expect(out).toEqual({ missing: '', deep: '', nil: '', mixed: '[]' });
  });

  it('nested strings in objects and arrays are resolved; keys are not', () => {
    const out = output({ obj: { "{{trigger['body']['k']}}": ["{{trigger['body']['k']}}"] } }, { k: 'v' });
    expect(out).toEqual({ obj: { "{{trigger['body']['k']}}": ['v'] } });
  });

  it('prototype keys such as constructor are not looked up', () => {
    const out = output({ c: "{{trigger['body']['constructor']}}", len: "{{trigger['body']['s']['length']}}" }, { s: 'abc' });
    expect(out).toEqual({ c: '', len: 3 });
  });

  it('reports expressions that are not property paths instead of evaluating them', () => {
    const detail = run(uncheckedFlow(code('step_1', 'return inputs;', { x: "{{trigger['body']['a'] + 1}}" })), { a: 1 });
    expect((detail.steps[0]!.output as Record<string, unknown>).x).toBe('');
    expect(detail.unmodelled.map((u) => u.what).join()).toMatch(/expression not modelled/);
  });

  it('reports project variables and connections, which live on the instance, instead of reading them as empty silently', () => {
    const detail = run(flow(code('step_1', 'return inputs;', { v: "{{variables['API_TOKEN']}}" })));
    expect(detail.unmodelled).toEqual([{ step: 'step_1', what: "project variable not modelled: {{variables['API_TOKEN']}}" }]);
  });

  it('reads a project variable the admin created (Pipefy resolves variables[NAME]); one not created stays unmodelled', () => {
    const template = flow(slack('step_1', "to {{variables['channel']}} of {{variables['missing']}}"), code('step_2', 'return inputs;', { v: "{{variables['count']}}" }));
    const detail = run(template, {}, () => ({ ok: true }), { projectVariables: { channel: '#ops', count: 3 } });
    expect(sent(detail)).toEqual(['to #ops of ']);
    // a prop that is exactly one reference keeps the variable's type
    expect((detail.steps[1]!.output as Record<string, unknown>).v).toBe(3);
    expect(detail.unmodelled).toEqual([{ step: 'step_1', what: "project variable not modelled: {{variables['missing']}}" }]);
  });
});

describe('text props and Storage types (processors/text.ts, piece-store put/get)', () => {
  it('Storage put stores the string form of numbers, booleans, lists and objects (value is SHORT_TEXT)', () => {
    const template = flow(
      put('step_1', 'n', "{{trigger['body']['n']}}"),
      put('step_2', 'b', "{{trigger['body']['b']}}"),
      put('step_3', 'l', "{{trigger['body']['l']}}"),
      put('step_4', 'o', "{{trigger['body']['o']}}"),
      put('step_5', 'e', "{{trigger['body']['e']}}"),
    );
    const detail = run(template, { n: 5, b: false, l: [], o: { a: 1 }, e: [1] });
    const flowScope = detail.storage.FLOW;
    expect(flowScope).toEqual({ 'run_model-run/n': '5', 'run_model-run/b': 'false', 'run_model-run/l': '[]', 'run_model-run/o': '{"a":1}', 'run_model-run/e': '[1]' });
  });

  it('a value read back from Storage is the string, so a later router sees "false", which is truthy', () => {
    const template = flow(put('step_1', 'flag', "{{trigger['body']['flag']}}"), get('step_2', 'flag'), slack('step_3', "{{step_2}}"));
    const detail = run(template, { flag: false });
    expect(detail.calls[0]!.input.text).toBe('false');
    expect(typeof detail.steps[1]!.output).toBe('string');
  });

  it('a text prop of a piece receives the string form of a number or object (Slack text)', () => {
    const detail = run(flow(slack('step_1', "{{trigger['body']['o']}}")), { o: { id: 3 } });
    expect(detail.calls[0]!.input.text).toBe('{"id":3}');
  });

  it('a required text prop that resolves to nothing is still a string: the empty string', () => {
    const detail = run(flow(put('step_1', 'k', "{{trigger['body']['missing']}}")), {});
    expect(detail.outcome).toBe('completed');
    expect(detail.storage.FLOW['run_model-run/k']).toBe('');
  });

  it('fields of a DYNAMIC prop are processed by the sub-prop types kept in propertySettings (Pipefy phaseFields)', () => {
    const update = piece('step_1', '@activepieces/piece-pipefy', 'updateCard', { organizationId: '1', pipeId: '2', phaseId: '3', cardId: "{{trigger['body']['card']}}", phaseFields: { amount: "{{trigger['body']['amount']}}", tags: "{{trigger['body']['tags']}}" } });
    (update.settings as Record<string, any>).propertySettings.phaseFields = { type: 'MANUAL', schema: { amount: { type: 'SHORT_TEXT', required: false }, tags: { type: 'SHORT_TEXT', required: false } } };
    const detail = run(flow(update), { card: '77', amount: 12.5, tags: ['a', 'b'] });
    expect(detail.calls[0]!.input).toMatchObject({ cardId: 77, phaseFields: { amount: '12.5', tags: '["a","b"]' } });
  });

  it('a webhook JSON response body goes through a JSON round trip: undefined fields disappear', () => {
    const respond = piece('step_1', '@activepieces/piece-webhook', 'return_response', { respond: 'stop', responseType: 'json', fields: { status: 200, headers: {}, body: { a: "{{trigger['body']['a']}}", n: "{{trigger['body']['n']}}" } } });
    expect(run(flow(respond), { a: 'x', n: 3 }).response).toEqual({ status: 200, headers: {}, body: { a: 'x', n: 3 } });
  });

  it('Storage scopes: RUN keys are per run, FLOW and project keys persist into the next run', () => {
    const template = flow(put('step_1', 'k', 'run'), put('step_2', 'k', 'flow', 'FLOW'), put('step_3', 'k', 'project', 'COLLECTION'));
    const first = run(template, {}, () => ({}), { runId: 'r1' });
    expect(first.storage).toEqual({ COLLECTION: { k: 'project' }, FLOW: { 'run_r1/k': 'run', k: 'flow' } });
    const reader = flow(get('step_1', 'k'), get('step_2', 'k', 'FLOW'), get('step_3', 'k', 'COLLECTION'));
    const second = run(reader, {}, () => ({}), { runId: 'r2', storage: first.storage });
    expect(second.steps.map((s) => s.output)).toEqual([undefined, 'flow', 'project']);
  });
});
