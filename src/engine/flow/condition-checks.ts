// Ruby condition predicates computed in one CODE step before a router: the router then tests each result with
// BOOLEAN_IS_TRUE. The router's own operators cannot say them (router-executor.ts: EXISTS is only "not
// undefined/null/''", BOOLEAN_IS_TRUE is JS truthiness). Meanings: ActiveSupport `blank?` (nil, false, whitespace
// text, [] and {}) and Workato's `is_true?` (true, a non-zero number, "true"/"t"/"yes"/"y"/"1"), as in the formula
// runtime (src/engine/formula/runtime/strings.ts). Only predicate names we own enter the code; values are inputs.
import type { RubyPredicate } from '../operands.js';
import { refPath, wrapRef } from './refs.js';
import { codeStep, type APStep } from './steps.js';

const HELPERS = [
  `  const blank = (x) => x == null || x === false || (typeof x === 'string' && /^[\\s\\u0085]*$/.test(x)) ||`,
  `    (Array.isArray(x) && x.length === 0) || (typeof x === 'object' && !Array.isArray(x) && Object.keys(x).length === 0);`,
  `  const isTrue = (x) => x === true || (typeof x === 'number' && x !== 0) ||`,
  `    (typeof x === 'string' && ['true', 't', 'yes', 'y', '1'].includes(x.trim().toLowerCase()));`,
];

const EXPRESSIONS: Readonly<Record<RubyPredicate, (v: string) => string>> = {
  present: (v) => `!blank(${v})`,
  blank: (v) => `blank(${v})`,
  is_true: (v) => `isTrue(${v})`,
  is_not_true: (v) => `!isTrue(${v})`,
};

/** Collects the predicates of one router; `step()` is the CODE step computing them (null when none). */
export class ConditionChecks {
  private readonly checks: Array<{ key: string; predicate: RubyPredicate; value: string }> = [];
  private name: string | undefined;

  /** `allocate` names the step, once, when the first predicate is met. */
  constructor(private readonly allocate: () => string) {}

  /** Registers `predicate(value)`; returns the reference to its boolean result. */
  add(predicate: RubyPredicate, value: string): string {
    this.name ??= this.allocate();
    const key = `c${this.checks.length + 1}`;
    this.checks.push({ key, predicate, value });
    return wrapRef(refPath(this.name, [key]));
  }

  step(displayName: string): APStep | null {
    if (!this.name) return null;
    const input: Record<string, unknown> = {};
    for (const c of this.checks) input[c.key] = c.value;
    const lines = this.checks.map((c) => `    ${c.key}: ${EXPRESSIONS[c.predicate](`inputs.${c.key}`)},`);
    const code = `export const code = async (inputs) => {\n${HELPERS.join('\n')}\n  return {\n${lines.join('\n')}\n  };\n};\n`;
    return codeStep({ name: this.name, displayName, code, input, valid: true });
  }
}
