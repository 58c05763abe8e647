// Pipefy connector family -> @activepieces/piece-pipefy. Payloads and outputs sit under `data`.
import type { OperationRow, PropRule } from '../types.js';

const P = '@activepieces/piece-pipefy';
const out = { prefix: ['data'] };
const orgPipe = { organizationId: 'organization_id', pipeId: 'pipe_id' };
const trigger = (names: string[], name: string, props: OperationRow['props'] = {}): OperationRow => ({
  provider: 'pipefy', names, kind: 'trigger', target: { piece: P, name }, props: { ...orgPipe, ...props }, output: out,
});
const action = (names: string[], name: string, rest: Partial<OperationRow>): OperationRow => ({
  provider: 'pipefy', names, kind: 'action', target: { piece: P, name }, output: out, ...rest,
});
const phaseList: PropRule = { from: ['phase_ids', 'phase_id'], as: 'list' };

export const PIPEFY_ROWS: OperationRow[] = [
  trigger(['card_create', 'new_card', 'card_created'], 'cardCreated'),
  // The event is Pipefy's card.move webhook data under `data` (src/engine/mapping/outputs/apps.ts): as far as the
  // public sources show, its card has only id, title and pipe_id, where Workato's connector gave the whole card. A
  // recipe that reads more of the card gets it fetched with getCardById right after the trigger (`data.card`,
  // shared/research/ipaas-migrator.md "Output envelope"); Workato's `fields.<field_id>` is rebuilt from the card's
  // list of fields `{ name, field { id }, value }` (williangoncalvespipefy/activepieces
  // packages/pieces/pipefy/src/lib/common/graphql-requests.ts, buildGetCardWithFieldsByIdRequest).
  {
    ...trigger(['card_move', 'card_moved'], 'cardMoved', {
      fromPhaseId: { from: ['from_phase_ids', 'from_phase_id'], as: 'list' },
      toPhaseId: { from: ['to_phase_ids', 'to_phase_id'], as: 'list' },
    }),
    enrich: {
      carries: [['action'], ['from'], ['to'], ['moved_by'], ['card', 'id'], ['card', 'title'], ['card', 'pipe_id']],
      under: 'card', action: 'getCardById', title: 'enrich_fetch_card', props: { cardId: ['card', 'id'] }, output: out,
      keyed: { field: 'fields', idPath: ['field', 'id'], value: 'value' },
    },
  },
  trigger(['card_field_update', 'card_field_updated'], 'cardFieldUpdated', { fieldIds: { from: ['field_ids', 'field_id'], as: 'list' } }),
  trigger(['card_done'], 'cardDone', { phaseId: phaseList }),
  trigger(['card_overdue'], 'cardOverdue', { phaseId: phaseList }),
  trigger(['card_late'], 'cardLate', { phaseId: phaseList }),
  trigger(['card_expired'], 'cardExpired', { phaseId: phaseList }),
  trigger(['card_delete', 'card_deleted'], 'cardDeleted', { phaseId: phaseList }),
  trigger(['new_comment', 'comment_create'], 'cardCommentCreated', { onPhaseId: phaseList }),
  {
    provider: 'pipefy', names: ['new_updated_card'], kind: 'trigger', target: { piece: P, name: 'cardFieldUpdated' },
    status: 'approximated', note: 'pipefy_new_updated_card', props: { ...orgPipe, fieldIds: { from: 'field_ids', as: 'list' } }, output: out,
  },
  { provider: 'pipefy', names: ['record_created', 'record_create', 'new_record'], kind: 'trigger', target: { piece: P, name: 'recordCreated' },
    props: { organizationId: 'organization_id', databaseId: { from: ['table_id', 'database_id'] } }, output: out },
  { provider: 'pipefy', names: ['record_field_update'], kind: 'trigger', target: { piece: P, name: 'recordFieldUpdated' },
    props: { organizationId: 'organization_id', databaseId: { from: ['table_id', 'database_id'] }, fieldIds: { from: ['field_ids', 'field_id'], as: 'list' } }, output: out },
  { provider: 'pipefy', names: ['record_done'], kind: 'trigger', target: { piece: P, name: 'recordDone' },
    props: { organizationId: 'organization_id', databaseId: { from: ['table_id', 'database_id'] } }, output: out },
  { provider: 'pipefy', names: ['record_overdue'], kind: 'trigger', target: { piece: P, name: 'recordOverdue' },
    props: { organizationId: 'organization_id', databaseId: { from: ['table_id', 'database_id'] } }, output: out },

  action(['create_card'], 'createCard', { props: orgPipe, rest: 'startFormFields', ignore: ['pipe', 'phase_id'] }),
  action(['update_card', 'update_card_field', 'update_card_fields', 'update_fields_values'], 'updateCard', {
    props: { ...orgPipe, phaseId: 'phase_id', cardId: { from: ['card_id', 'id', 'node_id', 'Node_Id', 'node_ID'] } },
    rest: 'phaseFields', ignore: ['pipe'],
  }),
  action(['move_card', 'move_card_to_phase'], 'moveCard', {
    props: { ...orgPipe, phaseId: { from: ['phase_id', 'destination_phase_id', 'to_phase_id'] }, cardId: { from: ['card_id', 'id'] } },
  }),
  action(['get_card_by_id', 'get_card', 'find_card_by_id'], 'getCardById', { props: { cardId: { from: ['card_id', 'id'] } } }),
  action(['get_cards_by_field', 'get_card_by_field', 'search_cards_by_field'], 'getCardsByFieldValue', {
    props: { ...orgPipe, fieldId: 'field_id', fieldValue: { from: ['field_value', 'value'] } },
  }),
  action(['get_cards_by_phase', 'get_phase_cards', 'get_phase_cards_v2'], 'getCardsByPhase', { props: { ...orgPipe, phaseId: 'phase_id' } }),
  action(['get_cards_by_title', 'find_cards_by_title'], 'getCardsByTitle', {
    props: { ...orgPipe, title: 'title', includeDone: { from: 'include_done', as: 'boolean' } }, fixed: { startFormFields: {} },
  }),
  action(['delete_card'], 'deleteCard', { props: { cardId: { from: ['card_id', 'id'] } }, note: 'pipefy_delete_irreversible' }),
  action(['create_record', 'create_table_record'], 'createRecord', {
    props: { organizationId: 'organization_id', pipeId: { from: ['table_id', 'database_id'] } }, rest: 'startFormFields',
  }),
  action(['update_record', 'update_record_field', 'update_table_record'], 'updateRecord', {
    props: { organizationId: 'organization_id', pipeId: { from: ['table_id', 'database_id'] }, recordId: { from: ['record_id', 'id'] } },
    rest: 'startFormFields',
  }),
  action(['get_record_by_id', 'get_database_record', 'get_table_record'], 'getRecordById', { props: { recordId: { from: ['record_id', 'id'] } } }),
  action(['get_records_by_field'], 'getRecordsByFieldValue', {
    props: { organizationId: 'organization_id', databaseId: { from: ['table_id', 'database_id'] }, fieldId: 'field_id', fieldValue: { from: ['field_value', 'value'] } },
  }),
  action(['get_records', 'get_database_records'], 'getRecordsByFilter', {
    props: { organizationId: 'organization_id', databaseId: { from: ['table_id', 'database_id'] }, title: 'title' },
  }),
  action(['delete_record', 'delete_database_record'], 'deleteRecord', { props: { recordId: { from: ['record_id', 'id'] } } }),
  action(['update_record_status'], 'updateRecordStatus', { props: { recordId: { from: ['record_id', 'id'] }, statusId: 'status_id' } }),
  action(['upload_attachment'], 'uploadAttachment', {
    props: { cardId: { from: ['card_id', 'node_id', 'node_ID'] }, fieldId: 'field_id', fileName: 'file_name', attachment: { from: ['file', 'attachment'] },
      operation: { from: ['operation', 'Operation'], as: 'upper', default: 'ADD' } },
  }),
  action(['delete_attachment'], 'deleteAttachment', { props: { cardId: 'card_id', fieldId: 'field_id', fileName: 'file_name' } }),
  action(['update_list_field', 'update_array_type_field', 'update_list_type_field'], 'updateListField', {
    props: { nodeId: { from: ['node_id', 'Node_Id', 'card_id'] }, fieldId: { from: ['field_id', 'Field_ID'] }, fieldValue: { from: ['value', 'Value', 'field_value'] },
      operation: { from: ['operation', 'Operation'], as: 'upper', default: 'ADD' } },
  }),
  action(['custom_api_call', 'graphql_query', 'custom_graphql'], 'custom_api_call', { shape: 'pipefy_graphql' }),
  action(['__adhoc_http_action'], 'custom_api_call', { shape: 'adhoc_http' }),
];
