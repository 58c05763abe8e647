// The wizard's one-line input, drawn with ink-testing-library and fed chunks of input the way a terminal hands them
// over: several stdin.write calls in a row are chunks read in one go, before the screen re-renders (a paste the
// terminal split into reads, an agent's send-keys, a fast typist).
import { Box, Text } from 'ink';
import { render } from 'ink-testing-library';
import React, { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LineInput } from '../src/ui/components/LineInput.js';
import { KeysRoot } from '../src/ui/hooks/useKeys.js';
import { ENTER, LEFT, RIGHT, BACKSPACE, CTRL_H, ESC } from './support/keys.js';


const strip = (text: string | undefined) => (text ?? '').replace(/\u001B\[[0-9;]*m/g, '');

interface Seen {
  changes: string[];
  submits: string[];
  lines: string[][];
  erasedEmpty: number;
}

function Harness({ seen, withLines }: { seen: Seen; withLines: boolean }): React.JSX.Element {
  const [value, setValue] = useState('');
  return (
    <Box>
      <Text>{'> '}</Text>
      <LineInput
        value={value}
        onChange={(v) => {
          seen.changes.push(v);
          setValue(v);
        }}
        onSubmit={(v) => seen.submits.push(v)}
        {...(withLines ? { onLines: (l: string[]) => seen.lines.push(l) } : {})}
        onEraseEmpty={() => seen.erasedEmpty++}
      />
    </Box>
  );
}

const mounted: Array<{ unmount(): void }> = [];
afterEach(() => {
  for (const m of mounted.splice(0)) m.unmount();
});

/** Waits (a bounded number of turns of the event loop) until `ok` holds; the wait is not what is tested. */
async function until(ok: () => boolean, what: () => string): Promise<void> {
  for (let i = 0; i < 2000 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!ok()) throw new Error(`never happened; last frame: ${what()}`);
}

for (const [where, rooted] of [
  ['on its own', false],
  ['under a KeysRoot', true],
] as const) {
  describe(`LineInput ${where}`, () => {
    async function show(withLines = false) {
      const seen: Seen = { changes: [], submits: [], lines: [], erasedEmpty: 0 };
      const tree = <Harness seen={seen} withLines={withLines} />;
      const instance = render(rooted ? <KeysRoot>{tree}</KeysRoot> : tree);
      mounted.push(instance);
      const frame = () => strip(instance.lastFrame());
      // Ink reads the terminal once the effects of the first frame ran (the first key handler with them).
      await until(() => instance.stdin.listenerCount('readable') > 0, frame);
      /** Every chunk written at once, none of them waiting for a frame. */
      const type = (...chunks: string[]) => {
        for (const chunk of chunks) instance.stdin.write(chunk);
      };
      const shows = (text: string) => until(() => frame().trimEnd() === `> ${text}`.trimEnd(), frame);
      return { seen, type, frame, shows };
    }

    it('keeps every chunk typed before the screen re-rendered, and Enter submits them all', async () => {
      const box = await show();
      box.type('Conn', 'ection: ', 'abc123');
      await box.shows('Connection: abc123');
      expect(box.seen.changes.at(-1)).toBe('Connection: abc123');
      box.type(' more', ENTER);
      await until(() => box.seen.submits.length > 0, box.frame);
      expect(box.seen.submits).toEqual(['Connection: abc123 more']);
    });

    it('moves the cursor and erases before it, every key from the text as last typed', async () => {
      const box = await show();
      // abc, ← ←, X between a and b, →, Backspace erases the b; Ctrl+H is a Backspace too.
      box.type('abc', LEFT, LEFT, 'X', RIGHT, BACKSPACE, 'Y', CTRL_H, 'Z', ENTER);
      await until(() => box.seen.submits.length > 0, box.frame);
      expect(box.seen.submits).toEqual(['aXZc']);
      await box.shows('aXZc');
    });

    it('a line break in typed text is an Enter: the line before it is submitted', async () => {
      const box = await show();
      box.type('my-rec', 'ipe.json\rleft over');
      await until(() => box.seen.submits.length > 0, box.frame);
      expect(box.seen.submits).toEqual(['my-recipe.json']);
    });

    it('with onLines, a paste split into reads hands over each complete line once, the rest staying in the box', async () => {
      const box = await show(true);
      box.type('Connection: a1\nConn', 'ection: b2\r\nConnec', 'tion: c3');
      await box.shows('Connection: c3');
      expect(box.seen.lines).toEqual([['Connection: a1'], ['Connection: b2']]);
      box.type(ENTER, ENTER);
      await until(() => box.seen.submits.length > 0, box.frame);
      expect(box.seen.lines.at(-1)).toEqual(['Connection: c3']);
      // Enter on the emptied box is the one that goes on.
      expect(box.seen.submits).toEqual(['']);
    });

    it('Backspace right after text erases that text, and only Backspace on an empty box says so', async () => {
      const box = await show();
      box.type('ab', BACKSPACE, BACKSPACE);
      await box.shows('');
      expect(box.seen.erasedEmpty).toBe(0);
      box.type('c', BACKSPACE, BACKSPACE);
      await until(() => box.seen.erasedEmpty > 0, box.frame);
      expect(box.seen.erasedEmpty).toBe(1);
      expect(box.seen.changes.at(-1)).toBe('');
    });

    it('Backspaces read in one chunk, with text or with each other (a key held down, send-keys BSpace BSpace), each erase', async () => {
      const box = await show();
      box.type('abcd', BACKSPACE + BACKSPACE, 'x' + BACKSPACE + 'Y' + CTRL_H + 'Z' + ENTER);
      await until(() => box.seen.submits.length > 0, box.frame);
      expect(box.seen.submits).toEqual(['abZ']);
      box.type(BACKSPACE.repeat(5));
      await until(() => box.seen.erasedEmpty > 0, box.frame);
      expect(box.seen.changes.at(-1)).toBe('');
      expect(box.seen.erasedEmpty).toBe(2);
    });

    if (rooted) {
      it('keys sent together in one write (an agent\'s send-keys) are read one by one', async () => {
        const box = await show();
        box.type('abc' + LEFT + LEFT + 'X' + RIGHT + RIGHT + BACKSPACE + ENTER);
        await until(() => box.seen.submits.length > 0, box.frame);
        expect(box.seen.submits).toEqual(['aXb']);
      });
    }

    it('keeps no escape sequence or control character of what is typed; Esc and arrows up and down type nothing', async () => {
      const box = await show();
      box.type('a\u001B]0;title\u0007b\u0007', ESC, '\u001B[A', 'c\tcode', ENTER);
      await until(() => box.seen.submits.length > 0, box.frame);
      expect(box.seen.submits).toEqual(['abc code']);
    });
  });
}
