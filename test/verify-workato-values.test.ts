// The Workato interpreter's input values: datapills (both forms, list paths, job context, properties), text mode,
// formula mode, list mappings. Expected values are written from Workato's documented semantics, cited per block.
import { describe, expect, it } from 'vitest';
import { action, dp, dpBare, legacy } from './support/recipes.js';
import { ev, inputs, post, runFragment } from './support/workato-run.js';

describe('datapills', () => {
  // research/workato.md §4.1-4.2: `_dp('{json}')` and legacy `_('data.<provider>.<as>.<path>')` read the same data.
  it('reads nested fields with both pill forms, and a missing field as nil', () => {
    const run = runFragment([post('a', { modern: ev('card', 'title'), old: legacy('data.x.trg.card.title'), missing: ev('card', 'nope', 'deeper') })], {
      card: { title: 'Hello' },
    });
    expect(inputs(run)).toEqual([{ modern: 'Hello', old: 'Hello', missing: null }]);
  });

  // docs.workato.com/features/list-management.html: "Mapping datapills directly from a list uses only the first
  // item"; research/workato.md §4.1 path elements `size`, `current_item`; §4.2 `.first` in legacy paths.
  it('reads the first item of a list outside a loop, and first/last/size on lists', () => {
    const items = [{ n: 'a' }, { n: 'b' }, { n: 'c' }];
    const run = runFragment([
      post('a', {
        direct: ev('items', 'n'),
        current: ev('items', { path_element_type: 'current_item' }, 'n'),
        size: ev('items', { path_element_type: 'size' }),
        legacyFirst: legacy('data.x.trg.items.first.n'),
        last: ev('items', 'last', 'n'),
      }),
    ], { items });
    expect(inputs(run)).toEqual([{ direct: 'a', current: 'a', size: 3, legacyFirst: 'a', last: 'c' }]);
  });

  it('never reads a key from the object prototype', () => {
    const run = runFragment([post('a', { c: ev('constructor'), p: ev('__proto__'), t: ev('toString') })], {});
    expect(inputs(run)).toEqual([{ c: null, p: null, t: null }]);
  });

  // research/workato.md §4.1: job_context pills (`job_id`, `recipe_id`, …), project and account properties.
  it('reads job context and properties', () => {
    const job = `#{_dp('{"pill_type":"job_context","path":["job_id"]}')}`;
    const project = `#{_dp('{"pill_type":"project_property","property_name":"region"}')}`;
    const account = `#{_('data.workato.job_context.account_properties.admin', 'account_property', 'admin')}`;
    const run = runFragment([post('a', { job, project, account })], {}, () => ({}), {
      jobContext: { job_id: 'J42' }, projectProperties: { region: 'eu' }, accountProperties: { admin: 'ops@x.com' },
    });
    expect(inputs(run)).toEqual([{ job: 'J42', project: 'eu', account: 'ops@x.com' }]);
  });

  it('reads an earlier action output by its line', () => {
    const run = runFragment([action('crm', 'find', 'found', {}), post('b', { id: dp('crm', 'found', ['record', 'id']) })], {}, (call) =>
      call.operation === 'find' ? { record: { id: 7 } } : {});
    expect(inputs(run)[1]).toEqual({ id: 7 });
  });
});

