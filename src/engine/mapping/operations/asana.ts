// Asana -> @activepieces/piece-asana: task creation, the rest through Asana's REST API.
import type { OperationRow } from '../types.js';
import { list, rowsFor } from './common.js';

const { action, custom, apiPath } = rowsFor('asana', '@activepieces/piece-asana');

export const ASANA_ROWS: OperationRow[] = [
  action(['create_task', 'create_task_v2', 'create_task_in_project'], 'create_task', {
    props: {
      workspace: { from: ['workspace', 'workspace_id', 'workspace_gid'] },
      project: { from: ['project', 'project_id', 'project_gid', 'projects'] },
      name: { from: ['name', 'task_name', 'title'] },
      notes: { from: ['notes', 'description', 'html_notes'] },
      due_on: { from: ['due_on', 'due_date'] },
      assignee: { from: ['assignee', 'assignee_id', 'assignee_gid'] },
      tags: list('tags'),
    },
  }),
  apiPath(['get_task', 'get_task_by_id']),
  apiPath(['add_comment_to_task', 'create_story', 'add_comment', 'comment_on_task']),
  custom(),
];
