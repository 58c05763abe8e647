// The common record of one run, written by both runtime models (Activepieces flow, Workato recipe) so that the
// equivalence check can compare them call by call. Pure data: no I/O, JSON-serialisable.

/** One call that leaves the automation: an app action (a piece action or a Workato connector action). */
export interface ExternalCall {
  /** which runtime made it */
  runtime: 'activepieces' | 'workato';
  /** Activepieces piece name (`@activepieces/piece-slack`) or Workato provider (`slack`) */
  app: string;
  /** Activepieces action name or Workato operation name */
  operation: string;
  /** Activepieces step name (`step_3`) or Workato step number as text (`"3"`) */
  step: string;
  /** the input values the call received, after every reference/datapill was resolved */
  input: Record<string, unknown>;
}

/** How a run ended. `returned`: a response/return step ended it (webhook response, Return result). */
export type RunOutcome = 'completed' | 'stopped' | 'returned' | 'failed';

export interface RunTrace {
  calls: ExternalCall[];
  outcome: RunOutcome;
  /** the value a return/response step gave back, when the run ended that way */
  response?: unknown;
  /** the error that ended a failed run (never a secret: runs use generated data only) */
  error?: string;
}

/**
 * Supplies the output of an app action during a model run. Both models call it for every external call, so the
 * equivalence check can feed the two runtimes the same underlying data, each in its own runtime's shape.
 */
export type ActionOutputProvider = (call: ExternalCall) => unknown;
