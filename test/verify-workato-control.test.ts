// The Workato interpreter's control flow and conditions, each rule pinned by a small recipe fragment. Expected
// values come from Workato's documentation, cited per block.
import { describe, expect, it } from 'vitest';
import type { ExternalCall } from '../src/verify/trace.js';
import { action, cond, dp, elseStep, elsif, ifStep, type Step } from './support/recipes.js';
import { ev, inputs, post, runFragment } from './support/workato-run.js';

const marker = (name: string) => post(name, { at: name });
const taken = (block: Step[], event: unknown) => inputs(runFragment(block, event)).map((i) => i.at);

// docs.workato.com/features/conditions.html ("Data fields and values are case sensitive"); is present / is not
// present follow Ruby present?/blank? (docs.workato.com/formulas/other-formulas.html#present: nil, false, empty
// or whitespace-only text, empty list and empty hash are blank); is true follows is_true? ("false" is not true).
describe('condition operands', () => {
  const check = (operand: string, value: unknown, rhs = '') => taken([ifStep([cond(operand, ev('v'), rhs)], [marker('yes')])], { v: value }).length === 1;

  it.each([
    [false, false], [[], false], [{}, false], ['   ', false], ['', false], [null, false], [0, true], ['x', true], [[0], true],
  ])('present on %j is %s', (value, expected) => {
    expect(check('present', value)).toBe(expected);
    expect(check('blank', value)).toBe(!expected);
  });

  it.each([
    [true, true], ['true', true], ['false', false], [false, false], [null, false], ['yes', true], [1, true], [0, false],
  ])('is true on %j is %s', (value, expected) => {
    expect(check('is_true', value)).toBe(expected);
    expect(check('is_not_true', value)).toBe(!expected);
  });

  // workato-devs/recipe-skills skills/workato-recipes/control-flow/if-else.md: "The `equals_to` operand performs
  // string comparison".
  it('equals compares the text of both sides, case-sensitively', () => {
    expect(check('equals_to', 5, '5')).toBe(true);
    expect(check('equals_to', 5, '5.0')).toBe(false);
    expect(check('equals_to', null, '')).toBe(true);
    expect(check('equals_to', 'Closed', 'closed')).toBe(false);
    expect(check('equals_to', true, 'true')).toBe(true);
    expect(check('not_equals_to', 'Hot', 'Hot')).toBe(false);
  });

  it('contains, starts with and ends with on text, lists and nil', () => {
    expect(check('contains', 'Quarterly Review', 'Review')).toBe(true);
    expect(check('contains', 'Quarterly review', 'Review')).toBe(false);
    expect(check('contains', ['a', 'b'], 'b')).toBe(true);
    expect(check('contains', null, 'x')).toBe(false);
    expect(check('not_contains', null, 'x')).toBe(true);
    expect(check('starts_with', 'INV-1', 'INV')).toBe(true);
    expect(check('ends_with', 'a.pdf', '.pdf')).toBe(true);
    expect(check('starts_with', null, 'INV')).toBe(false);
  });

  it('greater than and less than compare numbers numerically and dates as instants', () => {
    expect(check('greater_than', '10', '9')).toBe(true);
    expect(check('greater_than', 10, '9')).toBe(true);
    expect(check('less_than', 2.5, '3')).toBe(true);
    expect(check('greater_than', '2026-02-01', '2026-01-31')).toBe(true);
    expect(check('less_than', '2026-02-01T00:00:00Z', '2026-01-31T23:59:59Z')).toBe(false);
  });

  // research/workato.md §3.2: greater_than/less_than on nil raise an error.
  it('greater than with nil fails the step', () => {
    const run = runFragment([ifStep([cond('greater_than', ev('v'), '3')], [marker('yes')])], { v: null });
    expect(run.outcome).toBe('failed');
  });

  it('joins conditions with and/or; an unknown operand is a gap and false', () => {
    const both = [cond('present', ev('a')), cond('present', ev('b'))];
    expect(taken([ifStep(both, [marker('and')])], { a: 1, b: null })).toEqual([]);
    expect(taken([ifStep(both, [marker('or')], 'or')], { a: 1, b: null })).toEqual(['or']);
    const run = runFragment([ifStep([cond('is_odd', ev('a'))], [marker('x')])], { a: 1 });
    expect(run.calls).toEqual([]);
    expect(run.gaps[0]!.reason).toContain('is_odd');
  });
});

