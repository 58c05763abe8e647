// Shapers that unwrap Workato input wrappers into the value the target piece's prop reads: SQL binds given as
// `{schema, data}`, the Salesforce upsert key selector, Slack blocks, Google Drive folder pickers, Gmail
// attachment lists and Workato filters on tables. Each piece prop format relied on is cited where it is built.
import { isBlank } from '../apply-props.js';
import { BIND_STYLES, BLOCK_KINDS, SELECTOR_KEYS, type BindStyle } from './wrapper-data.js';
import { keep, obj, pieceTarget, str, viaRow, type Shaper, type ShaperArgs } from './kit.js';
import { own } from '../../lookup.js';
import { CONNECTOR_SHAPERS as SHAPED_BASE } from './connectors.js';
import type { AppliedRow } from '../apply-props.js';

const first = (o: Record<string, unknown>, keys: readonly string[]): unknown => keys.map((k) => o[k]).find((v) => !isBlank(v));

/** Workato's dynamic-object inputs are `{schema: "<json>", data: {...}}`: the values are under `data`. */
export function unwrapSchemaData(value: unknown): unknown {
  const o = obj(value);
  return 'data' in o && ('schema' in o || Object.keys(o).length === 1) ? o.data : value;
}

/** `:name` placeholders of literal SQL text (not `::` casts, not inside `{{…}}` references), in order. */
function namedPlaceholders(sql: string): string[] {
  const text = sql.replace(/\{\{[\s\S]*?\}\}/g, ' ').replace(/'(?:[^']|'')*'/g, "''");
  return [...text.matchAll(/(?<![:\w]):([A-Za-z_]\w*)/g)].map((m) => m[1]!);
}

function rewriteSql(sql: string, names: string[], style: BindStyle): string {
  const wanted = new Set(names);
  let n = 0;
  // outside `{{…}}` references and quoted literals only, the same places namedPlaceholders reads
  return sql.split(/(\{\{[\s\S]*?\}\}|'(?:[^']|'')*')/).map((part, i) => (i % 2 ? part : part.replace(/(?<![:\w]):([A-Za-z_]\w*)/g, (whole, name: string) => {
    if (!wanted.has(name)) return whole;
    n += 1;
    return style === 'dollar' ? `$${n}` : style === 'question' ? '?' : style === 'at' ? `@${name}` : whole;
  }))).join('');
}

/** SQL binds: the `{schema, data}` wrapper unwrapped; positional pieces get the values in placeholder order. */
function sqlBinds(args: ShaperArgs): AppliedRow {
  return viaRow(args, (applied) => {
    const target = pieceTarget(args.row);
    const spec = target ? own(BIND_STYLES, target.piece) : undefined;
    if (!spec) return;
    const given = applied.input[spec.binds];
    if (given === undefined) return;
    // the `as: 'list'` rule puts a lone object in a list: unwrap that one object only
    const list = Array.isArray(given) && given.length === 1 && obj(given[0]) === given[0] ? given[0] : given;
    const data = unwrapSchemaData(list);
    if (Array.isArray(data) || data === null || typeof data !== 'object') {
      applied.input[spec.binds] = data;
      return;
    }
    const values = data as Record<string, unknown>;
    if (spec.style === 'colon' || spec.style === 'at') {
      applied.input[spec.binds] = values;
      const sql = applied.input[spec.sql];
      if (spec.style === 'at' && typeof sql === 'string') applied.input[spec.sql] = rewriteSql(sql, Object.keys(values), 'at');
      return;
    }
    const sql = applied.input[spec.sql];
    const names = typeof sql === 'string' ? namedPlaceholders(sql).filter((n) => Object.prototype.hasOwnProperty.call(values, n)) : [];
    if (names.length && typeof sql === 'string') {
      applied.input[spec.sql] = rewriteSql(sql, names, spec.style);
      applied.input[spec.binds] = names.map((n) => values[n]);
    } else applied.input[spec.binds] = Object.values(values);
  });
}

