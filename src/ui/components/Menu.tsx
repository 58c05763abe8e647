// A short list of choices whose pointer and highlight honour NO_COLOR. ↑/↓ (or k/j) move, wrapping around, Enter
// chooses, 1–9 choose that item at once, as with ink-select-input, which this replaces: it moved from the highlight
// of its last render (ink-select-input build/SelectInput.js), so ↓ and Enter read in one go chose the item above.
// The highlight lives in a ref every key updates.
import { Box } from 'ink';
import React, { useReducer, useRef } from 'react';
import { useKeys } from '../hooks/useKeys.js';
import { Txt, useTheme } from './theme.js';

export interface MenuItem<V extends string> {
  label: string;
  value: V;
}

function Indicator({ isSelected }: { isSelected: boolean }): React.JSX.Element {
  return (
    <Box marginRight={1}>
      <Txt color="cyan">{isSelected ? '›' : ' '}</Txt>
    </Box>
  );
}

function Item({ isSelected, label }: { isSelected: boolean; label: string }): React.JSX.Element {
  const { noColor } = useTheme();
  // Without colour, the highlighted choice is still told apart: bold.
  return (
    <Txt color={isSelected ? 'cyan' : undefined} bold={isSelected && noColor}>
      {label}
    </Txt>
  );
}

export function Menu<V extends string>({
  items,
  onSelect,
  isActive = true,
  initial,
}: {
  items: Array<MenuItem<V>>;
  onSelect(value: V): void;
  isActive?: boolean;
  /** the value highlighted first */
  initial?: V;
}): React.JSX.Element {
  const values = JSON.stringify(items.map((i) => i.value));
  const highlight = useRef<{ values: string; index: number } | undefined>(undefined);
  if (highlight.current === undefined) {
    highlight.current = { values, index: initial === undefined ? 0 : Math.max(0, items.findIndex((i) => i.value === initial)) };
  } else if (highlight.current.values !== values) {
    // Other choices start at the top.
    highlight.current = { values, index: 0 };
  }
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  useKeys(
    (input, key) => {
      const at = highlight.current!;
      const count = items.length;
      if (count === 0) return;
      const move = (delta: number) => {
        at.index = (at.index + delta + count) % count;
        redraw();
      };
      if (key.upArrow || input === 'k') return move(-1);
      if (key.downArrow || input === 'j') return move(1);
      if (/^[1-9]$/.test(input)) {
        const item = items[Number(input) - 1];
        if (item) onSelect(item.value);
        return;
      }
      if (key.return) onSelect(items[at.index]!.value);
    },
    { isActive },
  );

  const index = highlight.current.index;
  return (
    <Box flexDirection="column">
      {items.map((item, i) => (
        <Box key={item.value}>
          <Indicator isSelected={i === index} />
          <Item isSelected={i === index} label={item.label} />
        </Box>
      ))}
    </Box>
  );
}
