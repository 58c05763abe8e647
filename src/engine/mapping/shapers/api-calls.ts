// Shapers of operations carried as raw API calls: Workato custom actions and operations without an action of their own.
import { copyJson, getPath, isBlank } from '../apply-props.js';
import { catalogPiece } from '../catalog.js';
import { normalizeProvider } from '../providers.js';
import type { MappingNote } from '../row-fields.js';
import { done, headersOf, keep, obj, pieceTarget, str, type Shaper, type ShaperArgs } from './kit.js';
import { formBody } from './form-body.js';
import { own } from '../../lookup.js';
import { message } from '../../diagnostics.js';

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

export function adhocBaseUri(step: ShaperArgs['step']): string | undefined {
  const schema = Array.isArray(step.extended_input_schema) ? step.extended_input_schema : [];
  for (const field of schema) {
    const f = obj(field);
    if (f.name !== 'path') continue;
    const m = /Base URI is\s*(?:<b>)?\s*(https?:\/\/[^\s<"]+)/i.exec(str(f.hint));
    if (m) return m[1];
  }
  return own(KNOWN_BASE_URIS, normalizeProvider(str(step.provider)).canonical);
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

/**
 * A custom action's body fields keyed as Workato sends them: a field whose name is not a valid key (Stripe's
 * `metadata[reason]`) is held under a sanitised name with the sent one in `details.real_name` of the step's input schema.
 */
function withRealNames(data: unknown, step: ShaperArgs['step']): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data ?? {};
  const schema = Array.isArray(step.extended_input_schema) ? step.extended_input_schema.map(obj) : [];
  const fields = (f: Record<string, unknown> | undefined) => (Array.isArray(f?.properties) ? f!.properties.map(obj) : []);
  const dataFields = fields(fields(schema.find((f) => f.name === 'input')).find((f) => f.name === 'data'));
  const real = new Map<string, string>();
  for (const f of dataFields) {
    const name = str(f.name);
    const sent = str(obj(f.details).real_name);
    if (name && sent && sent !== name) real.set(name, sent);
  }
  if (real.size === 0) return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const sent = real.get(key);
    const name = sent !== undefined && !Object.prototype.hasOwnProperty.call(data, sent) ? sent : key;
    Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function customAction({ raw, step, conv, row }: ShaperArgs, http: boolean) {
  const verb = (str(raw.verb) || 'get').toUpperCase();
  const path = str(raw.path).trim();
  const joined = joinUrl(adhocBaseUri(step), path);
  const url = keep(conv.convert(joined, 'path')) ?? '';
  const headers = headersOf(raw.request_headers ?? raw.headers, conv);
  const data = keep(conv.convert(withRealNames(obj(raw.input).data, step), 'input.data'));
  const input: Record<string, unknown> = http
    ? { method: verb, url, headers, queryParams: {}, authType: 'none' }
    : { url: { url }, method: verb, headers, queryParams: {} };
  const notes: MappingNote[] = [];
  if (verb === 'GET' || verb === 'DELETE' || verb === 'HEAD') input.queryParams = stringValues(data);
  else {
    const type = str(raw.request_type).toLowerCase();
    // `urlencoded` is the value Workato's editor writes for "URL encoded form" (the field's pick list)
    if (type === 'urlencoded' || type === 'url_encoded_form' || type === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      input.body_type = 'raw';
      input.body = { data: formBody(obj(data), conv) };
      notes.push({ key: 'adhoc_form_encoded' });
    } else if (type === 'multipart') {
      input.body_type = 'form_data';
      input.body = { data: data ?? {} };
    } else if (type === 'raw') {
      input.body_type = 'raw';
      input.body = { data: typeof data === 'string' ? data : JSON.stringify(data ?? {}) };
    } else {
      // XML, plain text and raw data bodies are built by Workato from the fields in ways not carried here
      if (type && type !== 'json') conv.unsupported('request_type', type, message('cause_request_type', { type }));
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

function apiPath({ raw, step, conv, row }: ShaperArgs) {
  const canonical = normalizeProvider(str(step.provider)).canonical;
  const spec = own(API_PATHS, `${canonical}/${str(step.name)}`);
  if (!spec) return done({ url: { url: '' }, method: 'GET', headers: {}, queryParams: {} }, [{ key: 'api_path', params: { method: '?', path: '?' } }]);
  const used = new Set<string>();
  const pick = (name: string): unknown => {
    for (const key of own(PATH_KEYS, name) ?? [name]) {
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
  const notes: MappingNote[] = [{ key: 'api_path', params: { method: spec.method, path: spec.path, app: (piece && catalogPiece(piece)?.displayName) || canonical } }];
  if (/\{\w+\}/.test(template)) notes.push({ key: 'api_path_missing', params: { path: template } });
  return done(input, notes, dropped);
}

export const API_CALL_SHAPERS = {
  /** `__adhoc_http_action` -> the piece's custom API call: method, URL, headers, query or body carried over. */
  custom_action: (args) => customAction(args, false),
  /** `__adhoc_http_action` of a piece without a custom API call -> the HTTP piece. */
  custom_action_http: (args) => customAction(args, true),
  /** An operation with no action of its own, called through the piece's custom API call with a known path. */
  api_path: (args) => apiPath(args),
} satisfies Record<string, Shaper>;
