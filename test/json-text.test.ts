// The JSON writer of output files: the same text as JSON.stringify(value, null, 2) within the indentation cap,
// linear size beyond it, and no recursion (a chain deeper than the stack allows is written).
import { describe, expect, it } from 'vitest';
import { jsonText, MAX_INDENT_LEVEL } from '../src/output/json-text.js';

function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** A random JSON-like value with the cases JSON.stringify treats specially (undefined, NaN, toJSON, empties). */
function value(rnd: () => number, depth: number): unknown {
  const r = rnd();
  if (depth > 6 || r < 0.3) {
    const scalars = [null, 0, -1.5, 1e21, NaN, Infinity, true, false, '', 'a"b\\c\n\u2028\u0001', undefined, () => 1, new Date(0)];
    return scalars[Math.floor(rnd() * scalars.length)];
  }
  if (r < 0.6) return Array.from({ length: Math.floor(rnd() * 4) }, () => value(rnd, depth + 1));
  const out: Record<string, unknown> = {};
  for (let i = Math.floor(rnd() * 4); i > 0; i--) out[['a', 'b c', '"', '1', '__proto__x', ''][Math.floor(rnd() * 6)]!] = value(rnd, depth + 1);
  return out;
}

/** A nextAction chain `length` steps long, like a flow of sequential steps. */
function chain(length: number): Record<string, unknown> {
  let head: Record<string, unknown> | undefined;
  for (let i = length; i > 0; i--) head = { name: `step_${i}`, settings: { input: { message: 'hi' } }, ...(head ? { nextAction: head } : {}) };
  return head!;
}

describe('jsonText', () => {
  it('writes what JSON.stringify(value, null, 2) writes for 2,000 random values', () => {
    const rnd = random(7);
    for (let i = 0; i < 2000; i++) {
      const v = value(rnd, 0);
      expect(jsonText(v), `value ${i}`).toBe(JSON.stringify(v, null, 2));
    }
  });

  it('writes the same text on both sides of the depth where the native serialiser hands over to the walk', () => {
    // the spec: JSON.stringify's text with every line's indentation cut to MAX_INDENT_LEVEL levels
    const capped = (v: unknown) =>
      JSON.stringify(v, null, 2)
        .split('\n')
        .map((line) => {
          const body = line.trimStart();
          return ' '.repeat(Math.min(line.length - body.length, 2 * MAX_INDENT_LEVEL)) + body;
        })
        .join('\n');
    for (let length = 1; length <= 45; length++) expect(jsonText(chain(length)), `chain of ${length}`).toBe(capped(chain(length)));
  });

  it('stops indenting past the cap, so the size of a chain grows linearly with its length', () => {
    const small = chain(MAX_INDENT_LEVEL - 2); // its deepest line, "message", is at level MAX_INDENT_LEVEL
    expect(jsonText(small)).toBe(JSON.stringify(small, null, 2));
    const at1k = jsonText(chain(1000)).length;
    const at2k = jsonText(chain(2000)).length;
    const stringified2k = JSON.stringify(chain(2000), null, 2).length;
    expect(at2k - at1k).toBeLessThan(1000 * 400);
    expect(at2k).toBeLessThan(stringified2k / 10);
    expect(JSON.parse(jsonText(chain(2000)))).toEqual(chain(2000));
  });

  it('writes a chain far deeper than a recursive writer could go', () => {
    const text = jsonText(chain(50_000));
    expect(text.length).toBeLessThan(50_000 * 400);
    expect(text.split('"name": "step_').length - 1).toBe(50_000);
    expect(text.endsWith('}')).toBe(true);
  });

  it('refuses a circular structure like JSON.stringify', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    expect(() => jsonText(a)).toThrow(/circular/);
  });
});
