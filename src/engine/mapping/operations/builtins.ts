// Workato's built-in helpers: parsers, custom code, Email by Workato, file storage, lookup/data tables, Pub/Sub.
import type { OperationRow, PropRule } from '../types.js';
import { bool, list, num } from './common.js';

const JSON_PIECE = '@activepieces/piece-json';
const CSV = '@activepieces/piece-csv';
const XML = '@activepieces/piece-xml';
const SMTP = '@activepieces/piece-smtp';
const STORE = '@activepieces/piece-store';
const TABLES = '@activepieces/piece-tables';
const HTTP = '@activepieces/piece-http';

const act = (provider: string, names: string[], piece: string, name: string, extra: Omit<OperationRow, 'provider' | 'names' | 'kind' | 'target'> = {}): OperationRow =>
  ({ provider, names, kind: 'action', target: { piece, name }, ...extra });
const trig = (provider: string, names: string[], piece: string, name: string, extra: Omit<OperationRow, 'provider' | 'names' | 'kind' | 'target'> = {}): OperationRow =>
  ({ provider, names, kind: 'trigger', target: { piece, name }, ...extra });
const code = (provider: string, names: string[], template: string): OperationRow => ({ provider, names, kind: 'action', target: { code: template } });

const separator = ['column_separator', 'col_sep', 'separator', 'delimiter'];

export const PARSER_ROWS: OperationRow[] = [
  act('json_parser', ['parse_json', 'parse_json_v2', 'parse', 'parse_document', 'json_parse'], JSON_PIECE, 'convert_text_to_json', {
    props: { text: { from: ['document', 'json', 'json_string', 'text', 'content', 'json_document'] } }, ignore: ['sample_document', 'schema', 'document_schema', 'sample_json'],
    // Workato puts the parsed fields under `document`; convert_text_to_json returns the parsed value itself.
    output: { rename: { document: [] } },
  }),
  act('json_parser', ['generate_json', 'to_json', 'create_json', 'stringify_json'], JSON_PIECE, 'convert_json_to_text', { props: { json: { from: ['data', 'document', 'json', 'object'] } } }),
  act('csv_parser', ['parse_csv', 'parse_csv_v2', 'parse_csv_lines', 'parse'], CSV, 'convert_csv_to_json', {
    shape: 'csv',
    props: {
      csv_text: { from: ['csv', 'csv_data', 'csv_content', 'data', 'file_contents', 'content', 'document', 'csv_string'] },
      has_headers: bool(['header_row', 'has_headers', 'headers', 'first_row_header', 'has_header'], true),
    },
    ignore: [...separator, 'schema', 'sample_csv', 'csv_schema', 'column_names_schema'],
    output: { rename: { lines: [] } },
  }),
  act('csv_parser', ['create_csv_lines', 'generate_csv', 'create_csv', 'to_csv', 'compose_csv'], CSV, 'convert_json_to_csv', {
    shape: 'csv', props: { json_array: { from: ['lines', 'data', 'rows', 'records', 'json', 'list'] } }, ignore: [...separator, 'schema', 'csv_schema', 'header_row'],
  }),
  act('xml_parser', ['parse_xml', 'parse_xml_v2', 'xml_to_json', 'convert_xml_to_json', 'parse'], XML, 'convert-xml-to-json', {
    props: { xml: { from: ['xml', 'document', 'xml_document', 'text', 'content', 'data', 'xml_string'] } }, ignore: ['sample_document', 'schema', 'sample_xml'],
  }),
  act('xml_parser', ['generate_xml', 'create_xml', 'json_to_xml', 'convert_json_to_xml', 'build_xml'], XML, 'convert-json-to-xml', {
    props: { json: { from: ['data', 'json', 'document', 'object'] }, header: bool(['header', 'xml_declaration']) },
  }),
];

