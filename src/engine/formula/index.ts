// Ruby formula translator: Workato formulas (and `#{...}` interpolation bodies) to literals, Activepieces
// references, or JavaScript run in a CODE step over the helpers of ./runtime.
import { message as reason, type MessageRef } from '../diagnostics.js';
import type { Pill } from '../types.js';
import { FormulaSyntaxError, type Node } from './ast.js';
import { Compiler, Unsupported } from './compile.js';
import { astDepth, bracketDepth, budgetSource, foldable, FoldBudgetExceeded, FORMULA_MAX_BRACKETS, FORMULA_MAX_DEPTH } from './limits.js';
import { parseFormula } from './parser.js';
import { helperSource } from './runtime/registry.js';
import type { FormulaContext, FormulaResult } from './types.js';
export type { FormulaContext, FormulaResult, PillResolution } from './types.js';

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Stands for the i-th datapill until the formula is known to translate; JSON never emits U+0001 raw. */
function placeholder(i: number): string {
  return `\u0001${i}\u0001`;
}

/** `_dp(...)` or `_dp(...).to_s`: the value is the pill itself. */
function singlePill(ast: Node): Pill | null {
  if (ast.t === 'pill') return ast.pill;
  if (ast.t === 'call' && ast.name === 'to_s' && ast.args.length === 0 && !ast.block && ast.recv?.t === 'pill') return ast.recv.pill;
  return null;
}

/**
 * Translates a Workato formula (the text after the leading `=`) or an interpolation body (the text inside
 * `#{...}`) into something Activepieces can evaluate. Never throws.
 */
export function translateFormula(source: string, ctx: FormulaContext): FormulaResult {
  const parsed = parseCached(source, ctx.parseCache as ParseCache | undefined);
  if ('error' in parsed) return { kind: 'unsupported', reason: parsed.error };
  const ast = parsed.ast;
  try {
    return translateAst(ast, ctx);
  } catch (e) {
    return { kind: 'unsupported', reason: e instanceof Unsupported ? e.reason : reason('fx_internal', { detail: message(e) }) };
  }
}

/** Parsing is pure and the same formulas recur (an error handler is emitted once per monitored step). */
export type ParseCache = Map<string, { ast: Node } | { error: MessageRef }>;

function parseCached(source: string, cache: ParseCache | undefined): { ast: Node } | { error: MessageRef } {
  let entry = cache?.get(source);
  if (!entry) {
    try {
      entry = boundedParse(source);
    } catch (e) {
      entry = { error: e instanceof FormulaSyntaxError ? reason('fx_syntax', { detail: e.reason }) : reason('fx_cannot_read', { detail: message(e) }) };
    }
    cache?.set(source, entry);
  }
  return entry;
}

/** Formulas nested past the limits are refused before they could exhaust the stack (same outcome on any machine). */
function boundedParse(source: string): { ast: Node } | { error: MessageRef } {
  if (bracketDepth(source) > FORMULA_MAX_BRACKETS) return { error: reason('fx_brackets_too_deep', { max: FORMULA_MAX_BRACKETS }) };
  const ast = parseFormula(source);
  if (astDepth(ast) > FORMULA_MAX_DEPTH) return { error: reason('fx_too_deep', { max: FORMULA_MAX_DEPTH }) };
  return { ast };
}

function translateAst(ast: Node, ctx: FormulaContext): FormulaResult {
  if (ast.t === 'ident' && ast.name === 'skip') return { kind: 'skip' };
  if (ast.t === 'nil' || (ast.t === 'ident' && (ast.name === 'clear' || ast.name === 'null'))) return { kind: 'literal', value: null };
  const single = singlePill(ast);
  if (single) {
    const r = ctx.resolvePill(single);
    return r.ok ? { kind: 'inline', value: `{{${r.ref}}}` } : { kind: 'unsupported', reason: r.reason };
  }

  const refs: string[] = [];
  const seen = new Map<string, string>();
  const compiler = new Compiler((pill, src) => {
    let ph = seen.get(src);
    if (ph === undefined) {
      const r = ctx.resolvePill(pill);
      if (!r.ok) throw new Unsupported(r.reason);
      ph = placeholder(refs.length);
      refs.push(r.ref);
      seen.set(src, ph);
    }
    return ph;
  });
  // a `skip` reached at run time gives nil: the piece then gets no value for the field (see FormulaResult)
  compiler.skipValue = 'null';
  const body = compiler.formula(ast);
  let expr = `rb_out(${body})`;
  compiler.helpers.add('rb_out');
  const runtime = [...compiler.helpers].sort();

  if (refs.length === 0 && !compiler.clock && !compiler.skips) {
    const folded = fold(expr, runtime);
    if (folded) return folded;
  }
  refs.forEach((ref, i) => {
    expr = expr.split(placeholder(i)).join(ctx.bindInput(ref));
  });
  return compiler.skips ? { kind: 'code', expr, runtime, skips: true } : { kind: 'code', expr, runtime };
}

/** A constant formula computed now: a literal when the value is a scalar, null to leave it to the CODE step. */
function fold(expr: string, runtime: string[]): FormulaResult | null {
  if (!foldable(expr, runtime)) return null;
  let run: (budgetError: typeof FoldBudgetExceeded) => unknown;
  try {
    run = new Function('FoldBudgetExceeded', `${helperSource(runtime)}\n${budgetSource(runtime)}\nreturn (${expr});`) as typeof run;
  } catch (e) {
    return { kind: 'unsupported', reason: reason('fx_internal', { detail: message(e) }) };
  }
  let value: unknown;
  try {
    value = run(FoldBudgetExceeded);
  } catch (e) {
    if (e instanceof FoldBudgetExceeded || e instanceof RangeError) return null;
    return { kind: 'unsupported', reason: reason('fx_always_fails', { detail: message(e) }) };
  }
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return { kind: 'literal', value };
  if (typeof value === 'number' && Number.isFinite(value)) return { kind: 'literal', value };
  return null;
}

/** JavaScript source of the named runtime helpers and their dependencies, to prepend to a CODE step. */
export function runtimeSource(names: string[]): string {
  return helperSource(names);
}
