// Workato provider spellings -> canonical provider keys. Data first: add a row to recognise a new spelling.

interface ProviderPattern {
  pattern: RegExp;
  canonical: string;
}

/** Ordered: the first match wins. */
export const PROVIDER_PATTERNS: readonly ProviderPattern[] = [
  // Pipefy's OEM connector and the legacy/customer-specific Pipefy connectors.
  { pattern: /^new_connector_6_connector_186728(_\d+)?$/, canonical: 'pipefy' },
  { pattern: /pipefy/i, canonical: 'pipefy' },
  { pattern: /^slack(_bot|_secondary)?$/, canonical: 'slack' },
  { pattern: /^teams(_bot)?$/, canonical: 'teams' },
  { pattern: /^rest(_secondary)?$/, canonical: 'rest' },
  { pattern: /^(outlook|office365|office_365|microsoft_outlook)$/, canonical: 'outlook' },
  { pattern: /^(google_big_?query)$/, canonical: 'google_bigquery' },
  { pattern: /^(open_ai|open_ai_utility|openai)$/, canonical: 'openai' },
  { pattern: /^(sftp|ftps?)$/, canonical: 'sftp' },
  { pattern: /^(service_now|servicenow)$/, canonical: 'service_now' },
  { pattern: /^(mssql|sql_server|microsoft_sql_server)$/, canonical: 'sql_server' },
  { pattern: /^(postgresql|postgres)$/, canonical: 'postgresql' },
  { pattern: /^(salesforce)(_secondary|_sandbox)$/, canonical: 'salesforce' },
  { pattern: /^(jira|jira_cloud|jira_service_desk)(_secondary)?$/, canonical: 'jira' },
  { pattern: /^(microsoft_teams|teams_secondary)$/, canonical: 'teams' },
  { pattern: /^(gmail|google_mail)(_secondary)?$/, canonical: 'gmail' },
  { pattern: /^(google_sheets|google_sheet)(_secondary)?$/, canonical: 'google_sheets' },
  { pattern: /^(google_drive)(_secondary)?$/, canonical: 'google_drive' },
  { pattern: /^(hubspot|hub_spot)(_secondary)?$/, canonical: 'hubspot' },
  { pattern: /^(zendesk)(_secondary|_sunshine)?$/, canonical: 'zendesk' },
  { pattern: /^(amazon_s3|aws_s3|s3)$/, canonical: 'amazon_s3' },
  { pattern: /^(snowflake)(_secondary)?$/, canonical: 'snowflake' },
  { pattern: /^(mysql|my_sql)$/, canonical: 'mysql' },
  { pattern: /^(oracle|oracle_db|oracle_database)(_secondary)?$/, canonical: 'oracle' },
  { pattern: /^(jdbc|generic_jdbc)$/, canonical: 'jdbc' },
  { pattern: /^(netsuite|net_suite|netsuite_rest)$/, canonical: 'netsuite' },
  { pattern: /^(stripe)(_secondary)?$/, canonical: 'stripe' },
  { pattern: /^(okta)(_secondary)?$/, canonical: 'okta' },
  { pattern: /^(box|box_com)$/, canonical: 'box' },
  { pattern: /^(dropbox|dropbox_business)$/, canonical: 'dropbox' },
  { pattern: /^(docusign|docu_sign)$/, canonical: 'docusign' },
  { pattern: /^(asana)$/, canonical: 'asana' },
  { pattern: /^(xml|xml_parser|xml_tools)$/, canonical: 'xml_parser' },
  { pattern: /^(email|email_by_workato|workato_email)$/, canonical: 'email' },
  { pattern: /^(sms|sms_by_workato|workato_sms)$/, canonical: 'sms' },
  { pattern: /^(js_eval|javascript|workato_js)$/, canonical: 'js_eval' },
  { pattern: /^(py_eval|python|workato_python)$/, canonical: 'py_eval' },
];

const CUSTOM_SUFFIX = /_+connector_\d+(_\d+)?$/;

export interface ProviderInfo {
  /** the key the mapping rows use */
  canonical: string;
  /** a readable name for reports: `cicd_for_workato_connector_1096414_1685367514` -> `cicd_for_workato` */
  readable: string;
  /** a custom (SDK) connector spelling */
  custom: boolean;
}

// A pure function of a short string, called for every step: results are remembered (bounded).
const memo = new Map<string, ProviderInfo>();

export function normalizeProvider(provider: string): ProviderInfo {
  let info = memo.get(provider);
  if (!info) {
    info = computeProvider(provider);
    if (memo.size > 5000) memo.clear();
    memo.set(provider, info);
  }
  return info;
}

function computeProvider(provider: string): ProviderInfo {
  const raw = provider.trim();
  for (const { pattern, canonical } of PROVIDER_PATTERNS) {
    if (pattern.test(raw)) return { canonical, readable: canonical, custom: CUSTOM_SUFFIX.test(raw) };
  }
  if (CUSTOM_SUFFIX.test(raw)) {
    const readable = raw.replace(CUSTOM_SUFFIX, '') || raw;
    return { canonical: readable, readable, custom: true };
  }
  return { canonical: raw, readable: raw, custom: false };
}
