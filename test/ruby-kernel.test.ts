// Ruby code steps calling Kernel#Array, Kernel#Integer, Kernel#Float and Time.iso8601: compiled to JavaScript and
// run in the Activepieces runtime model's CODE sandbox. Every expected value and error text below was printed by
// Ruby 3.1 (`TZ=UTC ruby -e 'require "time"; p Integer("0x1A")'`).
import { describe, expect, it } from 'vitest';
import { compileRuby } from '../src/engine/ruby/index.js';
import { runCode } from '../src/verify/activepieces/code-sandbox.js';

const BOUNDS = { timeoutMs: 2000, memoryMb: 64, now: '2026-01-01T00:00:00Z' };

/** Runs `{ v: <expr> }` with `input['x']` = x; the value, or the error text. */
function ruby(expr: string, x?: unknown): unknown {
  const compiled = compileRuby(`{ v: ${expr} }`);
  if (!compiled.ok) throw new Error(`not compiled: ${JSON.stringify(compiled.reason)}`);
  const run = runCode(compiled.body, x === undefined ? {} : { x }, BOUNDS);
  return run.ok ? (run.output as { v: unknown }).v : { error: run.error };
}
/** Runs a whole snippet ending in `{ v: … }`; the value of v, or the error text. */
function program(code: string, x: unknown): unknown {
  const compiled = compileRuby(code);
  if (!compiled.ok) throw new Error(`not compiled: ${JSON.stringify(compiled.reason)}`);
  const run = runCode(compiled.body, { x }, BOUNDS);
  return run.ok ? (run.output as { v: unknown }).v : { error: run.error };
}
const fails = (text: string) => ({ error: expect.stringContaining(text) });

describe('Kernel#Array', () => {
  it('is [] for nil, the array itself, the pairs of a hash, the items of a range, and [x] for anything else', () => {
    expect(ruby("Array(input['x'])", null)).toEqual([]);
    expect(ruby("Array(input['x'])", [1, 2])).toEqual([1, 2]);
    expect(ruby("Array(input['x'])", { a: 1, b: 'c' })).toEqual([['a', 1], ['b', 'c']]);
    expect(ruby('Array(1..3)')).toEqual([1, 2, 3]);
    expect(ruby("Array(input['x'])", 'a,b')).toEqual(['a,b']);
    expect(ruby("Array(input['x'])", 7)).toEqual([7]);
    expect(ruby("Array(input['x'])", true)).toEqual([true]);
    expect(ruby("Array(input['x']).map { |e| e.to_s.upcase }", 'one')).toEqual(['ONE']);
  });
});

describe('Kernel#Integer', () => {
  it.each([
    ['42', 42], [' 42 ', 42], ['42\n', 42], ['\t7\v', 7], ['4_2', 42], ['+5', 5], ['0', 0], ['00', 0],
    ['0x1A', 26], ['-0x1a', -26], ['0X1f', 31], ['0b101', 5], ['0B11', 3], ['-0b1_0', -2], ['0o17', 15], ['017', 15], ['0_7', 7], ['0d12', 12],
  ] as const)('Integer(%j) is %j', (text, value) => {
    expect(ruby("Integer(input['x'])", text)).toBe(value);
  });

  it.each(['4__2', '_42', '42_', '08', '- 5', '', ' ', '1e3', '3.5', '0x', '0_x1', '0_', '0o', '0_o7', '\u00a042'])('Integer(%j) raises', (text) => {
    expect(ruby("Integer(input['x'])", text)).toEqual(fails(`invalid value for Integer(): ${JSON.stringify(text)}`));
  });

  it('truncates floats and refuses nil, booleans and lists as Ruby does', () => {
    expect(ruby('Integer(3.99)')).toBe(3);
    expect(ruby('Integer(-3.99)')).toBe(-3);
    expect(ruby("Integer(input['x'])", null)).toEqual(fails("can't convert nil into Integer"));
    expect(ruby("Integer(input['x'])", true)).toEqual(fails("can't convert true into Integer"));
    expect(ruby("Integer(input['x'])", [1])).toEqual(fails("can't convert Array into Integer"));
  });

  it('raises, never rounds, past what JavaScript holds exactly', () => {
    expect(ruby("Integer(input['x'])", '12345678901234567890')).toEqual(fails('past 2**53'));
  });
});

