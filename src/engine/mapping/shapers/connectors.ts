// Shapers of connector rows (operations/<connector>.ts): the row's props first, then what the row cannot say.
import { isBlank } from '../apply-props.js';
import { catalogOperation } from '../catalog.js';
import { columnLetter } from '../output-keys.js';
import { splitListText } from '../text.js';
import { keep, obj, pieceTarget, sourcesOf, str, viaRow, type Shaper } from './kit.js';

const UUID = /^[0-9a-f]{8}[-_][0-9a-f]{4}[-_][0-9a-f]{4}[-_][0-9a-f]{4}[-_][0-9a-f]{12}$/i;
const COLUMN_TYPES = new Set(['id', 'string', 'integer', 'number', 'decimal', 'boolean', 'date', 'date_time', 'datetime', 'file', 'relation', 'long_text', 'short_text']);
const SLACK_ATTACHMENT_KEYS = ['pretext', 'title', 'title_link', 'attachment_text', 'footer'];
const WHERE_KEYS = ['where_condition', 'where', 'where_clause', 'condition', 'conditions'];
const SALESFORCE_META = ['sobject_name', 'object', 'limit', 'field_list', 'fields', 'order_by', 'offset'];

/** Splits "a@x, {{ref}}; b@y" on commas, semicolons and newlines outside `{{...}}` references. */
export function splitAddresses(value: string): string[] {
  return splitListText(value, /[,;\n]/);
}

