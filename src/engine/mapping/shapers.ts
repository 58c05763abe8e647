// Named shapers: the few operations whose target input is built, not mapped key by key.
import type { WorkatoStep } from '../types.js';
import { SKIP, type FieldConverter } from '../flow/values.js';
import { applyRow, copyJson, getPath, type AppliedRow } from './apply.js';
import { catalogOperation, catalogPiece } from './catalog.js';
import { normalizeProvider } from './providers.js';
import { cronFromSchedule } from './schedule.js';
import { splitListText } from './text.js';
import type { OperationRow } from './types.js';

export interface ShaperArgs {
  row: OperationRow;
  step: WorkatoStep;
  raw: Record<string, unknown>;
  conv: FieldConverter;
}

type Shaper = (args: ShaperArgs) => AppliedRow;

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const done = (input: Record<string, unknown>, notes: AppliedRow['notes'] = [], dropped: string[] = []): AppliedRow => ({ input, notes, dropped });
const keep = (v: unknown) => (v === SKIP ? undefined : v);

/** Workato schema fields (a JSON string or an array) -> sample values, for callable flow example data. */
export function sampleFromSchema(schema: unknown): Record<string, unknown> {
  let fields: unknown = schema;
  if (typeof schema === 'string') {
    try {
      fields = JSON.parse(schema);
    } catch {
      return {};
    }
  }
  const out: Record<string, unknown> = {};
  for (const f of Array.isArray(fields) ? fields : []) {
    const field = obj(f);
    const name = str(field.name);
    if (!name) continue;
    const type = str(field.type);
    if (type === 'object') out[name] = sampleFromSchema(field.properties ?? []);
    else if (type === 'array') out[name] = field.properties ? [sampleFromSchema(field.properties)] : [];
    else if (type === 'integer' || type === 'number') out[name] = 1;
    else if (type === 'boolean') out[name] = true;
    else out[name] = str(field.label) || name;
  }
  return out;
}

function headersOf(value: unknown, conv: FieldConverter): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (Array.isArray(value)) {
    for (const h of value) {
      const header = obj(h);
      const name = str(header.header ?? header.name ?? header.key);
      if (name) out[name] = keep(conv.convert(header.value, `headers.${name}`)) ?? '';
    }
  } else for (const [k, v] of Object.entries(obj(value))) out[k] = keep(conv.convert(v, `headers.${k}`)) ?? '';
  return out;
}

