// A one-line text input (line breaks of a paste are dropped) whose Enter submits what was typed last.
// ink-text-input calls onSubmit with the value of its last render, and renews its key handler only once React has
// committed: text and Enter arriving together (a paste ending in Enter, a fast typist, an agent's send-keys) would
// submit the value from before the text (ink-text-input build/index.js: useInput -> onSubmit(originalValue)).
import TextInput from 'ink-text-input';
import React, { useRef } from 'react';

export interface LineInputProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
}

export function LineInput({ value, onChange, onSubmit }: LineInputProps): React.JSX.Element {
  const latest = useRef(value);
  latest.current = value;
  return (
    <TextInput
      value={value}
      onChange={(typed) => {
        latest.current = typed.replace(/[\r\n]+/g, '');
        onChange(latest.current);
      }}
      onSubmit={() => onSubmit(latest.current)}
      showCursor
    />
  );
}
