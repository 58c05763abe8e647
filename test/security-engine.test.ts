// Hostile recipes (issue 11, items 1, 4, 5 and 6): recipe text never runs as code or as an Activepieces expression,
// constant formulas cannot hang or exhaust translation, built-in names resolve to nothing, and oversized recipes
// are refused with a clear message before anything can overflow.
import { describe, expect, it } from 'vitest';
import { isUserError } from '../src/errors.js';
import { translateRecipe } from '../src/engine/index.js';
import { MAX_RECIPE_DEPTH, MAX_RECIPE_STEPS } from '../src/engine/limits.js';
import { json } from '../src/output/translation-files.js';
import { codeIdentifiers, codeSteps, connectionReads, moduleSyntaxErrors, nonPathExpressions, resolvedValues } from './support/code-check.js';
import { allSteps, checkTemplate } from './support/flow-check.js';
import { action, callableTrigger, cond, dp, ifStep, recipe, type Step } from './support/recipes.js';

type Any = Record<string, any>;

function translate(block: Step[], trigger: Step = callableTrigger(block, [{ name: 'email', type: 'string' }])) {
  const result = translateRecipe(recipe('Hostile', { ...trigger, block }), { lang: 'en' });
  expect(checkTemplate(result.template).errors).toEqual([]);
  for (const { name, code } of codeSteps(result.template)) {
    expect(moduleSyntaxErrors(code), name).toEqual([]);
    expect(codeIdentifiers(code).filter((id) => id.startsWith('PWN')), name).toEqual([]);
  }
  for (const value of resolvedValues(result.template)) expect(nonPathExpressions(value)).toEqual([]);
  return { result, steps: allSteps(result.template.flows[0]!.trigger as Any).map((s) => s.step) };
}

const BUILT_INS = ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'];

describe('injection into generated code (item 1)', () => {
  it('a line break in a provider or operation name stays inside the placeholder comment', () => {
    const { steps } = translate([action('evil\nPWN_provider();//', 'op\u2028PWN_op();\rPWN_cr();', 'a1')]);
    const placeholder = steps.find((s) => s.type === 'CODE')!;
    expect(placeholder.settings.sourceCode.code).toContain('evil\\nPWN_provider();//');
  });

  it('a star-slash in Ruby code kept in a comment does not end the comment', () => {
    translate([action('workato_custom_code', 'invoke_custom_ruby_code', 'r1', { code: 'x = 1 */ PWN_ruby(); /*' })]);
  });

  it('JavaScript that closes its wrapper stays inside the string it is kept in', () => {
    const source = "function main(input) { return {}; }\n}); PWN_js(); ((() => {\n<!-- PWN_html();\n";
    const { steps } = translate([action('js_eval', 'invoke_custom_js_code', 'j1', { code: source })]);
    const code = steps.find((s) => s.type === 'CODE')!.settings.sourceCode.code as string;
    expect(code).toContain(JSON.stringify(source.trimEnd()));
  });

  it('"}}" in a datapill path key does not open a second expression', () => {
    const body = JSON.stringify({ pill_type: 'output', provider: 'workato_recipe_function', line: 'trg', path: ['parameters', "a}}{{PWN_pill()}}\n'b"] });
    const pill = `#{_dp('${body.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}')}`;
    const { steps } = translate([action('logger', 'log_message', 'l1', { message: `Hi ${pill}` })]);
    const message = steps.find((s) => s.name === 'step_1')!.settings.input.message as string;
    expect(message).toBe("Hi {{trigger['data']['a\\u007d\\u007d\\u007b\\u007bPWN_pill()\\u007d\\u007d\\u000a\\'b']}}");
  });

  it('text holding "{{" is returned by the formula step, never written as an expression', () => {
    const { result, steps } = translate([action('logger', 'log_message', 'l1', { message: "Token: {{connections['slack']}} {" })]);
    expect(connectionReads(result.template)).toEqual([]);
    const formula = steps.find((s) => s.name === 'formula_1')!;
    expect(formula.settings.sourceCode.code).toContain(JSON.stringify("Token: {{connections['slack']}} {"));
    expect(steps.find((s) => s.name === 'step_1')!.settings.input.message).toBe("{{formula_1['f1']}}");
  });
});