// Workato's code steps put the returned hash under `output` (datapill path ["output", <field>]); the CODE step returns
// the hash itself, so references drop that segment.
const codeOutput = { output: { rename: { output: [] } } };
export const CODE_ROWS: OperationRow[] = [
  { ...code('workato_custom_code', ['invoke_custom_ruby_code', 'invoke_custom_code', 'execute_ruby', 'ruby_code', 'run_ruby_code'], 'ruby_code'), ...codeOutput },
  { ...code('py_eval', ['invoke_custom_py_code', 'invoke_custom_python_code', 'execute_python', 'run_python_code'], 'python_code'), ...codeOutput },
  { ...code('js_eval', ['invoke_custom_js_code', 'invoke_custom_javascript_code', 'execute_javascript', 'execute_js', 'run_javascript', 'invoke_custom_code'], 'js_code'), ...codeOutput },
];

export const EMAIL_ROWS: OperationRow[] = [
  // Email by Workato sends from Workato's own server; here the SMTP piece needs an SMTP connection and a sender.
  act('email', ['send_mail', 'send_email', 'send_mail_v2'], SMTP, 'send-email', {
    shape: 'body_format', status: 'approximated', note: 'email_smtp',
    props: {
      to: list(['to', 'recipients', 'to_email']), cc: list('cc'), bcc: list('bcc'), subject: { from: 'subject' }, body: { from: ['body', 'message', 'content'] },
      replyTo: { from: ['reply_to', 'reply_to_email'] }, senderName: { from: ['sender_name', 'from_name', 'sender'] }, from: { from: ['from', 'from_email', 'sender_email'] },
    },
    ignore: ['email_type', 'body_type', 'content_type'],
  }),
];

// A file stored in a folder is keyed by its whole path, `<folder>/<name>`, so the same file is read back.
const filePath: PropRule = {
  from: ['path', 'file_path', 'file_name', 'name', 'filename'],
  join: { dir: ['folder', 'folder_path', 'directory', 'path'], name: ['file_name', 'name', 'filename'] },
};
const project = { store_scope: 'COLLECTION' };

export const WORKATO_FILES_ROWS: OperationRow[] = [
  act('workato_files', ['store_file', 'create_file', 'write_file', 'upload_file', 'store_file_v2'], STORE, 'put', {
    status: 'approximated', note: 'files_as_storage', props: { key: filePath, value: { from: ['content', 'file_content', 'contents', 'data', 'file'] } }, fixed: project,
  }),
  act('workato_files', ['get_file_contents', 'get_file', 'download_file', 'read_file', 'get_file_contents_v2'], STORE, 'get', {
    status: 'approximated', note: 'files_as_storage', props: { key: filePath }, fixed: project, output: { rename: { content: [], file_contents: [], contents: [] } },
  }),
  act('workato_files', ['get_csv_file_contents', 'read_csv_file', 'get_csv_file'], STORE, 'get', {
    status: 'approximated', note: 'files_csv_as_storage', props: { key: filePath }, fixed: project, ignore: [...separator, 'schema', 'header_row'],
  }),
  act('workato_files', ['delete_file', 'remove_file'], STORE, 'remove_value', { status: 'approximated', note: 'files_as_storage', props: { key: filePath }, fixed: project }),
];

const tableRef = ['lookup_table_id', 'table_id', 'list_id', 'smart_list_id', 'table'];
const tables = (provider: string, names: string[], name: string, extra: Omit<OperationRow, 'provider' | 'names' | 'kind' | 'target'> = {}): OperationRow =>
  act(provider, names, TABLES, name, { shape: 'tables', status: 'approximated', output: tableOutput, ...extra, ignore: [...tableRef, ...(extra.ignore ?? [])] });
const tablesTrigger = (provider: string, names: string[], name: string): OperationRow =>
  trig(provider, names, TABLES, name, { shape: 'tables', status: 'approximated', ignore: tableRef, output: tableOutput });
// Tables records are { id, created, updated, cells: { <field id>: { fieldName, value } } } (formatRecord,
// activepieces/activepieces packages/pieces/community/tables/src/lib/common/index.ts): a Workato column is under
// an id the table gets when it is created, unknown here, so no reference can reach it. Reads are reported.
const tableOutput = { unreadable: 'cause_table_cells' as const };
const entryId: PropRule = { from: ['entry_id', 'id', 'row_id', 'record_id'] };
const recordId: PropRule = { from: ['record_id', 'id', 'row_id'] };

