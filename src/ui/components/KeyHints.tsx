import { Box } from 'ink';
import React from 'react';
import { Txt } from './theme.js';

/** The keys of the current screen, dim, under a blank line. */
export function KeyHints({ text }: { text: string }): React.JSX.Element {
  return (
    <Box marginTop={1}>
      <Txt dimColor>{text}</Txt>
    </Box>
  );
}
