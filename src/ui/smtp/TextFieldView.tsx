// One text field as drawn: the value (masked for the password: one * per character, nothing else of it),
// the cursor as an inverse cell, and the placeholder while it is empty and focused.
import React from 'react';
import { Txt } from '../components/theme.js';
import { visibleLine } from './visible.js';

export interface TextFieldViewProps {
  value: string;
  cursor: number;
  focused: boolean;
  masked: boolean;
  placeholder?: string;
}

export function TextFieldView({ value, cursor, focused, masked, placeholder }: TextFieldViewProps): React.JSX.Element {
  const chars = [...value].map((char) => (masked ? '*' : visibleLine(char)));
  if (!focused) return <Txt>{chars.join('')}</Txt>;
  if (chars.length === 0) {
    return placeholder ? (
      <Txt>
        <Txt inverse>{placeholder[0]}</Txt>
        <Txt color="gray">{placeholder.slice(1)}</Txt>
      </Txt>
    ) : (
      <Txt inverse> </Txt>
    );
  }
  return (
    <Txt>
      {chars.slice(0, cursor).join('')}
      <Txt inverse>{chars[cursor] ?? ' '}</Txt>
      {chars.slice(cursor + 1).join('')}
    </Txt>
  );
}