// workato-devs/recipe-skills skills/workato-recipes/control-flow/if-else.md: the first branch whose conditions hold
// runs; the else block runs when none did.
describe('if / else if / else', () => {
  const block = [
    ifStep([cond('equals_to', ev('s'), 'a')], [marker('if'), elsif([cond('equals_to', ev('s'), 'b')], [marker('elsif')]), elseStep([marker('else')])]),
    marker('after'),
  ];
  it.each([['a', ['if', 'after']], ['b', ['elsif', 'after']], ['c', ['else', 'after']]])('%s takes its branch', (s, expected) => {
    expect(taken(block, { s })).toEqual(expected);
  });
});

// workato-devs/recipe-skills skills/workato-recipes/control-flow/foreach.md: the body runs once per item, reading
// the item through the loop alias; "The foreach body doesn't execute if the source array is empty".
describe('repeat for each', () => {
  const loop = (extra: Partial<Step> = {}): Step => ({
    keyword: 'foreach', as: 'each', source: ev('items'), input: {}, ...extra,
    block: [post('p', {
      name: dp('foreach', 'each', ['name']),
      index: `#{_dp('{"pill_type":"foreach_meta","provider":"foreach","line":"each","key":"index"}')}`,
      viaList: ev('items', { path_element_type: 'current_item' }, 'name'),
    })],
  });

  it('runs once per item with the current item and index', () => {
    const run = runFragment([loop()], { items: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] });
    expect(inputs(run)).toEqual([
      { name: 'a', index: 0, viaList: 'a' }, { name: 'b', index: 1, viaList: 'b' }, { name: 'c', index: 2, viaList: 'c' },
    ]);
  });

  // research/workato.md §4.1: the `current_index` path element reads the position of the current item.
  it('reads the current index of the list being walked', () => {
    const step: Step = { keyword: 'foreach', as: 'each', source: ev('items'), input: {}, block: [post('p', { i: ev('items', { path_element_type: 'current_index' }) })] };
    expect(inputs(runFragment([step], { items: ['a', 'b'] }))).toEqual([{ i: 0 }, { i: 1 }]);
  });

  it('runs no round over an empty list or nil', () => {
    expect(runFragment([loop()], { items: [] }).calls).toEqual([]);
    expect(runFragment([loop()], {}).calls).toEqual([]);
  });

  it('takes a single object as one item and reports it', () => {
    const run = runFragment([loop()], { items: { name: 'solo' } });
    expect(inputs(run).map((i) => i.name)).toEqual(['solo']);
    expect(run.gaps.map((g) => g.reason)).toEqual([expect.stringContaining('not a list')]);
  });

  it('hands batches of batch_size items in batch mode', () => {
    const batch: Step = { keyword: 'foreach', as: 'each', source: ev('items'), input: {}, repeat_mode: 'batch', batch_size: '2', block: [post('p', { n: dp('foreach', 'each', ['batch', { path_element_type: 'size' }]) })] };
    const run = runFragment([batch], { items: [1, 2, 3] });
    expect(inputs(run)).toEqual([{ n: 2 }, { n: 1 }]);
  });
});

// docs.workato.com/recipes/loops.html: Repeat while is a do-while loop, the body runs at least once, and again while
// the condition holds; Workato caps it at 50,000 rounds.
describe('repeat while', () => {
  const pages = (whileCondition: Record<string, string>): Step => ({
    keyword: 'repeat', as: 'loop', input: {},
    block: [action('api', 'list_page', 'page', {}), { keyword: 'while_condition', input: { type: 'compound', operand: 'and', conditions: [whileCondition] } }],
  });

  it('runs at least once and again while the condition holds', () => {
    let n = 0;
    const run = runFragment([pages(cond('present', dp('api', 'page', ['next'])))], {}, () => ({ next: ++n < 3 ? `p${n}` : null }));
    expect(run.calls.map((c) => c.operation)).toEqual(['list_page', 'list_page', 'list_page']);
    expect(runFragment([pages(cond('present', dp('api', 'page', ['next'])))], {}, () => ({ next: null })).calls).toHaveLength(1);
  });

  // research/workato.md §3.3: inside the loop, `provider: repeat, line: <as>, path: ["index"]` is the round.
  it('exposes the round index to the body', () => {
    let n = 0;
    const step: Step = {
      keyword: 'repeat', as: 'loop', input: {},
      block: [action('api', 'list_page', 'page', { round: dp('repeat', 'loop', ['index']) }), { keyword: 'while_condition', input: { type: 'compound', operand: 'and', conditions: [cond('present', dp('api', 'page', ['next']))] } }],
    };
    const run = runFragment([step], {}, () => ({ next: ++n < 3 ? 'more' : null }));
    expect(inputs(run)).toEqual([{ round: 0 }, { round: 1 }, { round: 2 }]);
  });

  it('stops at the round cap and says so', () => {
    const run = runFragment([pages(cond('is_true', dp('api', 'page', ['more'])))], {}, () => ({ more: true }), { maxRounds: 5 });
    expect(run.calls).toHaveLength(5);
    expect(run.gaps.map((g) => g.reason)).toEqual([expect.stringContaining('5 rounds')]);
  });
});

