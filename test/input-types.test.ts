// Workato's lossless input conversions, now in the engine (src/engine/input-types.ts): the text a number becomes is
// the formula runtime's own Ruby `to_s`, so the flow emitter and the recipe interpreter agree.
import { describe, expect, it } from 'vitest';
import { conformInput, rubyText } from '../src/engine/input-types.js';
import { runtimeHelpers } from '../src/verify/workato/formula.js';

describe('conformInput', () => {
  const step = {
    keyword: 'action',
    extended_input_schema: [
      { name: 'text', type: 'string' }, { name: 'count', type: 'integer' }, { name: 'ratio', type: 'number' }, { name: 'flag', type: 'boolean' },
      { name: 'rows', type: 'array', properties: [{ name: 'n', type: 'integer' }] },
    ],
  };

  it('makes only the lossless conversions of the field types', () => {
    expect(conformInput(step, { text: 1.5, count: '12', ratio: '0.25', flag: 'false', rows: [{ n: '3' }, { n: '03' }], other: '7' }))
      .toEqual({ text: '1.5', count: 12, ratio: 0.25, flag: false, rows: [{ n: 3 }, { n: '03' }], other: '7' });
    expect(conformInput(step, { count: '1e3', flag: 'yes' })).toEqual({ count: '1e3', flag: 'yes' });
  });
});

describe('rubyText', () => {
  it('is the formula runtime\'s rb_to_s for booleans and numbers', () => {
    const values = [true, false, 0, -0, 42, -7, 1.5, 0.1, 1e-5, 123456.789, 1e16, 1.5e20, 1e21, 2 ** 70, Number.NaN, Infinity, -Infinity];
    for (const v of values) expect(rubyText(v), String(v)).toBe(runtimeHelpers().rb_to_s(v));
  });
});
