// Which review items leave the flow unable to run as the recipe did until a human acts (routing manual_revision):
// the same severity the diagnostics carry.
import { severityOf } from './diagnostics.js';
import type { ReviewItem } from './types.js';

export function isBlocking(item: Pick<ReviewItem, 'kind'>): boolean {
  return severityOf(item.kind) === 'blocking';
}
