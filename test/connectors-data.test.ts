// Files, spreadsheets, databases and Workato's data helpers through the whole engine.
import { describe, expect, it } from 'vitest';
import { action, dp } from './support/recipes.js';
import { connectorRunner, param, ref, target } from './support/translate.js';

const run = connectorRunner([{ name: 'name', type: 'string' }, { name: 'content', type: 'string' }]);

describe('Google Sheets and Drive', () => {
  it('add row: spreadsheet id carried, the sheet picked by name is left to pick (approximated)', () => {
    const { step, op, result } = run([action('google_sheets', 'add_spreadsheet_row_v4', 'g1', { spreadsheet: 'SHEET-ID', sheet: 'Leads', data: { Name: param('name') } })]);
    expect(target(step(1))).toEqual(['@activepieces/piece-google-sheets', 'insert_row']);
    expect(step(1).settings.input).toEqual({ spreadsheetId: 'SHEET-ID', values: { Name: ref('name') }, first_row_headers: true });
    expect(op(1).status).toBe('approximated');
    expect(result.review.some((r) => r.text.includes('Pick the sheet "Leads"'))).toBe(true);
  });

  it('a numeric sheet id is kept', () => {
    const { step } = run([action('google_sheets', 'get_spreadsheet_rows_v4', 'g1', { spreadsheet: 'S', sheet: '0' })]);
    expect(step(1).settings.input).toEqual({ spreadsheetId: 'S', sheetId: 0, first_row_headers: true });
  });

  it('the updated-row trigger -> new or updated row', () => {
    const { trigger, op } = run([], { keyword: 'trigger', provider: 'google_sheets', name: 'updated_spreadsheet_row_v4_2', as: 'trg', input: { spreadsheet: 'S', sheet: '12' } });
    expect([...target(trigger), trigger.settings.input]).toEqual(['@activepieces/piece-google-sheets', 'google-sheets-new-or-updated-row', { spreadsheetId: 'S', sheetId: 12 }]);
    expect(op(0).status).toBe('approximated');
  });

  it('google_drive/upload_file -> upload_gdrive_file', () => {
    const { step, op } = run([action('google_drive', 'upload_file', 'd1', { fileContent: param('content'), name: param('name'), folder_id: 'F1' })]);
    expect([...target(step(1)), step(1).settings.input]).toEqual(['@activepieces/piece-google-drive', 'upload_gdrive_file', { fileName: ref('name'), file: ref('content'), parentFolder: 'F1' }]);
    expect(op(1).status).toBe('mapped');
  });
});

describe('Amazon S3, SFTP, Box, Dropbox', () => {
  it('S3 upload: the bucket comes from the connection (approximated)', () => {
    const { step, op } = run([action('amazon_s3', 'upload_file', 's1', { bucket: 'b', file_name: 'a/b.txt', content: param('content') })]);
    expect([...target(step(1)), step(1).settings.input]).toEqual(['@activepieces/piece-amazon-s3', 'upload-file', { file: ref('content'), fileName: 'a/b.txt' }]);
    expect(op(1).status).toBe('approximated');
  });

  it('SFTP download -> read_file_content (approximated: later steps get a file reference, not the content)', () => {
    const { step, op } = run([action('sftp', 'download_file', 'f1', { file_path: '/in/x.csv' })]);
    expect([...target(step(1)), step(1).settings.input]).toEqual(['@activepieces/piece-sftp', 'read_file_content', { filePath: '/in/x.csv' }]);
    expect(op(1).status).toBe('approximated');
    expect(op(1).codes).toContain('sftp_file_reference');
  });

  it('Box create folder goes through its REST API; Dropbox upload has its action', () => {
    const { step, op } = run([
      action('box', 'create_folder', 'b1', { name: 'Reports', parent_id: '0' }),
      action('dropbox', 'upload_file', 'x1', { path: '/r/a.txt', content: param('content') }),
    ]);
    expect(target(step(1))).toEqual(['@activepieces/piece-box', 'custom_api_call']);
    expect(step(1).settings.input).toEqual({
      url: { url: 'https://api.box.com/2.0/folders' }, method: 'POST', headers: {}, queryParams: {}, body_type: 'json', body: { data: { name: 'Reports', parent: { id: '0' } } },
    });
    expect(op(1).status).toBe('approximated');
    expect([...target(step(2)), step(2).settings.input]).toEqual(['@activepieces/piece-dropbox', 'upload_dropbox_file', { path: '/r/a.txt', file: ref('content') }]);
  });
});

