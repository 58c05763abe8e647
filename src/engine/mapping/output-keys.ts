// Named rewrites of one key of a piece's output, for OutputRule.keys (row-fields.ts): data the pill resolver
// applies to the key that follows a renamed segment.
import type { OutputKeyRule } from './row-fields.js';

/**
 * Google Sheets: Workato keys a row's cells `col_<n>` by the column's position from 1 (the recipe's own trigger
 * schema labels col_1..col_3 with the header names, and its "Column to monitor" pick list numbers the same columns
 * 1..3); the piece keys them by the column's A1 letter (`columnToLabel(column)` for the 0-based column, in
 * activepieces/activepieces packages/pieces/community/google-sheets/src/lib/triggers/new-or-updated-row.trigger.ts,
 * run). Other keys are kept.
 */
function sheetColumnLetter(key: string): string {
  const m = /^col_(\d+)$/.exec(key);
  return m && Number(m[1]) >= 1 ? columnLetter(Number(m[1]) - 1) : key;
}

/** The A1 letter of a 0-based column: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetter(index: number): string {
  let out = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
}

export const OUTPUT_KEYS: Record<OutputKeyRule, (key: string) => string> = {
  sheet_column_letter: sheetColumnLetter,
};
