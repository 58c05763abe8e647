// Ruby condition predicates computed in one CODE step before a router: the router then tests each result with
// BOOLEAN_IS_TRUE. The router's own operators cannot say them (router-executor.ts: EXISTS is only "not
// undefined/null/''", BOOLEAN_IS_TRUE is JS truthiness). Meanings: ActiveSupport `blank?` (nil, false, whitespace
// text, [] and {}) and Workato's `is_true?` (true, a non-zero number, "true"/"t"/"yes"/"y"/"1"), as in the formula
// runtime (src/engine/formula/runtime/strings.ts); greater/less than order numbers (also numeric text) as numbers,
// two ISO dates as instants and anything else as text, as Workato does (src/verify/workato/conditions.ts), where
// NUMBER_IS_GREATER_THAN reads text as NaN and says false. Workato raises on nil; the checks run eagerly, before
// an AND could skip them, so nil orders as false. Only predicate names we own enter the code; values are inputs.
import type { RubyPredicate } from '../operands.js';
import { refPath, wrapRef } from './refs.js';
import { codeStep, type APStep } from './steps.js';

const HELPERS = [
  `  const blank = (x) => x == null || x === false || (typeof x === 'string' && /^[\\s\\u0085]*$/.test(x)) ||`,
  `    (Array.isArray(x) && x.length === 0) || (typeof x === 'object' && !Array.isArray(x) && Object.keys(x).length === 0);`,
  `  const isTrue = (x) => x === true || (typeof x === 'number' && x !== 0) ||`,
  `    (typeof x === 'string' && ['true', 't', 'yes', 'y', '1'].includes(x.trim().toLowerCase()));`,
  `  const num = (x) => (typeof x === 'number' ? x : typeof x === 'string' && /^\\s*-?\\d+(\\.\\d+)?\\s*$/.test(x) ? Number(x) : null);`,
  `  const day = (x) => (typeof x === 'string' && /\\d{4}-\\d{2}-\\d{2}/.test(x) ? Date.parse(x) : NaN);`,
  `  const order = (a, b) => {`,
  `    if (a == null || b == null) return 0;`,
  `    if (num(a) !== null && num(b) !== null) return Math.sign(num(a) - num(b));`,
  `    if (!Number.isNaN(day(a)) && !Number.isNaN(day(b))) return Math.sign(day(a) - day(b));`,
  `    const [sa, sb] = [String(a), String(b)];`,
  `    return sa > sb ? 1 : sa < sb ? -1 : 0;`,
  `  };`,
];

const EXPRESSIONS: Readonly<Record<RubyPredicate, (v: string, other: string) => string>> = {
  present: (v) => `!blank(${v})`,
  blank: (v) => `blank(${v})`,
  is_true: (v) => `isTrue(${v})`,
  is_not_true: (v) => `!isTrue(${v})`,
  greater_than: (v, other) => `order(${v}, ${other}) > 0`,
  less_than: (v, other) => `order(${v}, ${other}) < 0`,
};

/** Collects the predicates of one router; `step()` is the CODE step computing them (null when none). */
export class ConditionChecks {
  private readonly checks: Array<{ key: string; predicate: RubyPredicate; value: string; other?: string }> = [];
  private name: string | undefined;

  /** `allocate` names the step, once, when the first predicate is met. */
  constructor(private readonly allocate: () => string) {}

  /** Registers `predicate(value)` (or `predicate(value, other)`); returns the reference to its boolean result. */
  add(predicate: RubyPredicate, value: string, other?: string): string {
    this.name ??= this.allocate();
    const key = `c${this.checks.length + 1}`;
    this.checks.push({ key, predicate, value, other });
    return wrapRef(refPath(this.name, [key]));
  }

  step(displayName: string): APStep | null {
    if (!this.name) return null;
    const input: Record<string, unknown> = {};
    for (const c of this.checks) {
      input[c.key] = c.value;
      if (c.other !== undefined) input[`${c.key}_other`] = c.other;
    }
    const lines = this.checks.map((c) => `    ${c.key}: ${EXPRESSIONS[c.predicate](`inputs.${c.key}`, `inputs.${c.key}_other`)},`);
    const code = `export const code = async (inputs) => {\n${HELPERS.join('\n')}\n  return {\n${lines.join('\n')}\n  };\n};\n`;
    return codeStep({ name: this.name, displayName, code, input, valid: true });
  }
}
