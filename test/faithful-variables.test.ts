// Variables that live in Storage keep their type: numbers, booleans and lists read back as they were written (and
// cast to the declared type, as Workato casts them), not as the text Storage's short-text `value` makes of them.
import { describe, expect, it } from 'vitest';
import { action, cond, dp, elseStep, ifStep, type Step } from './support/recipes.js';
import { runTranslated, runWorkato, translate } from './support/faithful.js';

const field = (...path: string[]) => dp('workato_webhooks', 'trg', path);
const webhook = (block: Step[]): Step => ({ keyword: 'trigger', provider: 'workato_webhooks', name: 'new_event', as: 'trg', input: {}, block });
const post = (as: string, input: Record<string, unknown>): Step => action('slack', 'post_message_to_channel', as, { channel: 'C1', ...input });

const declare = action('workato_variable', 'declare_variable', 'vars', {
  variables: {
    schema: JSON.stringify([{ name: 'count', type: 'integer' }, { name: 'active', type: 'boolean' }, { name: 'label', type: 'string' }]),
    data: { count: '0', active: 'true', label: 'start' },
  },
}, { uuid: 'u-vars' });
// the update makes the variables live in Storage (written after their declaration)
const update = action('workato_variable', 'update_variables', 'upd', { name: 'u-vars:vars', count: field('n'), active: field('flag') });
const v = (name: string) => dp('workato_variable', 'vars', [name]);

describe('variables in Storage keep their type', () => {
  const t = () => translate(webhook([declare, update, ifStep([cond('present', v('active'))], [post('yes', { message: 'active' }), elseStep([post('no', { message: 'inactive' })])]),
    post('count', { message: v('count'), thread_ts: v('count') })]));

  it('a boolean false stays false: "is present" is false for it, as in Workato (the text "false" would be present)', () => {
    const translated = t();
    const flow = runTranslated(translated, { body: { n: '7', flag: 'false' } });
    const workato = runWorkato(translated, { n: '7', flag: 'false' });
    expect(workato.calls.map((c) => c.input.message)).toEqual(['inactive', 7]);
    expect(flow.calls.map((c) => c.input.text)).toEqual(['inactive', '7']);
  });

  it('a number read back is a number, cast to the declared integer as Workato casts it', () => {
    const flow = runTranslated(t(), { body: { n: '7.9', flag: 'yes' } });
    const decoded = flow.steps.filter((s) => s.name.endsWith('_value')).map((s) => s.output);
    expect(decoded).toContainEqual({ value: 7 });
    expect(decoded).toContainEqual({ value: true });
    expect(flow.calls.map((c) => c.input.text)).toEqual(['active', '7']);
  });
});

describe('lists in Storage', () => {
  it('an empty list reads back as an empty list: "is blank" holds, as in Workato', () => {
    const list = action('workato_variable', 'declare_list', 'lst', { name: 'Names', list_item_schema_json: '[{"name":"n"}]' }, { uuid: 'u-l' });
    const clear = action('workato_variable', 'clear_list', 'clr', { name: 'u-l:lst' });
    const translated = translate(webhook([list, clear, ifStep([cond('blank', dp('workato_variable', 'lst', ['list_items']))], [post('e', { message: 'empty' }), elseStep([post('f', { message: 'full' })])])]));
    expect(runWorkato(translated, {}).calls.map((c) => c.input.message)).toEqual(['empty']);
    expect(runTranslated(translated, { body: {} }).calls.map((c) => c.input.text)).toEqual(['empty']);
  });
});