/**
 * Salesforce upsert: Workato selects the external id field (a name, or a selector object holding the field and
 * its value); the piece takes the field name in `external_field` and the records as `{records: [...]}`.
 * Source: activepieces/activepieces packages/pieces/community/salesforce/src/lib/action/upsert-by-external-id.ts
 * (run reads propsValue.records.records and PATCHes /composite/sobjects/{object}/{external_field}); each record of
 * an sObject collection names its type in `attributes.type` (Salesforce REST API, "Upsert Records Using sObject
 * Collections").
 */
function salesforceUpsert(args: ShaperArgs): AppliedRow {
  return viaRow(args, (applied) => {
    const selectorKey = SELECTOR_KEYS.find((k) => !isBlank(args.raw[k]));
    const selector = selectorKey ? args.raw[selectorKey] : undefined;
    const rest = args.row.rest ?? 'records';
    const record = { ...obj(applied.input[rest]) };
    if (selector && typeof selector === 'object' && !Array.isArray(selector)) {
      const s = selector as Record<string, unknown>;
      const field = keep(args.conv.convert(first(s, ['field', 'field_name', 'name', 'key', 'external_id_field']), 'external_field'));
      const value = first(s, ['value', 'external_id', 'id', 'key_value']);
      if (field !== undefined) applied.input.external_field = field;
      if (typeof field === 'string' && field && value !== undefined) record[field] = keep(args.conv.convert(value, `records.${field}`));
    } else if (selector !== undefined) {
      const field = keep(args.conv.convert(selector, 'external_field'));
      if (field !== undefined) applied.input.external_field = field;
    }
    const object = applied.input.object;
    const typed = typeof object === 'string' && object && !object.includes('{{') ? { attributes: { type: object }, ...record } : record;
    applied.input[rest] = { records: [typed] };
  });
}

/**
 * Workato's Slack block list (`block_type` plus plain fields) -> Block Kit objects. The piece's `blocks` is a JSON
 * prop holding an array of Block Kit blocks, sent as they are after the text's own section.
 * Source: activepieces/activepieces packages/pieces/community/slack/src/lib/common/props.ts (`blocks`:
 * Property.Json, "JSON array of blocks") and …/actions/send-message-action.ts (run: blockList.push(...blocks)).
 */
function slackBlocks(args: ShaperArgs): AppliedRow {
  const applied = SHAPED_BASE.slack_post(args);
  const key = isBlank(args.raw.blocks) ? 'message_blocks' : 'blocks';
  const given = args.raw[key];
  if (isBlank(given)) return applied;
  const converted = keep(args.conv.convert(given, 'blocks'));
  if (typeof converted === 'string') {
    applied.input.blocks = converted; // Block Kit JSON text: the JSON prop parses it
    return applied;
  }
  const blocks: unknown[] = [];
  const unknown: string[] = [];
  const lost: string[] = [];
  const items = Array.isArray(converted) ? converted : [converted];
  for (const [i, item] of items.entries()) {
    const b = obj(item);
    if (typeof b.type === 'string' && !('block_type' in b)) {
      blocks.push(b); // already a Block Kit block
      continue;
    }
    const kind = str(b.block_type ?? b.type).toLowerCase();
    const build = own(BLOCK_KINDS, kind);
    if (build) blocks.push(build(b));
    else {
      unknown.push(kind || '?');
      lost.push(Array.isArray(given) ? `${key}[${i}]` : key);
    }
  }
  if (blocks.length) applied.input.blocks = blocks;
  else delete applied.input.blocks;
  if (unknown.length) {
    applied.dropped.push(...lost);
    applied.notes.push({ key: 'slack_blocks_unknown', params: { blocks: unknown.join(', ') } });
  }
  return applied;
}

/** A folder picker value: the id itself, or Workato's `{folder_id, drive_id}` / picklist `{value}` wrapper. */
function folderId(value: unknown): { id: unknown; drive: boolean } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { id: Array.isArray(value) ? value[0] : value, drive: false };
  const o = value as Record<string, unknown>;
  return { id: first(o, ['folder_id', 'id', 'value', 'parent_id']), drive: !isBlank(o.drive_id) && o.drive_id !== 'my_drive' };
}

