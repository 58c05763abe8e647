// ServiceNow -> @activepieces/piece-service-now. Workato names the table and puts record fields at the root.
import type { OperationRow } from '../types.js';
import { list, num, rowsFor } from './common.js';

const { action, trigger, custom } = rowsFor('service_now', '@activepieces/piece-service-now');

const table = { from: ['table', 'table_name', 'object', 'object_name'] };
const record = { from: ['sys_id', 'id', 'record_id', 'record_sys_id'] };
const query = { from: ['query', 'sysparm_query', 'encoded_query', 'where', 'filter'] };
const display = ['sysparm_display_value', 'sysparm_exclude_reference_link', 'sysparm_fields', 'display_value', 'exclude_reference_link'];

export const SERVICENOW_ROWS: OperationRow[] = [
  trigger(['new_record', 'new_records', 'new_record_v2'], 'new_record', { props: { table, filter: query } }),
  trigger(['updated_record', 'new_updated_record', 'updated_records', 'new_or_updated_record'], 'updated_record', { props: { table, filter: query } }),

  action(['create_record', 'create_record_v2', 'create_table_record'], 'create_record', { props: { table }, rest: 'fields', ignore: display }),
  action(['update_record', 'update_record_v2', 'update_table_record'], 'update_record', { props: { table, record }, rest: 'fields', ignore: display }),
  action(['get_record', 'get_record_by_id', 'get_record_v2', 'get_record_by_sys_id'], 'get_record', { props: { table, record }, ignore: display }),
  action(['search_records', 'search_record', 'find_records', 'search_records_v2', 'search_table_records'], 'find_record', {
    props: { table, query, limit: num(['limit', 'sysparm_limit']), fields: list(['fields', 'sysparm_fields']) }, ignore: display,
  }),
  action(['count_records', 'get_record_count'], 'count_records', { props: { table, query } }),
  action(['delete_record', 'delete_record_v2'], 'delete_record', { props: { table, record }, note: 'delete_irreversible' }),
  action(['submit_catalog_item', 'order_catalog_item'], 'submit_catalog_item', {
    props: { item_sys_id: { from: ['item_sys_id', 'catalog_item', 'sys_id'] }, quantity: num('quantity'), requested_for: 'requested_for', variables: { from: ['variables'] } },
  }),
  action(['search_knowledge_articles', 'search_knowledge'], 'search_knowledge_articles', { props: { query: { from: ['query', 'search'] }, limit: num('limit') } }),
  custom(),
];