export const TABLE_ROWS: OperationRow[] = [
  // Lookup tables
  tables('lookup_table', ['search_entries', 'lookup_entries', 'search_entry', 'search_entries_v2'], 'tables-find-records', { shape: 'table_filters', ignore: ['filters', 'parameters'], props: { limit: num(['limit', 'max_entries']) } }),
  tables('lookup_table', ['get_entries', 'list_entries', 'get_all_entries'], 'tables-find-records', { shape: 'table_filters', ignore: ['filters', 'parameters'], props: { limit: num(['limit', 'max_entries']) } }),
  tables('lookup_table', ['get_entry', 'lookup_entry', 'lookup', 'find_entry'], 'tables-find-records', { shape: 'table_filters', ignore: ['filters', 'parameters'], fixed: { limit: 1 } }),
  tables('lookup_table', ['add_entry', 'create_entry', 'add_entries'], 'tables-create-records', { props: { values: { from: ['entry', 'entries', 'data', 'parameters'] } } }),
  tables('lookup_table', ['update_entry', 'update_entries'], 'tables-update-record', { props: { record_id: entryId, values: { from: ['entry', 'data', 'parameters'] } } }),
  tables('lookup_table', ['delete_entry', 'delete_entries', 'remove_entry'], 'tables-delete-record', { props: { records_ids: list(['entry_id', 'id', 'entry_ids', 'row_id']) } }),
  tables('lookup_table', ['truncate', 'delete_all_entries', 'clear_entries', 'truncate_table', 'clear_table'], 'tables-clear-table'),
  tablesTrigger('lookup_table', ['new_entry', 'new_entries'], 'newRecord'),
  tablesTrigger('lookup_table', ['updated_entry', 'new_updated_entry'], 'updatedRecord'),

  // Data tables (column values keyed by column id)
  tables('workato_db_table', ['get_records', 'search_records', 'query_records', 'get_records_v2', 'search_records_v2'], 'tables-find-records', { shape: 'table_filters', ignore: ['filters', 'parameters'], props: { limit: num(['limit', 'max_records']) } }),
  tables('workato_db_table', ['get_record', 'get_record_by_id'], 'tables-get-record', { props: { record_id: recordId } }),
  tables('workato_db_table', ['add_record', 'create_record', 'insert_record'], 'tables-create-records', { rest: 'values' }),
  tables('workato_db_table', ['create_records_batch', 'add_records', 'create_records', 'add_records_batch'], 'tables-create-records', { props: { records: { from: ['records', 'rows', 'data'] } } }),
  tables('workato_db_table', ['update_record', 'update_records'], 'tables-update-record', { props: { record_id: recordId }, rest: 'values' }),
  tables('workato_db_table', ['upsert_record', 'upsert_records'], 'tables-update-record', { note: 'upsert_as_update', props: { record_id: recordId }, rest: 'values' }),
  tables('workato_db_table', ['delete_record', 'delete_records'], 'tables-delete-record', { props: { records_ids: list(['record_id', 'id', 'record_ids']) } }),
  tables('workato_db_table', ['truncate_table', 'clear_table', 'delete_all_records'], 'tables-clear-table'),
  tablesTrigger('workato_db_table', ['new_record', 'new_records', 'new_records_realtime', 'new_record_realtime'], 'newRecord'),
  tablesTrigger('workato_db_table', ['updated_record', 'updated_records', 'updated_records_realtime', 'new_updated_record', 'new_or_updated_records_realtime'], 'updatedRecord'),
  tablesTrigger('workato_db_table', ['deleted_record', 'deleted_records', 'deleted_records_realtime'], 'deletedRecord'),

  // Smart lists: a list of rows kept by Workato, closest to a table
  tables('workato_smart_list', ['query_list', 'search_list', 'get_list_items', 'query_rows'], 'tables-find-records', { shape: 'table_filters', ignore: ['filters', 'parameters'], props: { limit: num(['limit', 'max_rows']) } }),
  tables('workato_smart_list', ['insert_rows', 'add_rows', 'insert_row', 'add_row'], 'tables-create-records', { props: { records: { from: ['rows', 'items', 'data', 'row'] } } }),
];

export const PUBSUB_ROWS: OperationRow[] = [
  act('workato_pub_sub', ['publish_to_topic', 'publish_message', 'publish', 'publish_event'], HTTP, 'send_request', { shape: 'pubsub_publish', status: 'approximated' }),
];
