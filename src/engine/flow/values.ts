// Converting Workato input values (text templates, formulas, nested objects) into Activepieces values for one
// owning step. Formulas that need JavaScript are gathered into one CODE step placed right before the owner.
import { message, type MessageRef } from '../diagnostics.js';
import { runtimeSource, translateFormula, type FormulaContext, type FormulaResult } from '../formula/index.js';
import { singlePill, splitTemplate } from '../pills.js';
import type { Pill } from '../types.js';
import type { NameAllocator } from './names.js';
import { apFormula, refPath, wrapRef } from './refs.js';
import type { PillResolver } from './resolve.js';
import { chain, codeStep, type APStep } from './steps.js';
import { jsString, opensExpression } from '../escape.js';
import { MAX_VALUE_DEPTH } from '../limits.js';
import { compactJson } from '../compact-json.js';
import { decodeStep } from './typed-storage.js';
import { LIST_SOURCE, listMappingExpr } from './list-mapping.js';

export const SKIP = Symbol('skip');

/** A datapill (`_dp('…')`, legacy `_('data.…')`) in literal text. */
const PILL_AS_TEXT = /(?<![A-Za-z0-9_])_dp\(\s*'|(?<![A-Za-z0-9_])_\(\s*'data\./;

/** A problem in one field: never silently dropped. */
export interface FieldProblem {
  field: string;
  /** the original Workato text */
  original: string;
  cause: MessageRef;
  /** true: the value is lost or wrong (placeholder, step invalid); false: carried with a known difference */
  blocking: boolean;
}

export interface ValueContext {
  resolver: PillResolver;
  names: NameAllocator;
  recipe: { name: string; id?: string };
  /** text used where a value could not be translated */
  placeholder(field: string): string;
  /** display name of the formula CODE step */
  formulaStepTitle: string;
  /** one per translation: formulas parsed once even when a step is emitted several times */
  parseCache: Map<string, unknown>;
  /** builds the Storage read step for a stored variable (name and key chosen by the converter) */
  storageReadStep?: (name: string, key: string, label: string) => APStep;
  /** display name of the step decoding a stored variable */
  decodeTitle?: (label: string) => string;
  /** builds the flow-helper step giving the run's id and URL (the Workato job id and job URL) */
  runInfoStep?: (name: string) => APStep;
}

/** Workato job datapills the run's own info gives: job id -> run id, job URL -> run URL. */
const RUN_INFO: Readonly<Record<string, string>> = { job_id: 'id', job_url: 'url' };

/** Per owning step: gathers formulas and problems while its fields are converted. */
export class FieldConverter {
  readonly problems: FieldProblem[] = [];
  private readonly formulas: Array<{ key: string; expr: string }> = [];
  private readonly inputs = new Map<string, string>();
  private readonly runtime = new Set<string>();
  private formulaName: string | undefined;
  private readonly reads = new Map<string, { head: APStep; name: string }>();
  private readonly reader = {
    storageRead: (key: string, label: string, typed = false): string => {
      const id = `${typed ? 'typed' : 'text'}\u0000${key}`;
      let read = this.reads.get(id);
      if (!read) {
        if (!this.ctx.storageReadStep) throw new Error('no storage reader');
        const get = this.ctx.storageReadStep(this.ctx.names.allocate(`var_${this.ownerNumber}_${this.reads.size + 1}`), key, label);
        const decode = typed ? decodeStep(this.ctx.names.allocate(`${get.name}_value`), this.ctx.decodeTitle?.(label) ?? label, get.name) : undefined;
        read = { head: chain([get, decode])!, name: (decode ?? get).name };
        this.reads.set(id, read);
      }
      return read.name;
    },
  };

  constructor(private readonly ctx: ValueContext, private readonly ownerNumber: number) {}

  /**
   * Converts any Workato value; returns SKIP for Workato's `skip` formula. Walks without recursion, in pre-order
   * (formulas and problems are numbered in that order): a recipe's input values can nest far deeper than the call
   * stack allows. A value nested deeper than MAX_VALUE_DEPTH becomes a placeholder.
   */
  convert(value: unknown, field: string): unknown {
    let entered = this.enter(value, field, 1);
    if (!(entered instanceof Container)) return entered;
    const stack: Container[] = [entered];
    for (;;) {
      const top = stack[stack.length - 1]!;
      if (top.next < top.entries.length) {
        const [key, child] = top.entries[top.next++]!;
        const childField = top.isArray ? `${top.field}[${key}]` : `${top.field}.${key}`;
        // Keys are not resolved by Activepieces, but a body written as JSON text carries them into a value.
        if (!top.isArray && key.includes('{{')) {
          this.unsupported(childField, key, message('cause_key_expression'));
          continue;
        }
        entered = this.enter(child, childField, top.depth + 1);
        if (entered instanceof Container) {
          entered.key = key;
          stack.push(entered);
        } else top.add(key, entered);
        continue;
      }
      stack.pop();
      if (stack.length === 0) return top.out;
      stack[stack.length - 1]!.add(top.key, top.out);
    }
  }

  /** A converted leaf, or the Container to fill for an array or object at `depth` (the outermost is 1). */
  private enter(value: unknown, field: string, depth: number): unknown {
    if (typeof value === 'string') return this.convertString(value, field);
    if (!value || typeof value !== 'object') return value;
    if (depth > MAX_VALUE_DEPTH) return this.unsupported(field, jsonPreview(value), message('cause_value_too_deep', { max: MAX_VALUE_DEPTH }));
    if (Array.isArray(value)) return new Container(field, value, depth);
    const obj = value as Record<string, unknown>;
    if (Object.prototype.hasOwnProperty.call(obj, LIST_SOURCE)) return this.listMapping(obj, field);
    return new Container(field, obj, depth);
  }

  convertString(value: string, field: string): unknown {
    if (value.startsWith('=')) return this.applyFormula(this.formula(value.slice(1)), field, value);
    const parts = splitTemplate(value);
    // An interpolation that never closes is not text Workato would print as is: a human must look at it.
    if (parts.some((p) => p.kind === 'text' && p.text.includes('#{'))) return this.unsupported(field, value, message('cause_unclosed_interpolation'));
    // Text mode interpolates only `#{…}`: a pill written beside it (`=_dp(…)` after text) is printed as it is.
    if (parts.some((p) => p.kind === 'text' && PILL_AS_TEXT.test(p.text))) return this.unsupported(field, value, message('cause_pill_as_text'));
    if (!parts.some((p) => p.kind === 'interp')) return this.plainText(value);
    let text = '';
    for (const part of parts) {
      if (part.kind === 'text') {
        text += this.plainText(part.text);
        continue;
      }
      const piece = this.interpolation(part.source, field, value);
      if (piece === SKIP) continue;
      if (parts.length === 1) return piece;
      text += piece === null || piece === undefined ? '' : typeof piece === 'string' ? piece : JSON.stringify(piece);
    }
    return text;
  }

  private interpolation(source: string, field: string, original: string): unknown {
    const pill = singlePill(source);
    if (pill) return this.pillValue(pill, field, original);
    return this.applyFormula(this.formula(source), field, original);
  }

  /** A pill in text position: besides references, a few pills become literal values or inline formulas. */
  pillValue(pill: Pill, field: string, original: string): unknown {
    if (pill.type === 'job_context') {
      const key = pill.path.join('.');
      if (key === 'recipe_name') return this.plainText(this.ctx.recipe.name);
      if (key === 'recipe_id' && this.ctx.recipe.id) return this.ctx.recipe.id;
      const runField = Object.prototype.hasOwnProperty.call(RUN_INFO, key) ? RUN_INFO[key] : undefined;
      if (runField && this.ctx.runInfoStep) {
        this.runInfo ??= this.ctx.runInfoStep(this.ctx.names.allocate(`run_info_${this.ownerNumber}`));
        return wrapRef(refPath(this.runInfo.name, [runField]));
      }
      if (pill.path[0] !== 'parameters') {
        // Run metadata (job id, job URL, start time...) has no equivalent: left empty, and said so.
        this.problems.push({ field, original, cause: message('cause_job_data', { key }), blocking: false });
        return '';
      }
    }
    if (pill.type === 'foreach_meta') {
      const loop = this.ctx.resolver.loop(pill.line);
      if (loop && pill.key === 'index') return apFormula(`subtract(${wrapRef(refPath(loop.name, ['index']))}; 1)`);
      if (loop && pill.key === 'is_first') return apFormula(`is_equal(${wrapRef(refPath(loop.name, ['index']))}; 1)`);
    }
    const r = this.ctx.resolver.resolve(pill, this.reader);
    if (!r.ok) return this.unsupported(field, original, r.cause);
    return wrapRef(r.ref);
  }

  private listMapping(obj: Record<string, unknown>, field: string): unknown {
    const built = listMappingExpr(obj, { resolve: (pill) => this.ctx.resolver.resolve(pill, this.reader), bind: (ref) => this.bind(ref) });
    if (!built.ok) return this.unsupported(field, jsonPreview(obj), built.cause);
    return this.formulaOutput(built.expr);
  }

  private bind(ref: string): string {
    let name = this.inputs.get(ref);
    if (!name) {
      name = `v${this.inputs.size + 1}`;
      this.inputs.set(ref, name);
    }
    return `inputs.${name}`;
  }

  private formula(source: string): FormulaResult {
    this.pillCause = undefined;
    return translateFormula(source, this.formulaContext());
  }

  private formulaContext(): FormulaContext {
    return {
      parseCache: this.ctx.parseCache,
      resolvePill: (pill) => {
        const r = this.ctx.resolver.resolve(pill, this.reader);
        if (r.ok) return { ok: true, ref: r.ref };
        // A failed pill makes the whole formula unsupported: that pill is the cause the review shows.
        this.pillCause ??= r.cause;
        return { ok: false, reason: r.cause };
      },
      bindInput: (ref) => this.bind(ref),
    };
  }

  private applyFormula(result: FormulaResult, field: string, original: string): unknown {
    switch (result.kind) {
      case 'literal':
        return typeof result.value === 'string' ? this.plainText(result.value) : result.value;
      case 'inline':
        return result.value;
      case 'skip':
        return SKIP;
      case 'code':
        for (const name of result.runtime) this.runtime.add(name);
        if (result.skips) this.problems.push({ field, original, cause: message('cause_conditional_skip'), blocking: false });
        return this.formulaOutput(result.expr);
      case 'unsupported':
        return this.unsupported(field, original, this.takePillCause() ?? message('cause_formula', { detail: result.reason }));
    }
  }

  private pillCause: MessageRef | undefined;

  private takePillCause(): MessageRef | undefined {
    const cause = this.pillCause;
    this.pillCause = undefined;
    return cause;
  }

  unsupported(field: string, original: string, cause: MessageRef): string {
    this.problems.push({ field, original, cause, blocking: true });
    return this.plainText(this.ctx.placeholder(field));
  }

  /**
   * Recipe text in a value Activepieces resolves. Text that could start an expression (`{{`) is not written
   * inline: the formula CODE step returns it as a string literal, and the value references that output.
   */
  plainText(text: string): string {
    if (!opensExpression(text)) return text;
    return this.formulaOutput(jsString(text));
  }

  /** A value the formula CODE step computes: `build` writes its expression, binding references as inputs. */
  computed(build: (bind: (ref: string) => string) => string): string {
    return this.formulaOutput(build((ref) => this.bind(ref)));
  }

  private formulaOutput(expr: string): string {
    this.formulaName ??= this.ctx.names.allocate(`formula_${this.ownerNumber}`);
    const key = `f${this.formulas.length + 1}`;
    this.formulas.push({ key, expr });
    return wrapRef(refPath(this.formulaName, [key]));
  }

  get hasBlockingProblem(): boolean {
    return this.problems.some((p) => p.blocking);
  }

  /** What must run right before the owner: Storage reads of variables, then the formula CODE step. */
  prelude(): APStep | null {
    // Built once: linking the same steps twice would chain them into a loop.
    if (this.builtPrelude === undefined) this.builtPrelude = chain([this.runInfo, ...[...this.reads.values()].map((r) => r.head), this.formulaStep()]);
    return this.builtPrelude;
  }

  private builtPrelude: APStep | null | undefined;
  private runInfo: APStep | undefined;

  /** The CODE step computing this owner's formulas, if any were needed. */
  formulaStep(): APStep | null {
    if (!this.formulaName || this.formulas.length === 0) return null;
    const input: Record<string, unknown> = {};
    for (const [ref, name] of this.inputs) input[name] = wrapRef(ref);
    const helpers = indentedRuntime([...this.runtime].sort());
    const body = this.formulas.map((f) => `    ${f.key}: ${f.expr},`).join('\n');
    const code = `export const code = async (inputs) => {\n${helpers ? helpers + '\n' : ''}  return {\n${body}\n  };\n};\n`;
    return codeStep({ name: this.formulaName, displayName: this.ctx.formulaStepTitle, code, input, valid: true });
  }
}

/** An array or object being converted: its entries, the next one to convert, and what is built so far. */
class Container {
  readonly isArray: boolean;
  readonly entries: Array<[string, unknown]>;
  readonly out: unknown[] | Record<string, unknown>;
  next = 0;
  /** its key (or index) in the container holding it */
  key = '';

  constructor(readonly field: string, value: unknown[] | Record<string, unknown>, readonly depth: number) {
    this.isArray = Array.isArray(value);
    if (Array.isArray(value)) {
      // holes are dropped, as Array.prototype.map and filter would
      this.entries = [];
      for (let i = 0; i < value.length; i++) if (i in value) this.entries.push([String(i), value[i]]);
      this.out = [];
    } else {
      this.entries = Object.entries(value);
      this.out = {};
    }
  }

  add(key: string, converted: unknown): void {
    if (converted === SKIP) return;
    if (Array.isArray(this.out)) this.out.push(converted);
    else this.out[key] = converted;
  }
}

/** At most 300 characters of a value's JSON. */
const jsonPreview = (value: object): string => compactJson(value).slice(0, 300);

// The same helper sets recur across steps and recipes: their (pure) source text is built once.
const runtimeCache = new Map<string, string>();

function indentedRuntime(names: string[]): string {
  const key = names.join(',');
  let text = runtimeCache.get(key);
  if (text === undefined) {
    text = indent(runtimeSource(names));
    runtimeCache.set(key, text);
  }
  return text;
}

function indent(source: string): string {
  return source.split('\n').map((l) => (l ? `  ${l}` : l)).join('\n');
}
