// Text comparisons that ignore case, accents and repeated spaces (recipe names, filters).

/** Case-insensitive, accent-insensitive, whitespace-collapsed. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Colour and weight only (SGR with these parameters): no concealed text, no cursor moves, titles or links. */
const SAFE_SGR = /^\u001b\[(?:(?:0|1|2|22|3[0-79]|9[0-7])(?:;(?:0|1|2|22|3[0-79]|9[0-7]))*)?m$/;
// CSI (ESC [ … final byte), OSC/DCS/APC/PM/SOS strings (up to BEL, ST or the end of the line), two-character
// escapes; then the C0 controls but tab and line feed, DEL, the C1 controls, and the bidirectional overrides
// that reorder what is shown.
const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /\u001b(?:\[[0-?]*[ -/]*[@-~]?|[\]PX^_][^\u0007\u001b\n]*(?:\u0007|\u001b\\)?|[ -~])?|[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text as it may reach a terminal: escape sequences and control characters removed (tab and line feed kept).
 * With `keepColour`, plain colour sequences survive (the doctor's own formatting).
 */
export function terminalSafe(text: string, options: { keepColour?: boolean } = {}): string {
  return text.replace(UNSAFE, (match) => (options.keepColour && SAFE_SGR.test(match) ? match : ''));
}
