// Databases: Snowflake, PostgreSQL, MySQL, SQL Server, Oracle. Workato selects the table and puts the column values
// at the root; its WHERE conditions are SQL text, which maps directly only where the piece takes SQL.
import type { OperationRow, PropRule } from '../types.js';
import { list, num, rowsFor } from './common.js';

const sql: PropRule = { from: ['sql', 'query', 'custom_sql', 'sql_text', 'sql_query', 'statement'] };
const table: PropRule = { from: ['table', 'table_name', 'table_id'] };
const where: PropRule = { from: ['where_condition', 'where', 'where_clause', 'condition', 'conditions'] };
const columnValues: PropRule = { from: ['columns', 'row', 'values', 'data'] };
const limit = num(['limit', 'max_rows', 'row_limit']);
// Workato's batch/poll settings and output options, with no counterpart in a single-statement piece action.
const ignore = ['order_direction', 'output_format', 'batch_size', 'parameters_schema'];
const SQL_NAMES = ['run_custom_sql', 'execute_sql', 'run_sql', 'execute_custom_sql', 'custom_sql', 'execute_query', 'run_query', 'select_rows_sql',
  'search_rows_sql', 'execute_statement'];
const INSERT = ['insert_row', 'insert_row_v2', 'add_row'];
const UPDATE = ['update_rows', 'update_row', 'update_rows_v2'];
const DELETE = ['delete_rows', 'delete_row', 'delete_rows_v2'];
const SEARCH = ['search_rows', 'select_rows', 'select_rows_v2', 'search_rows_v2', 'get_rows'];
const NEW_ROWS = ['new_row', 'new_rows', 'new_rows_batch', 'new_row_v2', 'new_rows_v2'];
const UPDATED_ROWS = ['updated_row', 'updated_rows', 'updated_rows_batch', 'new_updated_row', 'new_updated_rows', 'updated_rows_sql_batch'];
const columnSearch = { search_column: { from: ['search_column', 'key_column', 'where_column', 'unique_key'] }, search_value: { from: ['search_value', 'key_value', 'where_value'] } };

const snowflake = rowsFor('snowflake', '@activepieces/piece-snowflake');
const location = { database: { from: ['database', 'database_name'] }, schema: { from: ['schema', 'schema_name'] }, table };

export const SNOWFLAKE_ROWS: OperationRow[] = [
  snowflake.trigger(NEW_ROWS, 'new_row', { status: 'approximated', note: 'db_poll_trigger', props: { ...location, created_at_column: { from: ['unique_key', 'order_by', 'created_at_column', 'column'] } } }),
  snowflake.trigger(UPDATED_ROWS, 'new_or_updated_row', { status: 'approximated', note: 'db_poll_trigger', props: { ...location, updated_at_column: { from: ['unique_key', 'order_by', 'updated_at_column', 'column'] } } }),
  snowflake.action(SQL_NAMES, 'runQuery', { shape: 'sql_binds', props: { sqlText: sql, binds: list(['binds', 'parameters']) } }),
  snowflake.action(INSERT, 'insert-row', { props: { ...location, table_column_values: columnValues }, rest: 'table_column_values', ignore }),
  snowflake.action(['insert_rows_batch', 'insert_rows', 'insert_batch', 'bulk_insert', 'insert_rows_bulk'], 'insert_multiple_rows', {
    props: { ...location, rows: { from: ['rows', 'data', 'records', 'lines'] } }, ignore,
  }),
  snowflake.action(UPDATE, 'update_row', { props: { ...location, where_clause: where, table_update_values: columnValues }, rest: 'table_update_values', ignore }),
  snowflake.action(['upsert_row', 'upsert_rows'], 'upsert_row', {
    props: { ...location, match_column: { from: ['unique_key', 'match_column', 'key_column'] }, table_column_values: columnValues }, rest: 'table_column_values', ignore,
  }),
  snowflake.action(DELETE, 'delete_row', { props: { ...location, where_clause: where }, ignore }),
  snowflake.action(SEARCH, 'search_rows', { props: { ...location, where_clause: where, order_by: { from: ['order_by', 'sort_by'] }, limit }, ignore }),
  snowflake.action(['execute_stored_procedure', 'call_stored_procedure', 'run_stored_procedure'], 'execute_stored_procedure', {
    props: { database: location.database, schema: location.schema, procedure_name: { from: ['procedure', 'procedure_name', 'stored_procedure'] }, arguments: list(['arguments', 'parameters', 'args']) },
  }),
];

const pg = rowsFor('postgresql', '@activepieces/piece-postgres');
export const POSTGRES_ROWS: OperationRow[] = [
  pg.trigger(NEW_ROWS, 'new-row', { status: 'approximated', note: 'db_poll_trigger', props: { table, order_by: { from: ['unique_key', 'order_by', 'column'] } }, fixed: { order_direction: 'DESC' } }),
  pg.trigger(UPDATED_ROWS, 'new-row', { status: 'approximated', note: 'db_updated_as_new', props: { table, order_by: { from: ['unique_key', 'order_by', 'column'] } }, fixed: { order_direction: 'DESC' } }),
  pg.action(SQL_NAMES, 'run-query', { shape: 'sql_binds', props: { query: sql, args: list(['args', 'parameters', 'binds']) } }),
  pg.action(INSERT, 'insert-row', { props: { table, values: columnValues }, rest: 'values', ignore }),
  pg.action(UPDATE, 'update-row', { shape: 'db_write', status: 'approximated', note: 'db_where_to_column', props: { table, ...columnSearch, values: columnValues }, rest: 'values', ignore }),
  pg.action(DELETE, 'delete-row', { status: 'approximated', note: 'db_where_to_column', props: { table, ...columnSearch }, ignore }),
  pg.action(SEARCH, 'find-rows', { props: { table, condition: where, columns: list(['columns', 'select_columns']), limit }, ignore }),
];

