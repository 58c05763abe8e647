// Sample outputs from Workato schemas, and the trigger events generated for a recipe.
import { describe, expect, it } from 'vitest';
import { findPills } from '../src/engine/pills.js';
import { normalizeRecipe } from '../src/engine/recipe.js';
import { generateEvents, runRecipe, sampleSchema, sampleStepOutput, schemaOutputs, toIR } from '../src/verify/workato/index.js';
import { action, callableTrigger, cond, dp, elseStep, ifStep, recipe, type Step } from './support/recipes.js';

// research/workato.md §2: extended_output_schema is a list of fields {name, type, properties, of, control_type,
// pick_list}; `type: array` with `of: object` is a list of objects.
const schema = [
  { name: 'id', type: 'integer' },
  { name: 'title', type: 'string' },
  { name: 'email', type: 'string', control_type: 'email' },
  { name: 'done', type: 'boolean' },
  { name: 'due', type: 'date_time' },
  { name: 'stage', type: 'string', pick_list: [['Open', 'open'], ['Closed', 'closed']] },
  { name: 'owner', type: 'object', properties: [{ name: 'name', type: 'string' }] },
  { name: 'tags', type: 'array', of: 'string' },
  { name: 'lines', type: 'array', of: 'object', properties: [{ name: 'sku', type: 'string' }, { name: 'qty', type: 'number' }] },
];

describe('sampler', () => {
  it('builds a value of each declared type', () => {
    expect(sampleSchema(schema)).toEqual({
      id: 11,
      title: 'title 1',
      email: 'user1@example.com',
      done: true,
      due: '2026-01-11T12:00:00.000Z',
      stage: 'open',
      owner: { name: 'name 1' },
      tags: ['tags_1 1'],
      lines: [{ sku: 'sku 1', qty: 10.5 }],
    });
  });

  it('gives lists of the asked size, blank values, and the same value every time', () => {
    const three = sampleSchema(schema, { listSize: 3 });
    expect((three.lines as unknown[]).length).toBe(3);
    expect(new Set((three.lines as Array<{ sku: string }>).map((l) => l.sku)).size).toBe(3);
    expect(sampleSchema(schema, { blank: true })).toMatchObject({ id: null, title: null, owner: { name: null }, tags: [], lines: [] });
    expect(sampleSchema(schema, { listSize: 3 })).toEqual(three);
  });

  it('accepts a schema given as JSON text and samples a step from its own schema', () => {
    expect(sampleSchema(JSON.stringify([{ name: 'a', type: 'integer' }]))).toEqual({ a: 11 });
    expect(sampleStepOutput({ keyword: 'action', extended_output_schema: [{ name: 'ok', type: 'boolean' }] })).toEqual({ ok: true });
    expect(sampleStepOutput({ keyword: 'action' })).toEqual({});
  });

  it('stops at a self-nested schema instead of recursing forever', () => {
    const deep: Record<string, unknown> = { name: 'n', type: 'object', properties: [] };
    let cursor = deep;
    for (let i = 0; i < 50; i++) {
      const next = { name: 'n', type: 'object', properties: [] as unknown[] };
      (cursor.properties as unknown[]).push(next);
      cursor = next;
    }
    expect(() => JSON.stringify(sampleSchema([deep]))).not.toThrow();
  });
});

const trig = (block: Step[], extra: Partial<Step> = {}): Step => ({
  keyword: 'trigger', provider: 'x', name: 'ev', as: 'trg', input: {}, block,
  extended_output_schema: [{ name: 'status', type: 'string' }, { name: 'amount', type: 'integer' }, { name: 'items', type: 'array', of: 'object', properties: [{ name: 'sku', type: 'string' }] }],
  ...extra,
});
const pill = (...path: string[]) => dp('x', 'trg', path);
const post = (as: string) => action('slack', 'post', as, { at: as });