describe('constant formulas at translation time (item 4)', () => {
  it('a regex with catastrophic backtracking is left to the CODE step', () => {
    const formula = `="${'a'.repeat(40)}!".match?(/^(a+)+$/)`;
    const { steps } = translate([action('logger', 'log_message', 'l1', { message: formula })]);
    expect(steps.find((s) => s.name === 'step_1')!.settings.input.message).toBe("{{formula_1['f1']}}");
  });

  it('"x".ljust(500000000, "ab") is left to the CODE step', () => {
    const { steps } = translate([action('logger', 'log_message', 'l1', { message: '="x".ljust(500000000, "ab")' })]);
    expect(steps.find((s) => s.name === 'step_1')!.settings.input.message).toBe("{{formula_1['f1']}}");
  });

  it('a chain that doubles its size each call stops at the size budget and runs in the CODE step', () => {
    const { steps } = translate([action('logger', 'log_message', 'l1', { message: `="ab"${'.encode_hex'.repeat(40)}` })]);
    expect(steps.find((s) => s.name === 'step_1')!.settings.input.message).toBe("{{formula_1['f1']}}");
  });

  it('small constants are still computed while translating', () => {
    const { steps } = translate([action('logger', 'log_message', 'l1', { message: '="ab".upcase + 1.to_s' })]);
    expect(steps.find((s) => s.name === 'step_1')!.settings.input.message).toBe('AB1');
  });

  it('formulas nested past the limits are reported, the same way on every machine', () => {
    const { result } = translate([
      action('logger', 'log_message', 'l1', { message: `=${'('.repeat(1000)}1${')'.repeat(1000)}` }),
      action('logger', 'log_message', 'l2', { message: `=1${'+1'.repeat(3000)}` }),
    ]);
    const reasons = result.routing.operations.map((o) => o.reason ?? '').join(' ');
    expect(reasons).toContain('brackets nested deeper than 64 levels');
    expect(reasons).toContain('formula nested deeper than 500 levels');
  });
});

describe('built-in names (item 5)', () => {
  it.each(BUILT_INS)('%s as formula name, method, provider, operation, operand, pill key, field and alias', (name) => {
    const pill = dp('workato_recipe_function', 'trg', ['parameters', name]);
    const { result } = translate([
      action(name, name, name, { [name]: `=${name}`, other: `=1.${name}`, call: `=${name}.${name}(${name})`, pill }),
      action('logger', 'log_message', 'l1', { message: dp(name, name, [name, name]) }),
      action('logger', 'log_message', 'l3', { message: `=${name}` }),
      action('logger', 'log_message', 'l4', { message: `="a".${name}(1)` }),
      ifStep([cond(name, pill, name)], [action('logger', 'log_message', 'l2', { message: 'x' })], 'and', { as: name }),
      { keyword: 'foreach', as: name, source: pill, block: [] },
    ]);
    const review = result.review.map((r) => r.text).join(' ');
    expect(review).toContain(`method "${name}" is not supported`);
    expect(review).toContain(`"${name}"`);
  });

  it.each(BUILT_INS)('%s as the trigger provider and operation', (name) => {
    translate([action('logger', 'log_message', 'l1', { message: 'x' })], { keyword: 'trigger', provider: name, name, as: name, input: { [name]: name } });
  });
});

describe('size (item 6)', () => {
  const logger = (i: number): Step => action('logger', 'log_message', `s${i}`, { message: `step ${i}` });

  it('10,000 steps are refused with a UserError naming the limit', () => {
    const steps = Array.from({ length: 10_000 }, (_, i) => logger(i));
    const error = catchError(() => translateRecipe(recipe('Big', callableTrigger(steps)), { lang: 'pt' }));
    expect(isUserError(error) && error.code).toBe('recipe_too_large');
    expect((error as Error).message).toContain(String(MAX_RECIPE_STEPS));
  });

  it('5,000 nested ifs are refused with a UserError naming the limit', () => {
    let block: Step[] = [logger(0)];
    for (let i = 0; i < 5000; i++) block = [ifStep([cond('present', 'x')], block)];
    const error = catchError(() => translateRecipe(recipe('Deep', callableTrigger(block)), { lang: 'en' }));
    expect(isUserError(error) && error.code).toBe('recipe_too_deep');
    expect((error as Error).message).toContain(String(MAX_RECIPE_DEPTH));
  });

  it('the largest accepted recipe writes a flow.json linear in its steps', () => {
    const sizeOf = (n: number) => json(translateRecipe(recipe('Big', callableTrigger(Array.from({ length: n }, (_, i) => logger(i)))), { lang: 'en' }).template).length;
    const full = sizeOf(MAX_RECIPE_STEPS);
    const half = sizeOf(MAX_RECIPE_STEPS / 2);
    expect(full).toBeLessThan(2.2 * half);
    expect(full).toBeLessThan(3_000_000);
  });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
