// Constant formulas are computed while translating (see fold in ./index.ts). Recipe text must not make that hang
// or exhaust memory, and the outcome must be the same on every machine, so the bounds are static (what is never
// computed here) and counted (helper calls and result sizes), never a clock. A formula past a bound is not an
// error: its CODE step computes it when the flow runs.
import { HELPERS, helperClosure } from './runtime/registry.js';

/**
 * Helpers never run at translation time: they compile text into a regular expression or backtrack over it
 * (no bound on time), or build a value whose size is an argument (padding, repetition, ranges, format widths).
 */
const NEVER_FOLDED = new Set(['rb_match_p', 'rb_date_format', 'rb_just', 'rb_mul', 'rb_range', 'rb_format', 'rb_strftime']);

/**
 * The helpers above whose result size is an argument: code calling them needs a heap bound to run (the CODE
 * sandbox's worker, src/verify/activepieces/code-sandbox.ts). The other two only match regular expressions, which
 * costs time, not memory.
 */
export const SIZE_ARGUMENT_HELPERS: ReadonlySet<string> = new Set([...NEVER_FOLDED].filter((name) => name !== 'rb_match_p' && name !== 'rb_date_format'));

/** Calls of runtime helpers one folded formula may make. */
export const FOLD_MAX_CALLS = 10_000;
/** Characters (or list items plus their characters) any one helper result may hold. */
export const FOLD_MAX_SIZE = 100_000;

/** Thrown inside a folded formula that went past a budget. */
export class FoldBudgetExceeded extends Error {}

/** False when the formula must be left to its CODE step: it uses a regular expression or an unbounded helper. */
export function foldable(expr: string, helpers: string[]): boolean {
  if (expr.includes('new RegExp(')) return false;
  return !helperClosure(helpers).some((name) => NEVER_FOLDED.has(name));
}

/**
 * JavaScript statements, placed after the helper declarations, that wrap every helper function so each call is
 * counted and each result measured; past a budget they throw `FoldBudgetExceeded` (a parameter of the function).
 */
export function budgetSource(helpers: string[]): string {
  const functions = helperClosure(helpers).filter((name) => /^\s*function\b/.test(HELPERS[name]!.source));
  return [
    `let calls = ${FOLD_MAX_CALLS};`,
    `const size = (v) => typeof v === 'string' ? v.length : Array.isArray(v) ? v.reduce((n, x) => n + 1 + (typeof x === 'string' ? x.length : 0), 0) : v && typeof v === 'object' ? Object.keys(v).length : 0;`,
    `const guard = (f) => function (...args) { if (--calls < 0) throw new FoldBudgetExceeded(); const r = f.apply(this, args); if (size(r) > ${FOLD_MAX_SIZE}) throw new FoldBudgetExceeded(); return r; };`,
    ...functions.map((name) => `${name} = guard(${name});`),
  ].join('\n');
}

/** Bracket nesting a formula may have before it is parsed (the parser recurses once per level). */
export const FORMULA_MAX_BRACKETS = 64;
/** Depth of a parsed formula (compiling and evaluating recurse once per level; long operator chains count). */
export const FORMULA_MAX_DEPTH = 500;

/** Deepest nesting of (, [ and { outside quoted strings. */
export function bracketDepth(source: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '"' || c === "'") {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (c === '(' || c === '[' || c === '{') max = Math.max(max, ++depth);
    else if (c === ')' || c === ']' || c === '}') depth--;
  }
  return max;
}

/** Depth of a parsed formula (nodes are the objects with a `t` tag), walked without recursion. */
export function astDepth(root: object): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    const here = 't' in value ? depth + 1 : depth;
    max = Math.max(max, here);
    for (const child of Object.values(value)) if (child && typeof child === 'object') stack.push([child, here]);
  }
  return max;
}
