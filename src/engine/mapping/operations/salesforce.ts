// Salesforce -> @activepieces/piece-salesforce. Workato puts the object name in `sobject_name` and field values at the root.
import type { OperationRow } from '../types.js';
import { rowsFor } from './common.js';
import { SELECTOR_KEYS } from '../shapers/wrapper-data.js';

const { action, trigger, custom } = rowsFor('salesforce', '@activepieces/piece-salesforce');

const object = { from: ['sobject_name', 'object', 'sobject', 'object_name'] };
const recordId = { from: ['id', 'Id', 'record_id', 'sobject_id', 'ID'] };
// Workato's field selection and polling settings: Activepieces returns the whole record and polls on its own.
const selection = ['field_list', 'fields', 'select_fields', 'output_fields'];

export const SALESFORCE_ROWS: OperationRow[] = [
  trigger(['new_custom_object', 'new_sobject', 'new_record', 'new_custom_object_webhook', 'new_object'], 'new_record', {
    props: { object, conditions: { from: ['query', 'where_clause', 'conditions'] } },
  }),
  trigger(['updated_custom_object', 'updated_custom_object_webhook', 'new_updated_object', 'new_or_updated_record', 'updated_sobject', 'new_updated_sobject', 'change_data_capture'],
    'new_or_updated_record', { props: { object, conditions: { from: ['query', 'where_clause', 'conditions'] } } }),
  trigger(['sobject_batch_created_or_updated', 'new_updated_object_batch', 'new_updated_sobject_batch', 'sobject_batch_created'], 'new_or_updated_record', {
    status: 'approximated', note: 'batch_trigger_single', props: { object, conditions: { from: ['query', 'where_clause', 'conditions'] } },
  }),
  trigger(['new_outbound_message', 'outbound_message'], 'new_outbound_message'),
  trigger(['updated_field_history', 'new_field_history_event'], 'new_field_history_event', { props: { object } }),

  action(['create_custom_object', 'create_sobject', 'create_record', 'create_object'], 'create_record', { props: { object }, rest: 'data', ignore: selection }),
  // A platform event is published by creating a record of the event object (`<Name>__e`): Salesforce Platform
  // Events Developer Guide, "Publish Event Messages with Salesforce APIs"; Workato's input is the same as a create
  // (docs.workato.com/connectors/salesforce/actions/publish-platform-event.html: Object, then its fields).
  action(['publish_platform_event'], 'create_record', { props: { object }, rest: 'data', ignore: selection }),
  action(['composite_create_sobject', 'create_sobjects_batch', 'composite_create_sobjects'], 'create_record', {
    status: 'approximated', note: 'salesforce_composite', props: { object }, rest: 'data', ignore: selection,
  }),
  action(['update_sobject', 'update_custom_object', 'update_record', 'update_object'], 'update_record', { props: { object, record_id: recordId }, rest: 'data', ignore: selection }),
  action(['upsert_sobject', 'upsert_record', 'upsert_custom_object'], 'upsert_by_external_id', {
    // the external id field is Workato's key selector (a field name or a selector object): salesforce_upsert
    shape: 'salesforce_upsert', props: { object }, rest: 'records', ignore: [...selection, ...SELECTOR_KEYS],
  }),
  action(['get_custom_object', 'get_sobject', 'get_record', 'get_record_by_id', 'get_sobject_by_id', 'get_object'], 'find_record', {
    status: 'approximated', note: 'salesforce_get_missing', props: { object, search_value: recordId }, fixed: { field: 'Id' }, ignore: selection,
    // Workato outputs the record itself; Find record answers the query result { totalSize, done, records }
    // (find-record.ts run: `return response.body` of SELECT FIELDS(ALL) ... WHERE Id = ...).
    output: { prefix: ['records', 0] },
  }),
  action(['search_sobjects', 'search_records', 'search_sobject', 'search_custom_object'], 'find_records_by_query', {
    shape: 'salesforce_search', status: 'approximated', note: 'salesforce_where', props: { object }, ignore: selection,
    // Workato lists the records under the object's name (`Contact`); the piece answers Salesforce's query result
    // { totalSize, done, records } (outputs/apps.ts).
    output: { renameFromInput: { from: object.from, to: ['records'] } },
  }),
  action(['search_sobjects_soql', 'search_sobjects_soql_v2', 'search_records_soql', 'soql_search', 'search_sobjects_by_soql'], 'find_records_by_query', {
    props: { object, where_clause: { from: ['query', 'where_clause', 'soql_query', 'soql', 'where'] } }, ignore: selection,
  }),
  action(['execute_soql', 'execute_soql_query', 'run_soql_query', 'soql_query', 'query_soql'], 'run_query', { props: { query: { from: ['query', 'soql_query', 'soql'] } } }),
  action(['delete_sobject', 'delete_record', 'delete_custom_object', 'delete_object'], 'delete_record', { props: { object, record_id: recordId } }),
  action(['get_related', 'get_related_records', 'get_child_records', 'get_related_list'], 'find_child_records', {
    props: { parent_object: object, parent_id: { from: ['id', 'parent_id', 'record_id'] }, child_relationship: { from: ['relationship', 'child_relationship', 'related_list', 'relationship_name'] } },
    ignore: selection,
  }),
  action(['upload_file_content', 'upload_file', 'attach_file', 'upload_attachment', 'create_content_version'], 'add_file_to_record', {
    props: {
      object, record_id: { from: ['record_id', 'parent_id', 'first_publish_location_id', 'id'] },
      file: { from: ['content', 'file_content', 'file', 'body', 'version_data'] }, file_name: { from: ['file_name', 'filename', 'name', 'title', 'path_on_client'] },
    },
  }),
  action(['get_combined_attachment', 'get_attachments', 'list_attachments', 'get_record_attachments'], 'get_record_attachments', { props: { object, record_id: recordId } }),
  action(['run_report', 'get_report', 'execute_report'], 'run_report', { props: { report_id: { from: ['report_id', 'report', 'id'] } } }),
  action(['add_lead_to_campaign'], 'add_lead_to_campaign', { props: { campaign_id: { from: ['campaign_id', 'campaign'] }, lead_id: { from: ['lead_id', 'lead'] }, status: 'status' } }),
  action(['add_contact_to_campaign'], 'add_contact_to_campaign', { props: { campaign_id: { from: ['campaign_id', 'campaign'] }, contact_id: { from: ['contact_id', 'contact'] }, status: 'status' } }),
  custom(),
];
