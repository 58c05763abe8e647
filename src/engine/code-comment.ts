// The comment that keeps a Workato code step's original source inside its Activepieces CODE step, and the marker
// of a placeholder that still has to be rewritten. `pipe-migrate code` reads both back from a written flow.
import { blockCommentText } from './escape.js';

/** On the line that throws in a placeholder CODE step; a replacement that still holds it is refused. */
export const PLACEHOLDER_MARKER = 'pipe-migrate:placeholder';

const START = /^ \* --- original (\S+), Workato step (\S+) ---$/m;
const END = '\n * --- end of original ---';

/**
 * A block comment: the header lines, then the original between two marker lines. Only a star-slash can end a
 * block comment, so that is broken (`*\/`); reading it back restores it (a source holding `*\/` itself reads back
 * as `*` `/`).
 */
export function originalComment(header: string[], language: string, step: number | string, source: string): string {
  const lines = header.map((l) => ` * ${blockCommentText(l)}`).join('\n');
  return `/*\n${lines}\n * --- original ${language}, Workato step ${step} ---\n${blockCommentText(source)}${END}\n */\n`;
}

export interface OriginalCode {
  language: string;
  step: string;
  source: string;
}

/** The original kept by `originalComment` in a CODE step's code, or null when there is none. */
export function readOriginal(code: string): OriginalCode | null {
  const start = START.exec(code);
  if (!start) return null;
  const from = start.index + start[0].length + 1;
  const end = code.lastIndexOf(END);
  if (end < from - 1) return null;
  return { language: start[1]!, step: start[2]!, source: code.slice(from, Math.max(from, end)).replace(/\*\\\//g, '*/') };
}
