// A Workato lookup table asset (`*.lookup_table.json`): `{name, schema:[{name:"col1", label:"Client ID"}, …]}`,
// columns col1..colN by position (research/workato.md §8). Rows come only with an export "with data"
// (include_data), whose shape no public export shows: rows are read as arrays of cells, as objects keyed by the
// column names (col1…) or labels, or as Workato's lookup-entry API shape `{data:{col1:…}}`; anything else is skipped.
import type { PackageTable } from './types.js';

/** A table larger than this keeps its first rows only (Activepieces tables take at most a few thousand anyway). */
export const MAX_TABLE_ROWS = 10_000;
const MAX_COLUMNS = 200;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (obj: Record<string, unknown>, key: string): unknown => (Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined);

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function readLookupTable(origin: string, value: unknown): PackageTable | undefined {
  if (!isObject(value) || typeof value.name !== 'string' || !Array.isArray(value.schema)) return undefined;
  const schema = value.schema.filter(isObject).slice(0, MAX_COLUMNS);
  const keys = schema.map((c, i) => (typeof c.name === 'string' ? c.name : `col${i + 1}`));
  const columns = schema.map((c, i) => (typeof c.label === 'string' && c.label.trim() !== '' ? c.label : keys[i]!));
  const source = [value.rows, value.entries, value.data].find(Array.isArray) ?? [];
  const rows: string[][] = [];
  for (const row of source.slice(0, MAX_TABLE_ROWS)) {
    if (Array.isArray(row)) rows.push(columns.map((_, i) => cellText(row[i])));
    else if (isObject(row)) {
      const cells = isObject(row.data) ? row.data : row;
      rows.push(keys.map((key, i) => cellText(own(cells, key) ?? own(cells, columns[i]!))));
    }
  }
  return { origin, name: value.name, columns, rows };
}
