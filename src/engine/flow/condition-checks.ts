// Ruby condition predicates computed in one CODE step before a router: the router then tests each result with
// BOOLEAN_IS_TRUE. The router's own operators cannot say them (router-executor.ts: EXISTS is only "not
// undefined/null/''", BOOLEAN_IS_TRUE is JS truthiness). Meanings: ActiveSupport `blank?` (nil, false, whitespace
// text, [] and {}) and Workato's `is_true?` (true, a non-zero number, "true"/"t"/"yes"/"y"/"1"), as in the formula
// runtime (src/engine/formula/runtime/strings.ts); greater/less than order numbers (also numeric text) as numbers,
// two ISO dates as instants and anything else as text, as Workato does (src/verify/workato/conditions.ts), where
// NUMBER_IS_GREATER_THAN reads text as NaN and says false. Workato raises on nil, which fails the step and the job
// (src/verify/workato/conditions.ts, research/workato.md §3.2): the checks step throws then too, but only where
// Workato evaluates the comparison (its AND / OR stop early, an elsif runs after the earlier branches failed), which
// it knows when the earlier items are its own results; elsewhere nil orders as false. A missing value reaches the
// step as '' (the props resolver's `result ?? ''`), so '' read from a reference counts as nil. Only predicate names we own enter the
// code; values are inputs.
import type { RubyPredicate } from '../operands.js';
import { refPath, wrapRef } from './refs.js';
import { codeStep, type APStep } from './steps.js';
import { jsString } from '../escape.js';

const HELPERS = [
  `  const blank = (x) => x == null || x === false || (typeof x === 'string' && /^[\\s\\u0085]*$/.test(x)) ||`,
  `    (Array.isArray(x) && x.length === 0) || (typeof x === 'object' && !Array.isArray(x) && Object.keys(x).length === 0);`,
  `  const isTrue = (x) => x === true || (typeof x === 'number' && x !== 0) ||`,
  `    (typeof x === 'string' && ['true', 't', 'yes', 'y', '1'].includes(x.trim().toLowerCase()));`,
  `  const num = (x) => (typeof x === 'number' ? x : typeof x === 'string' && /^\\s*-?\\d+(\\.\\d+)?\\s*$/.test(x) ? Number(x) : null);`,
  `  const day = (x) => (typeof x === 'string' && /\\d{4}-\\d{2}-\\d{2}/.test(x) ? Date.parse(x) : NaN);`,
  `  const nil = (x, ref) => x == null || (ref && x === '');`,
  `  const order = (a, b, strict, refA, refB) => {`,
  `    if (nil(a, refA) || nil(b, refB)) {`,
  `      if (strict) throw new Error(NIL_ORDER);`,
  `      return 0;`,
  `    }`,
  `    if (num(a) !== null && num(b) !== null) return Math.sign(num(a) - num(b));`,
  `    if (!Number.isNaN(day(a)) && !Number.isNaN(day(b))) return Math.sign(day(a) - day(b));`,
  `    const [sa, sb] = [String(a), String(b)];`,
  `    return sa > sb ? 1 : sa < sb ? -1 : 0;`,
  `  };`,
];

/** `when`: evaluated by Workato (a comparison then raises on nil), or null when unknown (nil orders as false). */
const ordered = (sign: '>' | '<') => (v: string, other: string, when: string | null, refs: string) =>
  when === null ? `order(${v}, ${other}, false, ${refs}) ${sign} 0` : `(${when}) && order(${v}, ${other}, true, ${refs}) ${sign} 0`;

const EXPRESSIONS: Readonly<Record<RubyPredicate, (v: string, other: string, when: string | null, refs: string) => string>> = {
  present: (v) => `!blank(${v})`,
  blank: (v) => `blank(${v})`,
  is_true: (v) => `isTrue(${v})`,
  is_not_true: (v) => `!isTrue(${v})`,
  greater_than: ordered('>'),
  less_than: ordered('<'),
};

/** Collects the predicates of one router; `step()` is the CODE step computing them (null when none). */
export class ConditionChecks {
  private readonly checks: Array<{ key: string; predicate: RubyPredicate; value: string; other?: string; when: string | null }> = [];
  private name: string | undefined;

  /** `allocate` names the step, once, when the first predicate is met. */
  constructor(private readonly allocate: () => string) {}

  /**
   * Registers `predicate(value)` (or `predicate(value, other)`); returns the reference to its boolean result and its
   * name among the step's results (`r.c1`), for the `when` of later checks (an expression over earlier results).
   */
  add(predicate: RubyPredicate, value: string, other?: string, when: string | null = null): { ref: string; expr: string } {
    this.name ??= this.allocate();
    const key = `c${this.checks.length + 1}`;
    this.checks.push({ key, predicate, value, other, when });
    return { ref: wrapRef(refPath(this.name, [key])), expr: `r.${key}` };
  }

  /** `nilOrder`: the error a comparison with nil raises, in the user's language. */
  step(displayName: string, nilOrder: string): APStep | null {
    if (!this.name) return null;
    const input: Record<string, unknown> = {};
    for (const c of this.checks) {
      input[c.key] = c.value;
      if (c.other !== undefined) input[`${c.key}_other`] = c.other;
    }
    // results in order: a `when` reads only earlier ones
    // '' is nil only where a reference could be missing: a literal '' stays text
    const isRef = (v: string | undefined) => String(!!v && v.includes('{{'));
    const lines = this.checks.map((c) => `  r.${c.key} = ${EXPRESSIONS[c.predicate](`inputs.${c.key}`, `inputs.${c.key}_other`, c.when, `${isRef(c.value)}, ${isRef(c.other)}`)};`);
    const strict = this.checks.some((c) => c.when !== null && (c.predicate === 'greater_than' || c.predicate === 'less_than'));
    const head = strict ? [`  const NIL_ORDER = ${jsString(nilOrder)};`] : [`  const NIL_ORDER = '';`];
    const code = `export const code = async (inputs) => {\n${[...head, ...HELPERS].join('\n')}\n  const r = {};\n${lines.join('\n')}\n  return r;\n};\n`;
    return codeStep({ name: this.name, displayName, code, input, valid: true });
  }
}
