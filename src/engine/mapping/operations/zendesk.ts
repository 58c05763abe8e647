// Zendesk -> @activepieces/piece-zendesk.
import type { OperationRow } from '../types.js';
import { bool, list, rowsFor } from './common.js';

const { action, trigger, custom, apiPath } = rowsFor('zendesk', '@activepieces/piece-zendesk');

const ticketId = { from: ['ticket_id', 'id', 'ticket'] };
const ticket = {
  subject: { from: ['subject', 'title'] },
  comment_body: { from: ['comment.body', 'description', 'comment_body', 'body'] },
  comment_html_body: { from: ['comment.html_body', 'html_body', 'comment_html_body'] },
  comment_public: bool(['comment.public', 'public', 'comment_public']),
  requester_email: { from: ['requester.email', 'requester_email', 'email'] },
  requester_name: { from: ['requester.name', 'requester_name'] },
  assignee_email: { from: ['assignee_email', 'assignee.email'] },
  priority: { from: 'priority', as: 'lower' as const },
  type: { from: 'type', as: 'lower' as const },
  status: { from: 'status', as: 'lower' as const },
  tags: list('tags'),
  organization_id: { from: ['organization_id', 'organization'] },
  group_id: { from: ['group_id', 'group'] },
  external_id: 'external_id',
  due_at: 'due_at',
  collaborator_emails: list(['collaborator_emails', 'cc_emails']),
};
// Updates cannot rename the requester.
const { requester_name: _requesterName, ...ticketUpdate } = ticket;
void _requesterName;
const user = {
  name: 'name', email: 'email', role: { from: 'role', as: 'lower' as const }, organization_id: { from: ['organization_id', 'organization'] },
  phone: 'phone', external_id: 'external_id', details: 'details', notes: 'notes', time_zone: 'time_zone', locale: 'locale', alias: 'alias',
};
const organization = { name: 'name', details: 'details', notes: 'notes', external_id: 'external_id', group_id: 'group_id', domain_names: list('domain_names'), tags: list('tags') };

export const ZENDESK_ROWS: OperationRow[] = [
  trigger(['new_ticket', 'new_tickets', 'new_ticket_v2', 'new_ticket_webhook'], 'new_ticket', { props: { organization_id: { from: ['organization_id', 'organization'] } } }),
  trigger(['updated_ticket', 'new_updated_ticket', 'updated_tickets', 'new_or_updated_ticket', 'updated_ticket_v2'], 'updated_ticket', {
    props: { organization_id: { from: ['organization_id', 'organization'] } },
  }),
  trigger(['new_ticket_in_view'], 'new_ticket_in_view', { props: { view_id: { from: ['view_id', 'view'] } } }),
  trigger(['new_user', 'new_users', 'new_updated_user'], 'new_user'),
  trigger(['new_organization', 'new_organizations'], 'new_organization'),

  action(['create_ticket', 'create_ticket_v2', 'create_tickets'], 'create-ticket', { shape: 'fields', props: ticket, ignore: ['custom_fields_list'] }),
  action(['update_ticket', 'update_ticket_v2'], 'update-ticket', { shape: 'fields', props: { ticket_id: ticketId, ...ticketUpdate } }),
  action(['add_comment', 'add_comment_to_ticket', 'create_comment', 'add_ticket_comment'], 'add-comment-to-ticket', {
    shape: 'fields',
    props: {
      ticket_id: ticketId, comment_body: { from: ['body', 'comment', 'comment_body', 'comment.body'] }, comment_html_body: { from: ['html_body', 'comment_html_body'] },
      public: bool(['public', 'is_public']), author_email: { from: ['author_email', 'author'] },
    },
  }),
  action(['add_tags', 'add_tags_to_ticket', 'add_tag'], 'add-tag-to-ticket', { props: { ticket_id: ticketId, tags: list(['tags', 'tag']) } }),
  action(['remove_tags', 'remove_tags_from_ticket', 'remove_tag'], 'remove-tag-from-ticket', { props: { ticket_id: ticketId, tags: list(['tags', 'tag']) } }),
  action(['attach_file', 'upload_attachment', 'attach_file_to_ticket'], 'attach-file-to-ticket', { props: { ticket_id: ticketId, file: { from: ['file', 'content', 'file_content'] } } }),
  action(['get_latest_comment', 'get_last_comment'], 'find-latest-comment', { props: { ticket_id: ticketId, include_private: bool('include_private') } }),
  action(['create_user', 'create_user_v2'], 'create-user', { props: user }),
  action(['update_user', 'update_user_v2'], 'update-user', { props: { user_id: { from: ['user_id', 'id'] }, name: 'name', email: 'email', phone: 'phone', tags: list('tags') } }),
  action(['delete_user'], 'delete-user', { props: { user_id: { from: ['user_id', 'id'] } }, fixed: { confirmation: true }, note: 'delete_irreversible' }),
  action(['create_organization'], 'create-organization', { props: organization }),
  action(['update_organization'], 'update-organization', { props: { organization_id: { from: ['organization_id', 'id'] }, ...organization } }),
  action(['search_groups', 'get_group_by_name', 'find_group'], 'find-group', { props: { group_name: { from: ['name', 'group_name', 'query'] } } }),
  apiPath(['get_ticket', 'get_ticket_by_id', 'get_ticket_details']),
  apiPath(['get_user_by_id']),
  custom(),
];
