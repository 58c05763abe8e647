// Operations left unmapped on purpose, and why: the reason a human reads next to the failing placeholder step.
import type { EngineMessageKey } from '../../../i18n/messages/engine.js';
import { normalizeProvider } from '../providers.js';

export interface UnmappedReason {
  key: EngineMessageKey;
  params?: Record<string, string>;
}

/** `provider/name` or `provider/*` (canonical provider) -> message key. The exact name wins over the wildcard. */
export const UNMAPPED_REASONS: Readonly<Record<string, EngineMessageKey>> = {
  'sms/*': 'unmapped_sms',
  'workato_workflow_task/*': 'unmapped_workflow_apps',
  'workato_app/*': 'unmapped_workflow_apps',
  'workato_genie/assign_task_to_genie': 'unmapped_genie_task',
  'workato_genie/*': 'unmapped_genie_task',
  'workato_transformations/*': 'unmapped_transformations',
  'workato_template/*': 'unmapped_template',
  'jdbc/*': 'unmapped_jdbc',
  'workato_recipe_function/wait_for_async_jobs': 'unmapped_async_jobs',
  'mysql/new_row': 'unmapped_no_trigger',
  'mysql/new_rows': 'unmapped_no_trigger',
  'mysql/updated_row': 'unmapped_no_trigger',
  'mysql/updated_rows': 'unmapped_no_trigger',
  'dropbox/new_file': 'unmapped_no_trigger',
  'dropbox/new_updated_file': 'unmapped_no_trigger',
  'asana/new_task': 'unmapped_no_trigger',
  'workato_files/new_csv_file': 'unmapped_no_trigger',
  'workato_files/new_file': 'unmapped_no_trigger',
  'slack/block_kit_modals': 'unmapped_slack_modal',
  'slack/open_modal': 'unmapped_slack_modal',
  'slack/publish_modal': 'unmapped_slack_modal',
};

/** Why an operation with no row stays unmapped, when we know; custom connectors get their readable name. */
export function unmappedReason(provider: string, name: string): UnmappedReason | undefined {
  const info = normalizeProvider(provider);
  const key = UNMAPPED_REASONS[`${info.canonical}/${name}`] ?? UNMAPPED_REASONS[`${info.canonical}/*`];
  if (key) return { key, params: { app: info.readable, op: name } };
  if (info.custom) return { key: 'unmapped_custom_connector', params: { app: info.readable, op: name } };
  return undefined;
}
