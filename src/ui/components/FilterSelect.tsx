// A list that filters as you type: a text filter over a window of ~10 rows, so hundreds of items stay fast.
// ↑/↓ move, PgUp/PgDn jump a window, Enter chooses (a query typed with its line break in one piece, as an agent's
// send-keys "…" Enter may arrive, chooses the first item it matches), Esc cancels. Matching ignores case and
// accents; every word typed must appear somewhere in the item (id, name, trigger…).
import { Box } from 'ink';
import React, { useEffect, useMemo, useState } from 'react';
import { foldText } from '../../text.js';
import { useKeys } from '../hooks/useKeys.js';
import { LineInput } from './LineInput.js';
import { Txt, useTheme } from './theme.js';

export interface FilterItem<V> {
  key: string;
  label: string;
  /** secondary text after the label, dim */
  hint?: string;
  value: V;
}

export interface FilterSelectTexts {
  filterLabel: string;
  /** e.g. "1–10 of 340" */
  count(from: number, to: number, total: number, all: number, filtered: boolean): string;
  none(query: string): string;
}

/** Labels and queries compare without case or accents (the query is split into words). */
export const fold = foldText;

/** The items whose label or hint contain every word of the query. */
export function filterItems<V>(items: ReadonlyArray<FilterItem<V>>, haystacks: readonly string[], query: string): Array<FilterItem<V>> {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  const out: Array<FilterItem<V>> = [];
  for (let i = 0; i < items.length; i++) {
    const hay = haystacks[i]!;
    if (words.every((w) => hay.includes(w))) out.push(items[i]!);
  }
  return out;
}

export function FilterSelect<V>({
  items,
  onSelect,
  onCancel,
  texts,
  isActive = true,
  windowSize = 10,
}: {
  items: ReadonlyArray<FilterItem<V>>;
  onSelect(item: FilterItem<V>): void;
  onCancel(): void;
  texts: FilterSelectTexts;
  isActive?: boolean;
  windowSize?: number;
}): React.JSX.Element {
  const { noColor } = useTheme();
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const [top, setTop] = useState(0);
  const haystacks = useMemo(() => items.map((i) => fold(`${i.label} ${i.hint ?? ''}`)), [items]);
  const shown = useMemo(() => filterItems(items, haystacks, query), [items, haystacks, query]);

  // A new list starts at its top.
  useEffect(() => {
    setCursor(0);
    setTop(0);
  }, [items]);

  const size = Math.max(1, windowSize);
  const move = (to: number) => {
    if (shown.length === 0) return;
    const next = Math.max(0, Math.min(shown.length - 1, to));
    setCursor(next);
    setTop((t) => (next < t ? next : next >= t + size ? next - size + 1 : t));
  };

  useKeys(
    (_input, key) => {
      if (key.escape) return onCancel();
      if (key.upArrow) return move(cursor - 1);
      if (key.downArrow) return move(cursor + 1);
      if (key.pageUp) return move(cursor - size);
      if (key.pageDown) return move(cursor + size);
    },
    { isActive },
  );

  const onQuery = (value: string) => {
    setQuery(value);
    setCursor(0);
    setTop(0);
  };

  const choose = (typed: string) => {
    const item = typed === query ? shown[cursor] : filterItems(items, haystacks, typed)[0];
    if (item) onSelect(item);
  };

  const visible = shown.slice(top, top + size);
  const filtered = query.trim() !== '';
  return (
    <Box flexDirection="column">
      <Box>
        <Txt>{texts.filterLabel}</Txt>
        <LineInput value={query} onChange={onQuery} onSubmit={choose} isActive={isActive} />
      </Box>
      {shown.length === 0 ? (
        <Txt color="yellow">{texts.none(query)}</Txt>
      ) : (
        <Box flexDirection="column">
          {visible.map((item, i) => {
            const selected = top + i === cursor;
            return (
              <Txt key={item.key} wrap="truncate-end" color={selected ? 'cyan' : undefined} bold={selected && noColor}>
                {selected ? '› ' : '  '}
                {item.label}
                {item.hint ? <Txt dimColor>{'  ' + item.hint}</Txt> : null}
              </Txt>
            );
          })}
          <Txt dimColor>{texts.count(top + 1, top + visible.length, shown.length, items.length, filtered)}</Txt>
        </Box>
      )}
    </Box>
  );
}
