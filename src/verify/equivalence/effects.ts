// The effects of one run that the check compares, in order: Workato's external calls and returns, and the
// Activepieces steps that stand for them (app calls, in-model pieces such as a webhook response or a delay).
import type { IRRecipe } from '../../engine/ir.js';
import { walkIR } from '../../engine/ir.js';
import type { WorkatoStep } from '../../engine/types.js';
import type { RunDetail, Step } from '../activepieces/types.js';
import { builtinOf } from '../workato/builtins.js';
import type { WorkatoRun } from '../workato/types.js';
import { workatoNumberOf } from './correspondence.js';

export interface WorkatoEffect {
  number: number;
  provider: string;
  name: string;
  step: WorkatoStep;
  input: Record<string, unknown>;
}

export interface FlowEffect {
  number: number;
  stepName: string;
  piece: string;
  action: string;
  settings: Record<string, unknown>;
  input: Record<string, unknown>;
}

/** Workato action steps that leave the job (external calls) or end it with an answer (returns), by number. */
export function effectSteps(ir: IRRecipe): Map<number, WorkatoStep> {
  const out = new Map<number, WorkatoStep>();
  for (const node of walkIR(ir.body)) {
    if (node.kind !== 'action') continue;
    const kind = builtinOf(node.provider, node.name);
    if (!kind || kind === 'return_result' || kind === 'return_input') out.set(node.number, node.step);
  }
  return out;
}

export function workatoEffects(run: WorkatoRun, steps: Map<number, WorkatoStep>): WorkatoEffect[] {
  const out: WorkatoEffect[] = [];
  for (const record of run.steps) {
    const step = steps.get(record.step);
    if (!step || record.input === undefined) continue;
    out.push({ number: record.step, provider: String(record.provider ?? ''), name: String(record.name ?? ''), step, input: record.input });
  }
  return out;
}

/** The flow's PIECE steps named for a Workato effect step, in execution order (CODE stand-ins are not effects). */
export function flowEffects(run: RunDetail, byName: Map<string, Step>, steps: Map<number, WorkatoStep>): FlowEffect[] {
  const out: FlowEffect[] = [];
  for (const record of run.steps) {
    const number = workatoNumberOf(record.name);
    const step = byName.get(record.name);
    if (number === undefined || !steps.has(number) || step?.type !== 'PIECE') continue;
    const settings = (step.settings ?? {}) as Record<string, unknown>;
    const { auth: _auth, ...input } = (record.input ?? {}) as Record<string, unknown>;
    void _auth;
    out.push({ number, stepName: record.name, piece: String(settings.pieceName ?? ''), action: String(settings.actionName ?? ''), settings, input });
  }
  return out;
}
