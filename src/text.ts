// Text comparisons that ignore case, accents and repeated spaces (recipe names, filters).

/** Case-insensitive, accent-insensitive, whitespace-collapsed. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
