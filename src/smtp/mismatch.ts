// A value Pipefy saved differently from what was sent, as one line for the command and the screen.
import { translator, type Lang } from '../i18n/index.js';
import { smtpMessages, type SmtpMessageKey } from '../i18n/messages/smtp.js';
import type { Mismatch, MismatchField } from './client.js';

const RESULT_LABELS: Record<MismatchField, SmtpMessageKey> = {
  senderName: 'result_sender_name',
  emailAddress: 'result_email',
  host: 'result_host',
  port: 'result_port',
  organizationId: 'result_organization_id',
  ipRelayAuth: 'result_ip_relay',
};

/** `<field>: sent "…", Pipefy returned "…"` in `lang`; a field Pipefy did not return reads "(not returned)". */
export function mismatchLine(mismatch: Mismatch, lang: Lang): string {
  const t = translator(smtpMessages, lang);
  return t('mismatch_line', { field: t(RESULT_LABELS[mismatch.field]), sent: mismatch.sent, received: mismatch.received ?? t('not_returned') });
}
