// Workato formula mode (`=…`) and `#{…}` bodies evaluated with the engine's Ruby-subset runtime: the formula is
// parsed and compiled by src/engine/formula, then runs in a node:vm context holding every runtime helper, under a
// time limit, with a fixed clock and a seeded Math.random so that runs are deterministic.
import vm from 'node:vm';
import type { Pill } from '../../engine/types.js';
import { FormulaSyntaxError, type Node } from '../../engine/formula/ast.js';
import { Compiler, Unsupported } from '../../engine/formula/compile.js';
import { parseFormula } from '../../engine/formula/parser.js';
import { HELPERS, helperSource } from '../../engine/formula/runtime/registry.js';

/** A field whose formula is `skip` (or reaches it): Workato does not send it. */
export const SKIP: unique symbol = Symbol('skip');

/** A formula the runtime subset cannot express: the run reports it as a gap instead of guessing. */
export class FormulaUnsupported extends Error {}

/** A formula that raised at run time (Workato fails the step: a monitor block can catch it). */
export class FormulaFailed extends Error {}

export type CompiledFormula =
  | { kind: 'skip' }
  | { kind: 'script'; script: vm.Script; pills: Pill[] }
  | { kind: 'unsupported'; reason: string };

/** Per-run inputs of the sandbox: the instant `now` reads, and the random seed. */
export interface FormulaClock {
  now: number;
  seed: number;
}

const TIME_LIMIT_MS = 200;
const CACHE_LIMIT = 4000;

// The clock and random source are replaced inside the context only; the host's Date and Math are untouched.
// Memory: the time limit bounds loops; the calls that allocate a long string in one go (`"x" * n`, ljust/rjust)
// are capped at TEXT_LIMIT characters and raise beyond it.
const TEXT_LIMIT = 10_000_000;
const PRELUDE = String.raw`
for (const name of ['repeat', 'padStart', 'padEnd']) {
  const original = String.prototype[name];
  String.prototype[name] = function (n, ...rest) {
    const size = name === 'repeat' ? this.length * Number(n) : Number(n);
    if (size > ${TEXT_LIMIT}) throw new RangeError('text too long');
    return original.call(this, n, ...rest);
  };
}
const __RealDate = Date;
Date = class Date extends __RealDate {
  constructor(...a) { if (a.length === 0) super(__clock.now); else super(...a); }
  static now() { return __clock.now; }
};
Math.random = function () {
  let t = (__clock.seed = (__clock.seed + 0x6d2b79f5) | 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};`;

interface Sandbox {
  context: vm.Context;
  helpers: RuntimeHelpers;
}

/** Runtime helpers the condition operands share with formulas, so `present`/`is_true` mean the same in both. */
export interface RuntimeHelpers {
  rb_blank(x: unknown): boolean;
  rb_is_true(x: unknown): boolean;
  rb_to_s(x: unknown): string;
  rb_isnum(x: unknown): boolean;
}

let sandbox: Sandbox | undefined;

function getSandbox(): Sandbox {
  if (sandbox) return sandbox;
  // `__skip`: what a formula reaching `skip` gives (an object of the context's own, which no formula can make)
  const context = vm.createContext({ __clock: { now: 0, seed: 1 }, __in: [], __skip: Object.freeze(Object.create(null)) });
  vm.runInContext(`${PRELUDE}\n${helperSource(Object.keys(HELPERS))}`, context, { timeout: 2000 });
  const helpers = vm.runInContext('({ rb_blank, rb_is_true, rb_to_s, rb_isnum })', context) as RuntimeHelpers;
  sandbox = { context, helpers };
  return sandbox;
}

export function runtimeHelpers(): RuntimeHelpers {
  return getSandbox().helpers;
}

const compiled = new Map<string, CompiledFormula>();

/** Compiles a formula (the text after `=`, or a `#{…}` body). Pills become `__in[i]`, in order of `pills`. */
export function compileFormula(source: string): CompiledFormula {
  const hit = compiled.get(source);
  if (hit) return hit;
  const result = compileUncached(source);
  if (compiled.size >= CACHE_LIMIT) compiled.clear();
  compiled.set(source, result);
  return result;
}

function compileUncached(source: string): CompiledFormula {
  let ast: Node;
  try {
    ast = parseFormula(source);
  } catch (e) {
    const reason = e instanceof FormulaSyntaxError ? `syntax error: ${e.message}` : `cannot read the formula: ${String(e)}`;
    return { kind: 'unsupported', reason };
  }
  if (ast.t === 'ident' && ast.name === 'skip') return { kind: 'skip' };
  const pills: Pill[] = [];
  const seen = new Map<string, number>();
  const compiler = new Compiler((pill, src) => {
    let index = seen.get(src);
    if (index === undefined) {
      index = pills.length;
      pills.push(pill);
      seen.set(src, index);
    }
    return `__in[${index}]`;
  });
  // `clear` and `null` send nil (docs.workato.com/formulas: special formulas); they are identifiers to the parser.
  if (ast.t === 'ident' && (ast.name === 'clear' || ast.name === 'null')) ast = { t: 'nil' };
  let body: string;
  compiler.skipValue = '__skip';
  try {
    body = compiler.formula(ast);
  } catch (e) {
    return { kind: 'unsupported', reason: e instanceof Unsupported ? e.message : `cannot compile: ${String(e)}` };
  }
  const script = compiler.skips ? `((v) => v === __skip ? v : rb_out(v))(${body})` : `rb_out(${body})`;
  return { kind: 'script', script: new vm.Script(script), pills };
}

/**
 * Runs a compiled formula with the pills' values: its value, or SKIP when it reached `skip`. Throws FormulaFailed
 * when the formula raises or runs too long.
 */
export function runFormula(formula: Extract<CompiledFormula, { kind: 'script' }>, values: unknown[], clock: FormulaClock): unknown {
  const { context } = getSandbox();
  context.__in = values;
  context.__clock = clock;
  try {
    const value: unknown = formula.script.runInContext(context, { timeout: TIME_LIMIT_MS });
    if (value === context.__skip) return SKIP;
    // lists and hashes are re-created in this realm, so callers see ordinary arrays and objects
    return value !== null && typeof value === 'object' ? structuredClone(value) : value;
  } catch (e) {
    const message = e && typeof e === 'object' && 'message' in e ? String((e as { message: unknown }).message) : String(e);
    throw new FormulaFailed(message);
  } finally {
    context.__in = [];
  }
}
