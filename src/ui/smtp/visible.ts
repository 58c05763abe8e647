// Text from outside the screen's own catalogue (initial values, what Pipefy echoes) is drawn through the one
// terminal-safe function (src/text.ts), so an escape sequence in it cannot move the cursor, recolour or retitle
// the terminal. <Txt> applies it too; these add what a one-line field needs.
import { terminalSafe } from '../../text.js';

/** One line: escape sequences and control characters removed, line breaks and tabs drawn as �. */
export function visibleLine(text: string): string {
  return terminalSafe(text).replace(/[\t\n\u2028\u2029]/g, '\uFFFD');
}

/** A message: its line breaks kept, escape sequences and every other control character removed. */
export function visibleText(text: string): string {
  return terminalSafe(text);
}
