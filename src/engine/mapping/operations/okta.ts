// Okta -> @activepieces/piece-okta. Workato's "people" operations carry the user profile under `profile`.
import type { OperationRow } from '../types.js';
import { bool, list, rowsFor } from './common.js';

const { action, trigger, custom, apiPath } = rowsFor('okta', '@activepieces/piece-okta');

const userId = { from: ['userId', 'user_id', 'id', 'user'] };
const groupId = { from: ['groupId', 'group_id', 'group'] };
const profile = {
  firstName: { from: ['profile.firstName', 'first_name', 'firstName'] },
  lastName: { from: ['profile.lastName', 'last_name', 'lastName'] },
  email: { from: ['profile.email', 'email'] },
  mobilePhone: { from: ['profile.mobilePhone', 'mobile_phone', 'mobilePhone'] },
};

export const OKTA_ROWS: OperationRow[] = [
  trigger(['new_event', 'new_events', 'new_system_log_event', 'new_event_hook'], 'new_event', { props: { eventTypes: list(['event_types', 'event_type', 'eventTypes']) } }),

  action(['create_people', 'create_user', 'create_person'], 'create_user', {
    shape: 'fields', props: { ...profile, login: { from: ['profile.login', 'login'] }, sendEmail: bool(['send_email', 'sendEmail']) },
  }),
  action(['update_people', 'update_user', 'update_user_profile', 'update_person'], 'update_user', { shape: 'fields', props: { userId, ...profile } }),
  action(['activate_user', 'activate_people'], 'activate_user', { props: { userId, sendEmail: bool(['send_email', 'sendEmail']) } }),
  action(['deactivate_user', 'deactivate_people'], 'deactivate_user', { props: { userId, sendEmail: bool(['send_email', 'sendEmail']) } }),
  action(['suspend_user', 'suspend_people'], 'suspend_user', { props: { userId } }),
  action(['add_user_to_group', 'add_people_to_group', 'add_user_to_groups', 'assign_user_to_group'], 'add_user_to_group', { props: { userId, groupId } }),
  action(['remove_user_from_group', 'remove_people_from_group', 'unassign_user_from_group'], 'remove_user_from_group', { props: { userId, groupId } }),
  action(['search_people', 'search_users', 'search_people_by_email', 'find_user_by_email', 'get_user_by_login', 'get_people_by_login'], 'find_user_by_email', {
    shape: 'fields', status: 'approximated', note: 'okta_find_user', props: { email: { from: ['email', 'login', 'query', 'q', 'profile.email'] }, domain: { from: ['domain', 'okta_domain'] } },
  }),
  action(['get_groups_by_name', 'search_groups', 'find_group_by_name', 'get_group_by_name', 'list_groups'], 'find_group_by_name', {
    props: { groupName: { from: ['name', 'group_name', 'query', 'q'] } },
  }),
  apiPath(['get_people_by_id', 'get_user_by_id']),
  apiPath(['list_user_groups', 'get_user_groups']),
  custom(),
];
