// The runtime helper table: every helper compiles, dependencies are complete and the output is deterministic.
import { describe, expect, it } from 'vitest';
import { runtimeSource, translateFormula } from '../src/engine/formula/index.js';
import { METHODS } from '../src/engine/formula/methods.js';
import { HELPERS, helperClosure } from '../src/engine/formula/runtime/registry.js';

const ALL = Object.keys(HELPERS);

describe('runtime helpers', () => {
  it('compile together inside an async arrow function, as the CODE step wraps them', async () => {
    const code = `const code = async (inputs) => {\n${runtimeSource(ALL)}\n  return { f1: rb_out(rb_add(inputs.v1, 1)) };\n};\nreturn code;`;
    const fn = new Function(code)() as (inputs: unknown) => Promise<unknown>;
    await expect(fn({ v1: 41 })).resolves.toEqual({ f1: 42 });
  });

  it('compile one by one with their dependencies', () => {
    for (const name of ALL) expect(() => new Function(`${runtimeSource([name])}\nreturn ${name};`)(), name).not.toThrow();
  });

  it('only reference helpers that exist', () => {
    for (const [name, helper] of Object.entries(HELPERS)) {
      for (const word of helper.source.match(/\b(?:rb_\w+|Rb[A-Z]\w*)\b/g) ?? []) expect(ALL, `${name} uses ${word}`).toContain(word);
    }
  });

  it('back every supported method with a helper', () => {
    for (const [method, spec] of Object.entries(METHODS)) expect(ALL, method).toContain(spec.helper);
  });

  it('emit a deterministic source: same names in any order give the same text, dependencies included', () => {
    expect(runtimeSource(['rb_upcase', 'rb_out'])).toBe(runtimeSource(['rb_out', 'rb_upcase', 'rb_out']));
    const names = helperClosure(['rb_upcase']);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['rb_upcase', 'rb_str', 'rb_nomethod', 'rb_typename']));
    expect(runtimeSource([])).toBe('');
  });

  it('lists in `runtime` every helper the expression calls', () => {
    const pill = `_dp('{"pill_type":"output","provider":"x","line":"t","path":["a"]}')`;
    const r = translateFormula(`${pill}.split(",").map { |x| x.strip }.where("a": 1).first`, {
      resolvePill: () => ({ ok: true, ref: "t['a']" }),
      bindInput: () => 'inputs.v1',
    });
    expect(r.kind).toBe('code');
    if (r.kind !== 'code') return;
    const called = new Set(r.expr.match(/\brb_\w+(?=\()/g));
    expect(r.runtime).toEqual([...called].sort());
  });
});
