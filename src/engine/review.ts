// Which review items leave the flow unable to run as the recipe did until a human acts (routing manual_revision).
import type { ReviewItem } from './types.js';

const BLOCKING_KINDS: ReadonlySet<ReviewItem['kind']> = new Set(['unmapped', 'placeholder', 'formula']);

export function isBlocking(item: Pick<ReviewItem, 'kind'>): boolean {
  return BLOCKING_KINDS.has(item.kind);
}
