// The one GraphQL call: createSmtpCustomEmailWithConfiguration, a JSON POST over the one HTTP client. Every
// failure becomes an SmtpError with a stable code. The create is never repeated automatically, except once after
// a 401 with a fresh service-account token (Pipefy refused it before doing anything).
import { parseJsonObject } from '../net/http.js';
import { redactSecrets, registerSecret } from '../secrets.js';
import { createTokenProvider, type TokenProvider } from './auth.js';
import { INTERNAL_GRAPHQL_URL, type PipefyConfig } from './config.js';
import { SmtpError, type SmtpErrorDetails } from './errors.js';
import type { SmtpSenderInput } from './schema.js';
import { postJson } from './transport.js';

/** GraphQL answers to this mutation are small; an error page can be bigger, but not this big. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export const CREATE_SENDER_OPERATION = 'CreateSmtpCustomEmailWithConfiguration';

export const CREATE_SENDER_MUTATION = `mutation ${CREATE_SENDER_OPERATION}($senderName: String!, $emailAddress: String!, $smtpConfiguration: SmtpConfigurationInput) {
  createSmtpCustomEmailWithConfiguration(
    input: { senderName: $senderName, emailAddress: $emailAddress, smtpConfiguration: $smtpConfiguration }
  ) {
    smtpCustomEmail {
      id
      emailAddress
      senderName
      smtpConfiguration { id host port organizationId ipRelayAuth }
    }
  }
}`;

export interface SmtpConfigurationVariables {
  host: string;
  port: number;
  organizationId: string;
  ipRelayAuth?: true;
  username?: string;
  password?: string;
}

export interface CreateSenderVariables {
  senderName: string;
  emailAddress: string;
  smtpConfiguration: SmtpConfigurationVariables;
}

/** With IP relay: `ipRelayAuth: true` and no username/password keys at all. Without: both credentials. */
export function buildCreateSenderVariables(input: SmtpSenderInput): CreateSenderVariables {
  const base = { host: input.host, port: input.port, organizationId: input.organizationId };
  return {
    senderName: input.senderName,
    emailAddress: input.emailAddress,
    smtpConfiguration: input.ipRelay
      ? { ...base, ipRelayAuth: true }
      : { ...base, username: input.username, password: input.password },
  };
}

export type MismatchField = 'senderName' | 'emailAddress' | 'host' | 'port' | 'organizationId' | 'ipRelayAuth';

export interface Mismatch {
  field: MismatchField;
  sent: string;
  /** null: Pipefy did not return the field. */
  received: string | null;
}

export interface SmtpSenderResult {
  senderId: string;
  senderName: string | null;
  emailAddress: string | null;
  configurationId: string | null;
  host: string | null;
  /** As Pipefy returns it (a string). */
  port: string | null;
  organizationId: string | null;
  /** false when Pipefy leaves it out. */
  ipRelayAuth: boolean;
  mismatches: Mismatch[];
}

export interface CreateSenderOptions {
  config: PipefyConfig;
  /** Reuse a provider (and its cached token) across calls; by default one is made from config.auth. */
  tokenProvider?: TokenProvider;
  /** Cancels the requests (the screen's Esc); its reason is rethrown as is. */
  signal?: AbortSignal;
  /** Called when the create itself leaves for Pipefy: from then on, a cancelled request may have created the sender. */
  onRequestSent?(): void;
}

interface GraphQLErrorLike {
  message?: unknown;
  code?: unknown;
  extensions?: { code?: unknown; correlation_id?: unknown } | null;
}

interface Outcome {
  status: number;
  data: unknown;
  errors: GraphQLErrorLike[];
  body?: string;
}

const AUTH_CODES = new Set(['UNAUTHENTICATED', 'INVALID_TOKEN', 'TOKEN_EXPIRED', 'EXPIRED_TOKEN']);
const FORBIDDEN_CODES = new Set([
  'PERMISSION_DENIED',
  'FORBIDDEN',
  'INVALID_ROLE',
  'UNAUTHORIZED',
  'FEATURE_NOT_ALLOWED_BY_ORGANIZATION_PLAN',
  'FEATURE_NOT_ENABLED',
  'PLAN_LIMIT',
]);
const NOT_FOUND_CODES = new Set(['RESOURCE_NOT_FOUND', 'RECORD_NOT_FOUND', 'NOT_FOUND']);
const TAKEN_CODES = new Set(['EMAIL_ALREADY_TAKEN', 'ALREADY_EXISTS', 'TAKEN', 'DUPLICATE', 'UNIQUENESS_VIOLATION']);
const TAKEN_MESSAGE = /already (been )?taken|already (exists|in use|used|registered)/i;
const CREDENTIALS_MESSAGE =
  /\b(username|password|credentials?)\b[^.]*\b(required|blank|missing|must be (given|provided|present))\b|\b(required|missing)\b[^.]*\b(username|password|credentials?)\b/i;
