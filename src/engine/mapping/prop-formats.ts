// What a piece's run() reads in a prop, where a Workato input wrapper passed through unchanged would be taken for
// something else (or for nothing): a Workato `{schema, data}`, selector, picker or block-list object given where the
// piece reads an id, a text, a list of values or a Block Kit array. The translation reports such a prop (the step is
// not `mapped`), and the equivalence check counts it as a difference even when both runtimes "send" the same thing.
import { catalogOperation } from './catalog.js';
import { own } from '../lookup.js';

type Check = (value: unknown) => boolean;

const isPlain = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isRef = (v: unknown): boolean => typeof v === 'string' && /^\s*\{\{[\s\S]*\}\}\s*$/.test(v);
const listOf = (item: Check): Check => (v) => isRef(v) || (Array.isArray(v) && v.every((x) => isRef(x) || item(x)));
/** A scalar bind value (a text, a number, a reference): never a Workato `{schema, data}` wrapper. */
const scalar: Check = (v) => !isPlain(v) && !Array.isArray(v);

/** piece/action/prop -> what its run() reads. */
const FORMATS: Readonly<Record<string, Check>> = {
  // slack/src/lib/actions/send-message-action.ts: blocks pushed as Block Kit blocks (each has a `type`)
  '@activepieces/piece-slack/send_channel_message/blocks': listOf((b) => isPlain(b) && typeof b.type === 'string'),
  // gmail/src/lib/actions/send-email-action.ts: attachments items are { file, name }
  '@activepieces/piece-gmail/send_email/attachments': listOf((a) => isPlain(a) && 'file' in a),
  // salesforce/src/lib/action/upsert-by-external-id.ts: run reads records.records (an array)
  '@activepieces/piece-salesforce/upsert_by_external_id/records': (v) => isRef(v) || (isPlain(v) && Array.isArray(v.records)),
  // tables/src/lib/actions/find-records.ts: filters.filters items hold field {id, type, name}, operator, value
  '@activepieces/piece-tables/tables-find-records/filters': (v) =>
    isPlain(v) && Array.isArray(v.filters) && v.filters.every((f) => isPlain(f) && isPlain(f.field) && typeof f.field.id === 'string' && typeof f.operator === 'string'),
  // postgres run-query args, mysql execute_query args, snowflake runQuery binds: positional scalar values
  '@activepieces/piece-postgres/run-query/args': listOf(scalar),
  '@activepieces/piece-mysql/execute_query/args': listOf(scalar),
  '@activepieces/piece-snowflake/runQuery/binds': listOf(scalar),
  // microsoft-sql-server run_query parameters / oracle run_custom_sql binds: an object of name -> scalar value
  '@activepieces/piece-microsoft-sql-server/run_query/parameters': (v) => isRef(v) || (isPlain(v) && Object.values(v).every((x) => isRef(x) || scalar(x))),
  '@activepieces/piece-oracle-database/run_custom_sql/binds': (v) => isRef(v) || (isPlain(v) && Object.values(v).every((x) => isRef(x) || scalar(x))),
};

/**
 * Prop types whose value the piece reads as one text or one picked id: an object there is a wrapper (the text
 * processor would send its JSON, a dropdown would get the object). Catalog prop types, as in
 * src/verify/activepieces/props.ts (the engine's prop processors).
 */
const SCALAR_TYPES = new Set(['SHORT_TEXT', 'LONG_TEXT', 'DROPDOWN', 'STATIC_DROPDOWN', 'DATE_TIME']);

/** The props of `input` holding a value the piece does not read as Workato meant it, in input order. */
export function wrappedProps(piece: string, action: string, input: Record<string, unknown>, kind: 'action' | 'trigger' = 'action'): string[] {
  const props = catalogOperation(piece, kind, action)?.props ?? [];
  const out: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    const check = own(FORMATS, `${piece}/${action}/${name}`);
    const type = props.find((p) => p.name === name)?.type;
    const parsed = type === 'JSON' && typeof value === 'string' && !isRef(value) ? parseJson(value) : value;
    if (check ? !check(parsed) : !!type && SCALAR_TYPES.has(type) && (isPlain(value) || (Array.isArray(value) && value.some(isPlain)))) out.push(name);
  }
  return out;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
