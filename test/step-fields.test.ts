// A recipe's steps as normalizeRecipe checks and copies them: which step and which field is wrong, in words of each
// language (the step's number as Workato shows it, never a path such as code.block.1), and the copy's fields and
// their order.
import { describe, expect, it } from 'vitest';
import { normalizeRecipe } from '../src/engine/recipe.js';
import { isUserError } from '../src/errors.js';
import type { Lang } from '../src/i18n/index.js';

function refusal(code: unknown, lang: Lang = 'en'): string {
  try {
    normalizeRecipe({ name: 'x', code }, 'r.json');
  } catch (error) {
    if (!isUserError(error)) throw error;
    expect(error.code).toBe('bad_trigger');
    return error.render(lang);
  }
  throw new Error('expected a refusal');
}

describe('step fields', () => {
  it.each([
    [{ block: [] }, 'The trigger of r.json is not a valid Workato step: its "keyword" field is missing.'],
    [{ keyword: '' }, 'its "keyword" field should be a text that is not empty but is an empty text'],
    [{ keyword: 'trigger', number: 1.5 }, 'The trigger of r.json is not a valid Workato step: its "number" field should be a whole number but is a number with decimals'],
    [{ keyword: 'trigger', number: null }, 'its "number" field should be a whole number but is null (empty)'],
    [{ keyword: 'trigger', provider: 3 }, 'its "provider" field should be a text but is a number'],
    [{ keyword: 'trigger', as: true }, 'its "as" field should be a text or a number but is true or false'],
    [{ keyword: 'trigger', input: [] }, 'its "input" field should be a JSON object but is a list'],
    [{ keyword: 'trigger', skip: null }, 'its "skip" field should be true or false but is null (empty)'],
    [{ keyword: 'trigger', source: null }, 'its "source" field should be a text but is null (empty)'],
    [{ keyword: 'trigger', block: [{ keyword: 'action' }, 'step'] }, 'Step 2 of r.json is not a valid Workato step: it should be a JSON object but is a text.'],
    // the first wrong field in the order the fields are checked, not in the order they came
    [{ keyword: 'trigger', title: 1, name: 2 }, 'its "name" field should be a text but is a number'],
    // steps are counted depth first, as Workato numbers them; a step's own number wins
    [{ keyword: 'trigger', block: [{ keyword: 'if', block: [{ keyword: 'action' }] }, { keyword: 'action', provider: 1 }] }, 'Step 3 of r.json'],
    [{ keyword: 'trigger', block: [{ number: 7, keyword: 'action', provider: 1 }] }, 'Step 7 of r.json'],
  ])('%j is refused with "%s"', (code, detail) => {
    expect(refusal(code)).toContain(detail);
  });

  it.each([
    ['pt', 'O passo 2 de r.json não é um passo válido do Workato: falta o campo "keyword". Exporte a receita novamente do Workato.', /^O gatilho de r\.json .*: o campo "input" deveria ser um objeto JSON, mas é um texto\./],
    ['es', 'El paso 2 de r.json no es un paso válido de Workato: falta el campo "keyword". Exporta la receta de nuevo desde Workato.', /^El disparador de r\.json .*: el campo "input" debería ser un objeto JSON, pero es un texto\./],
  ] as const)('in %s the step and the field are told in words', (lang, missing, wrong) => {
    expect(refusal({ keyword: 'trigger', block: [{ keyword: 'action' }, { provider: 'p' }] }, lang)).toBe(missing);
    expect(refusal({ keyword: 'trigger', input: 'x' }, lang)).toMatch(wrong);
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
