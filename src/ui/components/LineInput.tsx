// A one-line text input that never loses or misreads what was typed, however fast it arrives.
// The text and the cursor live in a ref that every key updates at once, so a key read before the screen re-rendered
// (text and Enter together, a paste the terminal split into several reads, an agent's send-keys) starts from the
// text as last typed. ink-text-input computed each key from the `value` of its last render and submitted that value
// (ink-text-input build/index.js: onChange(originalValue + input), onSubmit(originalValue)): the first of two chunks
// read in one go was lost, and Enter submitted the text from before them.
// Text and Enter read from the terminal in one chunk arrive as text with a line break in it (Ink's parseKeypress
// names only a lone "\r" `return`), so a line break in typed text is an Enter too.
import { Text } from 'ink';
import React, { useReducer, useRef } from 'react';
import { terminalSafe } from '../../text.js';
import { useKeys } from '../hooks/useKeys.js';
import { Txt } from './theme.js';

export interface LineInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter, or the first line break of text typed in one piece: the line as last typed. */
  onSubmit: (value: string) => void;
  /**
   * Given, the box takes lines one after another: Enter on a line that is not blank hands it over and empties the box
   * (onSubmit is left for Enter on a blank line), and text typed in one piece with line breaks in it (a paste of
   * several lines) hands every complete line over at once, the text after the last break staying in the box.
   */
  onLines?: (lines: string[]) => void;
  /** Backspace in an empty box. */
  onEraseEmpty?: () => void;
  /** false: keys are not read and no cursor is drawn */
  isActive?: boolean;
}

/** The text as code points (an emoji is one character to move over or erase), and the cursor among them. */
interface Box {
  chars: string[];
  cursor: number;
}

const LINE_BREAK = /\r\n|\r|\n/;
/** DEL and BS inside a chunk of typed text, kept by split. */
// eslint-disable-next-line no-control-regex
const ERASE = /([\u007F\b])/;

/** Typed text as the box keeps it: line breaks split it, tabs are spaces, escape sequences and controls go. */
function typedLines(input: string): string[] {
  return input.split(LINE_BREAK).map((line) => terminalSafe(line.replace(/\t/g, ' ')));
}

const boxOf = (value: string): Box => {
  const chars = [...value];
  return { chars, cursor: chars.length };
};

export function LineInput({ value, onChange, onSubmit, onLines, onEraseEmpty, isActive = true }: LineInputProps): React.JSX.Element {
  const box = useRef<Box>(boxOf(value));
  const seen = useRef(value);
  // A value set from outside (the box emptied, a path kept from before) replaces the text, the cursor at its end.
  if (value !== seen.current) {
    seen.current = value;
    if (value !== box.current.chars.join('')) box.current = boxOf(value);
  }
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  const set = (chars: string[], cursor: number) => {
    const before = box.current.chars.join('');
    box.current = { chars, cursor: Math.max(0, Math.min(chars.length, cursor)) };
    redraw();
    const text = chars.join('');
    if (text !== before) onChange(text);
  };

  const submit = (line: string) => {
    if (!onLines || line.trim() === '') return onSubmit(line);
    set([], 0);
    onLines([line]);
  };

  /** Backspace, and Delete: Ink names the key most terminals send for Backspace (DEL) `delete`; both erase before the cursor. */
  const erase = () => {
    const { chars, cursor } = box.current;
    if (chars.length === 0) return onEraseEmpty?.();
    if (cursor > 0) set([...chars.slice(0, cursor - 1), ...chars.slice(cursor)], cursor - 1);
  };

  /** Text without erase characters; true when it submitted the box (what follows is for the next screen). */
  const insert = (input: string): boolean => {
    const { chars, cursor } = box.current;
    const lines = typedLines(input);
    const head = chars.slice(0, cursor).join('') + lines[0];
    const tail = chars.slice(cursor).join('');
    if (lines.length === 1) {
      set([...head, ...tail], [...head].length);
      return false;
    }
    const last = lines.pop()!;
    lines[0] = head;
    if (onLines) {
      set([...last, ...tail], [...last].length);
      onLines(lines);
      return false;
    }
    set([...head], [...head].length);
    onSubmit(head);
    return true;
  };

  // Backspaces read in one chunk with text or with each other (a key held down, an agent's send-keys BSpace BSpace)
  // reach us as text: Ink names a key only when the chunk is that key alone.
  const type = (input: string) => {
    for (const part of input.split(ERASE)) {
      if (part === '\u007F' || part === '\b') erase();
      else if (part !== '' && insert(part)) return;
    }
  };

  useKeys(
    (input, key) => {
      const { chars, cursor } = box.current;
      if (key.return) return submit(chars.join(''));
      if (key.backspace || key.delete) return erase();
      if (key.leftArrow) return set(chars, cursor - 1);
      if (key.rightArrow) return set(chars, cursor + 1);
      // Arrows up and down, Tab, Esc, Page keys and Ctrl or Alt combinations type nothing.
      if (key.ctrl || key.meta || key.tab || input === '') return;
      type(input);
    },
    { isActive },
  );

  const { chars, cursor } = box.current;
  if (!isActive) return <Txt>{chars.join('')}</Txt>;
  // Each part in a Text of its own: Ink does not re-measure a line when a text is inserted before another (ink
  // build/dom.js insertBeforeNode), so text typed before an empty box's cursor would be drawn one column wide.
  // The cursor is an inverse cell even under NO_COLOR (inverse is not a colour), as ink-text-input drew it.
  return (
    <Txt>
      <Txt>{chars.slice(0, cursor).join('')}</Txt>
      <Text inverse>{terminalSafe(chars[cursor] ?? ' ') || ' '}</Text>
      <Txt>{chars.slice(cursor + 1).join('')}</Txt>
    </Txt>
  );
}