describe('Kernel#Float', () => {
  it.each([
    ['1.5', 1.5], [' 1.5 ', 1.5], ['1.5\n', 1.5], ['1_000.5', 1000.5], ['1e3', 1000], ['1E-2', 0.01], ['.5', 0.5], ['-.5', -0.5], ['+1.5', 1.5],
    ['010', 10], ['5', 5], ['1.5e3_0', 1.5e30], ['1_0e1_0', 1e11], ['0x1A', 26], ['0x1_0', 16], ['-0x10', -16], ['0x1.8p1', 3],
  ] as const)('Float(%j) is %j', (text, value) => {
    expect(ruby("Float(input['x'])", text)).toBe(value);
  });

  it.each(['5.', '', ' ', 'NaN', 'Infinity', '1.5abc', '1__0', '1.e3', '1e', '_1', '1_', '0b11', '0x'])('Float(%j) raises', (text) => {
    expect(ruby("Float(input['x'])", text)).toEqual(fails(`invalid value for Float(): ${JSON.stringify(text)}`));
  });

  it('gives a Float, also for an Integer, and refuses nil and booleans', () => {
    expect(ruby('Float(3).to_s')).toBe('3.0');
    expect(ruby("Float(input['x']).to_s", '5')).toBe('5.0');
    expect(ruby("Float(input['x']) / 2", '7')).toBe(3.5);
    expect(ruby("Float(input['x'])", null)).toEqual(fails("can't convert nil into Float"));
    expect(ruby("Float(input['x'])", true)).toEqual(fails("can't convert true into Float"));
  });
});

describe('Time.iso8601', () => {
  const iso = (text: unknown) => ruby("Time.iso8601(input['x']).iso8601", text);

  it('reads date, time, fraction and zone; Z is UTC, no zone the server time (UTC), an offset is kept', () => {
    expect(iso('2020-01-02T03:04:05Z')).toBe('2020-01-02T03:04:05Z');
    expect(iso(' 2020-01-02t03:04:05z ')).toBe('2020-01-02T03:04:05Z');
    expect(iso('2020-01-02T03:04:05-00:00')).toBe('2020-01-02T03:04:05Z');
    expect(iso('2020-01-02T03:04:05+02:00')).toBe('2020-01-02T03:04:05+02:00');
    expect(iso('2020-01-02T03:04:05+0200')).toBe('2020-01-02T03:04:05+02:00');
    expect(iso('2020-01-02T03:04:05+02')).toBe('2020-01-02T03:04:05+02:00');
    expect(iso('2020-01-02T03:04:05')).toBe('2020-01-02T03:04:05+00:00');
    expect(ruby("Time.iso8601(input['x']).to_i", '2020-01-02T03:04:05+02:00')).toBe(1577927045);
    expect(ruby("Time.iso8601(input['x']).strftime('%L')", '2020-01-02T03:04:05.123456Z')).toBe('123');
  });

  it('rolls days past the month end and 24:00 and second 60 over, as Time.utc does', () => {
    expect(iso('2020-02-30T03:04:05Z')).toBe('2020-03-01T03:04:05Z');
    expect(iso('2020-04-31T03:04:05Z')).toBe('2020-05-01T03:04:05Z');
    expect(iso('2020-01-02T24:00:00Z')).toBe('2020-01-03T00:00:00Z');
    expect(iso('2020-01-02T23:59:60Z')).toBe('2020-01-03T00:00:00Z');
  });

  it('raises on a string of another form and on values out of range, with Ruby\'s texts', () => {
    for (const text of ['2020-01-02', '2020-01-02Z', '2020-01-02 03:04:05Z', '2020-1-02T03:04:05Z', 'abc', '2020-01-02T03:04']) {
      expect(iso(text)).toEqual(fails(`invalid xmlschema format: ${JSON.stringify(text)}`));
    }
    expect(iso(null)).toEqual(fails('invalid xmlschema format: nil'));
    expect(iso(5)).toEqual(fails('no implicit conversion of Integer into String'));
    expect(iso('2020-13-02T03:04:05Z')).toEqual(fails('mon out of range'));
    expect(iso('2020-02-00T03:04:05Z')).toEqual(fails('mday out of range'));
    expect(iso('2020-02-32T03:04:05Z')).toEqual(fails('argument out of range'));
    expect(iso('2020-01-02T25:00:00Z')).toEqual(fails('hour out of range'));
    expect(iso('2020-01-02T23:60:00Z')).toEqual(fails('min out of range'));
    expect(iso('2020-01-02T24:01:00Z')).toEqual(fails('min out of range'));
    expect(iso('2020-01-02T24:00:01Z')).toEqual(fails('sec out of range'));
    expect(iso('2020-01-02T03:04:61Z')).toEqual(fails('sec out of range'));
    expect(iso('2020-01-02T03:04:05+24:00')).toEqual(fails('utc_offset out of range'));
  });
});

