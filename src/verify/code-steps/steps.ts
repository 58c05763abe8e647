// The CODE steps of a written flow that came from Workato code (their original is kept in a comment), what they
// receive, and which of their output fields later steps read. Pure: the flow template is plain JSON.
import { PLACEHOLDER_MARKER, readOriginal } from '../../engine/code-comment.js';
import { visitSteps } from '../../engine/flow/steps.js';

export type Step = Record<string, unknown>;

/** placeholder: still throws; pending: replaced, not checked yet; valid: compiled or checked. */
export type CodeStepStatus = 'placeholder' | 'pending' | 'valid';

export interface CodeStepInfo {
  name: string;
  displayName: string;
  language: string;
  workatoStep: string;
  status: CodeStepStatus;
  original: string;
  /** the step's inputs as written (literals and `{{…}}` references) */
  inputs: Record<string, unknown>;
  /** output paths later steps read, e.g. ['output', 'greeting'] */
  reads: Array<Array<string | number>>;
}

export function flowTrigger(template: unknown): Step | undefined {
  const flow = (template as { flows?: Array<{ trigger?: Step }> } | null)?.flows?.[0];
  return flow?.trigger && typeof flow.trigger === 'object' ? flow.trigger : undefined;
}

export function allSteps(template: unknown): Step[] {
  const out: Step[] = [];
  visitSteps(flowTrigger(template), (s) => out.push(s));
  return out;
}

export function findStep(template: unknown, name: string): Step | undefined {
  return allSteps(template).find((s) => s.name === name);
}

export function sourceCodeOf(step: Step): { code: string; packageJson: unknown } {
  const settings = (step.settings ?? {}) as { sourceCode?: { code?: unknown; packageJson?: unknown } };
  const code = settings.sourceCode?.code;
  return { code: typeof code === 'string' ? code : '', packageJson: settings.sourceCode?.packageJson };
}

export function codeStepInfo(template: unknown, step: Step): CodeStepInfo | undefined {
  if (step.type !== 'CODE') return undefined;
  const { code } = sourceCodeOf(step);
  const original = readOriginal(code);
  if (!original) return undefined;
  const status: CodeStepStatus = code.includes(PLACEHOLDER_MARKER) ? 'placeholder' : step.valid === false ? 'pending' : 'valid';
  const input = (step.settings as { input?: unknown } | undefined)?.input;
  return {
    name: String(step.name),
    displayName: String(step.displayName ?? step.name),
    language: original.language,
    workatoStep: original.step,
    status,
    original: original.source,
    inputs: input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {},
    reads: readPaths(template, String(step.name)),
  };
}

/** Every CODE step that carries Workato code, in flow order. */
export function codeSteps(template: unknown): CodeStepInfo[] {
  return allSteps(template).flatMap((s) => codeStepInfo(template, s) ?? []);
}

const TOKEN = /\{\{(.*?)\}\}/g;
const SEGMENT = /^\s*(?:\[\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(\d+))\s*\]|\.([A-Za-z_$][\w$]*))/;

/** The property paths read from `name` in every `{{…}}` of every other step's settings, without duplicates. */
export function readPaths(template: unknown, name: string): Array<Array<string | number>> {
  const seen = new Map<string, Array<string | number>>();
  const root = new RegExp(`(?<![\\w$.'"])${name.replace(/[$]/g, '\\$')}(?![\\w$])`, 'g');
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const token of value.matchAll(TOKEN)) {
        for (const m of token[1]!.matchAll(root)) {
          const path = segmentsAt(token[1]!, m.index + m[0].length);
          if (path.length) seen.set(JSON.stringify(path), path);
        }
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  for (const step of allSteps(template)) if (step.name !== name) visit(step.settings);
  return [...seen.values()];
}

function segmentsAt(text: string, from: number): Array<string | number> {
  const path: Array<string | number> = [];
  let rest = text.slice(from);
  for (let m = SEGMENT.exec(rest); m; m = SEGMENT.exec(rest)) {
    const quoted = m[1] ?? m[2];
    path.push(quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : m[3] !== undefined ? Number(m[3]) : m[4]!);
    rest = rest.slice(m[0].length);
  }
  return path;
}
