// A one-line text input whose Enter submits what was typed last.
// ink-text-input calls onSubmit with the value of its last render, and renews its key handler only once React has
// committed: text and Enter arriving together (a paste ending in Enter, a fast typist, an agent's send-keys) would
// submit the value from before the text (ink-text-input build/index.js: useInput -> onSubmit(originalValue)).
// Text and Enter read from the terminal in one chunk reach ink-text-input as typed text with a line break in it (Ink's
// parseKeypress names only a lone "\r" `return`), so a line break in typed text is an Enter too.
import TextInput from 'ink-text-input';
import React, { useRef } from 'react';

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
}

export function LineInput({ value, onChange, onSubmit, onLines }: LineInputProps): React.JSX.Element {
  const latest = useRef(value);
  latest.current = value;
  const change = (next: string) => {
    latest.current = next;
    onChange(next);
  };
  return (
    <TextInput
      value={value}
      onChange={(typed) => {
        const lines = typed.split(/\r\n|\r|\n/);
        if (lines.length === 1) return change(typed);
        if (onLines) {
          change(lines.pop()!);
          return onLines(lines);
        }
        change(lines[0]!);
        onSubmit(lines[0]!);
      }}
      onSubmit={() => {
        const line = latest.current;
        if (!onLines || line.trim() === '') return onSubmit(line);
        change('');
        onLines([line]);
      }}
      showCursor
    />
  );
}