const SHAPERS: Record<string, Shaper> = {
  schedule: ({ raw }) => {
    const { cron, timezone, notes } = cronFromSchedule(raw);
    return done({ cronExpression: cron ?? '', timezone }, notes);
  },

  callable_trigger: ({ raw }) =>
    done({ mode: 'simple', exampleData: { sampleData: sampleFromSchema(raw.parameters_schema_json ?? raw.parameters_schema) } }),

  return_result: ({ raw, conv }) => done({ mode: 'simple', response: { response: keep(conv.convert(raw.result ?? {}, 'result')) ?? {} } }),

  call_recipe: (args) => callRecipe(args, true),
  call_recipe_async: (args) => callRecipe(args, false),

  http_response: ({ raw, conv }) => {
    const status = Number(str(raw.http_status_code) || '200');
    return done({
      respond: 'respond',
      responseType: 'json',
      fields: {
        status: Number.isFinite(status) ? status : 200,
        headers: headersOf(raw.headers, conv),
        body: keep(conv.convert(raw.response ?? {}, 'response')) ?? {},
      },
    });
  },

  http_request: ({ raw, conv }) => {
    const request = obj(raw.request);
    const method = (str(request.method) || 'GET').toUpperCase();
    const url = keep(conv.convert(request.url ?? raw.url ?? '', 'url')) ?? '';
    const input: Record<string, unknown> = { method, url, headers: headersOf(request.headers, conv), queryParams: {}, authType: 'none' };
    const body = request.body ?? request.request_body ?? request.payload;
    if (body !== undefined && body !== '' && method !== 'GET' && method !== 'HEAD') {
      const converted = keep(conv.convert(body, 'body'));
      const json = str(request.content_type).includes('json') || typeof converted === 'object';
      input.body_type = json ? 'json' : 'raw';
      input.body = { data: converted };
    } else if (body && typeof body === 'object') {
      input.queryParams = keep(conv.convert(body, 'queryParams')) ?? {};
    }
    return done(input, [{ key: 'http_connection' }]);
  },

  delay_interval: ({ raw }) => {
    const amount = Number(str(raw.interval ?? raw.wait_for ?? raw.seconds) || '0');
    const unit = str(raw.time_unit ?? raw.unit).toLowerCase();
    const known = ['seconds', 'minutes', 'hours', 'days'].includes(unit) ? unit : 'seconds';
    return done({ unit: known, delayFor: Number.isFinite(amount) ? amount : 0 });
  },

  adhoc_http: ({ raw, conv }) => {
    const verb = (str(raw.verb) || 'get').toUpperCase();
    const data = obj(obj(raw.input).data);
    const converted = obj(keep(conv.convert(data, 'input.data')));
    const input: Record<string, unknown> = { url: { url: keep(conv.convert(str(raw.path), 'path')) ?? '' }, method: verb, headers: {}, queryParams: {} };
    if (verb === 'GET' || verb === 'DELETE') input.queryParams = converted;
    else {
      input.body_type = 'json';
      input.body = { data: converted };
    }
    return done(input, [{ key: 'adhoc_path', params: { path: str(raw.path), verb } }]);
  },

  pipefy_graphql: ({ raw, conv }) => {
    const query = raw.query ?? raw.api_call ?? obj(raw.input).query ?? raw.input;
    return done({
      url: { url: 'https://api.pipefy.com/graphql' },
      method: 'POST',
      headers: {},
      queryParams: {},
      body_type: 'json',
      body: { data: { query: keep(conv.convert(query ?? '', 'query')) ?? '' } },
    });
  },

  // ---------- connector rows (operations/<connector>.ts): a row's props first, then what the row cannot say

  /** The row's props/fixed/rest; keys left under an object a rule read from (`profile.title`) are reported. */
  fields: (args) => viaRow(args),

  /** `__adhoc_http_action` -> the piece's custom API call: method, URL, headers, query or body carried over. */
  custom_action: (args) => customAction(args, false),
  /** `__adhoc_http_action` of a piece without a custom API call -> the HTTP piece. */
  custom_action_http: (args) => customAction(args, true),

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
        clauses.push(`${key} = ${literal ? String(converted) : `'${soqlText(String(converted))}'`}`);
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

  /** An operation with no action of its own, called through the piece's custom API call with a known path. */
  api_path: (args) => apiPath(args),

  /** Workato Pub/Sub publish -> an HTTP POST to the subscriber flow's webhook (the topic trigger became one). */
  pubsub_publish: ({ raw, conv }) => {
    const message = keep(conv.convert(raw.message ?? raw.payload ?? raw.event ?? {}, 'message')) ?? {};
    return done(
      { method: 'POST', url: '', headers: {}, queryParams: {}, authType: 'none', body_type: 'json', body: { data: message } },
      [{ key: 'pubsub_publish', params: { topic: str(obj(raw.topic_id).name) || str(raw.topic_id) || '?' } }],
    );
  },
};

// ---------- helpers for the connector shapers

const isBlank = (v: unknown) => v === undefined || v === null || v === '';
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

function pieceTarget(row: OperationRow): { piece: string; name: string } | undefined {
  return 'piece' in row.target ? row.target : undefined;
}

function sourcesOf(rule: NonNullable<OperationRow['props']>[string]): string[] {
  const from = typeof rule === 'string' ? rule : rule.from;
  return (Array.isArray(from) ? from : [from]).map((s) => s.split('.')[0]!);
}

