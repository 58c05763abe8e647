// Shapes shared by the Activepieces runtime model's modules.
import type { ActionOutputProvider, RunTrace } from '../trace.js';

export type Step = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type StoreScope = 'COLLECTION' | 'FLOW';

/** Storage piece state: `COLLECTION` (project) and `FLOW` maps; RUN-scoped keys live in FLOW as `run_<id>/<key>`. */
export interface StorageState {
  COLLECTION: Record<string, unknown>;
  FLOW: Record<string, unknown>;
}

export interface RunOptions {
  /** the trigger step's output, already in the trigger piece's shape (see `triggerOutput`) */
  trigger: unknown;
  /** the data each app action's external service returns; throwing makes that call fail */
  outputs: ActionOutputProvider;
  /** Storage values kept from earlier runs (FLOW and project scopes); not mutated */
  storage?: StorageState;
  /** the run id used for RUN-scoped storage keys (default `model-run`) */
  runId?: string;
  /** apply the schema-20 import rewrite (`['output']` nesting); default: when the flow's schemaVersion is "20" */
  importRewrite?: boolean;
  /** time bound of one CODE step in ms (default 1000; the engine's own bound is 30 s) */
  codeTimeoutMs?: number;
  /** heap bound of the CODE sandbox in MB (default 64) */
  codeMemoryMb?: number;
  /**
   * the flow is the engine's own output, made in this process: its CODE steps that hold no recipe code and no
   * formula helper whose result size is an argument run in this thread (same time bound), not in the worker
   */
  generatedCode?: boolean;
  /** most steps executed before the run is cut (default 10 000), a bound for loops over huge lists */
  maxSteps?: number;
  /** the instant `new Date()` and `Date.now()` give inside CODE steps (default 2026-01-01T00:00:00.000Z) */
  now?: string;
  /** the project variables the admin created (`{{variables['NAME']}}`); any other reads as unmodelled */
  projectVariables?: Readonly<Record<string, unknown>>;
}

export type StepStatus = 'succeeded' | 'failed' | 'stopped';

/** One executed step, in execution order (loop bodies once per iteration). */
export interface StepRecord {
  name: string;
  type: string;
  /** loop iterations enclosing the step: [[loopName, index0], …] */
  path: Array<[string, number]>;
  /** the input after reference resolution and the piece's prop processors */
  input: unknown;
  output: unknown;
  status: StepStatus;
  error?: string;
}

/** Something the model could not reproduce faithfully (an unknown output shape, a non-path expression, …). */
export interface Unmodelled {
  step: string;
  what: string;
}

export interface RunDetail extends RunTrace {
  steps: StepRecord[];
  storage: StorageState;
  unmodelled: Unmodelled[];
}
