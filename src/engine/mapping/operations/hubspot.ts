// HubSpot -> @activepieces/piece-hubspot. Workato sends object properties at the root (or under `properties`);
// the piece takes them in `objectProperties`.
import type { OperationRow, PropRule } from '../types.js';
import { list, rowsFor } from './common.js';

const { action, trigger, custom } = rowsFor('hubspot', '@activepieces/piece-hubspot');

const properties: PropRule = { from: ['properties', 'object_properties'] };
const id = (...keys: string[]): PropRule => ({ from: [...keys, 'id', 'object_id', 'record_id', 'hs_object_id'] });
const write = { rest: 'objectProperties', ignore: ['properties_to_retrieve', 'additional_properties'] };
const search = (names: string[], name: string): OperationRow =>
  action(names, name, {
    status: 'approximated', note: 'hubspot_search',
    props: {
      firstSearchPropertyName: { from: ['property', 'property_name', 'search_property', 'filter_property'], default: 'email' },
      firstSearchPropertyValue: { from: ['value', 'property_value', 'search_value', 'query', 'email'] },
    },
  });

export const HUBSPOT_ROWS: OperationRow[] = [
  trigger(['new_contact', 'new_contacts', 'new_contact_v3'], 'new-contact'),
  trigger(['new_updated_contact', 'new_or_updated_contact', 'updated_contact', 'new_updated_contact_v3'], 'new-or-updated-contact'),
  trigger(['new_company', 'new_companies'], 'new-company'),
  trigger(['new_updated_company', 'new_or_updated_company', 'updated_company'], 'new-or-updated-company'),
  trigger(['new_deal', 'new_deals'], 'new-deal'),
  trigger(['new_ticket', 'new_tickets'], 'new-ticket'),
  trigger(['new_line_item'], 'new-line-item'),
  trigger(['new_product'], 'new-product'),
  trigger(['new_form_submission', 'new_form_submissions'], 'new-form-submission', { props: { formId: { from: ['form_id', 'form', 'form_guid'] } }, fixed: { allowMultipleFiles: false } }),
  trigger(['new_object', 'new_custom_object', 'new_record'], 'new-custom-object', { props: { customObjectType: { from: ['object', 'object_type', 'object_name'] } } }),
  trigger(['contact_property_change', 'new_contact_property_change'], 'new-contact-property-change', { props: { propertyName: { from: ['property', 'property_name'] } } }),
  trigger(['deal_property_change', 'new_deal_property_change'], 'new-deal-property-change', { props: { propertyName: { from: ['property', 'property_name'] } } }),

  action(['create_contact', 'create_contact_v3'], 'create-contact', { props: { objectProperties: properties }, ...write }),
  action(['update_contact', 'update_contact_v3'], 'update-contact', { props: { contactId: id('contact_id', 'vid'), objectProperties: properties }, ...write }),
  action(['create_or_update_contact', 'upsert_contact'], 'create-or-update-contact', { props: { email: { from: ['email'] }, objectProperties: properties }, ...write }),
  action(['get_contact', 'get_contact_by_id', 'get_contact_v3'], 'get-contact', { props: { contactId: id('contact_id', 'vid') } }),
  search(['search_contacts', 'search_contact', 'find_contact', 'get_contact_by_email', 'search_contacts_v3'], 'find-contact'),
  action(['create_company', 'create_company_v3'], 'create-company', { props: { objectProperties: properties }, ...write }),
  action(['update_company', 'update_company_v3'], 'update-company', { props: { companyId: id('company_id'), objectProperties: properties }, ...write }),
  action(['get_company', 'get_company_by_id', 'get_company_v3'], 'get-company', { props: { companyId: id('company_id') } }),
  search(['search_companies', 'search_company', 'find_company'], 'find-company'),
  action(['create_deal', 'create_deal_v3'], 'create-deal', {
    props: {
      dealname: { from: ['dealname', 'deal_name', 'name'] }, pipelineId: { from: ['pipeline', 'pipeline_id'] },
      pipelineStageId: { from: ['dealstage', 'deal_stage', 'stage', 'pipeline_stage_id'] }, objectProperties: properties,
    },
    ...write,
  }),
  action(['update_deal', 'update_deal_v3'], 'update-deal', {
    props: {
      dealId: id('deal_id'), dealname: { from: ['dealname', 'deal_name'] }, pipelineId: { from: ['pipeline', 'pipeline_id'] },
      pipelineStageId: { from: ['dealstage', 'deal_stage', 'stage', 'pipeline_stage_id'] }, objectProperties: properties,
    },
    ...write,
  }),
  action(['get_deal', 'get_deal_by_id', 'get_deal_v3'], 'get-deal', { props: { dealId: id('deal_id') } }),
  search(['search_deals', 'search_deal', 'find_deal'], 'find-deal'),
  action(['create_ticket', 'create_ticket_v3'], 'create-ticket', {
    props: {
      ticketName: { from: ['subject', 'ticket_name', 'name'] }, pipelineId: { from: ['hs_pipeline', 'pipeline', 'pipeline_id'] },
      pipelineStageId: { from: ['hs_pipeline_stage', 'pipeline_stage', 'stage', 'pipeline_stage_id'] }, objectProperties: properties,
    },
    ...write,
  }),
  action(['update_ticket', 'update_ticket_v3'], 'update-ticket', {
    props: {
      ticketId: id('ticket_id'), ticketName: { from: ['subject', 'ticket_name'] }, pipelineId: { from: ['hs_pipeline', 'pipeline', 'pipeline_id'] },
      pipelineStageId: { from: ['hs_pipeline_stage', 'pipeline_stage', 'stage'] }, objectProperties: properties,
    },
    ...write,
  }),
  action(['get_ticket', 'get_ticket_by_id'], 'get-ticket', { props: { ticketId: id('ticket_id') } }),
  search(['search_tickets', 'find_ticket'], 'find-ticket'),
  action(['create_object', 'create_custom_object', 'create_record'], 'create-custome-object', {
    status: 'approximated', note: 'hubspot_object', props: { customObjectType: { from: ['object', 'object_type', 'object_name'] }, objectProperties: properties }, ...write,
  }),
  action(['update_object', 'update_custom_object', 'update_record'], 'update-custome-object', {
    status: 'approximated', note: 'hubspot_object',
    props: { customObjectType: { from: ['object', 'object_type', 'object_name'] }, customObjectId: id(), objectProperties: properties }, ...write,
  }),
  action(['get_object', 'get_custom_object', 'get_record'], 'get-custom-object', {
    status: 'approximated', note: 'hubspot_object', props: { customObjectType: { from: ['object', 'object_type', 'object_name'] }, customObjectId: id() },
  }),
  action(['add_contact_to_list', 'add_contacts_to_list'], 'add_contact_to_list', { props: { listId: { from: ['list_id', 'list', 'listId'] }, email: { from: ['email', 'emails', 'contact_email'] } } }),
  action(['remove_contact_from_list', 'remove_contacts_from_list'], 'remove-contact-from-list', {
    props: { listId: { from: ['list_id', 'list', 'listId'] }, email: { from: ['email', 'emails', 'contact_email'] } },
  }),
  action(['get_owner_by_email', 'search_owner', 'find_owner_by_email'], 'get-owner-by-email', { props: { email: { from: ['email', 'owner_email'] } } }),
  action(['get_owner', 'get_owner_by_id'], 'get-owner-by-id', { props: { ownerId: { from: ['owner_id', 'id'] } } }),
  action(['create_association', 'associate_records', 'associate_objects', 'create_associations'], 'create-associations', {
    props: {
      fromObjectId: { from: ['from_object_id', 'object_id', 'from_id', 'id'] }, fromObjectType: { from: ['from_object_type', 'object_type', 'from_object'] },
      toObjectType: { from: ['to_object_type', 'to_object'] }, associationType: { from: ['association_type', 'association_type_id'] },
      toObjectIds: list(['to_object_ids', 'to_object_id', 'to_id']),
    },
  }),
  action(['get_associations', 'list_associations', 'find_associations'], 'find-associations', {
    props: { fromObjectId: { from: ['from_object_id', 'object_id', 'id'] }, fromObjectType: { from: ['from_object_type', 'object_type'] }, toObjectType: { from: ['to_object_type', 'to_object'] } },
  }),
  custom(),
];
