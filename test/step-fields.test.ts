// A recipe's steps as normalizeRecipe checks and copies them: the message and path of the first wrong field (a
// refused recipe reads the same as when a schema library checked it), and the copy's fields and their order.
import { describe, expect, it } from 'vitest';
import { normalizeRecipe } from '../src/engine/recipe.js';

function refusal(code: unknown): string {
  try {
    normalizeRecipe({ name: 'x', code }, 'r.json');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('step fields', () => {
  it.each([
    [{ block: [] }, 'code.keyword: Required'],
    [{ keyword: '' }, 'code.keyword: String must contain at least 1 character(s)'],
    [{ keyword: 'trigger', number: 1.5 }, 'code.number: Expected integer, received float'],
    [{ keyword: 'trigger', number: null }, 'code.number: Expected number, received null'],
    [{ keyword: 'trigger', provider: 3 }, 'code.provider: Expected string, received number'],
    [{ keyword: 'trigger', as: true }, 'code.as: Invalid input'],
    [{ keyword: 'trigger', input: [] }, 'code.input: Expected object, received array'],
    [{ keyword: 'trigger', skip: null }, 'code.skip: Invalid input'],
    [{ keyword: 'trigger', source: null }, 'code.source: Expected string, received null'],
    [{ keyword: 'trigger', block: [{ keyword: 'action' }, 'step'] }, 'code.block.1: Expected object, received string'],
    // the first wrong field in the order the fields are checked, not in the order they came
    [{ keyword: 'trigger', title: 1, name: 2 }, 'code.name: Expected string, received number'],
  ])('%j is refused with "%s"', (code, detail) => {
    expect(refusal(code)).toContain(`(${detail})`);
  });

  it('copies a step with its known fields first, converted, then the others as they came, without __proto__', () => {
    const raw = JSON.parse('{"uuid":"u","keyword":"trigger","__proto__":{"x":1},"skip":"true","as":7,"input":{"b":1,"__proto__":2,"a":null},"number":0}');
    const { code } = normalizeRecipe({ name: 'x', code: raw, config: [{ name: 'n', provider: 'p' }, { provider: 'q' }] }, 'r.json');
    expect(Object.keys(code)).toEqual(['number', 'keyword', 'as', 'input', 'skip', 'uuid']);
    expect(code).toMatchObject({ as: '7', skip: true, input: { b: 1, a: null } });
    expect(Object.getOwnPropertyNames(code.input)).toEqual(['b', 'a']);
    expect(Object.getPrototypeOf(code)).toBe(Object.prototype);
  });

  it('keeps config lines only when each is an object with a text provider, provider first', () => {
    const lines = (config: unknown) => normalizeRecipe({ name: 'x', code: { keyword: 'trigger' }, config }, 'r.json').config;
    expect(lines([{ name: 'n', provider: 'p' }]).map((l) => Object.keys(l))).toEqual([['provider', 'name']]);
    expect(lines([{ provider: 'p' }, { provider: 1 }])).toEqual([]);
    expect(lines('[{"provider":"p"}]')).toEqual([{ provider: 'p' }]);
  });
});