describe('event generator', () => {
  const branchy = normalizeRecipe(recipe('r', trig([
    ifStep([cond('equals_to', pill('status'), 'Hot')], [post('hot'), elseStep([post('cold')])]),
    ifStep([cond('greater_than', pill('amount'), '100')], [post('big')]),
    ifStep([cond('present', pill('note'))], [post('noted')]),
    ifStep([cond('less_than', pill('due'), '2026-03-01')], [post('early')]),
  ])), 'r');

  it('gives typical, blank and list-size events from the trigger schema', () => {
    const events = generateEvents(branchy);
    const byLabel = new Map(events.map((e) => [e.label, e.event as Record<string, unknown>]));
    expect(byLabel.get('typical')).toMatchObject({ status: 'status 1', amount: 11, items: [{ sku: 'sku 1' }] });
    expect(byLabel.get('blank')).toMatchObject({ status: null, amount: null, items: [] });
    expect(byLabel.get('lists-0')!.items).toEqual([]);
    expect((byLabel.get('lists-3')!.items as unknown[]).length).toBe(3);
    // a field the recipe reads but the schema lacks is still present
    expect(byLabel.get('typical')).toHaveProperty('note');
  });

  it('gives an event where a list the recipe walks is missing (nil), the other fields typical', () => {
    const walked = normalizeRecipe(recipe('r', trig([
      { keyword: 'foreach', as: 'each', source: pill('items'), input: {}, block: [post('item')] } as Step, post(pill('status')),
    ])), 'r');
    const byLabel = new Map(generateEvents(walked).map((e) => [e.label, e.event as Record<string, unknown>]));
    expect(byLabel.get('lists-nil')).toMatchObject({ items: null, status: 'status 4' });
    // no list is read in the branchy recipe: no such event
    expect(generateEvents(branchy).map((e) => e.label)).not.toContain('lists-nil');
  });

  it('takes every branch of the recipe conditions, each way', () => {
    const ir = toIR(branchy);
    const reached = new Set<string>();
    for (const { event } of generateEvents(branchy)) {
      const run = runRecipe(branchy, { event, outputs: schemaOutputs(ir) });
      for (const call of run.calls) reached.add(String(call.input.at));
      if (run.calls.every((c) => c.input.at !== 'big')) reached.add('not big');
      if (run.calls.every((c) => c.input.at !== 'noted')) reached.add('not noted');
      if (run.calls.every((c) => c.input.at !== 'early')) reached.add('not early');
    }
    expect([...reached].sort()).toEqual(['big', 'cold', 'early', 'hot', 'not big', 'not early', 'not noted', 'noted']);
  });

  it.each([
    ['equals_to', '5'], ['equals_to', '5.0'], ['equals_to', 'abc'], ['not_equals_to', 'x'], ['contains', 'Review'], ['not_contains', 'Review'],
    ['starts_with', 'INV'], ['not_starts_with', 'INV'], ['ends_with', '.pdf'], ['not_ends_with', '.pdf'], ['greater_than', '100'],
    ['greater_than', '2026-01-31'], ['less_than', '3'], ['less_than', '2026-01-31T10:00:00Z'], ['present', ''], ['blank', ''],
    ['is_true', ''], ['is_not_true', ''],
  ])('a %s %j condition gets one event that makes it true and one that makes it false', (operand, rhs) => {
    const r = normalizeRecipe(recipe('r', trig([ifStep([cond(operand, pill('v'), rhs)], [post('taken')])], { extended_output_schema: [] })), 'r');
    const scenarios = generateEvents(r).filter((e) => e.label.startsWith('step 1 '));
    expect(scenarios.map((e) => e.label)).toEqual([`step 1 condition 1 ${operand} true`, `step 1 condition 1 ${operand} false`]);
    for (const { label, event } of scenarios) {
      const run = runRecipe(r, { event, outputs: () => ({}) });
      expect(run.calls.length, label).toBe(label.endsWith('true') ? 1 : 0);
    }
  });

  it('steers conditions on an app action output through scenario outputs', () => {
    const found: Step = action('crm', 'search', 'found', {}, { extended_output_schema: [{ name: 'id', type: 'string' }, { name: 'score', type: 'integer' }] });
    const r = normalizeRecipe(recipe('r', trig([
      found,
      ifStep([cond('present', dp('crm', 'found', ['id']))], [post('update'), elseStep([post('create')])]),
      ifStep([cond('greater_than', dp('crm', 'found', ['score']), '50')], [post('vip')]),
    ])), 'r');
    const ir = toIR(r);
    const reached = new Set<string>();
    const scenarios = generateEvents(r).filter((e) => e.outputs);
    expect(scenarios.map((e) => e.label)).toEqual([
      'step 2 condition 1 present true', 'step 2 condition 1 present false', 'step 6 condition 2 greater_than true', 'step 6 condition 2 greater_than false',
    ]);
    expect(scenarios[1]!.outputs).toEqual({ 1: { id: '   ', score: 11 } });
    for (const { event, outputs } of generateEvents(r)) {
      for (const call of runRecipe(r, { event, outputs: schemaOutputs(ir, {}, outputs) }).calls) reached.add(String(call.input.at ?? call.operation));
    }
    expect([...reached].sort()).toEqual(['create', 'search', 'update', 'vip']);
  });

  it('sampled outputs hold every field the recipe reads from the step, even without a schema', () => {
    const r = normalizeRecipe(recipe('r', trig([
      action('crm', 'search', 'found', {}),
      { keyword: 'foreach', as: 'row', source: dp('crm', 'found', ['rows']), input: {}, block: [action('slack', 'post', 'p', { text: dp('foreach', 'row', ['name']) })] },
      action('slack', 'post', 'q', { id: dp('crm', 'found', ['record', 'id']) }),
    ])), 'r');
    const outputs = schemaOutputs(toIR(r));
    expect(outputs({ runtime: 'workato', app: 'crm', operation: 'search', step: '1', input: {} })).toEqual({ rows: [{ name: 'name 1' }], record: { id: 'id 1' } });
    const run = runRecipe(r, { event: {}, outputs });
    expect(run.calls.map((c) => c.input)).toEqual([{}, { text: 'name 1' }, { id: 'id 1' }]);
  });

  it('is deterministic', () => {
    expect(generateEvents(branchy)).toEqual(generateEvents(branchy));
  });

  it('makes a foreach source a list of items holding the fields the loop reads', () => {
    const loop: Step = { keyword: 'foreach', as: 'each', source: pill('attachments'), input: {}, block: [action('drive', 'upload', 'up', { name: dp('foreach', 'each', ['filename']) })] };
    const r = normalizeRecipe(recipe('r', trig([loop], { extended_output_schema: [] })), 'r');
    const byLabel = new Map(generateEvents(r).map((e) => [e.label, e.event as Record<string, unknown>]));
    expect(byLabel.get('typical')!.attachments).toEqual([{ filename: 'filename 1' }]);
    expect((byLabel.get('lists-3')!.attachments as unknown[]).length).toBe(3);
    // lists-0 equals blank here (the only field is the list), so only one of them is kept
    expect((byLabel.get('lists-0') ?? byLabel.get('blank'))!.attachments).toEqual([]);
  });

  it('uses the parameters schema of a callable recipe trigger without an output schema', () => {
    const r = normalizeRecipe(recipe('r', callableTrigger([post('a')], [{ name: 'email', type: 'string', control_type: 'email' }])), 'r');
    expect(generateEvents(r)[0]!.event).toEqual({ parameters: { email: 'user1@example.com' } });
  });
});

describe('pill scan of the generated events (findPills, which readPaths calls)', () => {
  it('finds pills side by side, skips a `_` that starts none and a pill call left open, reads legacy pills', () => {
    const texts = [
      `a_b ${dp('workato_webhook', 'trg', ['x'])}${dp('workato_webhook', 'trg', ['y', 'z'])} _ _dp('`,
      "_('data.x.a') and _('data.y', 'b') then _(' open",
      `#{${dp('workato_webhook', 'trg', ['q'])}}_`,
      'no pill here',
    ];
    expect(texts.map((text) => findPills(text).length)).toEqual([2, 2, 1, 0]);
    expect(findPills(texts[0]!).map((p) => p.type === 'output' && p.path)).toEqual([['x'], ['y', 'z']]);
  });
});
