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

const ORGANIZATION_URL = /\/organizations\/(\d+)(?:[/?#]|$)/;

/**
 * The organization id from what the user typed or pasted: the digits themselves, or the number that
 * follows `/organizations/` in a Pipefy URL such as https://app.pipefy.com/organizations/123456789.
 * Anything else is returned trimmed, for the schema to reject.
 */
export function organizationIdFromText(text: string): string {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return trimmed;
  const match = ORGANIZATION_URL.exec(trimmed);
  return match ? match[1]! : trimmed;
}

const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** A bare host name or IP address: no scheme, no port, no path, no spaces. */
export function isSmtpHost(value: string): boolean {
  if (isIP(value) !== 0) return true;
  if (value.length > 253) return false;
  const labels = value.replace(/\.$/, '').split('.');
  return labels.length > 0 && labels.every((label) => HOST_LABEL.test(label));
}

const text = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** Messages are keys of smtpMessages; `issueKey` maps them back. */
export const smtpSenderSchema = z
  .object({
    senderName: z.string().trim().min(1, 'v_sender_name_required'),
    emailAddress: z
      .string()
      .trim()
      .min(1, 'v_email_required')
      .pipe(z.string().email('v_email_invalid')),
    host: z
      .string()
      .trim()
      .min(1, 'v_host_required')
      .pipe(z.string().refine(isSmtpHost, 'v_host_invalid')),
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
        .pipe(z.string().min(1, 'v_organization_id_required').regex(/^\d+$/, 'v_organization_id_invalid')),
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

/** Field errors as translated text. */
export function translateFieldErrors(errors: SmtpFieldErrors, lang: Lang): Partial<Record<SmtpField, string>> {
  const t = translator(smtpMessages, lang);
  const out: Partial<Record<SmtpField, string>> = {};
  for (const [field, key] of Object.entries(errors) as Array<[SmtpField, SmtpMessageKey]>) out[field] = t(key);
  return out;
}
