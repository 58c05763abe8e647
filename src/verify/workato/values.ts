// Workato input values at run time: text mode (`#{…}` interpolation), formula mode (`=…`), list mappings
// (`____source`), nested objects and lists. Recipe text is only ever data here: formulas run in the sandbox.
import { readablePills } from '../../engine/describe/words.js';
import { singlePill, splitTemplate } from '../../engine/pills.js';
import { compileFormula, runFormula, runtimeHelpers, SKIP, type FormulaClock } from './formula.js';
import { isHash, ownValue, putValue, readPill, type JobScope } from './scope.js';

export { SKIP };

export interface ValueContext {
  scope: JobScope;
  clock: FormulaClock;
  /** what could not be interpreted while resolving the current step (the value read as nil instead) */
  gaps: string[];
}

const LIST_SOURCE = '____source';

/** Resolves one input value. FormulaFailed (a formula raising) propagates: it fails the step in Workato. */
export function resolveValue(raw: unknown, ctx: ValueContext): unknown {
  if (typeof raw === 'string') return resolveString(raw, ctx);
  if (Array.isArray(raw)) return raw.map((v) => resolveValue(v, ctx)).filter((v) => v !== SKIP);
  if (isHash(raw)) return Object.prototype.hasOwnProperty.call(raw, LIST_SOURCE) ? resolveListMapping(raw, ctx) : resolveObject(raw, ctx);
  return raw;
}

/** Resolves every field of an input object, leaving out skipped ones. */
export function resolveObject(raw: Record<string, unknown>, ctx: ValueContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) {
    const value = resolveValue(raw[key], ctx);
    if (value !== SKIP) putValue(out, key, value);
  }
  return out;
}

function resolveString(raw: string, ctx: ValueContext): unknown {
  if (raw.startsWith('=')) return evaluate(raw.slice(1), ctx);
  if (!raw.includes('#{')) return raw;
  const parts = splitTemplate(raw);
  // A field holding exactly one interpolation keeps the value's own type (a list stays a list, a number a number);
  // text around it makes the whole value a string. This is how Workato lets a list pill feed a list field.
  if (parts.length === 1 && parts[0]!.kind === 'interp') {
    const value = interpolation(parts[0]!.source, ctx);
    return value === SKIP ? null : value;
  }
  const { rb_to_s } = runtimeHelpers();
  let text = '';
  for (const part of parts) {
    if (part.kind === 'text') text += part.text;
    else {
      const value = interpolation(part.source, ctx);
      text += value === SKIP ? '' : rb_to_s(value);
    }
  }
  return text;
}

function interpolation(source: string, ctx: ValueContext): unknown {
  const pill = singlePill(source);
  if (!pill) return evaluate(source, ctx);
  const read = readPill(pill, ctx.scope);
  if (read.ok) return read.value;
  ctx.gaps.push(read.reason);
  return null;
}

/** Evaluates a formula body; `skip` gives SKIP, a formula outside the subset is a gap and reads as nil. */
export function evaluate(source: string, ctx: ValueContext): unknown {
  const formula = compileFormula(source);
  if (formula.kind === 'skip') return SKIP;
  if (formula.kind === 'unsupported') {
    // datapills read as {path}: a cut formula never ends inside a pill's JSON (only the head is read: a formula
    // can be long, and only its first 80 characters are shown)
    ctx.gaps.push(`formula not interpreted (${formula.reason}): ${readablePills(source.slice(0, 1000)).slice(0, 80)}`);
    return null;
  }
  const values = formula.pills.map((pill) => {
    const read = readPill(pill, ctx.scope);
    if (read.ok) return read.value;
    ctx.gaps.push(read.reason);
    return null;
  });
  return runFormula(formula, values, ctx.clock);
}

// A list mapping builds one object per item of its source list, the other fields reading `current_item` of that
// list (docs.workato.com/features/list-management.html, "Into an action with a list input").
function resolveListMapping(raw: Record<string, unknown>, ctx: ValueContext): unknown[] {
  const source = resolveValue(ownValue(raw, LIST_SOURCE), ctx);
  const list = Array.isArray(source) ? source : source === null || source === undefined || source === SKIP ? [] : [source];
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) if (key !== LIST_SOURCE) putValue(fields, key, raw[key]);
  const out: unknown[] = [];
  for (let index = 0; index < list.length; index++) {
    ctx.scope.frames.push({ list, index });
    try {
      out.push(resolveObject(fields, ctx));
    } finally {
      ctx.scope.frames.pop();
    }
  }
  return out;
}
