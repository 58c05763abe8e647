// The one schema for a custom email sender: the Ink screen and the `smtp` subcommand both validate with it.
// Messages are i18n keys of smtpMessages, so an error can be shown inline in the user's language.
import { isIP } from 'node:net';
import { z } from 'zod';
import { translator, type Lang } from '../i18n/index.js';
import { smtpMessages, type SmtpMessageKey } from '../i18n/messages/smtp.js';

export const SMTP_FIELDS = [
  'senderName',
  'emailAddress',
  'host',
  'port',
  'organizationId',
  'ipRelay',
  'username',
  'password',
] as const;
export type SmtpField = (typeof SMTP_FIELDS)[number];

/** What the form holds (and what the subcommand collects): text as typed, plus the IP relay switch. */
export interface SmtpFormValues {
  senderName: string;
  emailAddress: string;
  host: string;
  port: string;
  organizationId: string;
  ipRelay: boolean;
  username: string;
  password: string;
}

export const emptySmtpForm = (): SmtpFormValues => ({
  senderName: '',
  emailAddress: '',
  host: '',
  port: '',
  organizationId: '',
  ipRelay: false,
  username: '',
  password: '',
});

/** Validated input, ready for the API. Credentials are present exactly when IP relay is off. */
export type SmtpSenderInput = {
  senderName: string;
  emailAddress: string;
  host: string;
  port: number;
  organizationId: string;
} & ({ ipRelay: true } | { ipRelay: false; username: string; password: string });

/** The hosts an organization URL may come from: Pipefy's own domain (app.pipefy.com and its other hosts). */
const PIPEFY_DOMAIN = 'pipefy.com';
const ORGANIZATION_PATH = /^\/organizations\/(\d+)(?:\/|$)/;

/**
 * Pipefy ids are database integers handed over as GraphQL `ID` strings. Pipefy's own web app reads them as
 * JavaScript numbers, so no real id is above 2^53 - 1; larger digits are a typo or a pasted number of
 * something else.
 */
export const MAX_ORGANIZATION_ID = Number.MAX_SAFE_INTEGER;

/** The URL's host when `text` is a URL (with or without https://), else undefined. */
function urlOf(text: string): URL | undefined {
  if (!/^(?:https?:\/\/)?[^\s/]+\.[^\s/]+\//i.test(text)) return undefined;
  try {
    return new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
}

const isPipefyHost = (host: string) => host === PIPEFY_DOMAIN || host.endsWith(`.${PIPEFY_DOMAIN}`);

/**
 * The organization id from what the user typed or pasted: the digits themselves, or the number that
 * follows `/organizations/` in a Pipefy URL such as https://app.pipefy.com/organizations/123456789.
 * Anything else (a URL of another site among them) is returned trimmed, for the schema to reject.
 */
export function organizationIdFromText(text: string): string {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return withoutLeadingZeros(trimmed);
  const url = urlOf(trimmed);
  if (!url || url.username || url.password || !isPipefyHost(url.hostname)) return trimmed;
  const match = ORGANIZATION_PATH.exec(url.pathname);
  return match ? withoutLeadingZeros(match[1]!) : trimmed;
}

/** Leading zeros are not part of an id ("0" stays "0", for the range check to refuse). */
const withoutLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');

function organizationIdProblem(value: string): SmtpMessageKey | undefined {
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    return id >= 1 && id <= MAX_ORGANIZATION_ID ? undefined : 'v_organization_id_range';
  }
  const url = urlOf(value);
  if (url && !isPipefyHost(url.hostname)) return 'v_organization_url_foreign';
  return 'v_organization_id_invalid';
}

const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
export const MAX_HOST_LABEL = 63;
export const MAX_HOST_LENGTH = 253;

/**
 * What is wrong with a host name or IP address, or undefined when it is usable. An address with a zone
 * (fe80::1%eth0) names a network card of this machine, which means nothing on Pipefy's servers. A name whose
 * last label is all digits is not a host name (RFC 3696 §2): it is a bare number or an impossible IPv4.
 */
export function hostProblem(value: string): SmtpMessageKey | undefined {
  if (isIP(value) !== 0) return value.includes('%') ? 'v_host_invalid' : undefined;
  const labels = value.replace(/\.$/, '').split('.');
  if (!labels.every((label) => HOST_LABEL.test(label))) return 'v_host_invalid';
  if (/^\d+$/.test(labels[labels.length - 1]!)) return labels.length === 4 ? 'v_host_ipv4_invalid' : 'v_host_numeric';
  if (labels.some((label) => label.length > MAX_HOST_LABEL) || value.length > MAX_HOST_LENGTH) return 'v_host_too_long';
  return undefined;
}

/** A bare host name or IP address: no scheme, no port, no path, no spaces, within DNS limits. */
export function isSmtpHost(value: string): boolean {
  return hostProblem(value) === undefined;
}

export const MAX_EMAIL_LENGTH = 254;
export const MAX_EMAIL_LOCAL_PART = 64;

/** RFC 5321 §4.5.3.1: a local part of at most 64 octets, a path of at most 256 (254 without the angle brackets). */
function emailLengthProblem(value: string): SmtpMessageKey | undefined {
  const at = value.lastIndexOf('@');
  if (Buffer.byteLength(value.slice(0, at)) > MAX_EMAIL_LOCAL_PART) return 'v_email_local_too_long';
  if (Buffer.byteLength(value) > MAX_EMAIL_LENGTH) return 'v_email_too_long';
  return hostProblem(value.slice(at + 1)) === undefined ? undefined : 'v_email_invalid';
}

/**
 * The sender name becomes the display name of the From header: long enough for any team or company name,
 * short enough to show whole in a mail client's sender column and to fit one header line (RFC 5322 §2.1.1
 * recommends 78 characters per line).
 */
export const MAX_SENDER_NAME = 100;
/** Control characters, line and paragraph separators, and the bidirectional overrides that disguise a name. */
const UNSAFE_NAME_CHARACTER = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

function senderNameProblem(value: string): SmtpMessageKey | undefined {
  if (UNSAFE_NAME_CHARACTER.test(value)) return 'v_sender_name_control';
  return [...value].length > MAX_SENDER_NAME ? 'v_sender_name_too_long' : undefined;
}

/** A zod refinement from a function that names the problem as a message key. */
const check = (problem: (value: string) => SmtpMessageKey | undefined) => (value: string, ctx: z.RefinementCtx) => {
  const key = problem(value);
  if (key) ctx.addIssue({ code: z.ZodIssueCode.custom, message: key });
};

const text = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** Messages are keys of smtpMessages; `issueKey` maps them back. */
export const smtpSenderSchema = z
  .object({
    senderName: z.string().trim().min(1, 'v_sender_name_required').pipe(z.string().superRefine(check(senderNameProblem))),
    emailAddress: z
      .string()
      .trim()
      .min(1, 'v_email_required')
      .pipe(z.string().email('v_email_invalid').superRefine(check(emailLengthProblem))),
    host: z.string().trim().min(1, 'v_host_required').pipe(z.string().superRefine(check(hostProblem))),
    port: z.preprocess(
      text,
      z
        .string()
        .trim()
        .min(1, 'v_port_required')
        .pipe(
          z
            .string()
            .regex(/^\d{1,5}$/, 'v_port_invalid')
            .transform(Number)
            .pipe(z.number().int().min(1, 'v_port_invalid').max(65535, 'v_port_invalid')),
        ),
    ),
    organizationId: z.preprocess(
      text,
      z
        .string()
        .transform(organizationIdFromText)
        .pipe(z.string().min(1, 'v_organization_id_required').superRefine(check(organizationIdProblem))),
    ),
    ipRelay: z.boolean().default(false),
    username: z.string().trim().optional(),
    // A password is taken as given: spaces may be part of it.
    password: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.ipRelay) return;
    if (!value.username) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['username'], message: 'v_username_required' });
    if (!value.password) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['password'], message: 'v_password_required' });
  })
  .transform((value): SmtpSenderInput => {
    const base = {
      senderName: value.senderName,
      emailAddress: value.emailAddress,
      host: value.host,
      port: value.port,
      organizationId: value.organizationId,
    };
    return value.ipRelay
      ? { ...base, ipRelay: true }
      : { ...base, ipRelay: false, username: value.username ?? '', password: value.password ?? '' };
  });