/**
 * Google Drive: the piece's folder props take the folder's id (its dropdown lists folders by id) and search shared
 * drives only with `include_team_drives`. Source: activepieces/activepieces
 * packages/pieces/community/google-drive/src/lib/common/index.ts (folder dropdown: `value: folder.id`) and
 * …/actions/upload-file.ts (parents: [parentFolder], supportsAllDrives from include_team_drives).
 */
function driveFolder(args: ShaperArgs): AppliedRow {
  return viaRow(args, (applied) => {
    let shared = !isBlank(args.raw.drive_id) && args.raw.drive_id !== 'my_drive';
    for (const prop of ['parentFolder', 'folderId']) {
      if (!(prop in applied.input)) continue;
      const { id, drive } = folderId(applied.input[prop]);
      shared ||= drive;
      if (isBlank(id)) delete applied.input[prop];
      else applied.input[prop] = id;
    }
    applied.dropped.splice(0, applied.dropped.length, ...applied.dropped.filter((k) => k !== 'drive_id'));
    if (shared) applied.input.include_team_drives = true;
  });
}

/**
 * Gmail attachments: Workato's list of `{file_name, content}` items -> the piece's `attachments`, an array of
 * `{file, name}`. Source: activepieces/activepieces packages/pieces/community/gmail/src/lib/actions/
 * send-email-action.ts (attachments: Property.Array with properties file (File) and name; run maps
 * ({file, name}) to nodemailer attachments).
 */
function gmailSend(args: ShaperArgs): AppliedRow {
  const applied = SHAPED_BASE.body_format(args);
  const given = isBlank(args.raw.attachments) ? args.raw.attachment : args.raw.attachments;
  if (isBlank(given)) return applied;
  const converted = keep(args.conv.convert(given, 'attachments'));
  const items = Array.isArray(converted) ? converted : [converted];
  const out: Array<Record<string, unknown>> = [];
  for (const item of items) {
    const a = obj(item);
    const file = first(a, ['content', 'file_content', 'contents', 'attachment', 'file', 'data', 'body']);
    if (file === undefined) continue;
    const name = first(a, ['file_name', 'filename', 'name', 'attachment_name', 'title']);
    out.push(name === undefined ? { file } : { file, name });
  }
  if (out.length) applied.input.attachments = out;
  return applied;
}

/**
 * Tables: Workato's filters (data tables: `filters: [{field_id, op_default, value_default}]`; lookup tables:
 * `parameters: {col1: value}`) name Workato column ids the Tables piece does not know; its filter field is a
 * column picked from the created table ({id, type, name}). Source: activepieces/activepieces
 * packages/pieces/community/tables/src/lib/actions/find-records.ts (filters.filters items: field {id,type,name},
 * operator, value). The filter is named for the user instead of being passed through.
 */
function tableFilters(args: ShaperArgs): AppliedRow {
  const applied = SHAPED_BASE.tables(args);
  const parts: string[] = [];
  const filters = args.raw.filters;
  if (Array.isArray(filters)) {
    for (const f of filters) {
      const o = obj(f);
      const column = str(o.field_id ?? o.field ?? o.column) || '?';
      const op = str(o.op_default ?? o.operator ?? o.op) || 'eq';
      parts.push(`${column} ${op} ${shown(o.value_default ?? o.value)}`);
    }
  }
  const params = args.raw.parameters;
  if (params && typeof params === 'object' && !Array.isArray(params)) {
    for (const [column, value] of Object.entries(obj(unwrapSchemaData(params)))) if (!isBlank(value)) parts.push(`${column} = ${shown(value)}`);
  }
  if (parts.length) applied.notes.push({ key: 'tables_filter', params: { filters: parts.join('; ') } });
  return applied;
}

/** A value for a note: datapills and references named, not spelled out. */
const shown = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v) ?? '').replace(/#\{_dp\('[\s\S]*?'\)\}|\{\{[\s\S]*?\}\}/g, '(datapill)');

export const WRAPPER_SHAPERS = {
  sql_binds: sqlBinds,
  salesforce_upsert: salesforceUpsert,
  slack_blocks: slackBlocks,
  drive_folder: driveFolder,
  gmail_send: gmailSend,
  table_filters: tableFilters,
} satisfies Record<string, Shaper>;