const MISSING_FIELD_MESSAGE =
  /createSmtpCustomEmailWithConfiguration[^.]*(doesn't exist|does not exist|not exist)|Cannot query field "createSmtpCustomEmailWithConfiguration"|SmtpConfigurationInput[^.]*(isn't a defined|is not defined|not a defined)|Unknown type "SmtpConfigurationInput"/i;

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function codeOf(error: GraphQLErrorLike): string | undefined {
  return str(error.extensions?.code) ?? str(error.code);
}

/** Creates the sender and its SMTP configuration. Resolves with what Pipefy returned; throws SmtpError. */
export async function createSmtpSender(input: SmtpSenderInput, options: CreateSenderOptions): Promise<SmtpSenderResult> {
  try {
    return await createOnce(input, options);
  } catch (error) {
    if (error instanceof SmtpError || (options.signal?.aborted && error === options.signal.reason)) throw error;
    // Never pass a foreign message on: it could quote the request variables (the password among them).
    const detail = error instanceof Error ? error.name : typeof error;
    throw new SmtpError('unexpected', 'e_unexpected', { detail });
  }
}

async function createOnce(input: SmtpSenderInput, options: CreateSenderOptions): Promise<SmtpSenderResult> {
  const { config } = options;
  const provider = options.tokenProvider ?? createTokenProvider(config.auth, { timeoutMs: config.timeoutMs });
  if (!input.ipRelay) registerSecret(input.password);
  const variables = buildCreateSenderVariables(input);

  let outcome = await send(config, variables, await provider.getToken(options.signal), options);
  if (isAuthRejected(outcome) && provider.canRefresh) {
    // Pipefy refused the token before running the mutation: one retry with a new token is safe.
    provider.invalidate();
    outcome = await send(config, variables, await provider.getToken(options.signal), options);
  }
  return interpret(outcome, input, variables, config, provider);
}

async function send(
  config: PipefyConfig,
  variables: CreateSenderVariables,
  token: string,
  { signal, onRequestSent }: Pick<CreateSenderOptions, 'signal' | 'onRequestSent'>,
): Promise<Outcome> {
  const response = await postJson({
    url: config.graphqlUrl,
    body: { query: CREATE_SENDER_MUTATION, variables, operationName: CREATE_SENDER_OPERATION },
    headers: { Authorization: `Bearer ${token}` },
    timeoutMs: config.timeoutMs,
    maxBodyBytes: MAX_ANSWER_BYTES,
    creates: true,
    ...(signal ? { signal } : {}),
    ...(onRequestSent ? { onSent: onRequestSent } : {}),
  });
  const body = parseJsonObject(response.body);
  if (!body && response.status >= 200 && response.status < 300) {
    // Pipefy answered, but not with GraphQL JSON (an HTML page from a proxy, for instance).
    throw new SmtpError('bad_response', 'e_bad_response', { url: config.graphqlUrl, status: response.status }, { httpStatus: response.status });
  }
  return {
    status: response.status,
    data: body?.data,
    errors: Array.isArray(body?.errors) ? (body.errors as unknown[]).filter(isErrorObject) : [],
    body: response.body.toString('utf8'),
  };
}