export type SmtpFieldErrors = Partial<Record<SmtpField, SmtpMessageKey>>;

export type SmtpValidation = { ok: true; value: SmtpSenderInput } | { ok: false; errors: SmtpFieldErrors };

function isMessageKey(message: string): message is SmtpMessageKey {
  return Object.prototype.hasOwnProperty.call(smtpMessages.en, message);
}

/** Validates form values; on failure, the first problem of each field as a message key. */
export function validateSmtpForm(values: Partial<SmtpFormValues>): SmtpValidation {
  const parsed = smtpSenderSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: SmtpFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(SMTP_FIELDS as readonly string[]).includes(field)) continue;
    const key = field as SmtpField;
    if (errors[key]) continue;
    // A wrong type (not a string) is reported as "required": the form and the CLI only hand over strings.
    errors[key] = isMessageKey(issue.message) ? issue.message : requiredKey(key);
  }
  return { ok: false, errors };
}

function requiredKey(field: SmtpField): SmtpMessageKey {
  switch (field) {
    case 'senderName':
      return 'v_sender_name_required';
    case 'emailAddress':
      return 'v_email_required';
    case 'host':
      return 'v_host_required';
    case 'port':
      return 'v_port_required';
    case 'organizationId':
      return 'v_organization_id_required';
    case 'username':
      return 'v_username_required';
    default:
      return 'v_password_required';
  }
}

/** The limits the validation messages quote. */
const LIMIT_PARAMS = {
  maxSenderName: MAX_SENDER_NAME,
  maxEmail: MAX_EMAIL_LENGTH,
  maxEmailLocal: MAX_EMAIL_LOCAL_PART,
  maxHost: MAX_HOST_LENGTH,
  maxHostLabel: MAX_HOST_LABEL,
  maxOrganizationId: MAX_ORGANIZATION_ID,
};

/** One validation message in `lang`, with the limits it quotes. */
export function fieldErrorText(key: SmtpMessageKey, lang: Lang): string {
  return translator(smtpMessages, lang)(key, LIMIT_PARAMS);
}

/** Field errors as translated text. */
export function translateFieldErrors(errors: SmtpFieldErrors, lang: Lang): Partial<Record<SmtpField, string>> {
  const out: Partial<Record<SmtpField, string>> = {};
  for (const [field, key] of Object.entries(errors) as Array<[SmtpField, SmtpMessageKey]>) out[field] = fieldErrorText(key, lang);
  return out;
}
