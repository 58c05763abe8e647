// Output shapes: a later step reads an earlier step's output through a Workato datapill. The reference written into
// the flow must reach the same value in the piece's own output shape (src/engine/mapping/outputs), or the read must
// be reported (the step not `mapped`), never left to resolve to nothing. Each fragment is translated, checked,
// verified, and run through the Activepieces runtime model on one event whose value the reading step must receive.
import { describe, expect, it } from 'vitest';
import type { ExternalCall } from '../src/verify/trace.js';
import { action, dp, legacy, type Step } from './support/recipes.js';
import { runTranslated, runWorkato, translate, type Translated } from './support/faithful.js';

const webhook = (block: Step[]): Step => ({ keyword: 'trigger', provider: 'workato_webhooks', name: 'new_event', as: 'trg', input: {}, block });
const post = (message: string): Step => action('slack', 'post_message_to_channel', 'out', { channel: 'C1', message });
const field = (path: Array<string | number | Record<string, string>>) => dp('workato_webhooks', 'trg', path);
const FIRST = { path_element_type: 'first' };

/** The text the Slack step received in the flow. */
function flowText(t: Translated, event: unknown, outputs: (call: ExternalCall) => unknown = () => ({})): unknown {
  const run = runTranslated(t, event, (call) => (call.app === '@activepieces/piece-slack' ? { ok: true } : outputs(call)));
  expect(run.outcome).toBe('completed');
  return run.calls.find((c) => c.app === '@activepieces/piece-slack')?.input.text;
}

/** The message the Slack step received in the Workato interpreter. */
function workatoText(t: Translated, event: unknown, outputs: (call: ExternalCall) => unknown = () => ({})): unknown {
  const run = runWorkato(t, event, (call) => (call.app === 'slack' ? {} : outputs(call)));
  return run.calls.find((c) => c.app === 'slack')?.input.message;
}

const verdict = (t: Translated) => t.result.routing.verification!;
const status = (t: Translated, step: number) => t.result.routing.operations.find((o) => o.step === step)!.status;
const refs = (t: Translated) => [...JSON.stringify(t.template.flows[0]!.trigger).matchAll(/\{\{[^}]*\}\}/g)].map((m) => m[0]);

function expectEquivalent(t: Translated): void {
  expect(verdict(t).differences).toEqual([]);
  expect(verdict(t).verdict).toBe('equivalent');
}

describe('Workato code steps: the result Workato wraps under `output` is what the CODE step returns', () => {
  it('JavaScript: output.x is read as the step\'s x and carries the computed value', () => {
    const t = translate(webhook([
      action('js_eval', 'invoke_custom_js_code', 'c', {
        code: 'exports.main = async ({ a }) => ({ x: a + "!" });', code_input: { data: { a: field(['v']) } },
      }, { extended_output_schema: [{ name: 'output', type: 'object', properties: [{ name: 'x', type: 'string' }] }] }),
      post(dp('js_eval', 'c', ['output', 'x'])),
    ]));
    expect(refs(t)).toContain("{{step_1['x']}}");
    expect(flowText(t, { body: { v: 'hi' } })).toBe('hi!');
    // Workato's side of a code step is sampled, the flow computes it: not proven, and never a difference
    expect(verdict(t).differences).toEqual([]);
    expect(status(t, 2)).toBe('mapped');
  });

  it('Ruby compiled to JavaScript: output.x is the computed value', () => {
    const ruby = (code: string) => translate(webhook([
      action('workato_custom_code', 'invoke_custom_ruby_code', 'c', { code, code_input: { data: { a: field(['v']) } } }),
      post(dp('workato_custom_code', 'c', ['output', 'x'])),
    ]));
    const t = ruby('output = { x: input["a"].to_s + "!" }');
    expect(flowText(t, { body: { v: 'ho' } })).toBe('ho!');
    expectEquivalent(t);
    // the recipe interpreter runs the Ruby too: a missing value is nil there, where the flow's reference gives ''
    // (so `nil + "!"` raises in Workato and the flow posts "!"), which the check finds on the blank event
    expect(verdict(ruby('output = { x: input["a"] + "!" }')).differences).toEqual([expect.objectContaining({ step: 2, field: '(call)', workato: null })]);
  });
});

