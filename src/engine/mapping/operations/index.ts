// Every mapping row, and the lookup from a Workato provider/operation to its row.
import { normalizeProvider } from '../providers.js';
import type { OperationRow } from '../types.js';
import { ASANA_ROWS } from './asana.js';
import { CODE_ROWS, EMAIL_ROWS, PARSER_ROWS, PUBSUB_ROWS, TABLE_ROWS, WORKATO_FILES_ROWS } from './builtins.js';
import { CORE_ROWS } from './core.js';
import { BIGQUERY_ROWS, MYSQL_ROWS, ORACLE_ROWS, POSTGRES_ROWS, SNOWFLAKE_ROWS, SQL_SERVER_ROWS } from './databases.js';
import { DOCUSIGN_ROWS } from './docusign.js';
import { AMAZON_S3_ROWS, BOX_ROWS, DROPBOX_ROWS, SFTP_ROWS } from './files.js';
import { GMAIL_ROWS, GOOGLE_DRIVE_ROWS, GOOGLE_SHEETS_ROWS } from './google.js';
import { HUBSPOT_ROWS } from './hubspot.js';
import { JIRA_ROWS } from './jira.js';
import { OUTLOOK_ROWS, TEAMS_ROWS } from './microsoft.js';
import { NETSUITE_ROWS } from './netsuite.js';
import { OKTA_ROWS } from './okta.js';
import { OPENAI_ROWS } from './openai.js';
import { PIPEFY_ROWS } from './pipefy.js';
import { SALESFORCE_ROWS } from './salesforce.js';
import { SENDGRID_ROWS } from './sendgrid.js';
import { SERVICENOW_ROWS } from './servicenow.js';
import { SLACK_ROWS } from './slack.js';
import { STRIPE_ROWS } from './stripe.js';
import { ZENDESK_ROWS } from './zendesk.js';

export { unmappedReason, UNMAPPED_REASONS, type UnmappedReason } from './unmapped.js';

/** Connector families, in the order the operations table lists them. */
export const ROW_GROUPS: ReadonlyArray<{ family: string; rows: readonly OperationRow[] }> = [
  { family: 'Pipefy', rows: PIPEFY_ROWS },
  { family: 'Workato platform', rows: CORE_ROWS },
  { family: 'Parsers (JSON, CSV, XML)', rows: PARSER_ROWS },
  { family: 'Custom code', rows: CODE_ROWS },
  { family: 'Email by Workato', rows: EMAIL_ROWS },
  { family: 'Workato files', rows: WORKATO_FILES_ROWS },
  { family: 'Lookup tables, data tables, smart lists', rows: TABLE_ROWS },
  { family: 'Workato Pub/Sub', rows: PUBSUB_ROWS },
  { family: 'Salesforce', rows: SALESFORCE_ROWS },
  { family: 'Slack', rows: SLACK_ROWS },
  { family: 'Gmail', rows: GMAIL_ROWS },
  { family: 'Outlook / Office 365 mail', rows: OUTLOOK_ROWS },
  { family: 'Microsoft Teams', rows: TEAMS_ROWS },
  { family: 'SendGrid', rows: SENDGRID_ROWS },
  { family: 'Google Sheets', rows: GOOGLE_SHEETS_ROWS },
  { family: 'Google Drive', rows: GOOGLE_DRIVE_ROWS },
  { family: 'Jira', rows: JIRA_ROWS },
  { family: 'HubSpot', rows: HUBSPOT_ROWS },
  { family: 'Zendesk', rows: ZENDESK_ROWS },
  { family: 'ServiceNow', rows: SERVICENOW_ROWS },
  { family: 'NetSuite', rows: NETSUITE_ROWS },
  { family: 'Stripe', rows: STRIPE_ROWS },
  { family: 'OpenAI', rows: OPENAI_ROWS },
  { family: 'Okta', rows: OKTA_ROWS },
  { family: 'Amazon S3', rows: AMAZON_S3_ROWS },
  { family: 'SFTP', rows: SFTP_ROWS },
  { family: 'Box', rows: BOX_ROWS },
  { family: 'Dropbox', rows: DROPBOX_ROWS },
  { family: 'DocuSign', rows: DOCUSIGN_ROWS },
  { family: 'Asana', rows: ASANA_ROWS },
  { family: 'Snowflake', rows: SNOWFLAKE_ROWS },
  { family: 'BigQuery', rows: BIGQUERY_ROWS },
  { family: 'PostgreSQL', rows: POSTGRES_ROWS },
  { family: 'MySQL', rows: MYSQL_ROWS },
  { family: 'SQL Server', rows: SQL_SERVER_ROWS },
  { family: 'Oracle', rows: ORACLE_ROWS },
];

export const ALL_ROWS: readonly OperationRow[] = ROW_GROUPS.flatMap((g) => g.rows);

/**
 * Row notes that also belong on the canvas (a sticky note next to the flow), because the flow cannot run until
 * someone acts outside it (e.g. connect an SMTP account).
 */
export const CANVAS_NOTE_KEYS: ReadonlySet<string> = new Set(['email_smtp']);

const index = new Map<string, OperationRow>();
for (const row of ALL_ROWS) {
  for (const name of row.names) {
    const key = `${row.kind}:${row.provider}/${name}`;
    if (!index.has(key)) index.set(key, row);
  }
}

/**
 * The row for a Workato operation, after provider normalisation; undefined when nothing maps it. With the step
 * input, a variant row named `name[key=value]` (e.g. Slack `new_event[event_name=reaction_added]`) wins.
 */
export function findRow(provider: string, name: string, kind: 'action' | 'trigger', input?: Record<string, unknown> | null): OperationRow | undefined {
  const canonical = normalizeProvider(provider).canonical;
  for (const [k, v] of Object.entries(input ?? {})) {
    if (typeof v !== 'string' || !v || v.length > 80) continue;
    const variant = index.get(`${kind}:${canonical}/${name}[${k}=${v}]`);
    if (variant) return variant;
  }
  return index.get(`${kind}:${canonical}/${name}`) ?? index.get(`${kind}:${canonical}/${name.toLowerCase()}`);
}
