// The schema-20 import rewrite Pipefy's instance applies: every reference to a step (or the trigger) inside `{{…}}`
// is read under `['output']`. Source: activepieces/activepieces
// packages/server/api/src/app/flows/flow-version/migrations/migrate-v20-step-output-nesting.ts (every string of
// every step's settings) and …/migrations/expression-rewriter.ts (rewriteStepReferences: identifiers that are a
// step name, `trigger` or match /^step_\d+$/, used as variables — not after `.`, not as object keys).
// Limits: shorthand properties (`{step_1}`) and names shadowed by arrow parameters are not special-cased.
import { visitSteps } from '../../engine/flow/steps.js';
import type { Step } from './types.js';

const TOKEN = /\{\{(.*?)\}\}/g;
const STEP_NAME = /^step_\d+$/;
const OUTPUT = "['output']";

/** A deep copy of the flow's trigger chain with the rewrite applied to every step's settings. */
export function rewriteForImport(trigger: Step): Step {
  const names = new Set<string>(['trigger']);
  visitSteps(trigger, (step) => {
    if (typeof step.name === 'string') names.add(step.name);
  });
  return transferStep(trigger, names);
}

function transferStep(step: Step, names: Set<string>): Step {
  const copy: Step = { ...step, settings: rewriteDeep(step.settings, names) };
  if (step.firstLoopAction) copy.firstLoopAction = transferStep(step.firstLoopAction, names);
  if (Array.isArray(step.children)) copy.children = step.children.map((c: Step | null) => (c ? transferStep(c, names) : null));
  const cof = step.continueOnFailureBranches;
  if (cof) {
    copy.continueOnFailureBranches = {
      ...(cof.onSuccess ? { onSuccess: transferStep(cof.onSuccess, names) } : {}),
      ...(cof.onFailure ? { onFailure: transferStep(cof.onFailure, names) } : {}),
    };
  }
  if (step.nextAction) copy.nextAction = transferStep(step.nextAction, names);
  return copy;
}

function rewriteDeep(value: unknown, names: Set<string>): unknown {
  if (typeof value === 'string') return rewriteText(value, names);
  if (Array.isArray(value)) return value.map((v) => rewriteDeep(v, names));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = rewriteDeep(v, names);
    return out;
  }
  return value;
}

export function rewriteText(text: string, names: ReadonlySet<string>): string {
  if (!text.includes('{{')) return text;
  return text.replace(TOKEN, (_m, body: string) => `{{${rewriteExpression(body, names)}}}`);
}

/** Inserts `['output']` after every free identifier that names a step. */
export function rewriteExpression(code: string, names: ReadonlySet<string>): string {
  let out = '';
  let i = 0;
  while (i < code.length) {
    const ch = code[i]!;
    if (ch === "'" || ch === '"' || ch === '`') {
      const end = stringEnd(code, i);
      out += code.slice(i, end);
      i = end;
      continue;
    }
    if (/[A-Za-z_$]/.test(ch)) {
      let j = i + 1;
      while (j < code.length && /[A-Za-z0-9_$]/.test(code[j]!)) j++;
      const name = code.slice(i, j);
      out += name;
      if ((names.has(name) || STEP_NAME.test(name)) && isVariable(code, i, j)) out += OUTPUT;
      i = j;
      continue;
    }
    if (/[0-9]/.test(ch)) {
      let j = i + 1;
      while (j < code.length && /[0-9A-Za-z_.]/.test(code[j]!)) j++;
      out += code.slice(i, j);
      i = j;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

function stringEnd(code: string, start: number): number {
  const quote = code[start];
  let i = start + 1;
  while (i < code.length && code[i] !== quote) i += code[i] === '\\' ? 2 : 1;
  return Math.min(i + 1, code.length);
}

// The characters before and after the name, past white space (what `\s` matches, as String#trim strips): only the
// name's neighbours are read, so a long expression is rewritten in linear time.
const SPACE = /\s/;

function isVariable(code: string, start: number, end: number): boolean {
  let b = start - 1;
  while (b >= 0 && SPACE.test(code[b]!)) b--;
  const before = b < 0 ? '' : code[b];
  if (before === '.' && !(b >= 2 && code[b - 1] === '.' && code[b - 2] === '.')) return false;
  let a = end;
  while (a < code.length && SPACE.test(code[a]!)) a++;
  const keyPosition = before === '{' || before === ',';
  return !(code[a] === ':' && keyPosition);
}
