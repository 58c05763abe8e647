// The flow the engine writes (schema 20 template form) as a union of step kinds. Modelled on @activepieces/shared
// (activepieces/activepieces packages/shared/src/lib/flows/actions/action.ts: CODE, PIECE, LOOP_ON_ITEMS and
// ROUTER actions linked by nextAction; flows/triggers/trigger.ts: PIECE_TRIGGER).

export type ErrorHandlingOptions = { continueOnFailure: { value: boolean }; retryOnFailure: { value: boolean } };
export type PropertySetting = { type: 'MANUAL'; schema?: unknown };

type StepCommon = {
  name: string;
  displayName: string;
  valid: boolean;
  lastUpdatedDate: string;
};

type ActionCommon = StepCommon & {
  skip: boolean;
  nextAction?: FlowAction;
};

/** Where a step that continues on failure goes next (in place of nextAction). */
export type FailureBranches = { onSuccess?: FlowAction; onFailure: FlowAction };

export type PieceAction = ActionCommon & {
  type: 'PIECE';
  settings: {
    pieceName: string;
    pieceVersion: string;
    actionName: string;
    input: Record<string, unknown>;
    propertySettings: Record<string, PropertySetting>;
    errorHandlingOptions: ErrorHandlingOptions;
  };
  continueOnFailureBranches?: FailureBranches;
};

export type CodeAction = ActionCommon & {
  type: 'CODE';
  settings: {
    input: Record<string, unknown>;
    sourceCode: { code: string; packageJson: string };
    errorHandlingOptions: ErrorHandlingOptions;
  };
  continueOnFailureBranches?: FailureBranches;
};

/** One router condition (`BranchCondition`). */
export type BranchCondition = { operator: string; firstValue: string; secondValue?: string; caseSensitive?: boolean };

export type RouterBranchSettings =
  | { branchName: string; branchType: 'CONDITION'; conditions: BranchCondition[][] }
  | { branchName: string; branchType: 'FALLBACK' };

export type RouterAction = ActionCommon & {
  type: 'ROUTER';
  settings: { executionType: 'EXECUTE_FIRST_MATCH' | 'EXECUTE_ALL_MATCH'; branches: RouterBranchSettings[] };
  /** one chain per branch, in branch order; null for an empty branch */
  children: Array<FlowAction | null>;
};

export type LoopAction = ActionCommon & {
  type: 'LOOP_ON_ITEMS';
  settings: { items: string };
  firstLoopAction?: FlowAction;
};

export type FlowAction = PieceAction | CodeAction | RouterAction | LoopAction;

export type FlowTrigger = StepCommon & {
  name: 'trigger';
  type: 'PIECE_TRIGGER';
  settings: {
    pieceName: string;
    pieceVersion: string;
    triggerName: string;
    input: Record<string, unknown>;
    propertySettings: Record<string, PropertySetting>;
  };
  nextAction?: FlowAction;
};
