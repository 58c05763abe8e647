// Splitting list-like text without breaking Activepieces references.

/** Splits "a, {{ref}}" (or one item per line) on the separators, never inside a `{{reference}}`. */
export function splitListText(text: string, separators: RegExp = /[,\n]/): string[] {
  const items: string[] = [];
  let current = '';
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const two = text.slice(i, i + 2);
    if (two === '{{' || (two === '}}' && depth > 0)) {
      depth += two === '{{' ? 1 : -1;
      current += two;
      i++;
    } else if (depth === 0 && separators.test(text[i]!)) {
      items.push(current);
      current = '';
    } else current += text[i];
  }
  items.push(current);
  return items.map((s) => s.trim()).filter(Boolean);
}
