// What the equivalence check reports: data only (codes and values); text is rendered at the edge
// (src/i18n/messages/verify.ts), in the user's language.

import type { AllowedDifference, Difference, NotProven, Verdict } from '../../engine/verification-types.js';

export type { AllowedDifference, Difference, NotProven, Verdict } from '../../engine/verification-types.js';

export interface EventResult {
  label: string;
  verdict: Verdict;
  /** the first difference, also kept when the event is not proven (it may come from what was not modelled) */
  difference?: Difference;
  notProven: NotProven[];
  allowed: AllowedDifference[];
}

export interface Verification {
  /** events tried */
  events: number;
  /** every event equivalent */
  equivalent: boolean;
  /** `different` when an event differs where everything was modelled, else `not_proven` when one is not proven */
  verdict: Verdict;
  /**
   * the first difference of each event found different (duplicates by step and field dropped); a not-proven
   * event's difference may come from what was not modelled and stays in its own result only
   */
  differences: Difference[];
  /** why events were not proven (duplicates dropped) */
  notProven: NotProven[];
  allowed: AllowedDifference[];
  results: EventResult[];
}
