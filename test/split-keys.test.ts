// A chunk of terminal input cut into its keys, as the wizard's screens then read them one by one.
import { describe, expect, it } from 'vitest';
import { splitKeys } from '../src/ui/hooks/split-keys.js';
import { BACKSPACE as DEL, ESC } from './support/keys.js';


describe('splitKeys', () => {
  it.each([
    [`${ESC}[B\r`, [`${ESC}[B`, '\r'], 'send-keys Down Enter'],
    [`${ESC}[D${ESC}[DZ\r`, [`${ESC}[D`, `${ESC}[D`, 'Z\r'], 'Left Left, then Z and Enter'],
    [DEL + DEL, [DEL, DEL], 'BSpace BSpace'],
    ['ab\b', ['ab', '\b'], 'text, then Ctrl+H'],
    ['\r\r', ['\r', '\r'], 'Enter Enter'],
    [`${ESC}[B\r\r`, [`${ESC}[B`, '\r', '\r'], 'Down Enter Enter'],
    ['\t\t\r', ['\t', '\t', '\r'], 'Tab Tab Enter'],
    [`${ESC}OA${ESC}[1;5C${ESC}[3~${ESC}[6~`, [`${ESC}OA`, `${ESC}[1;5C`, `${ESC}[3~`, `${ESC}[6~`], 'application-mode Up, Ctrl+Right, Delete, PgDn'],
    [`${ESC}${ESC}[A`, [`${ESC}${ESC}[A`], 'Alt+Up, one key'],
    [`${ESC}x${ESC}`, [`${ESC}x`, ESC], 'Alt+x, then Esc'],
    [`${ESC}\r`, [ESC, '\r'], 'Esc, then Enter'],
    [`${ESC}[Z`, [`${ESC}[Z`], 'Shift+Tab'],
    ['abc\u0003', ['abc', '\u0003'], 'text, then Ctrl+C'],
  ])('%j is %j (%s)', (chunk, keys) => {
    expect(splitKeys(chunk)).toStrictEqual(keys);
  });

  it.each([
    ['Connection: abc123', 'text'],
    ['my-recipe.json\r', 'a path and its Enter (a line break in typed text is an Enter)'],
    ['Connection: a\r\rConnection: b\r\n', 'a paste with a blank line'],
    ['mailer\tSup3r-Secret\r', "a password manager's user⇥password↵ (the SMTP form refuses it whole)"],
    ['\t', 'Tab'],
    ['héllo wörld 😀', 'text beyond ASCII'],
    [ESC, 'Esc'],
  ])('keeps %j whole (%s)', (chunk) => {
    expect(splitKeys(chunk)).toStrictEqual([chunk]);
  });

  it('leaves out what a terminal reports (OSC and the like), which is no key', () => {
    expect(splitKeys(`a${ESC}]0;title\u0007b${ESC}]11;rgb:0/0/0${ESC}\\c`)).toStrictEqual(['a', 'b', 'c']);
    // Unended, it is Alt+P and text.
    expect(splitKeys(`${ESC}Phello`)).toStrictEqual([`${ESC}P`, 'hello']);
  });

  it('loses and adds nothing else: the keys put back together are the chunk', () => {
    const chunk = `a${ESC}[A\r\r${DEL}b\tc${ESC}${ESC}[Bd${ESC}`;
    expect(splitKeys(chunk).join('')).toBe(chunk);
  });
});
