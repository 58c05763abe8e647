// Jira (Cloud) -> @activepieces/piece-jira-cloud. Issue fields go to the piece's `issueFields` by Jira field id.
import type { OperationRow } from '../types.js';
import { bool, list, num, rowsFor } from './common.js';

const { action, trigger, custom } = rowsFor('jira', '@activepieces/piece-jira-cloud');

const project = { from: ['project_key', 'project', 'project_id', 'projectId'] };
const issue = { from: ['issue_key', 'issue_id', 'issue_id_or_key', 'key', 'id', 'issueId'] };
const jql = { from: ['jql', 'jql_query', 'query', 'filter'] };

export const JIRA_ROWS: OperationRow[] = [
  trigger(['new_issue', 'new_issue_v2', 'new_issues', 'new_issue_created'], 'new_issue', { props: { jql } }),
  trigger(['updated_issue', 'updated_issue_batch', 'new_updated_issue', 'updated_issue_v2', 'new_or_updated_issue'], 'updated_issue', { props: { jql } }),
  trigger(['updated_issue_status', 'issue_status_changed'], 'updated_issue_status', { props: { jql } }),
  trigger(['new_comment', 'new_issue_comment'], 'new_comment', { props: { jql } }),

  action(['create_issue', 'create_issue_v2', 'create_issue_v3'], 'create_issue', {
    shape: 'jira_issue',
    props: { projectId: project, issueTypeId: { from: ['issuetype', 'issue_type', 'issue_type_id', 'issuetype_id', 'issueTypeId'] } },
    rest: 'issueFields',
  }),
  action(['update_issue', 'update_issue_v2', 'update_issue_v3'], 'update_issue', {
    shape: 'jira_issue', props: { issueId: issue, statusId: { from: ['status_id', 'status'] } }, rest: 'issueFields',
  }),
  action(['get_issue', 'get_issue_by_key', 'get_issue_v2', 'get_issue_details'], 'get_issue', {
    shape: 'jira_issue', props: { projectId: project, issueId: issue }, fixed: { mapNames: false, mapTransitions: false }, ignore: ['fields', 'expand'],
  }),
  action(['search_issues', 'search_issues_by_JQL', 'search_issues_by_jql', 'search_issues_jql', 'search_issues_v2', 'search_issues_using_jql'], 'search_issues', {
    props: { jql, maxResults: num(['max_results', 'limit', 'maxResults'], 50), fields: list(['fields', 'field_list']), mapNames: bool('map_names', false), sanitizeJql: bool('sanitize_jql', false) },
    ignore: ['start_at', 'validate_query', 'expand'],
    // Workato's `issues` list is the piece's whole output (search-issues.ts returns the list, see outputs/apps.ts)
    output: { rename: { issues: [] } },
  }),
  action(['add_comment', 'create_comment', 'add_comment_to_issue', 'comment_on_issue', 'add_issue_comment'], 'add_issue_comment', {
    shape: 'jira_issue', props: { projectId: project, issueId: issue, comment: { from: ['comment', 'body', 'text'] } },
  }),
  action(['transition_issue', 'update_issue_status', 'change_issue_status'], 'transition_issue', {
    shape: 'jira_issue', props: { projectId: project, issueId: issue, transitionId: { from: ['transition_id', 'transition', 'status_transition'] } },
  }),
  action(['assign_issue', 'assign_issue_to_user'], 'assign_issue', { shape: 'jira_issue', props: { projectId: project, issueId: issue, assignee: { from: ['assignee', 'account_id', 'user', 'accountId'] } } }),
  action(['add_attachment', 'upload_attachment', 'add_attachment_to_issue'], 'add_issue_attachment', {
    shape: 'jira_issue', props: { projectId: project, issueId: issue, attachment: { from: ['file', 'content', 'attachment', 'file_content'] } }, ignore: ['file_name', 'filename'],
  }),
  action(['add_watcher', 'add_watcher_to_issue'], 'add-watcher-to-issue', { props: { issueId: issue, userId: { from: ['account_id', 'user', 'watcher', 'accountId'] } } }),
  action(['link_issues', 'create_issue_link'], 'link-issues', {
    props: { firstIssueId: { from: ['inward_issue', 'inward_issue_key', 'issue_key'] }, secondIssueId: { from: ['outward_issue', 'outward_issue_key'] }, issueLinkTypeId: { from: ['link_type', 'type', 'link_type_id'] } },
  }),
  action(['search_users', 'find_user', 'search_user', 'find_users'], 'find-user', { props: { keyword: { from: ['query', 'email', 'name', 'keyword', 'username'] } } }),
  custom(),
];
