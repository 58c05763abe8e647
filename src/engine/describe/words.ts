// Readable words for Workato things: app names, operation names, datapills, values and conditions.
import { schemaFields } from '../schema.js';
import { findPills, matchPillAt, splitTemplate, singlePill } from '../pills.js';
import type { PathElement, Pill, WorkatoStep } from '../types.js';
import { workatoSteps } from '../tree.js';
import type { describeMessages } from '../../i18n/messages/describe.js';
import { own } from '../lookup.js';
import { normalizeProvider } from '../mapping/providers.js';

export type DescribeKey = keyof (typeof describeMessages)['en'] & string;
export type T = (key: DescribeKey, params?: Record<string, string | number | undefined>) => string;

/** Picks `<key>_one` or `<key>_other` by count, and passes `n`. */
export function plural(t: T, key: string, n: number, params: Record<string, string | number> = {}): string {
  return t(`${key}_${n === 1 ? 'one' : 'other'}` as DescribeKey, { n, ...params });
}

const CUSTOM_SUFFIX = /_+connector_\d+(_\d+)?$/;

/** Pipefy's OEM connector spellings: any provider containing `pipefy`, or `new_connector_6_connector_186728…`. */
export function isPipefy(provider: unknown): boolean {
  if (typeof provider !== 'string') return false;
  return /pipefy/i.test(provider) || /^new_connector_6_connector_186728(_\d+)?$/.test(provider);
}


/** Brand names, never translated. */
const BRANDS: Record<string, string> = {
  pipefy: 'Pipefy',
  slack: 'Slack',
  slack_bot: 'Slack (Workbot)',
  slack_secondary: 'Slack',
  salesforce: 'Salesforce',
  google_sheets: 'Google Sheets',
  gmail: 'Gmail',
  google_drive: 'Google Drive',
  google_calendar: 'Google Calendar',
  google_bigquery: 'Google BigQuery',
  jira: 'Jira',
  okta: 'Okta',
  stripe: 'Stripe',
  hubspot: 'HubSpot',
  zendesk: 'Zendesk',
  netsuite: 'NetSuite',
  outlook: 'Outlook',
  office365: 'Microsoft 365',
  teams: 'Microsoft Teams',
  teams_bot: 'Microsoft Teams (Workbot)',
  open_ai: 'OpenAI',
  open_ai_utility: 'OpenAI',
  openai: 'OpenAI',
  amazon_s3: 'Amazon S3',
  service_now: 'ServiceNow',
  servicenow: 'ServiceNow',
  oracle: 'Oracle',
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  sql_server: 'SQL Server',
  kafka: 'Kafka',
  sftp: 'SFTP',
  box: 'Box',
  dropbox: 'Dropbox',
  docusign: 'DocuSign',
  asana: 'Asana',
  trello: 'Trello',
  github: 'GitHub',
  gitlab: 'GitLab',
  twilio: 'Twilio',
  sendgrid: 'SendGrid',
  mailchimp: 'Mailchimp',
  workday: 'Workday',
  quickbooks: 'QuickBooks',
  xero: 'Xero',
  shopify: 'Shopify',
  zoom: 'Zoom',
  airtable: 'Airtable',
  notion: 'Notion',
  monday: 'monday.com',
  clickup: 'ClickUp',
  intercom: 'Intercom',
  freshdesk: 'Freshdesk',
  pipedrive: 'Pipedrive',
  dynamics_crm: 'Microsoft Dynamics 365',
  sharepoint: 'SharePoint',
  onedrive: 'OneDrive',
  webhook: 'Webhook',
  http: 'HTTP',
  smtp: 'SMTP',
};

/** Workato built-ins whose readable name is translated. */
const BUILTINS: Record<string, DescribeKey> = {
  rest: 'app_rest',
  email: 'app_email',
  logger: 'app_logger',
  clock: 'app_clock',
  workato_variable: 'app_variables',
  workato_recipe_function: 'app_recipe_function',
  workato_api_platform: 'app_api_platform',
  workato_webhooks: 'app_webhooks',
  workato_db_table: 'app_db_table',
  lookup_table: 'app_lookup_table',
  workato_genie: 'app_genie',
  workato_skill: 'app_skill',
  json_parser: 'app_json_parser',
  csv_parser: 'app_csv_parser',
  workato_files: 'app_files',
  workato_custom_code: 'app_ruby',
  py_eval: 'app_python',
  js_eval: 'app_javascript',
  workato_pub_sub: 'app_pub_sub',
  workato_workflow_task: 'app_workflow_apps',
  workato_smart_list: 'app_smart_list',
  workato_list: 'app_list',
  workato_transformations: 'app_transformations',
  workato_template: 'app_template',
  workato_utility: 'app_utility',
  workato_mapper: 'app_mapper',
  workato_app: 'app_workato_app',
  file_connector: 'app_file_connector',
  delay: 'app_delay',
  schedule: 'app_clock',
  store: 'app_store',
  subflows: 'app_subflows',
  'flow-helper': 'app_flow_helper',
  'data-mapper': 'app_mapper',
  'text-helper': 'app_text_helper',
  'date-helper': 'app_date_helper',
  json: 'app_json_parser',
  csv: 'app_csv_parser',
};