/** Runs the row as a plain (unshaped) row, reports nested leftovers, then lets the shaper adjust the result. */
function viaRow(args: ShaperArgs, post?: (applied: AppliedRow) => void): AppliedRow {
  const { shape: _shape, ...plain } = args.row;
  void _shape;
  const applied = applyRow(plain, args.step, args.conv);
  applied.dropped.push(...nestedLeftovers(plain, args.raw));
  post?.(applied);
  return applied;
}

/** Keys under an object a dotted rule read from (`profile.firstName`) that no rule read (`profile.title`). */
function nestedLeftovers(row: OperationRow, raw: Record<string, unknown>): string[] {
  const used = new Set<string>(row.ignore ?? []);
  const parents = new Set<string>();
  for (const rule of Object.values(row.props ?? {})) {
    const from = typeof rule === 'string' ? [rule] : Array.isArray(rule.from) ? rule.from : [rule.from];
    for (const path of from) {
      used.add(path);
      const i = path.lastIndexOf('.');
      if (i > 0) parents.add(path.slice(0, i));
    }
  }
  const out: string[] = [];
  for (const parent of [...parents].sort()) {
    const value = getPath(raw, parent);
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const full = `${parent}.${key}`;
      if (used.has(full) || [...parents].some((p) => p === full || p.startsWith(`${full}.`)) || isBlank(v) || v === '=skip') continue;
      out.push(full);
    }
  }
  return out;
}

/** The base URI Workato appended a custom action's path to: from the step's own schema hint, else a known one. */
const KNOWN_BASE_URIS: Readonly<Record<string, string>> = {
  slack: 'https://slack.com/api/',
  stripe: 'https://api.stripe.com/v1/',
  openai: 'https://api.openai.com/v1/',
  hubspot: 'https://api.hubapi.com/',
  asana: 'https://app.asana.com/api/1.0/',
  box: 'https://api.box.com/2.0/',
  dropbox: 'https://api.dropboxapi.com/2/',
};

