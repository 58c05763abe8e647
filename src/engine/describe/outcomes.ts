// The trigger and the actions by outcome, as every summary tells them: a step not translated (a placeholder in its
// place) is one of the steps that need a human, so translated + translated with something to check + need a human
// is the total, and the summary lines say the same numbers the headline does.
import type { RecipeFacts } from '../types.js';

export interface ReaderCounts {
  [key: string]: number;
  total: number;
  mapped: number;
  approximated: number;
  /** blocked and not translated alike */
  human: number;
  /** of `human`, those not translated */
  unmapped: number;
}

export function readerCounts(ops: RecipeFacts['operations']): ReaderCounts {
  const human = ops.blocked + ops.unmapped;
  return { total: ops.mapped + ops.approximated + human, mapped: ops.mapped, approximated: ops.approximated, human, unmapped: ops.unmapped };
}
