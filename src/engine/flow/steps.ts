// Constructors for Activepieces flow steps (schema 20 template form) and chain linking.
import type { BranchCondition, CodeAction, FlowAction, LoopAction, PieceAction, PropertySetting, RouterAction, RouterBranchSettings } from './types.js';

/** No wall-clock values anywhere: every step carries this fixed date. */
export const FIXED_DATE = '2026-01-01T00:00:00.000Z';

/** A step of the flow after the trigger. */
export type APStep = FlowAction;

const noErrorHandling = () => ({ continueOnFailure: { value: false }, retryOnFailure: { value: false } });

export function propertySettingsFor(input: Record<string, unknown>, schemas: Record<string, unknown> = {}): Record<string, PropertySetting> {
  const out: Record<string, PropertySetting> = {};
  for (const key of Object.keys(input)) out[key] = schemas[key] ? { type: 'MANUAL', schema: schemas[key] } : { type: 'MANUAL' };
  return out;
}

export function pieceStep(args: {
  name: string;
  displayName: string;
  pieceName: string;
  pieceVersion: string;
  actionName: string;
  input: Record<string, unknown>;
  valid: boolean;
  schemas?: Record<string, unknown>;
}): PieceAction {
  return {
    name: args.name,
    displayName: args.displayName,
    type: 'PIECE',
    valid: args.valid,
    skip: false,
    lastUpdatedDate: FIXED_DATE,
    settings: {
      pieceName: args.pieceName,
      pieceVersion: args.pieceVersion,
      actionName: args.actionName,
      input: args.input,
      propertySettings: propertySettingsFor(args.input, args.schemas),
      errorHandlingOptions: noErrorHandling(),
    },
  };
}

export function codeStep(args: { name: string; displayName: string; code: string; input: Record<string, unknown>; valid: boolean }): CodeAction {
  return {
    name: args.name,
    displayName: args.displayName,
    type: 'CODE',
    valid: args.valid,
    skip: false,
    lastUpdatedDate: FIXED_DATE,
    settings: {
      input: args.input,
      sourceCode: { code: args.code, packageJson: '{}' },
      errorHandlingOptions: noErrorHandling(),
    },
  };
}

export interface RouterBranch {
  branchName: string;
  /** OR of AND groups; absent for the fallback */
  conditions?: BranchCondition[][];
}

export function routerStep(args: {
  name: string;
  displayName: string;
  executionType: 'EXECUTE_FIRST_MATCH' | 'EXECUTE_ALL_MATCH';
  branches: RouterBranch[];
  children: Array<APStep | null>;
  valid: boolean;
}): RouterAction {
  return {
    name: args.name,
    displayName: args.displayName,
    type: 'ROUTER',
    valid: args.valid,
    skip: false,
    lastUpdatedDate: FIXED_DATE,
    settings: {
      executionType: args.executionType,
      branches: args.branches.map((b): RouterBranchSettings =>
        b.conditions ? { branchName: b.branchName, branchType: 'CONDITION', conditions: b.conditions } : { branchName: b.branchName, branchType: 'FALLBACK' },
      ),
    },
    children: args.children,
  };
}

export function loopStep(args: { name: string; displayName: string; items: string; body: APStep | null; valid: boolean }): LoopAction {
  const step: LoopAction = {
    name: args.name,
    displayName: args.displayName,
    type: 'LOOP_ON_ITEMS',
    valid: args.valid,
    skip: false,
    lastUpdatedDate: FIXED_DATE,
    settings: { items: args.items },
  };
  if (args.body) step.firstLoopAction = args.body;
  return step;
}

/** Links a list of chains under construction (each may already have a tail) through nextAction; returns the head. */
export function chain(steps: Array<APStep | null | undefined>): APStep | null {
  const present = steps.filter((s): s is APStep => !!s);
  for (let i = 0; i < present.length - 1; i++) tail(present[i]!).nextAction = present[i + 1]!;
  return present[0] ?? null;
}

export function tail(step: APStep): APStep {
  let cur = step;
  while (cur.nextAction) cur = cur.nextAction;
  return cur;
}

/** Pre-order visit of every step reachable from `head` (nextAction, loop body, branches, error branches). */
export function visitSteps(head: Record<string, unknown> | null | undefined, fn: (step: Record<string, unknown>) => void): void {
  for (let cur = head; cur; cur = cur.nextAction as Record<string, unknown> | undefined) {
    fn(cur);
    if (cur.firstLoopAction) visitSteps(cur.firstLoopAction as Record<string, unknown>, fn);
    if (Array.isArray(cur.children)) for (const c of cur.children) if (c) visitSteps(c as Record<string, unknown>, fn);
    const cof = cur.continueOnFailureBranches as Record<string, unknown> | undefined;
    if (cof?.onSuccess) visitSteps(cof.onSuccess as Record<string, unknown>, fn);
    if (cof?.onFailure) visitSteps(cof.onFailure as Record<string, unknown>, fn);
  }
}

type FlowNode = Record<string, unknown>;

/**
 * A new tree in which every step reachable from `head` is `fn` of its copy (loop body, branches and error
 * branches already mapped). The given steps are not changed. Chains are walked without recursion.
 */
export function mapSteps<S extends FlowNode>(head: S, fn: (step: FlowNode) => FlowNode): S {
  const chainOf: FlowNode[] = [];
  for (let cur: FlowNode | undefined = head; cur; cur = cur.nextAction as FlowNode | undefined) chainOf.push(cur);
  let next: FlowNode | undefined;
  for (let i = chainOf.length - 1; i >= 0; i--) {
    const step = chainOf[i]!;
    const copy: FlowNode = { ...step };
    if (step.firstLoopAction) copy.firstLoopAction = mapSteps(step.firstLoopAction as FlowNode, fn);
    if (Array.isArray(step.children)) copy.children = step.children.map((c: FlowNode | null) => (c ? mapSteps(c, fn) : c));
    const cof = step.continueOnFailureBranches as FlowNode | undefined;
    if (cof) {
      copy.continueOnFailureBranches = {
        ...cof,
        ...(cof.onSuccess ? { onSuccess: mapSteps(cof.onSuccess as FlowNode, fn) } : {}),
        ...(cof.onFailure ? { onFailure: mapSteps(cof.onFailure as FlowNode, fn) } : {}),
      };
    }
    if (next) copy.nextAction = next;
    next = fn(copy);
  }
  return next as S;
}
