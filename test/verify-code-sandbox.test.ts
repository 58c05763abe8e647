// Where the run-time check runs a CODE step: the engine's own generated code (logger, placeholders, formulas over
// helpers whose results are bounded by their inputs) in this thread's vm, everything recipe-written in the worker
// with its heap bound. Both places answer the same and keep the same time bound (src/verify/activepieces/
// code-sandbox.ts, code-script.ts).
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { LOGGER_CODE } from '../src/engine/mapping/code-templates.js';
import { codeRuns, inThisThread, loopFree, runCode, THREAD_RUNS } from '../src/verify/activepieces/code-sandbox.js';
import { checkTemplate, allSteps } from './support/flow-check.js';
import { code, flow, run } from './support/ap-runtime.js';
import { action, callableTrigger, dp, dpBare, recipe } from './support/recipes.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const name = dp('workato_recipe_function', 'trg', ['parameters', 'name']);
const nameBare = dpBare('workato_recipe_function', 'trg', ['parameters', 'name']);
const codeInput = { schema: '[]', data: { name } };

/** The CODE steps of a small translated recipe, by their name, and the runs the translation made where. */
function translated(actions: ReturnType<typeof action>[]) {
  const before = { ...codeRuns };
  const result = translateRecipe(recipe('Code steps', callableTrigger(actions, [{ name: 'name', type: 'string' }])), { lang: 'en' });
  expect(checkTemplate(result.template).errors).toEqual([]);
  const codes = new Map<string, string>();
  for (const { step } of allSteps(result.template.flows[0]!.trigger as Any)) if (step.type === 'CODE') codes.set(step.name, step.settings.sourceCode.code);
  return { result, codes, runs: { thread: codeRuns.thread - before.thread, worker: codeRuns.worker - before.worker } };
}

const BOUNDS = { timeoutMs: 1000, memoryMb: 64, now: '2026-01-01T00:00:00.000Z' };

describe('the engine-generated CODE steps run in this thread', () => {
  it('a recipe of a logger step and formulas is verified without the worker', () => {
    const { result, codes, runs } = translated([
      action('logger', 'log_message', 'lg', { message: `Hello ${name}` }),
      action('workato_recipe_function', 'return_result', 'ret', { result: { up: `=${nameBare}.upcase + "!"` } }),
    ]);
    expect([...codes.keys()].sort()).toEqual(['formula_2', 'step_1']);
    for (const source of codes.values()) expect(inThisThread(source)).toBe(true);
    expect(result.routing.verification?.events).toBeGreaterThan(0);
    expect(runs.thread).toBeGreaterThan(0);
    expect(runs.worker).toBe(0);
  });

  it('recipe-written code (Ruby compiled, Workato JavaScript) and size-argument helpers keep the worker', () => {
    const { codes, runs } = translated([
      action('workato_custom_code', 'invoke_custom_ruby_code', 'rb', { name: 'r', code: "{ n: input['name'].length }", code_input: codeInput }),
      action('js_eval', 'invoke_custom_js_code', 'js', { name: 'j', code: 'exports.main = async ({ name }) => ({ n: name.length });', code_input: codeInput }),
      action('logger', 'log_message', 'lg', { message: `=${nameBare} * 3` }),
    ]);
    expect(Object.fromEntries([...codes].map(([n, s]) => [n, inThisThread(s)]))).toEqual({ step_1: false, step_2: false, formula_3: false, step_3: true });
    expect(runs.worker).toBeGreaterThan(0);
  });

  it('a placeholder (code kept for a human) only throws, so it runs here; its comment cannot smuggle code out', () => {
    const { codes } = translated([action('py_eval', 'invoke_custom_py_code', 'py', { name: 'p', code: 'x = 1 */ while(true){} /*', code_input: codeInput })]);
    const placeholder = codes.get('step_1')!;
    expect(inThisThread(placeholder)).toBe(true);
    // anything after the throw, or a second comment, is no longer the placeholder's shape
    expect(inThisThread(placeholder.replace('\n};\n', '\n};\nwhile (true) {}\n'))).toBe(false);
    expect(inThisThread(placeholder.replace(/^\/\*/, '/* */ while (true) {} /*'))).toBe(false);
    // it has no loop, nor has a logger step: both run without the time bound's watchdog; a formula keeps it
    expect([loopFree(placeholder), loopFree(LOGGER_CODE), loopFree(placeholder.replace('\n};\n', '\n};\nwhile (true) {}\n'))]).toEqual([true, true, false]);
  });
});