// workato-devs/recipe-skills skills/workato-recipes/control-flow/try-catch.md: an action failing in the monitored
// block runs the catch block, whose datapills expose `message` and `error_type`; `max_retry_count` reruns the block
// first; errors inside the catch are not caught. docs.workato.com/features/if-conditions.html: the retry
// condition decides whether to retry.
describe('monitor / on error', () => {
  const failing = (failOn: string, times = Infinity) => {
    let failures = 0;
    return (call: ExternalCall) => {
      if (call.operation === failOn && failures++ < times) throw Object.assign(new Error('503 busy'), { errorType: 'RetryableError' });
      return {};
    };
  };
  const monitor = (retries: number, body: Step[], handler: Step[], filter?: unknown): Step => ({
    keyword: 'try', input: {},
    block: [...body, { keyword: 'catch', as: 'err', input: { max_retry_count: String(retries), retry_interval: '1' }, block: handler, ...(filter ? { filter } : {}) }],
  });
  const errorPills = { message: dp('catch', 'err', ['message']), type: dp('catch', 'err', ['error_type']), retries: dp('catch', 'err', ['retry_count']) };

  it('skips the rest of the block and runs the handler with the error details', () => {
    const run = runFragment([monitor(0, [action('crm', 'create', 'c', {}), marker('skipped')], [post('report', errorPills)]), marker('after')], {}, failing('create'));
    expect(run.calls.map((c) => c.operation)).toEqual(['create', 'post_message', 'post_message']);
    expect(inputs(run)[1]).toEqual({ message: '503 busy', type: 'RetryableError', retries: 0 });
    expect(inputs(run)[2]).toEqual({ at: 'after' });
    expect(run.outcome).toBe('completed');
  });

  it('an error inside a branch or loop of the block also skips the rest of it', () => {
    const nested = [ifStep([cond('present', ev('x'))], [{ keyword: 'foreach', as: 'e', source: ev('list'), input: {}, block: [action('crm', 'create', 'c', {})] }]), marker('skipped')];
    const run = runFragment([monitor(0, nested, [marker('handled')])], { x: 1, list: [1, 2] }, failing('create'));
    expect(run.calls.map((c) => c.input.at ?? c.operation)).toEqual(['create', 'handled']);
  });

  it('retries the whole block up to max_retry_count before handling', () => {
    const run = runFragment([monitor(2, [marker('first'), action('crm', 'create', 'c', {})], [post('report', errorPills)])], {}, failing('create'));
    expect(run.calls.map((c) => c.input.at ?? c.operation)).toEqual(['first', 'create', 'first', 'create', 'first', 'create', 'post_message']);
    expect(inputs(run)[6]!.retries).toBe(2);
  });

  it('a retry that succeeds never runs the handler', () => {
    const run = runFragment([monitor(3, [action('crm', 'create', 'c', {})], [marker('handled')])], {}, failing('create', 1));
    expect(run.calls.map((c) => c.input.at ?? c.operation)).toEqual(['create', 'create']);
  });

  it('retries only while the retry condition holds', () => {
    const onlyTimeouts = { type: 'compound', operand: 'and', conditions: [cond('contains', dp('catch', 'err', ['message']), 'timeout')] };
    const run = runFragment([monitor(3, [action('crm', 'create', 'c', {})], [marker('handled')], onlyTimeouts)], {}, failing('create'));
    expect(run.calls.map((c) => c.input.at ?? c.operation)).toEqual(['create', 'handled']);
  });

  it('an error in the handler fails the job', () => {
    const run = runFragment([monitor(0, [action('crm', 'create', 'c', {})], [action('crm', 'create', 'again', {})]), marker('after')], {}, failing('create'));
    expect(run.outcome).toBe('failed');
    expect(run.error).toBe('503 busy');
  });

  it('an action failing outside any monitor fails the job', () => {
    const run = runFragment([action('crm', 'create', 'c', {}), marker('after')], {}, failing('create'));
    expect(run).toMatchObject({ outcome: 'failed', error: '503 busy' });
    expect(run.calls).toHaveLength(1);
  });
});