const mysql = rowsFor('mysql', '@activepieces/piece-mysql');
export const MYSQL_ROWS: OperationRow[] = [
  mysql.action(SQL_NAMES, 'execute_query', { shape: 'sql_binds', props: { query: sql, args: list(['args', 'parameters', 'binds']) } }),
  mysql.action(INSERT, 'insert_row', { props: { table, values: columnValues }, rest: 'values', ignore }),
  mysql.action(UPDATE, 'update_row', { shape: 'db_write', status: 'approximated', note: 'db_where_to_column', props: { table, ...columnSearch, values: columnValues }, rest: 'values', ignore }),
  mysql.action(DELETE, 'delete_row', { status: 'approximated', note: 'db_where_to_column', props: { table, ...columnSearch }, ignore }),
  mysql.action(SEARCH, 'find_rows', { props: { table, condition: where, columns: list(['columns', 'select_columns']) }, ignore }),
];

const mssql = rowsFor('sql_server', '@activepieces/piece-microsoft-sql-server');
export const SQL_SERVER_ROWS: OperationRow[] = [
  mssql.trigger([...NEW_ROWS, ...UPDATED_ROWS], 'new-or-updated-row', {
    status: 'approximated', note: 'db_poll_trigger', props: { table, order_by: { from: ['unique_key', 'order_by', 'column'] } }, fixed: { order_direction: 'DESC' },
  }),
  mssql.action([...SQL_NAMES, 'execute_stored_procedure'], 'run_query', { shape: 'sql_binds', props: { query: sql, parameters: { from: ['parameters', 'params', 'binds'] } } }),
  mssql.action(INSERT, 'insert_row', { props: { table, values: columnValues }, rest: 'values', ignore }),
  mssql.action(UPDATE, 'update_rows', { shape: 'db_write', status: 'approximated', note: 'db_where_to_column', props: { table, ...columnSearch, values: columnValues }, rest: 'values', ignore }),
  mssql.action(DELETE, 'delete_rows', { status: 'approximated', note: 'db_where_to_column', props: { table, ...columnSearch }, ignore }),
  mssql.action(SEARCH, 'find_rows', { props: { table, condition: where, columns: list(['columns', 'select_columns']), order_by: { from: ['order_by', 'sort_by'] }, limit }, ignore }),
];

const oracle = rowsFor('oracle', '@activepieces/piece-oracle-database');
const tableName: PropRule = { from: ['table', 'table_name', 'tableName'] };
export const ORACLE_ROWS: OperationRow[] = [
  oracle.trigger([...NEW_ROWS, ...UPDATED_ROWS], 'new_row', {
    status: 'approximated', note: 'db_poll_trigger', props: { tableName, orderBy: { from: ['unique_key', 'order_by', 'column'] } }, fixed: { orderDirection: 'DESC' },
  }),
  oracle.action(SQL_NAMES, 'run_custom_sql', { shape: 'sql_binds', props: { sql, binds: { from: ['binds', 'parameters'] } } }),
  oracle.action(INSERT, 'insert_row', { props: { tableName, row: columnValues }, rest: 'row', ignore }),
  oracle.action(['insert_rows_batch', 'insert_rows', 'insert_batch', 'bulk_insert'], 'insert_rows', { props: { tableName, rows: { from: ['rows', 'data', 'records', 'lines'] } }, ignore }),
  oracle.action(UPDATE, 'update_row', {
    shape: 'db_write', status: 'approximated', note: 'db_where_to_filter', props: { tableName, filter: { from: ['filter', 'match', 'key'] }, values: columnValues }, rest: 'values', ignore,
  }),
  oracle.action(DELETE, 'delete_row', { status: 'approximated', note: 'db_where_to_filter', props: { tableName, filter: { from: ['filter', 'match', 'key'] } }, ignore }),
  oracle.action(SEARCH, 'find_row', { status: 'approximated', note: 'db_where_to_filter', props: { tableName, filter: { from: ['filter', 'match', 'key'] } }, ignore }),
];

// BigQuery custom SQL -> Run a Query (activepieces/activepieces packages/pieces/community/google-bigquery
// src/lib/actions/run-query.ts run: POST /queries, waits for the job, pages up to max_results, answers
// { rows (flat objects by column name), row_count, total_rows, bytes_processed, job_id, cache_hit }); Pipefy's own
// migrator maps it the same way (shared/research/ipaas-migrator.md, Google > BigQuery).
const bigquery = rowsFor('google_bigquery', '@activepieces/piece-google-bigquery');
export const BIGQUERY_ROWS: OperationRow[] = [
  bigquery.action(['search_rows_using_custom_sql_sync', 'search_rows_using_custom_sql'], 'run_query', {
    status: 'approximated', note: 'bigquery_rows',
    props: { project_id: { from: ['project_id', 'project'] }, query: { from: ['query', 'sql'] }, location: { from: ['location'] } },
    // the most rows the piece returns (it caps max_results at 10,000)
    fixed: { max_results: 10000 },
    // Workato's own output settings: the columns it lists and whether to wait for the job (the piece always waits)
    ignore: ['output_schema', 'wait_for_query'],
    output: { rename: { rows: ['rows'] }, closed: true },
  }),
];

