// Text from outside the screen's own catalogue (initial values, what Pipefy echoes) is drawn without its
// control characters, so an escape sequence in it cannot move the cursor, recolour or retitle the terminal.
const BIDI_OVERRIDES = '\u202A-\u202E\u2066-\u2069';
const UNSAFE_IN_LINE = new RegExp(`[\\p{Cc}\\u2028\\u2029${BIDI_OVERRIDES}]`, 'gu');
const UNSAFE_IN_TEXT = new RegExp(`[\\u0000-\\u0009\\u000B-\\u001F\\u007F-\\u009F${BIDI_OVERRIDES}]`, 'gu');

/** One line: every control character, line breaks included, drawn as �. */
export function visibleLine(text: string): string {
  return text.replace(UNSAFE_IN_LINE, '\uFFFD');
}

/** A message: its line breaks kept, every other control character drawn as �. */
export function visibleText(text: string): string {
  return text.replace(UNSAFE_IN_TEXT, '\uFFFD');
}