// workato-devs/recipe-skills skills/workato-recipes/control-flow/stop.md: the job ends at the stop, no later step
// runs; stop_with_error "false" marks it succeeded, "true" failed. docs.workato.com/recipes/best-practices-error-
// handling.html: "raise exceptions with the Stop action" inside a handle-errors step.
describe('stop', () => {
  const stop = (withError: boolean, reason?: string): Step => ({ keyword: 'stop', input: { stop_with_error: String(withError), ...(reason ? { stop_reason: reason } : {}) } });

  it('ends the job without error', () => {
    const run = runFragment([marker('before'), ifStep([cond('present', ev('x'))], [stop(false)]), marker('after')], { x: 1 });
    expect(run.outcome).toBe('stopped');
    expect(inputs(run)).toEqual([{ at: 'before' }]);
  });

  it('with error fails the job with its reason', () => {
    const run = runFragment([stop(true, `Bad input ${ev('id')}`), marker('after')], { id: 9 });
    expect(run).toMatchObject({ outcome: 'failed', error: 'Bad input 9', calls: [] });
  });

  it('with error inside a monitor block is handled by it', () => {
    const run = runFragment([{ keyword: 'try', input: {}, block: [stop(true, 'nope'), { keyword: 'catch', as: 'err', input: {}, block: [post('r', { m: dp('catch', 'err', ['message']) })] }] }], {});
    expect(run.outcome).toBe('completed');
    expect(inputs(run)).toEqual([{ m: 'nope' }]);
  });
});

// research/updates-2026-11.md: Return result, Respond to API request and Skill return end the job; later steps do
// not run (also inside loops and monitor blocks).
describe('returns end the job', () => {
  it('Return result ends the job with its result', () => {
    const ret = action('workato_recipe_function', 'return_result', 'ret', { result: { id: ev('id'), ok: 'true' } });
    const run = runFragment([{ keyword: 'foreach', as: 'e', source: ev('list'), input: {}, block: [ret, marker('in loop')] }, marker('after')], { id: 3, list: [1, 2] });
    expect(run).toMatchObject({ outcome: 'returned', response: { id: 3, ok: 'true' }, calls: [] });
  });

  it('Respond to API request inside a monitor block ends the job; the handler does not run', () => {
    const respond = action('workato_api_platform', 'return_response', 'resp', { http_status_code: '200', response: { status: 'ok' } });
    const run = runFragment([{ keyword: 'try', input: {}, block: [respond, { keyword: 'catch', as: 'err', input: {}, block: [marker('handler')] }] }, marker('after')], {});
    expect(run).toMatchObject({ outcome: 'returned', response: { http_status_code: '200', response: { status: 'ok' } }, calls: [] });
  });
});

