// Checks a CODE step's JavaScript the way the engine will load it (activepieces/activepieces
// packages/engine/src/lib/handler/code-executor.ts: a module exporting `code`, called with the resolved inputs),
// then runs it in the runtime model's CODE sandbox on sample inputs and confirms it returns every field later steps
// read. Problems are codes; their text is made at the edge (src/i18n/messages/code.ts).
import { Script } from 'node:vm';
import { PLACEHOLDER_MARKER } from '../../engine/code-comment.js';
import { codeBody, runCode } from '../activepieces/code-sandbox.js';
import { type CodeStepInfo } from './steps.js';

export type CodeProblem =
  | { code: 'not_code_step'; step: string }
  | { code: 'empty' }
  | { code: 'placeholder_left' }
  | { code: 'no_export' }
  | { code: 'syntax'; detail: string }
  | { code: 'package_json'; detail: string }
  | { code: 'run_failed'; sample: number; detail: string }
  | { code: 'missing_field'; sample: number; field: string };

export const RUN_BOUNDS = { timeoutMs: 2000, memoryMb: 64, now: '2026-01-01T00:00:00.000Z' };

/** What can be told without running the code: the refusals of `code apply`. */
export function staticProblems(code: string, packageJson: unknown = '{}'): CodeProblem[] {
  if (code.trim() === '') return [{ code: 'empty' }];
  const problems: CodeProblem[] = [];
  if (code.includes(PLACEHOLDER_MARKER)) problems.push({ code: 'placeholder_left' });
  const body = codeBody(code);
  if (body === undefined) problems.push({ code: 'no_export' });
  else {
    try {
      // compiled, never run: only the syntax is checked here
      new Script(body, { filename: 'code.js' });
    } catch (e) {
      problems.push({ code: 'syntax', detail: e instanceof Error ? e.message : String(e) });
    }
  }
  const pkg = packageProblem(packageJson);
  if (pkg) problems.push({ code: 'package_json', detail: pkg });
  return problems;
}

function packageProblem(packageJson: unknown): string | undefined {
  if (typeof packageJson !== 'string' || packageJson.trim() === '') return 'it must be a JSON text, at least "{}"';
  let parsed: unknown;
  try {
    parsed = JSON.parse(packageJson);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 'it must be a JSON object';
  const deps = (parsed as { dependencies?: unknown }).dependencies;
  if (deps !== undefined && (!deps || typeof deps !== 'object' || Array.isArray(deps) || Object.values(deps).some((v) => typeof v !== 'string'))) {
    return '"dependencies" must map package names to versions';
  }
  return undefined;
}

/** Sample inputs for a step: the given ones, or its inputs with every `{{…}}` reference replaced by a sample text. */
export function sampleInputs(info: CodeStepInfo, given?: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(given)) return given.filter((g): g is Record<string, unknown> => !!g && typeof g === 'object' && !Array.isArray(g));
  if (given && typeof given === 'object') return [given as Record<string, unknown>];
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return /\{\{.*?\}\}/.test(value) ? 'sample' : value;
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return [fill(info.inputs) as Record<string, unknown>];
}

/** Runs the code on each sample and reports a failure or a field that later steps read and the result lacks. */
export function runProblems(code: string, info: CodeStepInfo, samples: Array<Record<string, unknown>>): CodeProblem[] {
  const problems: CodeProblem[] = [];
  samples.forEach((inputs, i) => {
    const run = runCode(code, inputs, RUN_BOUNDS);
    if (!run.ok) {
      problems.push({ code: 'run_failed', sample: i + 1, detail: run.error });
      return;
    }
    for (const path of info.reads) {
      const field = missingAlong(run.output, path);
      if (field !== undefined) problems.push({ code: 'missing_field', sample: i + 1, field });
    }
  });
  return problems;
}

/**
 * The first part of `path` the value lacks (as `output.name`), or undefined when it is there. Only the part before
 * the first list index is required: a list may be empty for a sample.
 */
function missingAlong(value: unknown, path: Array<string | number>): string | undefined {
  let cur = value;
  const walked: string[] = [];
  for (const key of path) {
    if (typeof key === 'number') return undefined;
    walked.push(key);
    if (!cur || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, key)) return walked.join('.');
    cur = (cur as Record<string, unknown>)[key];
  }
  return undefined;
}