describe('this thread and the worker answer alike', () => {
  const bodies = [
    'return { a: 1, list: [1, "x", null], d: new Date().toISOString(), r: Math.random() };',
    'return undefined;',
    'throw new Error("boom");',
    'throw "plain";',
    'return Promise.reject(new TypeError("bad"));',
    'await new Promise(() => {}); return 1;',
    'return { t: typeof require, f: typeof fetch, p: typeof process };',
    'return { inputs };',
    'throw { get message() { throw new Error("unreadable"); } };',
    // the outcome is made with the context's own JSON and String as they were before the code ran
    'globalThis.JSON = { stringify: () => ({}), parse: () => ({}) }; globalThis.String = () => ({}); return { inputs };',
    'return () => 1;',
  ];
  it.each(bodies)('%s', (body) => {
    const source = `export const code = async (inputs) => {\n${body}\n};`;
    const here = runCode(source, { name: 'Ana' }, { ...BOUNDS, generated: true });
    const there = runCode(source, { name: 'Ana' }, BOUNDS);
    expect(here).toEqual(there);
  });

  it('a module without `code`, and a top-level throw, fail the same way in both places', () => {
    for (const source of ['export const code = 1;', 'export const code = async () => 1;\nthrow new Error("at load");']) {
      expect(runCode(source, {}, { ...BOUNDS, generated: true })).toEqual(runCode(source, {}, BOUNDS));
    }
  });
});

describe('bounds in this thread', () => {
  it('an endless loop, in the code or in a promise job, is cut by the time bound as in the worker', () => {
    for (const body of ['while (true) {}', 'await null; while (true) {}']) {
      const detail = run(flow(code('step_1', body)), {}, () => ({}), { codeTimeoutMs: 200, generatedCode: true });
      expect([detail.outcome, detail.error]).toEqual(['failed', 'step_1: Code execution timed out']);
    }
  });

  it('an error whose message never ends is cut by the time bound, not read outside it', () => {
    const hostile = runCode('export const code = async () => { throw { get message() { for (;;); } }; };', {}, { ...BOUNDS, timeoutMs: 200, generated: true });
    expect(hostile).toEqual({ ok: false, error: 'Code execution timed out', timedOut: true });
  });

  it('a result whose serialisation never ends is cut by the time bound too', () => {
    const source = 'export const code = async () => { Object.prototype.toJSON = function () { for (;;); }; return { a: 1 }; };';
    const bounds = { ...BOUNDS, timeoutMs: 200 };
    expect(runCode(source, {}, { ...bounds, generated: true })).toEqual({ ok: false, error: 'Code execution timed out', timedOut: true });
    expect(runCode(source, {}, bounds)).toEqual({ ok: false, error: 'Code execution timed out', timedOut: true });
  });

  it('recipe JavaScript in a generated flow keeps the heap bound of the worker', () => {
    const hog = "const source = 'const a = []; while (true) a.push(new Array(1e6).fill(1));';\nreturn new Function(source)();";
    const detail = run(flow(code('step_1', hog)), {}, () => ({}), { codeTimeoutMs: 1500, codeMemoryMb: 32, generatedCode: true });
    expect([detail.outcome, detail.error]).toEqual(['failed', 'step_1: Code execution exceeded its memory or time bound']);
  });
});

describe('many runs', () => {
  it(`past ${THREAD_RUNS} runs in this thread, the engine's code goes to the worker too, with the same answers`, () => {
    const bounds = { ...BOUNDS, generated: true };
    const first = runCode(LOGGER_CODE, { message: 'first' }, bounds);
    for (let i = 0; codeRuns.thread < THREAD_RUNS; i++) runCode(LOGGER_CODE, { message: `m${i}` }, bounds);
    const before = codeRuns.worker;
    expect(runCode(LOGGER_CODE, { message: 'first' }, bounds)).toEqual(first);
    expect(codeRuns.worker).toBe(before + 1);
  });
});