describe('databases', () => {
  it.each([
    ['snowflake', '@activepieces/piece-snowflake', 'runQuery', 'sqlText'],
    ['postgresql', '@activepieces/piece-postgres', 'run-query', 'query'],
    ['mysql', '@activepieces/piece-mysql', 'execute_query', 'query'],
    ['mssql', '@activepieces/piece-microsoft-sql-server', 'run_query', 'query'],
    ['oracle', '@activepieces/piece-oracle-database', 'run_custom_sql', 'sql'],
  ])('%s custom SQL -> %s %s', (provider, piece, name, prop) => {
    const { step, op } = run([action(provider, 'run_custom_sql', 'q1', { sql: 'SELECT 1' })]);
    expect([...target(step(1)), step(1).settings.input]).toEqual([piece, name, { [prop]: 'SELECT 1' }]);
    expect(op(1).status).toBe('mapped');
  });

  it('postgres insert puts the columns in values; update reports the WHERE condition instead of writing it as a column', () => {
    const { step, op } = run([
      action('postgresql', 'insert_row', 'p1', { table: 'users', name: param('name'), active: 'true' }),
      action('postgresql', 'update_rows', 'p2', { table: 'users', where_condition: 'id = 1', name: 'x' }),
    ]);
    expect(step(1).settings.input).toEqual({ table: 'users', values: { name: ref('name'), active: 'true' } });
    expect(step(2).settings.input).toEqual({ table: 'users', values: { name: 'x' } });
    expect(op(1).status).toBe('mapped');
    expect(op(2).status).toBe('approximated');
    expect(op(2).reason).toContain('where_condition');
  });

  it('oracle batch insert -> insert_rows', () => {
    const { step } = run([action('oracle', 'insert_rows_batch', 'o1', { table: 'T', rows: param('content') })]);
    expect([...target(step(1)), step(1).settings.input]).toEqual(['@activepieces/piece-oracle-database', 'insert_rows', { tableName: 'T', rows: ref('content') }]);
  });

  it('JDBC stays unmapped', () => {
    const { op } = run([action('jdbc', 'run_custom_sql', 'j1', { sql: 'SELECT 1' })]);
    expect(op(1).status).toBe('unmapped');
  });
});