export function titleCase(words: string): string {
  return words
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** A readable app name for a Workato provider key. */
export function appName(provider: string | null | undefined, t: T): string {
  const raw = String(provider ?? '').trim();
  if (!raw) return t('app_unknown');
  if (isPipefy(raw)) return 'Pipefy';
  // by Workato's own spelling, else by the connector's canonical key (google_big_query -> google_bigquery)
  const brand = own(BRANDS, raw) ?? own(BRANDS, normalizeProvider(raw).canonical);
  if (brand) return brand;
  const builtin = own(BUILTINS, raw);
  if (builtin) return t(builtin);
  if (CUSTOM_SUFFIX.test(raw)) {
    const slug = raw.replace(CUSTOM_SUFFIX, '') || raw;
    return t('app_custom', { name: titleCase(slug) });
  }
  return titleCase(raw);
}

/** A readable name for an Activepieces piece (`@activepieces/piece-google-sheets` -> Google Sheets). */
export function pieceName(piece: string, t: T): string {
  const slug = piece.replace(/^@[^/]+\//, '').replace(/^piece-/, '');
  if (/pipefy/i.test(slug)) return 'Pipefy';
  const key = slug.replace(/-/g, '_');
  const brand = own(BRANDS, key);
  if (brand) return brand;
  const builtin = own(BUILTINS, slug);
  if (builtin) return t(builtin);
  return titleCase(slug);
}

/** Text of an HTML fragment (Workato step descriptions carry `<span>` tags). */
export function stripHtml(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One line of plain text, at most `max` characters. */
export function oneLine(text: unknown, max = 160): string {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  // UTF-16 length bounds the code-point count: most texts are short enough to skip splitting.
  if (flat.length <= max) return flat;
  const chars = [...flat];
  return chars.length > max ? chars.slice(0, max - 1).join('').trimEnd() + '…' : flat;
}

/** Escapes Markdown-significant characters in free text that goes into a list item or a table cell. */
export function mdText(text: unknown, max = 200): string {
  return oneLine(text, max)
    .replace(/[\\`*[\]<>|]/g, '\\$&')
    .replace(/(^|[^A-Za-z0-9])_|_(?=[^A-Za-z0-9]|$)/g, (m) => m.replace('_', '\\_'))
    .replace(/^#/, '\\#');
}

/** A Markdown code span that survives any content. */
export function code(text: unknown, max = 80): string {
  const flat = oneLine(text, max).replace(/`/g, "'");
  return flat ? `\`${flat}\`` : '``';
}

/** `send_message_v2` -> `send message`. */
export function humanize(name: string): string {
  return name
    .replace(/^__+/, '')
    .replace(/_v\d+(_\d+)*$/i, '')
    .replace(/_+/g, ' ')
    .trim();
}

export interface StepIndex {
  /** `as` alias -> the step carrying it */
  byAs: Map<string, WorkatoStep>;
  trigger: WorkatoStep;
}

export function indexSteps(trigger: WorkatoStep): StepIndex {
  const byAs = new Map<string, WorkatoStep>();
  for (const { step } of workatoSteps(trigger)) if (typeof step.as === 'string' && step.as && !byAs.has(step.as)) byAs.set(step.as, step);
  return { byAs, trigger };
}

/** `card.fields.approved`, `data[].id`, `bookings.size`. */
export function pathText(path: PathElement[]): string {
  let out = '';
  for (const el of path) {
    if (typeof el === 'string') out += out ? `.${el}` : el;
    else if (typeof el === 'number') out += `[${el}]`;
    else if (el.kind === 'current_item') out += '[]';
    else if (el.kind === 'size') out += out ? '.size' : 'size';
    else if (el.kind === 'current_index') out += out ? '.index' : 'index';
    else if (el.kind === 'first') out += out ? '.first' : 'first';
    else if (el.kind === 'last') out += out ? '.last' : 'last';
    else out += out ? '.…' : '…';
  }
  return out;
}

/** Where a pill's data comes from: "the trigger", "#3", or nothing when unknown. */
function pillSource(line: string, index: StepIndex, t: T): string | undefined {
  const step = index.byAs.get(line);
  if (!step) return undefined;
  if (step === index.trigger || step.keyword === 'trigger') return t('of_trigger');
  return typeof step.number === 'number' ? t('of_step', { step: `#${step.number}` }) : undefined;
}

/** A datapill as readable text: `` `card.title` `` of the trigger. */
export function pillWords(pill: Pill, index: StepIndex, t: T): string {
  switch (pill.type) {
    case 'output': {
      let path = pathText(pill.path);
      if (pill.provider === 'foreach') path = path ? `${t('word_item')}.${path}` : t('word_item');
      else if (pill.provider === 'catch') path = path ? `${t('word_error')}.${path}` : t('word_error');
      else if (!path) path = t('word_output');
      const source = pillSource(pill.line, index, t);
      return source ? `${code(path)} ${source}` : code(path);
    }
    case 'foreach_meta': {
      const source = pillSource(pill.line, index, t);
      const text = code(`${t('word_loop')}.${pill.key}`);
      return source ? `${text} ${source}` : text;
    }
    case 'job_context':
      return code(`job.${pill.path.join('.')}`);
    case 'property':
      return t(pill.scope === 'account' ? 'account_property' : 'project_property', { name: code(pill.name) });
    default:
      return code(t('word_datapill'));
  }
}

/** Engine text (review items, reasons) with every complete datapill call shown as `{path}`. */
export function readablePills(text: string): string {
  return text.includes('_(') || text.includes('_dp(') ? formulaText(text) : text;
}

/** Replaces every pill call in a formula by `{path}`. */
function formulaText(source: string, _index?: StepIndex): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const match = source[i] === '_' ? matchPillAt(source, i) : null;
    if (match) {
      const p = match.pill;
      out += `{${p.type === 'output' ? pathText(p.path) || p.line : p.type === 'property' ? p.name : p.type === 'job_context' ? `job.${p.path.join('.')}` : p.type === 'foreach_meta' ? p.key : '?'}}`;
      i = match.end - 1;
    } else out += source[i];
  }
  return out;
}

/** An input value (literal, text template or formula) in readable form. */
export function valueWords(value: unknown, index: StepIndex, t: T): string {
  if (value === null || value === undefined || value === '') return t('empty_value');
  if (typeof value !== 'string') return code(JSON.stringify(value));
  if (value.startsWith('=')) return `${code(formulaText(value, index))} (${t('word_formula')})`;
  if (value.includes('#{')) {
    const parts = splitTemplate(value);
    if (parts.length === 1 && parts[0]!.kind === 'interp') {
      const pill = singlePill(parts[0]!.source);
      if (pill) return pillWords(pill, index, t);
      return `${code(formulaText(parts[0]!.source, index))} (${t('word_formula')})`;
    }
    const text = parts
      .map((p) => {
        if (p.kind === 'text') return p.text;
        const pill = singlePill(p.source);
        return pill ? `{${pill.type === 'output' ? pathText(pill.path) : pill.type === 'property' ? pill.name : '…'}}` : `{${formulaText(p.source, index)}}`;
      })
      .join('');
    return code(`"${text}"`);
  }
  return code(`"${value}"`);
}

/** A list of items, joined with commas and a final "and"/"or". */
export function listWords(items: string[], t: T, last: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t(last === 'and' ? 'word_and' : 'word_or')} ${items[items.length - 1]}`;
}

/** Literal ids of an input value: `"555"`, `"555,556"`, `["555"]`, `555`. Pills and formulas give nothing. */
export function literalIds(value: unknown): string[] {
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (Array.isArray(value)) return value.flatMap((v) => literalIds(v));
  if (typeof value !== 'string') return [];
  if (value.startsWith('=') || value.includes('#{')) return [];
  return value
    .split(/[,\n;]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** True when the value is computed at run time (a pill or a formula). */
export function isDynamic(value: unknown): boolean {
  return typeof value === 'string' && (value.startsWith('=') || value.includes('#{'));
}

/** Names of the fields declared in a Workato schema (JSON string or parsed array). */
export function schemaFieldNames(schema: unknown): string[] {
  const names: string[] = [];
  for (const f of schemaFields(schema)) {
    const name = typeof f.name === 'string' && f.name ? f.name : typeof f.label === 'string' ? f.label : '';
    if (name) names.push(name);
    else if (Array.isArray(f.properties)) names.push(...schemaFieldNames(f.properties));
  }
  return names;
}

/** Every pill in a value, at any depth. */
export function pillsIn(value: unknown, out: Pill[] = [], depth = 0): Pill[] {
  if (depth > 50) return out;
  if (typeof value === 'string') {
    if (value.includes('_(') || value.includes('_dp(')) out.push(...findPills(value));
  } else if (Array.isArray(value)) for (const v of value) pillsIn(v, out, depth + 1);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) pillsIn(v, out, depth + 1);
  return out;
}

const TRIGGER_KEY = /^[A-Za-z0-9_]{1,120}(?:\/[A-Za-z0-9_]{1,120})?$/;

/**
 * A recipe's trigger (`provider/operation` or a bare provider) as words: "Pipefy: card move". Anything that is
 * not shaped like a Workato key (it comes from the API, so it may hold anything) gets no words.
 */
export function triggerWords(trigger: string | null | undefined, t: T): string | undefined {
  if (!trigger || !TRIGGER_KEY.test(trigger)) return undefined;
  const slash = trigger.indexOf('/');
  if (slash < 0) return appName(trigger, t);
  const op = humanize(trigger.slice(slash + 1));
  return `${appName(trigger.slice(0, slash), t)}${op ? ': ' + op : ''}`;
}