/** Escapes quotes in SOQL literal text, leaving `{{...}}` references intact. */
function soqlText(value: string): string {
  return value.split(/(\{\{[\s\S]*?\}\})/).map((part, i) => (i % 2 ? part : part.replace(/\\/g, '\\\\').replace(/'/g, "\\'"))).join('');
}

/** Category names from Workato's `categories`: a list of texts or of `{ key | name | category }`, or comma text. */
function categoryNames(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;\n]/) : [];
  return list
    .map((c) => (c && typeof c === 'object' ? (c as Record<string, unknown>).key ?? (c as Record<string, unknown>).name ?? (c as Record<string, unknown>).category : c))
    .filter((c): c is string => typeof c === 'string' && c.trim() !== '')
    .map((c) => c.trim());
}

export const CONNECTOR_SHAPERS = {
  /** The row's props/fixed/rest; keys left under an object a rule read from (`profile.title`) are reported. */
  fields: (args) => viaRow(args),

  /** Slack messages: `sendAsBot` from the Workato provider (slack_bot), legacy attachment fields folded into the text. */
  slack_post: (args) =>
    viaRow(args, (applied) => {
      applied.input.sendAsBot = /bot/i.test(str(args.step.provider));
      const extra = SLACK_ATTACHMENT_KEYS.map((k) => args.raw[k])
        .filter((v) => !isBlank(v))
        .map((v, i) => keep(args.conv.convert(v, `attachment.${i}`)))
        .filter((v): v is string => typeof v === 'string' && v !== '');
      if (extra.length) {
        const text = typeof applied.input.text === 'string' && applied.input.text ? [applied.input.text] : [];
        applied.input.text = [...text, ...extra].join('\n');
        applied.notes.push({ key: 'slack_attachment_text' });
      }
    }),

  /** Email and message actions: the target's body format prop from Workato's `email_type`/`body_type`/`content_type`. */
  body_format: (args) =>
    viaRow(args, (applied) => {
      const target = pieceTarget(args.row);
      const props = target ? catalogOperation(target.piece, 'action', target.name)?.props ?? [] : [];
      const declared = str(args.raw.email_type ?? args.raw.body_type ?? args.raw.content_type ?? args.raw.format).toLowerCase();
      const body = str(args.raw.body ?? args.raw.message ?? args.raw.content);
      const html = declared ? declared.includes('htm') : /<[a-z][^>]*>/i.test(body);
      // Workato address fields are text ("a@x, #{pill}"): the target wants a list of addresses.
      for (const p of props) {
        const value = applied.input[p.name];
        if (p.type === 'ARRAY' && typeof value === 'string') applied.input[p.name] = splitAddresses(value);
      }
      if (props.some((p) => p.name === 'bodyFormat')) applied.input.bodyFormat = html ? 'html' : 'text';
      else if (props.some((p) => p.name === 'contentType')) applied.input.contentType = html ? 'html' : 'text';
      else if (props.some((p) => p.name === 'body_type')) applied.input.body_type = html ? 'html' : 'plain_text';
    }),

  /** Gmail: Workato keeps label ids, the piece a label picked from its list: the label is named in a note. */
  gmail_label: (args) =>
    viaRow(args, (applied) => {
      const label = args.raw.label_ids ?? args.raw.label_id ?? args.raw.label;
      const text = Array.isArray(label) ? label.map(str).join(', ') : str(label);
      if (text) applied.notes.push({ key: 'gmail_label', params: { label: text } });
    }),

  /** Google Sheets: Workato names the sheet, Activepieces wants its numeric id. */
  google_sheets: (args) =>
    viaRow(args, (applied) => {
      const sheet = args.raw.sheet ?? args.raw.sheet_name ?? args.raw.worksheet;
      const value = applied.input.sheetId;
      if (typeof value === 'string' && /^\d+$/.test(value)) applied.input.sheetId = Number(value);
      else if (typeof value === 'string' && !value.includes('{{')) {
        delete applied.input.sheetId;
        applied.notes.push({ key: 'sheets_pick_sheet', params: { sheet: str(sheet) } });
      }
      // Workato's "Column to monitor" (watchfield) numbers the columns from 1, 0 for all of them; the trigger's
      // trigger_column takes the column's letter or 'all_columns' (activepieces/activepieces packages/pieces/
      // community/google-sheets/src/lib/triggers/new-or-updated-row.trigger.ts, trigger_column options and run).
      const target = pieceTarget(args.row);
      const props = target ? catalogOperation(target.piece, args.row.kind, target.name)?.props ?? [] : [];
      const watch = str(args.raw.watchfield);
      if (props.some((p) => p.name === 'trigger_column') && /^\d+$/.test(watch)) {
        applied.input.trigger_column = Number(watch) === 0 ? 'all_columns' : columnLetter(Number(watch) - 1);
        applied.dropped.splice(0, applied.dropped.length, ...applied.dropped.filter((k) => k !== 'watchfield'));
      }
    }),

  /** Salesforce "search records": each criterion field becomes part of a SOQL WHERE clause. */
  salesforce_search: (args) =>
    viaRow(args, (applied) => {
      const skip = new Set([...SALESFORCE_META, ...(args.row.ignore ?? []), ...Object.values(args.row.props ?? {}).flatMap(sourcesOf)]);
      const clauses: string[] = [];
      for (const [key, value] of Object.entries(args.raw)) {
        if (skip.has(key) || key.startsWith('_') || isBlank(value) || value === '=skip' || typeof value === 'object') continue;
        const converted = keep(args.conv.convert(value, key));
        if (converted === undefined) continue;
        const literal = typeof converted === 'number' || typeof converted === 'boolean' || converted === 'true' || converted === 'false';
        clauses.push(`${args.conv.plainText(key)} = ${literal ? String(converted) : `'${soqlText(String(converted))}'`}`);
      }
      applied.dropped.splice(0, applied.dropped.length, ...applied.dropped.filter((k) => !clauses.some((c) => c.startsWith(`${k} = `))));
      if (clauses.length && isBlank(applied.input.where_clause)) applied.input.where_clause = clauses.join(' AND ');
    }),

  /** Workato lookup tables, data tables and smart lists -> Tables: the table must be created there first. */
  tables: (args) =>
    viaRow(args, (applied) => {
      const ref = args.raw.lookup_table_id ?? args.raw.table_id ?? args.raw.list_id ?? args.raw.smart_list_id;
      const picked = obj(args.step.dynamicPickListSelection);
      const label = str(obj(ref).name) || str(picked.lookup_table_id ?? picked.table_id ?? picked.list_id) || (typeof ref === 'string' && !ref.includes('#{') ? ref : '');
      applied.notes.push({ key: 'table_create', params: { table: label || '?' } });
      // Data-table steps list the columns they read as `<column uuid>: <type>`: a selection, not data.
      applied.dropped.splice(0, applied.dropped.length, ...applied.dropped.filter((k) => !(UUID.test(k) && COLUMN_TYPES.has(str(args.raw[k])))));
    }),

  /** CSV actions: Workato's `column_separator` names -> the CSV piece's delimiter values. */
  csv: (args) =>
    viaRow(args, (applied) => {
      const sep = str(args.raw.column_separator ?? args.raw.col_sep ?? args.raw.separator ?? args.raw.delimiter).toLowerCase();
      if (sep === 'tab' || sep === '\t' || sep === '\\t') applied.input.delimiter_type = '\t';
      else {
        applied.input.delimiter_type = ',';
        if (sep && sep !== 'comma' && sep !== ',') applied.notes.push({ key: 'csv_delimiter', params: { delimiter: sep } });
      }
    }),

  /** Workato's AI utility actions (question + text) -> one prompt. */
  openai_prompt: (args) =>
    viaRow(args, (applied) => {
      if (!isBlank(applied.input.prompt)) return;
      const parts = ['question', 'instruction', 'instructions', 'prompt', 'text', 'document', 'content']
        .map((k) => args.raw[k])
        .filter((v) => !isBlank(v))
        .map((v, i) => keep(args.conv.convert(v, `prompt.${i}`)))
        .filter((v): v is string => typeof v === 'string' && v !== '');
      // a classification names the categories to choose from (Workato classify_text `categories`)
      const categories = categoryNames(args.raw.categories);
      if (categories.length) parts.push(`Answer with exactly one of these categories: ${categories.join(', ')}`);
      if (parts.length) applied.input.prompt = parts.join('\n\n');
    }),

  /**
   * Jira: the piece picks projects and issue types by id; a key or name from Workato is named in a note instead.
   * Workato's combined project/issue-type picker is not an issue field.
   */
  jira_issue: (args) =>
    viaRow(args, (applied) => {
      for (const [prop, key] of [['projectId', 'jira_pick_project'], ['issueTypeId', 'jira_pick_issue_type']] as const) {
        const value = applied.input[prop];
        if (typeof value === 'string' && value && !/^\d+$/.test(value) && !value.includes('{{')) {
          delete applied.input[prop];
          applied.notes.push({ key, params: { value } });
        }
      }
      const fields = applied.input.issueFields;
      if (!fields || typeof fields !== 'object') return;
      for (const key of ['project_issuetype', 'sample_project_issuetype']) {
        if (key in fields) {
          delete (fields as Record<string, unknown>)[key];
          applied.dropped.push(key);
        }
      }
    }),

  /** The collected leftovers as a one-element list (targets that take a list of records). */
  rest_as_list: (args) =>
    viaRow(args, (applied) => {
      const rest = args.row.rest;
      const value = rest ? applied.input[rest] : undefined;
      if (rest && value && typeof value === 'object' && !Array.isArray(value)) applied.input[rest] = [value];
    }),

  /** Database writes: a Workato WHERE condition is reported, not written as a column value. */
  db_write: (args) =>
    viaRow(args, (applied) => {
      const rest = args.row.rest;
      const values = rest ? applied.input[rest] : undefined;
      if (!values || typeof values !== 'object' || Array.isArray(values)) return;
      for (const key of WHERE_KEYS) {
        if (key in values) {
          delete (values as Record<string, unknown>)[key];
          applied.dropped.push(key);
        }
      }
    }),
} satisfies Record<string, Shaper>;