describe('Workato data helpers', () => {
  it('lookup tables -> Tables, with a note that the table must be created', () => {
    const { step, op, result } = run([
      action('lookup_table', 'add_entry', 'l1', { lookup_table_id: { zip_name: 'codes.lookup_table.json', name: 'Country codes', folder: '' }, entry: { col1: param('name'), col2: 'PT' } }),
      action('lookup_table', 'search_entries', 'l2', { lookup_table_id: { zip_name: 'codes.lookup_table.json', name: 'Country codes', folder: '' } }),
    ]);
    expect([...target(step(1)), step(1).settings.input]).toEqual(['@activepieces/piece-tables', 'tables-create-records', { values: { col1: ref('name'), col2: 'PT' } }]);
    expect(target(step(2))).toEqual(['@activepieces/piece-tables', 'tables-find-records']);
    expect([op(1).status, op(2).status]).toEqual(['approximated', 'approximated']);
    expect(result.review.filter((r) => r.text.includes('Create the table "Country codes"')).length).toBe(2);
  });

  it('data tables: the column-type selection of get_records is not reported as lost data', () => {
    const { step, op } = run([action('workato_db_table', 'get_records', 't1', {
      table_id: { zip_name: 'l.workato_db_table.json', name: 'Locations', folder: '' }, limit: '100', '11fbe9a6-a16d-4d7e-86ea-afe42ec03005': 'id',
    })]);
    expect([...target(step(1)), step(1).settings.input]).toEqual(['@activepieces/piece-tables', 'tables-find-records', { limit: 100 }]);
    expect(op(1).reason ?? '').not.toContain('11fbe9a6');
  });

  it('JSON, CSV and XML parsers', () => {
    const { step, op } = run([
      action('json_parser', 'parse_json', 'j1', { document: param('content'), sample_document: '{}' }),
      action('csv_parser', 'parse_csv', 'c1', { csv: param('content'), column_separator: 'tab', header_row: 'true' }),
      action('xml_parser', 'parse_xml', 'x1', { xml: param('content') }),
      action('logger', 'log_message', 'lg', { message: dp('csv_parser', 'c1', ['lines', { path_element_type: 'first' } as never, 'name']) }),
    ]);
    expect([...target(step(1)), step(1).settings.input]).toEqual(['@activepieces/piece-json', 'convert_text_to_json', { text: ref('content') }]);
    expect([...target(step(2)), step(2).settings.input]).toEqual(['@activepieces/piece-csv', 'convert_csv_to_json', { csv_text: ref('content'), has_headers: true, delimiter_type: '\t' }]);
    expect([...target(step(3)), step(3).settings.input]).toEqual(['@activepieces/piece-xml', 'convert-xml-to-json', { xml: ref('content') }]);
    expect([op(1).status, op(2).status, op(3).status]).toEqual(['mapped', 'mapped', 'mapped']);
  });

  it('Workato files become project Storage, approximated', () => {
    const { step, op } = run([
      action('workato_files', 'store_file', 'f1', { path: 'exports/a.csv', content: param('content') }),
      action('workato_files', 'get_file_contents', 'f2', { path: 'exports/a.csv' }),
      action('logger', 'log_message', 'lg', { message: dp('workato_files', 'f2', ['content']) }),
    ]);
    expect([...target(step(1)), step(1).settings.input]).toEqual(['@activepieces/piece-store', 'put', { key: 'exports/a.csv', value: ref('content'), store_scope: 'COLLECTION' }]);
    expect([...target(step(2)), step(2).settings.input]).toEqual(['@activepieces/piece-store', 'get', { key: 'exports/a.csv', store_scope: 'COLLECTION' }]);
    expect(step(3).settings.input.message).toBe('{{step_2}}');
    expect([op(1).status, op(2).status]).toEqual(['approximated', 'approximated']);
  });

  it('Pub/Sub publish becomes an HTTP POST to the subscriber webhook (URL to fill in)', () => {
    const { step, op } = run([action('workato_pub_sub', 'publish_to_topic', 'ps', { topic_id: { name: 'orders', zip_name: 'orders.topic.json' }, message: { id: param('name') } })]);
    expect(target(step(1))).toEqual(['@activepieces/piece-http', 'send_request']);
    expect(step(1).settings.input).toMatchObject({ method: 'POST', url: '', body_type: 'json', body: { data: { id: ref('name') } } });
    expect(step(1).valid).toBe(false);
    expect(op(1).status).toBe('approximated');
  });

  it('Ruby custom code keeps the source in the CODE step and wires its inputs', () => {
    const { step, op } = run([action('workato_custom_code', 'invoke_custom_ruby_code', 'r1', {
      name: 'upcase', code: "{ out: input['name'].upcase }", code_input: { schema: '[]', data: { name: param('name') } },
    })]);
    expect(step(1).type).toBe('CODE');
    expect(step(1).settings.sourceCode.code).toContain("{ out: input['name'].upcase }");
    expect(step(1).settings.input).toEqual({ name: ref('name') });
    expect(step(1).settings.sourceCode.code).toMatch(/throw new Error\(/);
    expect(op(1)).toBeDefined();
  });
});
