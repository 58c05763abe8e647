// The state of one Workato job while it runs, and the signals that end steps and jobs.
import type { ExternalCall } from '../trace.js';
import type { FormulaClock } from './formula.js';
import type { JobScope } from './scope.js';
import type { DeclaredVariables } from './variables.js';
import type { ErrorDetail, Gap, RunOptions, StepRecord } from './types.js';
import type { ValueContext } from './values.js';

/** An error a monitor block can catch: an action failed, a formula raised, or Stop job with error. */
export class StepError extends Error {
  constructor(
    message: string,
    readonly errorType: string,
    readonly step: number,
    readonly adapter: string | null = null,
    readonly action: string | null = null,
    readonly uuid: string | null = null,
  ) {
    super(message);
  }
}

/** Ends the job at once, through every block (Stop job without error, Return result, Respond to API request). */
export class JobEnd {
  constructor(readonly outcome: 'stopped' | 'returned', readonly response?: unknown) {}
}

/** The run used more steps than allowed (a recipe loop feeding itself): not a Workato outcome, reported as such. */
export class BudgetExceeded extends Error {}

export const DEFAULT_CLOCK = '2026-01-15T15:30:00Z';

export class Job {
  readonly calls: ExternalCall[] = [];
  readonly steps: StepRecord[] = [];
  readonly gaps: Gap[] = [];
  readonly scope: JobScope;
  readonly clock: FormulaClock;
  readonly nowIso: string;
  readonly variables = new Map<string, DeclaredVariables>();
  /** declared lists by declaration alias; the same array is readable as `list` and `list_items` */
  readonly lists = new Map<string, { list: unknown[]; list_items: unknown[]; list_size: number }>();
  /** list name (`list_name`/`name`) -> declaration alias */
  readonly listNames = new Map<string, string>();
  readonly maxRounds: number;
  private budget: number;

  constructor(readonly options: RunOptions, job: Record<string, unknown>) {
    const now = Date.parse(options.clock ?? DEFAULT_CLOCK);
    this.nowIso = new Date(Number.isNaN(now) ? Date.parse(DEFAULT_CLOCK) : now).toISOString();
    this.clock = { now: Date.parse(this.nowIso), seed: options.seed ?? 1 };
    this.maxRounds = Math.max(1, Math.min(options.maxRounds ?? 1000, 50_000));
    this.budget = options.maxSteps ?? 20_000;
    this.scope = {
      lines: new Map(),
      meta: new Map(),
      frames: [],
      job,
      projectProperties: options.projectProperties ?? {},
      accountProperties: options.accountProperties ?? {},
    };
  }

  /** Counts one executed step against the budget. */
  tick(): void {
    if (--this.budget < 0) throw new BudgetExceeded('step budget exceeded');
  }

  /** A value context for one step: its gaps are recorded against that step. */
  context(step: number): ValueContext & { flush(): void } {
    const gaps: string[] = [];
    return {
      scope: this.scope,
      clock: this.clock,
      gaps,
      flush: () => {
        for (const reason of gaps) if (!this.gaps.some((g) => g.step === step && g.reason === reason)) this.gaps.push({ step, reason });
        gaps.length = 0;
      },
    };
  }

  /** Runs `fn` with a value context for `step`, recording its gaps afterwards. */
  resolving<T>(step: number, fn: (ctx: ValueContext) => T): T {
    const ctx = this.context(step);
    try {
      return fn(ctx);
    } finally {
      ctx.flush();
    }
  }

  gap(step: number, reason: string): void {
    if (!this.gaps.some((g) => g.step === step && g.reason === reason)) this.gaps.push({ step, reason });
  }

  errorDetail(e: StepError, retryCount: number): ErrorDetail {
    return {
      message: e.message,
      error_type: e.errorType,
      type: e.errorType,
      line_number: e.step,
      adapter: e.adapter,
      action: e.action,
      uuid: e.uuid,
      error_at: this.nowIso,
      retry_count: retryCount,
      inner_message: null,
    };
  }
}
