// One chunk of terminal input cut into the keys in it. Keys sent together (an agent's `tmux send-keys Down Enter`,
// keys typed ahead over a slow connection) arrive in one read, and Ink names a key only when the chunk is that key
// alone (ink build/parse-keypress.js: "\u001b[B\r" is `down`, its Enter dropped; "\u007f\u007f" is no key at all).
// Text stays one piece with its line breaks and tabs, as a paste must (a line input takes its lines, the SMTP form
// refuses a chunk holding two fields' values); only a run of bare Enters and Tabs is several keys. A terminal's
// report (an OSC, DCS, APC, PM or SOS string) is no key: it is left out.

/** CSI (arrows, Delete, Page keys, with modifiers), SS3 (arrows in application mode, F1–F4), after one ESC or two (Alt). */
// eslint-disable-next-line no-control-regex
const SEQUENCE = /\u001b{1,2}(?:\[[0-?]*[ -/]*[@-~]|\[\[[A-E]|O[ -~])/y;
/** Ended by BEL or ST in the chunk (unended, ESC and its character are Alt with a key). */
// eslint-disable-next-line no-control-regex
const REPORT = /\u001b[\]PX^_][^\u0007\u001b]*(?:\u0007|\u001b\\)/y;
const PRINTABLE = /^[ -~\u00a0-\uffff]$/;
// eslint-disable-next-line no-control-regex
const KEY_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function splitKeys(chunk: string): string[] {
  const keys: string[] = [];
  let textFrom = 0;
  const endText = (at: number) => {
    const text = chunk.slice(textFrom, at);
    if (/^[\r\t]+$/.test(text)) keys.push(...text);
    else if (text !== '') keys.push(text);
  };
  let i = 0;
  while (i < chunk.length) {
    const char = chunk[i]!;
    let length = 0;
    if (char === '\u001b') {
      REPORT.lastIndex = i;
      const report = REPORT.exec(chunk);
      if (report) {
        endText(i);
        i += report[0].length;
        textFrom = i;
        continue;
      }
      SEQUENCE.lastIndex = i;
      const sequence = SEQUENCE.exec(chunk);
      // Esc alone, or Alt with a printable character (ESC and that character).
      length = sequence ? sequence[0].length : PRINTABLE.test(chunk[i + 1] ?? '') ? 2 : 1;
    } else if (KEY_CHARACTER.test(char)) {
      // Backspace (DEL or BS), Ctrl+C and the other Ctrl+letter keys; Tab and line breaks stay in the text.
      length = 1;
    }
    if (length === 0) {
      i++;
      continue;
    }
    endText(i);
    keys.push(chunk.slice(i, i + length));
    i += length;
    textFrom = i;
  }
  endText(chunk.length);
  return keys;
}
