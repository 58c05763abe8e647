// A short list of choices (ink-select-input) whose pointer and highlight honour NO_COLOR.
import { Box } from 'ink';
import SelectInput, { type IndicatorProps, type ItemProps } from 'ink-select-input';
import React from 'react';
import { Txt, useTheme } from './theme.js';

export interface MenuItem<V extends string> {
  label: string;
  value: V;
}

function Indicator({ isSelected = false }: IndicatorProps): React.JSX.Element {
  return (
    <Box marginRight={1}>
      <Txt color="cyan">{isSelected ? '›' : ' '}</Txt>
    </Box>
  );
}

function Item({ isSelected = false, label }: ItemProps): React.JSX.Element {
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
  const index = initial === undefined ? 0 : Math.max(0, items.findIndex((i) => i.value === initial));
  return (
    <SelectInput<V>
      items={items.map((i) => ({ key: i.value, label: i.label, value: i.value }))}
      isFocused={isActive}
      initialIndex={index}
      indicatorComponent={Indicator}
      itemComponent={Item}
      onSelect={(item) => onSelect(item.value)}
    />
  );
}