// research/workato.md §3.9 (export shape) and workato-devs/recipe-skills skills/workato-recipes/patterns/
// variables-and-lists.md (variable_name shape): variables keep their declared types, updates are read by later
// steps, lists grow by insert.
describe('variables and lists', () => {
  const declare: Step = action('workato_variable', 'declare_variable', 'vars', {
    variables: {
      schema: JSON.stringify([{ name: 'count', type: 'integer' }, { name: 'active', type: 'boolean' }, { name: 'label', type: 'string' }]),
      data: { count: '5', active: 'false', label: ev('n') },
    },
  }, { uuid: 'u-vars' });

  it('declares with types and updates by name', () => {
    const update = action('workato_variable', 'update_variables', 'upd', { name: 'u-vars:vars', count: '=6 + 1', label: 'done' });
    const read = post('r', { count: dp('workato_variable', 'vars', ['count']), active: dp('workato_variable', 'vars', ['active']), label: dp('workato_variable', 'vars', ['label']) });
    const run = runFragment([declare, { ...read, as: 'r1' }, update, read], { n: 12 });
    expect(inputs(run)).toEqual([{ count: 5, active: false, label: '12' }, { count: 7, active: false, label: 'done' }]);
  });

  it('declares a single variable and updates it through a variables list', () => {
    const one = action('workato_variable', 'declare_variable', 'cid', { variable_name: 'customer_id', variable_type: 'integer', variable_value: '' });
    const set = action('workato_variable', 'update_variables', 'set', { variables: [{ variable: 'customer_id', value: ev('id') }] });
    const read = post('r', { id: dp('workato_variable', 'cid', ['value']) });
    const run = runFragment([one, { ...read, as: 'r0' }, set, read], { id: '41' });
    expect(inputs(run)).toEqual([{ id: null }, { id: 41 }]);
  });

  it('collects list items in order and reads their count', () => {
    const list = action('workato_variable', 'declare_list', 'lst', { name: 'Names', list_item_schema_json: '[{"name":"n"}]' }, { uuid: 'u-l' });
    const add = (n: string) => action('workato_variable', 'insert_to_list', `add_${n}`, { name: 'u-l:lst', location: 'end', list_item: { n } });
    const read = post('r', { items: dp('workato_variable', 'lst', ['list_items']), size: dp('workato_variable', 'lst', ['list_size']) });
    const run = runFragment([list, add('a'), add('b'), read], {});
    expect(inputs(run)).toEqual([{ items: [{ n: 'a' }, { n: 'b' }], size: 2 }]);
  });

  it('a call keeps the values it was sent even when the list grows later', () => {
    const list = action('workato_variable', 'declare_list', 'lst', { name: 'Names' }, { uuid: 'u-l' });
    const add = action('workato_variable', 'insert_to_list', 'add', { name: 'u-l:lst', list_item: { n: 'late' } });
    const run = runFragment([list, post('r', { items: dp('workato_variable', 'lst', ['list_items']) }), add], {});
    expect(inputs(run)).toEqual([{ items: [] }]);
  });

  it('variable and list steps are not external calls', () => {
    const run = runFragment([declare, action('logger', 'log_message', 'log', { message: 'hi' })], { n: 1 });
    expect(run.calls).toEqual([]);
    expect(run.steps.map((s) => s.via)).toEqual(['builtin', 'builtin']);
  });
});

describe('trigger filter', () => {
  // docs.workato.com/features/conditions.html: trigger conditions filter which events the recipe processes.
  it('an event the filter rejects creates no job', () => {
    const filter = { type: 'compound', operand: 'and', conditions: [cond('equals_to', ev('status'), 'Hot')] };
    expect(runFragment([marker('x')], { status: 'Cold' }, undefined, {}, { filter })).toMatchObject({ filtered: true, calls: [], outcome: 'completed' });
    expect(runFragment([marker('x')], { status: 'Hot' }, undefined, {}, { filter }).calls).toHaveLength(1);
  });
});

describe('what a run records', () => {
  // research/workato.md §2: `skip: true` marks a disabled step, which Workato does not run.
  it('does not run disabled steps', () => {
    expect(taken([{ ...marker('off'), skip: true }, marker('on')], {})).toEqual(['on']);
  });

  it('records each executed step with its resolved input, output and branch', () => {
    const run = runFragment([
      action('crm', 'find', 'found', { q: ev('q') }),
      ifStep([cond('present', dp('crm', 'found', ['id']))], [marker('yes')]),
    ], { q: 'acme' }, (call) => (call.operation === 'find' ? { id: 3 } : { ok: true }));
    expect(run.steps).toEqual([
      { step: 1, keyword: 'action', provider: 'crm', name: 'find', via: 'external', input: { q: 'acme' }, output: { id: 3 } },
      { step: 2, keyword: 'if', taken: 2 },
      { step: 3, keyword: 'action', provider: 'slack', name: 'post_message', via: 'external', input: { at: 'yes' }, output: { ok: true } },
    ]);
    expect(run.calls).toEqual([
      { runtime: 'workato', app: 'crm', operation: 'find', step: '1', input: { q: 'acme' } },
      { runtime: 'workato', app: 'slack', operation: 'post_message', step: '3', input: { at: 'yes' } },
    ]);
  });
});