export function adhocBaseUri(step: WorkatoStep): string | undefined {
  const schema = Array.isArray(step.extended_input_schema) ? step.extended_input_schema : [];
  for (const field of schema) {
    const f = obj(field);
    if (f.name !== 'path') continue;
    const m = /Base URI is\s*(?:<b>)?\s*(https?:\/\/[^\s<"]+)/i.exec(str(f.hint));
    if (m) return m[1];
  }
  return KNOWN_BASE_URIS[normalizeProvider(str(step.provider)).canonical];
}

/** Workato's rule: a relative path is appended to the base URI, `/x` replaces the base path, a full URL wins. */
export function joinUrl(base: string | undefined, path: string): string {
  if (/^https?:\/\//i.test(path) || !base) return path;
  if (path.startsWith('/')) return (/^(https?:\/\/[^/]+)/i.exec(base)?.[1] ?? base.replace(/\/$/, '')) + path;
  return base.replace(/\/?$/, '/') + path;
}

function stringValues(value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj(value))) out[k] = typeof v === 'number' || typeof v === 'boolean' ? String(v) : v;
  return out;
}

function formBody(value: Record<string, unknown>): string {
  const part = (v: unknown) => {
    const s = typeof v === 'string' ? v : JSON.stringify(v);
    return s.includes('{{') ? s : encodeURIComponent(s);
  };
  return Object.entries(value).map(([k, v]) => `${encodeURIComponent(k)}=${part(v)}`).join('&');
}

function customAction({ raw, step, conv, row }: ShaperArgs, http: boolean): AppliedRow {
  const verb = (str(raw.verb) || 'get').toUpperCase();
  const path = str(raw.path).trim();
  const joined = joinUrl(adhocBaseUri(step), path);
  const url = keep(conv.convert(joined, 'path')) ?? '';
  const headers = headersOf(raw.request_headers ?? raw.headers, conv);
  const data = keep(conv.convert(obj(raw.input).data ?? {}, 'input.data'));
  const input: Record<string, unknown> = http
    ? { method: verb, url, headers, queryParams: {}, authType: 'none' }
    : { url: { url }, method: verb, headers, queryParams: {} };
  const notes: AppliedRow['notes'] = [];
  if (verb === 'GET' || verb === 'DELETE' || verb === 'HEAD') input.queryParams = stringValues(data);
  else {
    const type = str(raw.request_type).toLowerCase();
    if (type === 'url_encoded_form' || type === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      input.body_type = 'raw';
      input.body = { data: formBody(obj(data)) };
      notes.push({ key: 'adhoc_form_encoded' });
    } else if (type === 'multipart') {
      input.body_type = 'form_data';
      input.body = { data: data ?? {} };
    } else if (type === 'raw') {
      input.body_type = 'raw';
      input.body = { data: typeof data === 'string' ? data : JSON.stringify(data ?? {}) };
    } else {
      input.body_type = 'json';
      input.body = { data: data ?? {} };
    }
  }
  Object.assign(input, copyJson(row.fixed ?? {}));
  if (!/^https?:\/\//i.test(joined)) notes.push({ key: 'adhoc_path', params: { path, verb } });
  if (http) notes.push({ key: 'custom_action_http', params: { verb, url: joined || '?', app: normalizeProvider(str(step.provider)).readable } });
  return done(input, notes);
}

/**
 * Operations reached through a piece's custom API call (no action of their own in the catalog). `{key}` in a path
 * is filled from the Workato input key of that name; `body` lists body keys -> Workato input keys.
 */
export const API_PATHS: Readonly<Record<string, { method: string; path: string; body?: Record<string, string>; query?: Record<string, string> }>> = {
  'okta/get_people_by_id': { method: 'GET', path: '/api/v1/users/{id}' },
  'okta/get_user_by_id': { method: 'GET', path: '/api/v1/users/{id}' },
  'okta/list_user_groups': { method: 'GET', path: '/api/v1/users/{id}/groups' },
  'okta/get_user_groups': { method: 'GET', path: '/api/v1/users/{id}/groups' },
  'zendesk/get_ticket': { method: 'GET', path: '/api/v2/tickets/{id}.json' },
  'zendesk/get_ticket_by_id': { method: 'GET', path: '/api/v2/tickets/{id}.json' },
  'zendesk/get_ticket_details': { method: 'GET', path: '/api/v2/tickets/{id}.json' },
  'zendesk/get_user_by_id': { method: 'GET', path: '/api/v2/users/{id}.json' },
  'asana/get_task': { method: 'GET', path: 'https://app.asana.com/api/1.0/tasks/{task_id}' },
  'asana/get_task_by_id': { method: 'GET', path: 'https://app.asana.com/api/1.0/tasks/{task_id}' },
  'asana/add_comment_to_task': { method: 'POST', path: 'https://app.asana.com/api/1.0/tasks/{task_id}/stories', body: { 'data.text': 'text' } },
  'asana/create_story': { method: 'POST', path: 'https://app.asana.com/api/1.0/tasks/{task_id}/stories', body: { 'data.text': 'text' } },
  'asana/add_comment': { method: 'POST', path: 'https://app.asana.com/api/1.0/tasks/{task_id}/stories', body: { 'data.text': 'text' } },
  'asana/comment_on_task': { method: 'POST', path: 'https://app.asana.com/api/1.0/tasks/{task_id}/stories', body: { 'data.text': 'text' } },
  'box/get_file_info': { method: 'GET', path: 'https://api.box.com/2.0/files/{file_id}' },
  'box/download_file': { method: 'GET', path: 'https://api.box.com/2.0/files/{file_id}/content' },
  'box/create_folder': { method: 'POST', path: 'https://api.box.com/2.0/folders', body: { name: 'name', 'parent.id': 'parent_id' } },
  'box/search': { method: 'GET', path: 'https://api.box.com/2.0/search', query: { query: 'query' } },
  'netsuite/get_record': { method: 'GET', path: '/record/v1/{record_type}/{id}' },
  'netsuite/get_object': { method: 'GET', path: '/record/v1/{record_type}/{id}' },
  'netsuite/get_record_by_id': { method: 'GET', path: '/record/v1/{record_type}/{id}' },
};

/** Aliases of Workato input keys used in API_PATHS placeholders (first present wins). */
const PATH_KEYS: Readonly<Record<string, string[]>> = {
  id: ['id', 'user_id', 'userId', 'ticket_id', 'record_id'],
  task_id: ['task_id', 'task_gid', 'gid', 'id'],
  file_id: ['file_id', 'id'],
  parent_id: ['parent_id', 'parent_folder_id', 'folder_id'],
  record_type: ['record_type', 'object', 'type'],
};

function apiPath({ raw, step, conv, row }: ShaperArgs): AppliedRow {
  const canonical = normalizeProvider(str(step.provider)).canonical;
  const spec = API_PATHS[`${canonical}/${str(step.name)}`];
  if (!spec) return done({ url: { url: '' }, method: 'GET', headers: {}, queryParams: {} }, [{ key: 'api_path', params: { method: '?', path: '?' } }]);
  const used = new Set<string>();
  const pick = (name: string): unknown => {
    for (const key of PATH_KEYS[name] ?? [name]) {
      const v = getPath(raw, key);
      if (!isBlank(v)) {
        used.add(key.split('.')[0]!);
        return v;
      }
    }
    return undefined;
  };
  const template = spec.path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = pick(name);
    return typeof v === 'string' || typeof v === 'number' ? String(v) : whole;
  });
  const url = keep(conv.convert(template, 'path')) ?? '';
  const input: Record<string, unknown> = { url: { url }, method: spec.method, headers: {}, queryParams: {} };
  const query: Record<string, unknown> = {};
  for (const [name, key] of Object.entries(spec.query ?? {})) {
    const v = pick(key);
    if (v !== undefined) query[name] = keep(conv.convert(v, name));
  }
  input.queryParams = stringValues(query);
  if (spec.body) {
    const body: Record<string, unknown> = {};
    for (const [target, key] of Object.entries(spec.body)) {
      const v = pick(key);
      if (v === undefined) continue;
      const parts = target.split('.');
      let cur = body;
      for (const p of parts.slice(0, -1)) cur = (cur[p] ??= {}) as Record<string, unknown>;
      cur[parts[parts.length - 1]!] = keep(conv.convert(v, target));
    }
    input.body_type = 'json';
    input.body = { data: body };
  }
  const dropped = Object.keys(raw).filter((k) => !used.has(k) && !k.startsWith('_') && !isBlank(raw[k]) && raw[k] !== '=skip');
  const piece = pieceTarget(row)?.piece;
  const notes: AppliedRow['notes'] = [{ key: 'api_path', params: { method: spec.method, path: spec.path, app: (piece && catalogPiece(piece)?.displayName) || canonical } }];
  if (/\{\w+\}/.test(template)) notes.push({ key: 'api_path_missing', params: { path: template } });
  return done(input, notes, dropped);
}

function callRecipe({ raw, step, conv }: ShaperArgs, wait: boolean): AppliedRow {
  const callee = obj(raw.flow_id);
  const label = str(callee.name) || str(obj(step.dynamicPickListSelection).flow_id) || str(raw.flow_id);
  const payload = keep(conv.convert(raw.parameters ?? {}, 'parameters')) ?? {};
  return done({ mode: 'simple', flowProps: { payload }, waitForResponse: wait }, [{ key: 'subflow_link', params: { callee: label || '?' } }]);
}

export function runShaper(name: string, args: ShaperArgs): AppliedRow {
  const shaper = SHAPERS[name];
  if (!shaper) throw new Error(`unknown shaper ${name}`);
  return shaper(args);
}

export const SHAPER_NAMES = Object.keys(SHAPERS);
