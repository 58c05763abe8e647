// A spinner with what is happening now.
import { Box } from 'ink';
import Spinner from 'ink-spinner';
import React from 'react';
import { Txt } from './theme.js';

export function Busy({ label, detail }: { label: string; detail?: string }): React.JSX.Element {
  return (
    <Box flexDirection="column">
      <Box>
        <Txt color="cyan">
          <Spinner type="dots" />
        </Txt>
        <Txt> {label}</Txt>
      </Box>
      {detail ? <Txt dimColor>  {detail}</Txt> : null}
    </Box>
  );
}
