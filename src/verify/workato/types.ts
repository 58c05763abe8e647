// What a Workato recipe run takes and gives back, beyond the shared RunTrace.
import type { ActionOutputProvider, RunTrace } from '../trace.js';

export interface RunOptions {
  /** the trigger's output for this job */
  event: unknown;
  /**
   * Output of each external call. To make a call fail (and exercise a monitor block), throw: the error's
   * `message` becomes the catch's `message`, and its `errorType` (or `name`) the catch's `error_type`.
   */
  outputs: ActionOutputProvider;
  /** job context datapills (job_id, recipe_id, …); defaults are generated from the recipe */
  jobContext?: Record<string, unknown>;
  projectProperties?: Record<string, unknown>;
  accountProperties?: Record<string, unknown>;
  /** the instant `now`/`today` read, ISO 8601; default 2026-01-15T15:30:00Z */
  clock?: string;
  /** seed of the formulas' random source (`uuid`), default 1 */
  seed?: number;
  /** rounds of a Repeat while before the run stops the loop and reports a gap; default 1000 (Workato: 50,000) */
  maxRounds?: number;
  /** steps executed before the run gives up as failed; default 20,000 */
  maxSteps?: number;
}

/** One executed step, in execution order (a loop body appears once per round). */
export interface StepRecord {
  step: number;
  keyword: string;
  provider?: string;
  name?: string;
  /** `external` for an ExternalCall, `builtin` when evaluated in-process */
  via?: 'external' | 'builtin';
  /** resolved input (actions) */
  input?: Record<string, unknown>;
  /** output stored under the step's line, when it has one */
  output?: unknown;
  /** if/elsif: the number of the branch taken, or null when none was; loops: the item count */
  taken?: number | null;
  count?: number;
  /** the error the step raised */
  error?: string;
}

/** Something the interpreter could not follow; the run went on with nil in its place. */
export interface Gap {
  step: number;
  reason: string;
}

export interface WorkatoRun extends RunTrace {
  steps: StepRecord[];
  gaps: Gap[];
  /** the trigger filter rejected the event: Workato creates no job */
  filtered?: boolean;
}

/** The error details a catch block exposes through its datapills (research/workato.md §3.5, observed paths). */
export interface ErrorDetail {
  message: string;
  error_type: string;
  type: string;
  line_number: number;
  adapter: string | null;
  action: string | null;
  uuid: string | null;
  error_at: string;
  retry_count: number;
  inner_message: string | null;
  [key: string]: unknown;
}

/** How a sampled output or event is filled in. */
export interface SampleOptions {
  /** items in every list (default 1) */
  listSize?: number;
  /** every scalar field nil and every list empty (the "nothing filled in" event) */
  blank?: boolean;
  /** varies the generated text and numbers between samples */
  variant?: number;
}