function isErrorObject(value: unknown): value is GraphQLErrorLike {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAuthRejected(outcome: Outcome): boolean {
  if (outcome.status === 401) return true;
  return outcome.errors.some((error) => AUTH_CODES.has(codeOf(error) ?? ''));
}

/** Support details: from the first GraphQL error, or from a gateway body `{error: {message, details: {code, correlation_id}}}`. */
function detailsOf(outcome: Outcome): SmtpErrorDetails {
  const first = outcome.errors.find((error) => codeOf(error) || str(error.extensions?.correlation_id)) ?? outcome.errors[0];
  let graphqlCode = first ? codeOf(first) : undefined;
  let correlationId = first ? str(first.extensions?.correlation_id) ?? str((first as { correlation_id?: unknown }).correlation_id) : undefined;
  if ((!graphqlCode || !correlationId) && outcome.body) {
    try {
      const parsed = JSON.parse(outcome.body) as { error?: { details?: { code?: unknown; correlation_id?: unknown } } };
      graphqlCode ??= str(parsed.error?.details?.code);
      correlationId ??= str(parsed.error?.details?.correlation_id);
    } catch {
      // Not JSON: nothing to quote.
    }
  }
  return { graphqlCode, correlationId, httpStatus: outcome.status };
}

function interpret(
  outcome: Outcome,
  input: SmtpSenderInput,
  variables: CreateSenderVariables,
  config: PipefyConfig,
  provider: TokenProvider,
): SmtpSenderResult {
  const details = detailsOf(outcome);
  const org = { organizationId: input.organizationId };

  if (isAuthRejected(outcome)) {
    throw new SmtpError(
      'unauthorized',
      provider.kind === 'token' ? 'e_unauthorized_static' : 'e_unauthorized_client',
      {},
      details,
    );
  }
  if (outcome.status === 429) throw new SmtpError('rate_limited', 'e_rate_limited', {}, details);

  if (outcome.errors.length > 0) {
    const codes = outcome.errors.map((error) => codeOf(error) ?? '');
    const messages = outcome.errors.map((error) => (typeof error.message === 'string' ? error.message : ''));
    const has = (set: ReadonlySet<string>) => codes.some((code) => set.has(code));
    const says = (pattern: RegExp) => messages.some((message) => pattern.test(message));

    if (says(MISSING_FIELD_MESSAGE) || codes.includes('undefinedField')) {
      throw new SmtpError('field_missing', 'e_field_missing', { url: config.graphqlUrl, internalUrl: INTERNAL_GRAPHQL_URL }, details);
    }
    // UNAUTHORIZED with HTTP 200 is a refused action (the token itself was accepted): a permission problem.
    if (has(FORBIDDEN_CODES) || outcome.status === 403) throw new SmtpError('forbidden', 'e_forbidden', org, details);
    if (has(NOT_FOUND_CODES)) throw new SmtpError('org_not_found', 'e_org_not_found', org, details);
    if (has(TAKEN_CODES) || says(TAKEN_MESSAGE)) {
      throw new SmtpError('email_taken', 'e_email_taken', { email: input.emailAddress, ...org }, details);
    }
    if (says(CREDENTIALS_MESSAGE)) throw new SmtpError('credentials_required', 'e_credentials_required', {}, details);
    if (codes.includes('INTERNAL_SERVER_ERROR') || outcome.status >= 500) {
      throw new SmtpError('server_error', 'e_server_error', { status: outcome.status }, { ...details, maybeCreated: true });
    }
    const detail = redactSecrets(messages.filter(Boolean).join('; ')).slice(0, 300) || `HTTP ${outcome.status}`;
    throw new SmtpError('graphql_error', 'e_graphql_error', { detail }, details);
  }

  if (outcome.status >= 500) {
    throw new SmtpError('server_error', 'e_server_error', { status: outcome.status }, { ...details, maybeCreated: true });
  }
  if (outcome.status === 403) throw new SmtpError('forbidden', 'e_forbidden', org, details);
  if (outcome.status < 200 || outcome.status >= 300) {
    throw new SmtpError('bad_response', 'e_bad_response', { url: config.graphqlUrl, status: outcome.status }, details);
  }

  const payload = (outcome.data as { createSmtpCustomEmailWithConfiguration?: { smtpCustomEmail?: unknown } } | null | undefined)
    ?.createSmtpCustomEmailWithConfiguration;
  const sender = payload?.smtpCustomEmail as
    | {
        id?: unknown;
        emailAddress?: unknown;
        senderName?: unknown;
        smtpConfiguration?: { id?: unknown; host?: unknown; port?: unknown; organizationId?: unknown; ipRelayAuth?: unknown } | null;
      }
    | null
    | undefined;
  const senderId = sender ? scalar(sender.id) : null;
  if (!sender || !senderId) {
    throw new SmtpError('bad_response', 'e_bad_response', { url: config.graphqlUrl, status: outcome.status }, details);
  }
  const configuration = sender.smtpConfiguration ?? null;
  const result: SmtpSenderResult = {
    senderId,
    senderName: scalar(sender.senderName),
    emailAddress: scalar(sender.emailAddress),
    configurationId: scalar(configuration?.id),
    host: scalar(configuration?.host),
    port: scalar(configuration?.port),
    organizationId: scalar(configuration?.organizationId),
    ipRelayAuth: configuration?.ipRelayAuth === true,
    mismatches: [],
  };
  result.mismatches = compareEcho(variables, result, configuration !== null);
  return result;
}

function scalar(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return null;
}

/** What Pipefy echoed differently from what was sent (never the credentials, which are not echoed). */
export function compareEcho(variables: CreateSenderVariables, result: SmtpSenderResult, hasConfiguration = true): Mismatch[] {
  const out: Mismatch[] = [];
  const check = (field: MismatchField, sent: string, received: string | null) => {
    if (received !== sent) out.push({ field, sent, received });
  };
  check('senderName', variables.senderName, result.senderName);
  check('emailAddress', variables.emailAddress, result.emailAddress);
  const sc = variables.smtpConfiguration;
  check('host', sc.host, result.host);
  check('port', String(sc.port), result.port);
  check('organizationId', sc.organizationId, result.organizationId);
  check('ipRelayAuth', String(sc.ipRelayAuth === true), hasConfiguration ? String(result.ipRelayAuth) : null);
  return out;
}