describe('webhook trigger: payload, params and headers are the piece\'s body, queryParams and headers', () => {
  const t = translate(webhook([post(`${field(['payload', 'v'])}|${field(['params', 'q'])}|${field(['headers', 'X-Request-Id'])}`)]));
  const workatoEvent = { payload: { v: 'body value' }, params: { q: 'query value' }, headers: { 'X-Request-Id': 'r-1' } };
  // Node lower-cases received header names; the webhook piece passes them on as they are.
  const apEvent = { body: { v: 'body value' }, queryParams: { q: 'query value' }, headers: { 'x-request-id': 'r-1' } };

  it('each read reaches the event\'s value', () => {
    expect(refs(t)).toEqual(["{{trigger['body']['v']}}", "{{trigger['queryParams']['q']}}", "{{trigger['headers']['x-request-id']}}"]);
    expect(flowText(t, apEvent)).toBe('body value|query value|r-1');
    expect(workatoText(t, workatoEvent)).toBe('body value|query value|r-1');
  });

  it('is equivalent and mapped', () => {
    expectEquivalent(t);
    expect(status(t, 1)).toBe('mapped');
  });

  it('a field read at the root (hand-written recipes) is still the body\'s', () => {
    const root = translate(webhook([post(field(['v']))]));
    expect(flowText(root, { body: { v: 'root' } })).toBe('root');
    expectEquivalent(root);
  });
});

describe('API platform request: request, params and context.headers', () => {
  const pill = (path: string[]) => dp('workato_api_platform', 'req', path);
  const t = translate({
    keyword: 'trigger', provider: 'workato_api_platform', name: 'receive_request', as: 'req',
    input: { request: { content_type: 'json', schema: JSON.stringify([{ name: 'email', type: 'string' }]) } },
    block: [post(`${pill(['request', 'email'])}|${pill(['params', 'page'])}|${pill(['context', 'headers', 'X-Tenant'])}`)],
  });

  it('each read reaches the request\'s value', () => {
    expect(refs(t)).toEqual(["{{trigger['body']['email']}}", "{{trigger['queryParams']['page']}}", "{{trigger['headers']['x-tenant']}}"]);
    expect(flowText(t, { body: { email: 'a@b.c' }, queryParams: { page: '2' }, headers: { 'x-tenant': 'acme' } })).toBe('a@b.c|2|acme');
  });

  it('is equivalent', () => expectEquivalent(t));
});

describe('JSON parser: document.* is the parsed value itself', () => {
  const t = translate(webhook([
    action('json_parser', 'parse_json', 'j', { document: field(['payload', 'raw']) }),
    post(dp('json_parser', 'j', ['document', 'customer', 'name'])),
  ]));

  it('document.customer.name reaches the parsed name', () => {
    expect(refs(t)).toContain("{{step_1['customer']['name']}}");
    expect(flowText(t, { body: { raw: '{"customer":{"name":"Ana"}}' } })).toBe('Ana');
    expect(status(t, 2)).toBe('mapped');
    expect(verdict(t).differences).toEqual([]);
  });
});

describe('HTTP: response.* and status_code against { status, headers, body }', () => {
  const t = translate(webhook([
    action('rest', 'make_request_v2', 'h', { request_name: 'Get order', request: { method: 'GET', url: 'https://api.example.test/orders/1' } }, {
      extended_output_schema: [{ name: 'response', type: 'object', properties: [{ name: 'total', type: 'string' }] }, { name: 'status_code', type: 'integer' }],
    }),
    post(`${dp('rest', 'h', ['response', 'total'])} (${dp('rest', 'h', ['status_code'])})`),
  ]));

  it('the body field and the status reach the next step', () => {
    expect(refs(t)).toEqual(["{{step_1['body']['total']}}", "{{step_1['status']}}"]);
    const answer = (call: ExternalCall) => (call.app === '@activepieces/piece-http' ? { status: 201, headers: {}, body: { total: '12.50' } } : {});
    expect(flowText(t, { body: {} }, answer)).toBe('12.50 (201)');
    expect(workatoText(t, {}, (call) => (call.app === 'rest' ? { response: { total: '12.50' }, status_code: 201 } : {}))).toBe('12.50 (201)');
  });

  it('is equivalent', () => expectEquivalent(t));
});

describe('Salesforce search: records keyed by the object name against the query result\'s records', () => {
  const t = translate(webhook([
    action('salesforce', 'search_sobjects', 's', { sobject_name: 'Contact', Email: field(['payload', 'email']) }),
    post(dp('salesforce', 's', ['Contact', FIRST, 'Id'])),
  ]));

  it('Contact.first.Id reaches the first record\'s Id', () => {
    expect(refs(t)).toContain("{{step_1['records'][0]['Id']}}");
    const answer = (call: ExternalCall) => (call.app === '@activepieces/piece-salesforce' ? { totalSize: 1, done: true, records: [{ Id: '003X' }] } : {});
    expect(flowText(t, { body: { email: 'a@b.c' } }, answer)).toBe('003X');
    expect(workatoText(t, { payload: { email: 'a@b.c' } }, (call) => (call.app === 'salesforce' ? { Contact: [{ Id: '003X' }] } : {}))).toBe('003X');
  });

  it('is equivalent (the search step itself stays approximated: its WHERE clause)', () => {
    expectEquivalent(t);
    expect(status(t, 2)).toBe('mapped');
  });
});

