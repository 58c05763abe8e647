// What the equivalence check (src/verify/equivalence.ts) reports about one flow, as routing.json carries it: data
// only (codes and values); text is rendered at the edge in the user's language. Kept in the engine, which writes
// routing.json, so that the engine's types never depend on the verification code.

/** The first place one event's runs disagree. `step` is the Workato step number (null: the run as a whole). */
export interface Difference {
  event: string;
  step: number | null;
  /**
   * the prop path that received different values, or `(call)` (a call made by one runtime only, or to another
   * app/operation), `(outcome)` (the runs ended differently), `(response)` (different answers to the caller)
   */
  field: string;
  /** what Workato would send (for `(call)`: `app/operation`, null when Workato makes no call) */
  workato: unknown;
  /** what the flow would send */
  flow: unknown;
}

/** Why an event proves nothing either way: something neither model reproduces. */
export interface NotProven {
  code:
    /** the Workato interpreter could not follow a step (formula, operand…) */
    | 'workato_gap'
    /** the Activepieces model could not reproduce a step (an expression, a project variable, a step type…) */
    | 'flow_unmodelled'
    /** a step whose output a later step reads has no known output shape (`detail`: piece and action/trigger) */
    | 'output_shape_unknown'
    /** the flow computes this step itself (a CODE step, a parser) where Workato called a service */
    | 'computed_in_flow'
    /** a model raised an unexpected error on this event */
    | 'model_error';
  /** Workato step number or Activepieces step name, when one is concerned */
  step?: number | string;
  detail?: string;
}

/** A difference the mapping row declares (status `approximated` and a note): allowed, and reported. */
export interface AllowedDifference {
  step: number;
  field: string;
  /** the row's note (message key of src/i18n/messages/mapping.ts) */
  note?: string;
  /** for a Workato input the flow does not carry (`(dropped).<key>`): the value Workato used */
  workato?: unknown;
}

export type Verdict = 'equivalent' | 'different' | 'not_proven';
