// Lookups in data tables keyed by recipe text: only a table's own entries count, never Object.prototype members
// (`constructor`, `toString`, `__proto__`...).

export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}