describe('Salesforce get record by id: the record\'s fields at the root against the query result\'s first record', () => {
  // Workato's get_custom_object outputs the record itself; Find record answers the query result { totalSize, done, records }.
  const t = translate(webhook([
    action('salesforce', 'get_custom_object', 'g', { sobject_name: 'Case', id: field(['payload', 'case_id']) }),
    post(dp('salesforce', 'g', ['Subject'])),
  ]));

  it('Subject reaches the first record\'s Subject', () => {
    expect(refs(t)).toContain("{{step_1['records'][0]['Subject']}}");
    const answer = (call: ExternalCall) => (call.app === '@activepieces/piece-salesforce' ? { totalSize: 1, done: true, records: [{ Id: '500X', Subject: 'Broken' }] } : {});
    expect(flowText(t, { body: { case_id: '500X' } }, answer)).toBe('Broken');
    expect(workatoText(t, { payload: { case_id: '500X' } }, (call) => (call.app === 'salesforce' ? { Id: '500X', Subject: 'Broken' } : {}))).toBe('Broken');
  });

  it('is equivalent, and the lookup stays approximated (no record: Workato fails, Find record answers none)', () => {
    expectEquivalent(t);
    expect(status(t, 1)).toBe('approximated');
    expect(status(t, 2)).toBe('mapped');
  });
});

describe('Salesforce record triggers: each event is the record, as Workato\'s trigger gave it', () => {
  it.each([['new_custom_object'], ['updated_custom_object']])('%s: Name reaches the next step, equivalent', (name) => {
    const t = translate({ keyword: 'trigger', provider: 'salesforce', name, as: 'trg', input: { sobject_name: 'Account' }, block: [post(dp('salesforce', 'trg', ['Name']))] });
    expect(refs(t)).toEqual(["{{trigger['Name']}}"]);
    expect(flowText(t, { Id: '001X', Name: 'Acme' })).toBe('Acme');
    expectEquivalent(t);
  });
});

describe('BigQuery custom SQL: the selected rows under `rows`, as Run a Query answers them', () => {
  // Workato's search_rows_using_custom_sql_sync outputs { rows, has_results, jobReference, … }; Run a Query answers
  // { rows, row_count, total_rows, bytes_processed, job_id, cache_hit } (google-bigquery run-query.ts).
  const query = action('google_big_query', 'search_rows_using_custom_sql_sync', 'q', {
    project_id: 'acme-dwh', query: 'select id, score from bi.health', wait_for_query: 'true',
    output_schema: [{ name: 'id', type: 'string' }, { name: 'score', type: 'string' }],
  }, { extended_output_schema: [{ name: 'rows', type: 'array', of: 'object', properties: [{ name: 'id', type: 'string' }, { name: 'score', type: 'string' }] }, { name: 'has_results', type: 'boolean' }] });

  it('runs the query and the first row\'s score reaches the next step', () => {
    const t = translate(webhook([query, post(dp('google_big_query', 'q', ['rows', FIRST, 'score']))]));
    expect(t.template.flows[0]!.trigger.nextAction).toMatchObject({ settings: { pieceName: '@activepieces/piece-google-bigquery', actionName: 'run_query', input: { project_id: 'acme-dwh', query: 'select id, score from bi.health' } } });
    expect(refs(t)).toContain("{{step_1['rows'][0]['score']}}");
    const answer = (call: ExternalCall) => (call.app === '@activepieces/piece-google-bigquery' ? { rows: [{ id: 'a', score: '7' }], row_count: 1, total_rows: 1, bytes_processed: '10', job_id: 'j', cache_hit: false } : {});
    expect(flowText(t, { body: {} }, answer)).toBe('7');
    expectEquivalent(t);
    expect(status(t, 1)).toBe('approximated');
  });

  it('a field Run a Query does not answer (has_results) is reported, not read as nothing', () => {
    const t = translate(webhook([query, post(dp('google_big_query', 'q', ['has_results']))]));
    expect(refs(t).filter((r) => r.startsWith('{{step_1'))).toEqual([]);
    expect(status(t, 2)).toBe('approximated');
  });
});

