// Which Activepieces step stands for which Workato step. The builder names the step that carries a Workato action
// `step_<number>` (a second step for the same number gets `_2`, `_3`…: NameAllocator), routers `router_<number>`,
// loops `loop_<number>`; helper steps carry other names (`step_<n>_failed`, `formula_<n>`, `var_<n>_<i>`,
// `try_<n>_start`, `catch_<n>…`, `repeat_<n>…`) and stand for no Workato action. Source:
// src/engine/flow/builder.ts (buildAction, unmappedAction, buildVariableStep) and src/engine/flow/names.ts.
import type { CalleeLink } from '../../engine/types.js';
import type { Step } from '../activepieces/types.js';

const ACTION_STEP = /^step_(\d+)(?:_\d+)?$/;

/** The Workato step number an Activepieces action step stands for, or undefined for helper steps. */
export function workatoNumberOf(stepName: string): number | undefined {
  const m = ACTION_STEP.exec(stepName);
  return m ? Number(m[1]) : undefined;
}

/** Every step of the first flow by name (trigger included), so a run's records can be read with their settings. */
export function stepsByName(template: unknown): Map<string, Step> {
  const out = new Map<string, Step>();
  const trigger = (template as { flows?: Array<{ trigger?: Step }> })?.flows?.[0]?.trigger;
  const visit = (head: Step | undefined | null) => {
    for (let cur = head; cur; cur = cur.nextAction) {
      out.set(String(cur.name), cur);
      visit(cur.firstLoopAction);
      if (Array.isArray(cur.children)) for (const child of cur.children) visit(child);
      visit(cur.continueOnFailureBranches?.onSuccess);
      visit(cur.continueOnFailureBranches?.onFailure);
    }
  };
  visit(trigger);
  return out;
}

/**
 * The flows the call steps of a written flow call (Sub Flows callFlow `flowId`), by Workato step number. A workspace
 * run wires them (src/engine/workspace/calls.ts), or the user picks them: which flow is called, the recipe alone
 * cannot say, so a flow given to `verify` is checked with the callees it names.
 */
export function wiredCallees(template: unknown): Record<number, CalleeLink> {
  const out: Record<number, CalleeLink> = {};
  for (const [name, step] of stepsByName(template)) {
    const settings = (step.settings ?? {}) as { pieceName?: unknown; actionName?: unknown; input?: { flowId?: unknown } };
    const number = workatoNumberOf(name);
    if (number === undefined || settings.pieceName !== '@activepieces/piece-subflows' || settings.actionName !== 'callFlow') continue;
    if (typeof settings.input?.flowId === 'string' && settings.input.flowId !== '') out[number] = { externalId: settings.input.flowId, name: '' };
  }
  return out;
}

/** Names of the steps whose output some reference of the flow reads (`{{step_3…}}`). */
export function referencedSteps(template: unknown): Set<string> {
  const text = JSON.stringify((template as { flows?: unknown[] })?.flows?.[0] ?? {});
  const out = new Set<string>();
  for (const m of text.matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)/g)) out.add(m[1]!);
  return out;
}