describe('where they stay refused', () => {
  it('takes one argument only (no base, no exception: false), and formulas do not know them', () => {
    expect(compileRuby("{ v: Integer(input['x'], 16) }").ok).toBe(false);
    expect(compileRuby("{ v: Time.iso8601(input['x'], 1) }").ok).toBe(false);
  });
});

describe('collection methods of code steps', () => {
  it('to_h: pairs to a hash, with a block building each pair; Ruby\'s errors for other elements', () => {
    expect(ruby("input['x'].to_h", [['a', 1], ['b', 2]])).toEqual({ a: 1, b: 2 });
    expect(ruby("input['x'].to_h", { a: 1 })).toEqual({ a: 1 });
    expect(ruby("input['x'].to_h", null)).toEqual({});
    expect(ruby("input['x'].to_h { |x| [x.to_s, x * 2] }", [1, 2])).toEqual({ 1: 2, 2: 4 });
    expect(ruby("input['x'].to_h { |k, v| [k.upcase, v] }", { a: 1 })).toEqual({ A: 1 });
    expect(ruby("input['x'].to_h", [1])).toEqual(fails('wrong element type Integer at 0 (expected array)'));
    expect(ruby("input['x'].to_h", [['a', 1, 2]])).toEqual(fails('wrong array length at 0 (expected 2, was 3)'));
  });

  it('chars, take, drop, zip, find_index', () => {
    expect(ruby("input['x'].chars", 'h\u00e9llo')).toEqual(['h', '\u00e9', 'l', 'l', 'o']);
    expect(ruby("input['x'].chars", '')).toEqual([]);
    expect(ruby("input['x'].take(2)", [1, 2, 3])).toEqual([1, 2]);
    expect(ruby("input['x'].take(5)", [1, 2, 3])).toEqual([1, 2, 3]);
    expect(ruby("input['x'].take(1)", { a: 1, b: 2 })).toEqual([['a', 1]]);
    expect(ruby("input['x'].take(1.7)", [1, 2])).toEqual([1]);
    expect(ruby("input['x'].take(-1)", [1])).toEqual(fails('attempt to take negative size'));
    expect(ruby("input['x'].take(nil)", [1])).toEqual(fails('no implicit conversion from nil to integer'));
    expect(ruby("input['x'].drop(1)", [1, 2, 3])).toEqual([2, 3]);
    expect(ruby("input['x'].drop(-1)", [1])).toEqual(fails('attempt to drop negative size'));
    expect(ruby("input['x'].zip([3])", [1, 2])).toEqual([[1, 3], [2, null]]);
    expect(ruby("input['x'].zip([3, 4], [5, 6, 7])", [1, 2])).toEqual([[1, 3, 5], [2, 4, 6]]);
    expect(ruby("input['x'].zip", [1, 2])).toEqual([[1], [2]]);
    expect(ruby("input['x'].zip(nil)", [1, 2])).toEqual(fails('wrong argument type NilClass (must respond to :each)'));
    expect(ruby("input['x'].find_index(2)", [1, 2, 3])).toBe(1);
    expect(ruby("input['x'].find_index(9)", [1, 2, 3])).toBeNull();
    expect(ruby("input['x'].find_index { |x| x > 1 }", [1, 2, 3])).toBe(1);
  });

  it('each_slice: slices to map or list, or each slice to a block (returning the receiver)', () => {
    expect(ruby("input['x'].each_slice(2).to_a", [1, 2, 3, 4, 5])).toEqual([[1, 2], [3, 4], [5]]);
    expect(ruby("input['x'].each_slice(2).map { |a| a.sum }", [1, 2, 3])).toEqual([3, 3]);
    expect(ruby("input['x'].each_slice(2).to_a", { a: 1, b: 2, c: 3 })).toEqual([[['a', 1], ['b', 2]], [['c', 3]]]);
    expect(ruby("input['x'].each_slice(1).size", [3, 1])).toBe(2);
    expect(program("r = []\nx = input['x'].each_slice(2) { |a| r << a }\n{ v: [x, r] }", [1, 2, 3])).toEqual([[1, 2, 3], [[1, 2], [3]]]);
    expect(program("r = []\ninput['x'].each_slice(2) { |a, b| r << [a, b] }\n{ v: r }", [1, 2, 3])).toEqual([[1, 2], [3, null]]);
    expect(ruby("input['x'].each_slice(0).to_a", [1])).toEqual(fails('invalid slice size'));
  });

  it('transform_values, transform_keys (a repeated key keeps the last value), partition', () => {
    expect(ruby("input['x'].transform_values { |v| v * 10 }", { a: 1, b: 2 })).toEqual({ a: 10, b: 20 });
    expect(ruby("input['x'].transform_keys { |k| k.upcase }", { a: 1 })).toEqual({ A: 1 });
    expect(ruby("input['x'].transform_keys { |k| 'x' }", { a: 1, b: 2 })).toEqual({ x: 2 });
    expect(ruby("input['x'].partition { |x| x.even? }", [1, 2, 3, 4])).toEqual([[2, 4], [1, 3]]);
    expect(ruby("input['x'].map { |x| x.odd? }", [1, 2, -3])).toEqual([true, false, true]);
    expect(ruby("input['x'].even?", 1.5)).toEqual(fails("undefined method 'even?' for an instance of Float"));
    expect(ruby("input['x'].partition { |k, v| v > 1 }", { a: 1, b: 2 })).toEqual([[['b', 2]], [['a', 1]]]);
  });

  it('JSON.generate and Time.at', () => {
    expect(ruby("JSON.generate(input['x'])", { a: [1, null, 'x/\u00e9'] })).toBe('{"a":[1,null,"x/\u00e9"]}');
    expect(ruby('JSON.generate(nil)')).toBe('null');
    expect(ruby("Time.at(input['x']).iso8601", 0)).toBe('1970-01-01T00:00:00+00:00');
    expect(ruby("Time.at(input['x']).utc.iso8601", 1700000000)).toBe('2023-11-14T22:13:20Z');
    expect(ruby("Time.at(input['x'])", null)).toEqual(fails("can't convert NilClass into an exact number"));
    expect(ruby("Time.at(input['x'])", '1')).toEqual(fails("can't convert String into an exact number"));
  });
});