describe('lookup tables and data tables: Tables records keep values under column ids in `cells`', () => {
  const cases: Array<[string, Step]> = [
    ['lookup table entry', action('lookup_table', 'get_entry', 'l', { lookup_table_id: '12', parameters: { col1: field(['payload', 'k']) } })],
    ['lookup table search', action('lookup_table', 'search_entries', 'l', { lookup_table_id: '12', parameters: { col1: field(['payload', 'k']) } })],
    ['data table records', action('workato_db_table', 'get_records', 'l', { table_id: '12' })],
  ];
  const paths: Record<string, Array<string | Record<string, string>>> = {
    'lookup table entry': ['entry', 'col2'], 'lookup table search': ['entries', FIRST, 'entry', 'col2'], 'data table records': ['records', FIRST, 'name'],
  };

  it.each(cases)('%s: the read is reported, not mapped to a path that resolves to nothing', (label, step) => {
    const t = translate(webhook([step, post(dp(String(step.provider), 'l', paths[label]!))]));
    expect(refs(t).filter((r) => r.startsWith('{{step_1'))).toEqual([]);
    expect(status(t, 2)).toBe('approximated');
    expect(t.result.routing.operations.find((o) => o.step === 2)!.reason).toContain('cells');
    expect(t.result.routing.routing).toBe('manual_revision');
  });
});

describe('bot triggers: a Workbot command\'s parameters are not in the message the piece gives', () => {
  const bots: Array<[string, Step]> = [
    ['Slack Workbot command', { keyword: 'trigger', provider: 'slack_bot', name: 'bot_command_v2', as: 'trg', input: { command: 'deploy' }, block: [] }],
    ['Teams Workbot command', { keyword: 'trigger', provider: 'teams_bot', name: 'bot_command', as: 'trg', input: { command: 'deploy' }, block: [] }],
  ];

  it.each(bots)('%s: reading parameters is reported on the reading step', (_label, trigger) => {
    const provider = String(trigger.provider);
    const t = translate({ ...trigger, block: [post(dp(provider, 'trg', ['parameters', 'env']))] });
    expect(refs(t)).toEqual([]);
    expect(status(t, 1)).toBe('approximated');
    expect(t.result.routing.operations.find((o) => o.step === 1)!.reason).toContain('bot trigger');
  });

  it('a Slack event trigger keyed by its event reads the event itself (reaction_added.reaction)', () => {
    const t = translate({ keyword: 'trigger', provider: 'slack_bot', name: 'new_event', as: 'trg', input: { event_name: 'reaction_added' }, block: [post(dp('slack_bot', 'trg', ['reaction_added', 'reaction']))] });
    expect(refs(t)).toEqual(["{{trigger['reaction']}}"]);
    expect(flowText(t, { event: { type: 'reaction_added', reaction: 'tada' } })).toBe('tada');
    expectEquivalent(t);
  });
});

describe('the `_dp` path elements first and last', () => {
  it('first is the list\'s item [0]', () => {
    const t = translate(webhook([post(field(['payload', 'items', FIRST, 'n']))]));
    expect(refs(t)).toEqual(["{{trigger['body']['items'][0]['n']}}"]);
    expect(flowText(t, { body: { items: [{ n: 'one' }, { n: 'two' }] } })).toBe('one');
    expect(workatoText(t, { payload: { items: [{ n: 'one' }, { n: 'two' }] } })).toBe('one');
    expectEquivalent(t);
    expect(status(t, 1)).toBe('mapped');
  });

  it('last (no reference counts from the end) is reported, not written literally', () => {
    const t = translate(webhook([post(field(['payload', 'items', { path_element_type: 'last' }, 'n']))]));
    expect(refs(t)).toEqual([]);
    expect(JSON.stringify(t.template)).not.toContain("['last']");
    expect(workatoText(t, { payload: { items: [{ n: 'one' }, { n: 'two' }] } })).toBe('two');
    expect(status(t, 1)).toBe('approximated');
    expect(t.result.routing.operations.find((o) => o.step === 1)!.reason).toContain('last item');
  });

  it('the legacy pill form reads .first as [0] and reports .last the same way', () => {
    const first = translate(webhook([post(legacy('data.workato_webhooks.trg.payload.items.first.n'))]));
    expect(refs(first)).toEqual(["{{trigger['body']['items'][0]['n']}}"]);
    const last = translate(webhook([post(legacy('data.workato_webhooks.trg.payload.items.last.n'))]));
    expect(refs(last)).toEqual([]);
    expect(status(last, 1)).toBe('approximated');
    expect(workatoText(last, { payload: { items: [{ n: 'one' }, { n: 'two' }] } })).toBe('two');
  });
});
