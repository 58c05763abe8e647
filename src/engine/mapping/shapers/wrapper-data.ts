// Data read by the wrapper shapers (wrappers.ts): how each SQL piece takes bind values, which Workato input keys
// hold the Salesforce upsert key selector, and Workato's Slack block kinds as Block Kit blocks.

/** How a SQL piece takes its bind values: `$1…` positional, `?` positional, `@name` named, `:name` named. */
export type BindStyle = 'dollar' | 'question' | 'at' | 'colon';

/** The SQL piece's text prop, its binds prop and their style, by piece. */
export const BIND_STYLES: Readonly<Record<string, { sql: string; binds: string; style: BindStyle }>> = {
  // packages/pieces/community/postgres/src/lib/actions/run-query.ts: "use $1, $2, etc."; args: Property.Array,
  // passed as client.query(query, args)
  '@activepieces/piece-postgres': { sql: 'query', binds: 'args', style: 'dollar' },
  // packages/pieces/community/mysql: args is an Array given to the mysql2 driver with the query, whose
  // placeholders are `?` (mysql2 prepared statements)
  '@activepieces/piece-mysql': { sql: 'query', binds: 'args', style: 'question' },
  // packages/pieces/community/snowflake: binds is an Array of positional values (snowflake-sdk binds: `?`)
  '@activepieces/piece-snowflake': { sql: 'sqlText', binds: 'binds', style: 'question' },
  // packages/pieces/community/microsoft-sql-server/src/lib/actions/run-query.ts: parameters is an Object; "Refer
  // to values as @name"; each key is request.input(name) without the @
  '@activepieces/piece-microsoft-sql-server': { sql: 'query', binds: 'parameters', style: 'at' },
  // packages/pieces/community/oracle-database/src/lib/actions/run-custom-sql.ts: binds is an Object of named bind
  // values for `:param` in the SQL
  '@activepieces/piece-oracle-database': { sql: 'sql', binds: 'binds', style: 'colon' },
};

/** Workato input keys that select the external id field of a Salesforce upsert ("Primary key" in the step). */
export const SELECTOR_KEYS = ['primary_key', 'upsert_key', 'external_id_field', 'external_field', 'external_id_key', 'key_field', 'external_id_field_name', 'external_id'];

type Block = Record<string, unknown>;
const text = (b: Block, type: 'mrkdwn' | 'plain_text'): Block => ({ type, text: String(b.text ?? b.title ?? '') });

/**
 * Workato's block list items (`block_type` and plain fields) as Block Kit blocks (Slack Block Kit reference:
 * section/header text objects, divider, image with image_url + alt_text, context elements).
 */
export const BLOCK_KINDS: Readonly<Record<string, (b: Block) => Block>> = {
  section: (b) => ({ type: 'section', text: text(b, 'mrkdwn') }),
  header: (b) => ({ type: 'header', text: text(b, 'plain_text') }),
  divider: () => ({ type: 'divider' }),
  context: (b) => ({ type: 'context', elements: [text(b, 'mrkdwn')] }),
  image: (b) => ({ type: 'image', image_url: b.image_url ?? b.url, alt_text: String(b.alt_text ?? b.text ?? 'image') }),
};
