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
];

const CUSTOM_SUFFIX = /_connector_\d+(_\d+)?$/;

export interface ProviderInfo {
  /** the key the mapping rows use */
  canonical: string;
  /** a readable name for reports: `cicd_for_workato_connector_1096414_1685367514` -> `cicd_for_workato` */
  readable: string;
  /** a custom (SDK) connector spelling */
  custom: boolean;
}

export function normalizeProvider(provider: string): ProviderInfo {
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