describe('text mode and formula mode', () => {
  // research/workato.md §5: text mode interpolates `#{…}` into the literal text; nil interpolates as "".
  it('interpolates pills into text, nil as empty text, numbers as Ruby prints them', () => {
    const run = runFragment([post('a', { text: `Card ${ev('id')} by ${ev('who')} (${ev('score')})` })], { id: 12, who: null, score: 2.5 });
    expect(inputs(run)).toEqual([{ text: 'Card 12 by  (2.5)' }]);
  });

  it('keeps the type of a field that is exactly one pill', () => {
    const run = runFragment([post('a', { n: ev('n'), list: ev('tags'), flag: ev('ok') })], { n: 5, tags: ['x', 'y'], ok: false });
    expect(inputs(run)).toEqual([{ n: 5, list: ['x', 'y'], flag: false }]);
  });

  // research/workato.md §5: a value starting with `=` is a Ruby formula; `skip` leaves the field out, `nil`/`null`
  // send nil (docs.workato.com/formulas: special formulas).
  it('evaluates formulas with the Ruby runtime, skip leaves the field out', () => {
    const pill = dpBare('x', 'trg', ['name']);
    const run = runFragment([post('a', {
      up: `=${pill}.upcase + "!"`,
      sum: `=${dpBare('x', 'trg', ['n'])}.to_i + 1`,
      gone: '=skip',
      none: '=nil',
      presence: `=${dpBare('x', 'trg', ['blank'])}.presence || "default"`,
    })], { name: 'ana', n: '41', blank: '  ' });
    expect(inputs(run)).toEqual([{ up: 'ANA!', sum: 42, none: null, presence: 'default' }]);
  });

  it('gives formula lists and hashes as ordinary values', () => {
    const run = runFragment([post('a', { h: `={ "id" => ${dpBare('x', 'trg', ['n'])}, "tags" => ["a", "b"] }`, l: `=${dpBare('x', 'trg', ['items'])}.pluck("k")` })], {
      n: 3, items: [{ k: 1 }, { k: 2 }],
    });
    const input = inputs(run)[0]!;
    expect(input).toEqual({ h: { id: 3, tags: ['a', 'b'] }, l: [1, 2] });
    expect(Object.getPrototypeOf(input.h)).toBe(Object.prototype);
    expect(input.l).toBeInstanceOf(Array);
  });

  it('reads the fixed clock and seeded random source: the same run twice gives the same values', () => {
    const block = [post('a', { day: "=now.strftime('%Y-%m-%d %H:%M')", id: '=uuid' })];
    const one = runFragment(block, {}, () => ({}), { clock: '2026-03-04T05:06:07Z', seed: 7 });
    const two = runFragment(block, {}, () => ({}), { clock: '2026-03-04T05:06:07Z', seed: 7 });
    expect(inputs(one)[0]!.day).toBe('2026-03-04 05:06');
    expect(inputs(one)[0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(inputs(two)).toEqual(inputs(one));
  });

  // A formula that raises fails its step (Workato marks the step failed: docs.workato.com/recipes/run-time-errors.html).
  it('fails the step when a formula raises', () => {
    const run = runFragment([post('a', { x: `=${dpBare('x', 'trg', ['missing'])}.gsub("a", "b")` }), post('b', {})], {});
    expect(run.outcome).toBe('failed');
    expect(run.error).toContain('gsub');
    expect(run.calls).toEqual([]);
  });

  it('refuses to build a huge text in one go', () => {
    const run = runFragment([post('a', { x: '="x" * 100000000' })], {});
    expect(run).toMatchObject({ outcome: 'failed', error: 'text too long', calls: [] });
    expect(inputs(runFragment([post('a', { x: '="ab" * 3' })], {}))).toEqual([{ x: 'ababab' }]);
  });

  it('reports a formula outside the runtime subset as a gap and sends nil', () => {
    const run = runFragment([post('a', { x: '=lookup("Table", "Key": "k")["Col"]' })], {});
    expect(inputs(run)).toEqual([{ x: null }]);
    expect(run.gaps).toEqual([{ step: 1, reason: expect.stringContaining('lookup') }]);
  });

  it('stops a formula that runs too long', () => {
    const run = runFragment([post('a', { x: '=(1..1000000).map { |i| (1..1000000).map { |j| j }.size }.sum' })], {});
    expect(run.outcome).toBe('failed');
    expect(run.error).toContain('timed out');
    expect(run.calls).toEqual([]);
  });
});

// docs.workato.com/features/list-management.html ("Into an action with a list input") and
// workato-devs/recipe-skills skills/workato-recipes/control-flow/foreach.md ("Array Mapping Alternative
// (____source)"): one object per item of the source list, fields reading that item through `current_item`.
describe('list mapping', () => {
  it('builds one object per source item', () => {
    const item = (f: string) => ev('rows', { path_element_type: 'current_item' }, f);
    const run = runFragment([post('a', { lines: { ____source: ev('rows'), name: item('n'), label: `#${item('i')}` } })], {
      rows: [{ n: 'a', i: 1 }, { n: 'b', i: 2 }],
    });
    expect(inputs(run)).toEqual([{ lines: [{ name: 'a', label: '#1' }, { name: 'b', label: '#2' }] }]);
  });

  it('maps a nil source to an empty list', () => {
    const run = runFragment([post('a', { lines: { ____source: ev('rows'), name: ev('rows', { path_element_type: 'current_item' }, 'n') } })], {});
    expect(inputs(run)).toEqual([{ lines: [] }]);
  });
});

// docs.workato.com/recipes/data-pills-and-mapping.html ("Data types"): "Workato will do default type conversions
// where it can be done with no ambiguity or loss of information".
describe('input field types', () => {
  const schema = [
    { name: 'text', type: 'string' }, { name: 'count', type: 'integer' }, { name: 'price', type: 'number' }, { name: 'flag', type: 'boolean' },
    { name: 'zip', type: 'integer' }, { name: 'owner', type: 'object', properties: [{ name: 'id', type: 'string' }] },
  ];
  it('converts mapped values to the field type of the step only when nothing is lost', () => {
    const step = { ...post('a', { text: ev('n'), count: ev('s'), price: ev('p'), flag: ev('b'), zip: ev('z'), owner: { id: ev('n') }, other: ev('n') }), extended_input_schema: schema };
    const run = runFragment([step], { n: 5, s: '12', p: '2.50', b: 'false', z: '00123' });
    expect(inputs(run)).toEqual([{ text: '5', count: 12, price: 2.5, flag: false, zip: '00123', owner: { id: '5' }, other: 5 }]);
  });
});
