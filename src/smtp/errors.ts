// The errors of the SMTP sender flow: a stable code (for --json and tests), a translated message, and what
// Pipefy support needs to find the request (the GraphQL extensions.code and correlation_id).
import { UserError } from '../errors.js';
import { translator, type Lang, type Params } from '../i18n/index.js';
import { smtpMessages, type SmtpMessageKey } from '../i18n/messages/smtp.js';

export type SmtpErrorCode =
  | 'credentials_required'
  | 'email_taken'
  | 'unauthorized'
  | 'client_auth_failed'
  | 'forbidden'
  | 'org_not_found'
  | 'field_missing'
  | 'network'
  | 'timeout'
  | 'timeout_maybe_created'
  | 'no_answer_maybe_created'
  | 'redirected'
  | 'rate_limited'
  | 'server_error'
  | 'bad_response'
  | 'graphql_error'
  | 'unexpected';

export interface SmtpErrorDetails {
  /** `extensions.code` of the first GraphQL error (or the legacy top-level `code`, or the OAuth `error`). */
  graphqlCode?: string;
  correlationId?: string;
  httpStatus?: number;
  /** The create may have reached Pipefy: the user must check the sender list before trying again. */
  maybeCreated?: boolean;
}

/** Problems of the network or of Pipefy itself exit 1; everything the user can fix exits 2. */
const EXIT_ONE: ReadonlySet<SmtpErrorCode> = new Set([
  'network',
  'timeout',
  'timeout_maybe_created',
  'no_answer_maybe_created',
  'rate_limited',
  'server_error',
  'bad_response',
  'unexpected',
]);

export class SmtpError extends UserError<typeof smtpMessages.en> {
  override readonly code: SmtpErrorCode;
  readonly details: SmtpErrorDetails;

  constructor(code: SmtpErrorCode, key: SmtpMessageKey, params: Params = {}, details: SmtpErrorDetails = {}) {
    super(code, smtpMessages, key, params, EXIT_ONE.has(code) ? 1 : 2);
    this.name = 'SmtpError';
    this.code = code;
    this.details = details;
  }

  /** "extensions.code=…, correlation_id=…, HTTP …", or undefined when Pipefy gave nothing to quote. */
  supportDetails(): string | undefined {
    const parts: string[] = [];
    if (this.details.graphqlCode) parts.push(`extensions.code=${this.details.graphqlCode}`);
    if (this.details.correlationId) parts.push(`correlation_id=${this.details.correlationId}`);
    if (this.details.httpStatus !== undefined && parts.length > 0) parts.push(`HTTP ${this.details.httpStatus}`);
    return parts.length > 0 ? parts.join(', ') : undefined;
  }

  /** The message alone, without the support line. */
  renderMessage(lang: Lang): string {
    return super.render(lang);
  }

  override render(lang: Lang): string {
    const support = this.supportDetails();
    const message = this.renderMessage(lang);
    return support ? `${message}\n${translator(smtpMessages, lang)('support_line', { details: support })}` : message;
  }
}

export function isSmtpError(error: unknown): error is SmtpError {
  return error instanceof SmtpError;
}
