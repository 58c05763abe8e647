// What the model cannot reproduce in a flow, found without running it: every step on every path is read, so the
// report does not depend on which branches an event takes.
import { visitSteps } from '../../engine/flow/steps.js';
import { outputShape } from '../../engine/mapping/outputs/index.js';
import { builtin } from './builtins.js';
import { resolveValue } from './references.js';
import type { Step, Unmodelled } from './types.js';

export function modelGaps(template: unknown): Unmodelled[] {
  const trigger = (template as { flows?: Array<{ trigger?: Step }> })?.flows?.[0]?.trigger;
  const gaps: Unmodelled[] = [];
  if (!trigger) return gaps;
  const add = (step: string, what: string) => {
    if (!gaps.some((g) => g.step === step && g.what === what)) gaps.push({ step, what });
  };
  const { pieceName, triggerName } = trigger.settings ?? {};
  if (!outputShape(String(pieceName), 'trigger', String(triggerName))) add('trigger', `no known output shape for the trigger ${String(pieceName)} ${String(triggerName)}`);
  visitSteps(trigger.nextAction, (raw) => {
    const step = raw as Step;
    const { auth: _auth, ...input } = (step.settings?.input ?? {}) as Record<string, unknown>;
    void _auth;
    resolveValue([input, step.settings?.branches ?? [], step.settings?.items ?? ''], {}, (what) => add(step.name, what));
    if (step.type !== 'PIECE') return;
    const piece = String(step.settings?.pieceName);
    const action = String(step.settings?.actionName);
    if (!builtin(piece, action) && !outputShape(piece, 'action', action)) add(step.name, `no known output shape for ${piece} ${action}`);
  });
  return gaps;
}
