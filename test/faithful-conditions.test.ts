// Conditions keep Ruby's meaning: `present`/`blank` (false, [], {}, whitespace are blank) and `is_true` (the text
// "false" is not true) give the same branch in the flow as in Workato on edge values.
import { describe, expect, it } from 'vitest';
import { action, cond, dp, elseStep, ifStep, type Step } from './support/recipes.js';
import { runTranslated, runWorkato, translate } from './support/faithful.js';

const field = dp('workato_webhooks', 'trg', ['v']);
const slack = (as: string, text: string): Step => action('slack', 'post_message_to_channel', as, { channel: 'C1', message: text });
const webhook = (block: Step[]): Step => ({ keyword: 'trigger', provider: 'workato_webhooks', name: 'new_event', as: 'trg', input: {}, block });
const branchTaken = (operand: string) => translate(webhook([ifStep([cond(operand, field)], [slack('yes', 'yes'), elseStep([slack('no', 'no')])])]));

const EDGE_VALUES: Array<[string, unknown]> = [
  ['false', false], ['empty list', []], ['empty object', {}], ['whitespace', '  \n'], ['empty text', ''], ['nil', null],
  ['zero', 0], ['text "false"', 'false'], ['text "true"', 'true'], ['true', true], ['one', 1], ['text "yes"', 'yes'], ['a list', ['a']], ['text', 'x'],
];

/** What each runtime sent for the event `{ v: value }`: the branch taken. */
function both(t: ReturnType<typeof translate>, value: unknown): { workato: unknown; flow: unknown } {
  const workato = runWorkato(t, { v: value });
  const flow = runTranslated(t, { body: { v: value } });
  expect(flow.outcome).toBe('completed');
  return { workato: workato.calls.map((c) => c.input.message), flow: flow.calls.map((c) => c.input.text) };
}

describe.each(['present', 'blank', 'is_true', 'is_not_true'])('operand %s', (operand) => {
  const t = branchTaken(operand);
  it.each(EDGE_VALUES)('takes the branch Workato takes on %s', (_label, value) => {
    const { workato, flow } = both(t, value);
    expect(flow).toEqual(workato);
  });
});

describe('the expected branches, stated independently of both runtimes', () => {
  it('present is false for false, [], {}, whitespace, "" and nil, and true for 0 and "false"', () => {
    const t = branchTaken('present');
    const taken = EDGE_VALUES.map(([label, value]) => [label, runTranslated(t, { body: { v: value } }).calls[0]!.input.text]);
    expect(Object.fromEntries(taken)).toEqual({
      false: 'no', 'empty list': 'no', 'empty object': 'no', whitespace: 'no', 'empty text': 'no', nil: 'no',
      zero: 'yes', 'text "false"': 'yes', 'text "true"': 'yes', true: 'yes', one: 'yes', 'text "yes"': 'yes', 'a list': 'yes', text: 'yes',
    });
  });

  it('is_true is false for the text "false", 0 and a list, true for "true", "yes", 1 and true', () => {
    const t = branchTaken('is_true');
    const taken = EDGE_VALUES.map(([label, value]) => [label, runTranslated(t, { body: { v: value } }).calls[0]!.input.text]);
    expect(Object.fromEntries(taken)).toMatchObject({ 'text "false"': 'no', zero: 'no', 'a list': 'no', nil: 'no', 'text "true"': 'yes', 'text "yes"': 'yes', one: 'yes', true: 'yes' });
  });

  it('no approximation is reported for is_not_true any more', () => {
    const t = branchTaken('is_not_true');
    expect(t.result.diagnostics.filter((d) => d.code === 'condition_approximated')).toEqual([]);
  });
});

describe('greater than / less than order numbers as numbers and anything else as text, as Workato does', () => {
  const compare = (operand: string, rhs: string) => translate(webhook([ifStep([cond(operand, field, rhs)], [slack('yes', 'yes'), elseStep([slack('no', 'no')])])]));
  const ORDER_VALUES: Array<[string, unknown]> = [
    ['the text "value"', 'value'], ['a larger number', 2000], ['a smaller number', 5], ['numeric text', '1500'], ['numeric text below', '999.5'],
    ['equal', 1000], ['a later date', '2026-02-01'], ['text before digits', '+1'],
  ];

  it.each(['greater_than', 'less_than'])('%s takes the branch Workato takes', (operand) => {
    const t = compare(operand, '1000');
    for (const [, value] of ORDER_VALUES) expect(both(t, value).flow).toEqual(both(t, value).workato);
  });

  it('the expected branches of greater than 1000, stated independently of both runtimes', () => {
    const t = compare('greater_than', '1000');
    const taken = ORDER_VALUES.map(([label, value]) => [label, runTranslated(t, { body: { v: value } }).calls[0]!.input.text]);
    // "value" > "1000" and "2026-02-01" > "1000" as text ("v" and "2" come after "1"); "+1" comes before "1".
    expect(Object.fromEntries(taken)).toEqual({
      'the text "value"': 'yes', 'a larger number': 'yes', 'a smaller number': 'no', 'numeric text': 'yes', 'numeric text below': 'no',
      equal: 'no', 'a later date': 'yes', 'text before digits': 'no',
    });
  });

  it('two dates are ordered as instants', () => {
    const t = compare('less_than', '2026-03-01T00:00:00Z');
    expect(runTranslated(t, { body: { v: '2026-02-28T23:00:00-02:00' } }).calls[0]!.input.text).toBe('no');
    expect(runTranslated(t, { body: { v: '2026-02-28T20:00:00Z' } }).calls[0]!.input.text).toBe('yes');
  });
});
