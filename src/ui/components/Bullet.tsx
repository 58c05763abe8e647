import { Box } from 'ink';
import React from 'react';
import { Txt } from './theme.js';

/** A list item whose wrapped lines stay indented under the text, not under the mark. */
export function Bullet({ mark, color, children }: { mark: string; color?: string; children: React.ReactNode }): React.JSX.Element {
  return (
    <Box>
      <Box width={mark.length + 2} flexShrink={0}>
        <Txt color={color}>{' ' + mark}</Txt>
      </Box>
      <Box flexShrink={1}>
        <Txt color={color}>{children}</Txt>
      </Box>
    </Box>
  );
}
