// Workato schemas (extended_input_schema / extended_output_schema): read one way everywhere.

export type SchemaField = Record<string, unknown>;

const isField = (v: unknown): v is SchemaField => !!v && typeof v === 'object' && !Array.isArray(v);

/** The fields of a schema given as a list, a JSON string of one, or `{properties: [...]}`; [] for anything else. */
export function schemaFields(schema: unknown): SchemaField[] {
  let value = schema;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (isField(value) && Array.isArray(value.properties)) value = value.properties;
  return Array.isArray(value) ? value.filter(isField) : [];
}
