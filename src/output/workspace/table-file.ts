// A lookup table as the file Activepieces' Tables import takes: a single TableTemplate (name, externalId,
// fields[{name, type, externalId}], status, trigger, data{type:"CSV", rows[[{fieldId, value}]]}), read from
// @activepieces/shared 0.96.2 src/lib/management/template/template.js (TableTemplate, TableDataState) and
// activepieces react-ui src/features/tables/components/import-table-dialog.tsx (a JSON without `tables` is one
// table; it creates the fields and the rows, up to the instance's row limit). Every column is TEXT: Workato lookup
// tables hold text. Rows point at fields by the field's externalId.
import type { PackageTable } from '../../sources/types.js';

export function tableTemplate(table: PackageTable) {
  const fields = table.columns.map((name, i) => ({ name, type: 'TEXT', externalId: `field_${i + 1}` }));
  return {
    name: table.name,
    type: 'SHARED',
    externalId: `pipe-migrate-${table.origin.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80)}`,
    fields,
    status: null,
    trigger: null,
    data: { type: 'CSV', rows: table.rows.map((row) => fields.map((f, i) => ({ fieldId: f.externalId, value: row[i] ?? '' }))) },
  };
}
