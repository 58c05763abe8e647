// List mapping: a Workato input `{ ____source: <list pill>, <field>: <pill into current_item> }` builds one object per
// item of the source list (docs.workato.com/features/list-management.html). The flow must build the same list,
// not a placeholder, and the check must prove it on lists of 0, 1 and several items.
import { describe, expect, it } from 'vitest';
import { action, callableTrigger, dp, type Step } from './support/recipes.js';
import { runTranslated, runWorkato, translate } from './support/faithful.js';

const CURRENT = { path_element_type: 'current_item' };
const items = (...rest: Array<string | Record<string, string>>) => dp('workato_recipe_function', 'trg', ['parameters', 'items', ...rest]);
const params = [
  { name: 'items', type: 'array', of: 'object', properties: [{ name: 'id', type: 'string' }, { name: 'name', type: 'string' }, { name: 'tags', type: 'array', of: 'string' }] },
  { name: 'team', type: 'string' },
];
const returnList = (mapping: Record<string, unknown>): Step => action('workato_recipe_function', 'return_result', 'ret', { result: { options: mapping } });
const mapped = (extra: Record<string, unknown> = {}) => returnList({
  ____source: items(), value: items(CURRENT, 'id'), label: items(CURRENT, 'name'), tags: items(CURRENT, 'tags'), ...extra,
});

describe('a list mapping in a return value', () => {
  const t = translate(callableTrigger([mapped({ team: dp('workato_recipe_function', 'trg', ['parameters', 'team']), kind: 'option' })], params));
  const event = { items: [{ id: '1', name: 'One', tags: ['a'] }, { id: '2', name: 'Two' }], team: 'ops' };

  it('is written as the mapped list, not a placeholder', () => {
    const op = t.result.routing.operations.find((o) => o.step === 1)!;
    expect(op.status).toBe('mapped');
    expect(JSON.stringify(t.template)).not.toContain('not translated');
  });

  it('answers one object per item, the other fields as given, as Workato does', () => {
    const expected = { options: [{ value: '1', label: 'One', tags: ['a'], team: 'ops', kind: 'option' }, { value: '2', label: 'Two', tags: null, team: 'ops', kind: 'option' }] };
    expect(runWorkato(t, { parameters: event }).response).toEqual(expected);
    expect(runTranslated(t, event).response).toEqual(expected);
  });

  it('an absent list maps to no items; a single object to one', () => {
    expect(runTranslated(t, { team: 'ops' }).response).toEqual({ options: [] });
    expect(runTranslated(t, { items: { id: '9', name: 'Nine' }, team: 'x' }).response).toEqual({ options: [{ value: '9', label: 'Nine', tags: null, team: 'x', kind: 'option' }] });
  });

  it('is equivalent', () => {
    const v = t.result.routing.verification!;
    expect(v.differences).toEqual([]);
    expect(v.verdict).toBe('equivalent');
  });
});

describe('recipe text in a list mapping stays data', () => {
  it('field names and literals with quotes, line breaks and braces reach the answer as written', () => {
    const key = "a\"b'\n}{{c";
    const t = translate(callableTrigger([returnList({ ____source: items(), [key]: items(CURRENT, 'id'), note: "x'); throw 1; ('{{y}}" })], params));
    expect(t.result.routing.operations.find((o) => o.step === 1)!.status).toBe('mapped');
    expect(runTranslated(t, { items: [{ id: '1' }] }).response).toEqual({ options: [{ [key]: '1', note: "x'); throw 1; ('{{y}}" }] });
  });
});

describe('list mappings the flow cannot build stay a human\'s job', () => {
  it('a field mixing text with the current item is reported', () => {
    const t = translate(callableTrigger([mapped({ title: `Item ${items(CURRENT, 'name')}` })], params));
    const op = t.result.routing.operations.find((o) => o.step === 1)!;
    expect(op.status).not.toBe('mapped');
    expect(op.reason).toContain('____source');
    expect(t.result.routing.routing).toBe('manual_revision');
  });
});
