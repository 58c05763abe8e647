// SendGrid Send Email from Workato's send_email, whose input is SendGrid's v3 mail body: personalizations (each with
// `to`, `cc`, `bcc` lists of { email, name }), from, reply_to, subject, content ([{ type, value }]). The piece takes
// the parts as props and sends one personalization per address of `to` (activepieces/activepieces
// packages/pieces/community/sendgrid/src/lib/actions/send-email.ts run), with one content of type text or html.
import type { MappingNote } from '../row-fields.js';
import { done, keep, obj, str, type Shaper } from './kit.js';

/** A field Workato lets hold one object or a list of them. */
const many = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]).map(obj);

// Keys the piece has no prop for; anything else at the root or in a personalization is reported when filled.
const HANDLED = new Set(['personalizations', 'from', 'reply_to', 'subject', 'content']);

export const SENDGRID_SHAPERS = {
  sendgrid_mail: ({ raw, conv }) => {
    const dropped: string[] = [];
    const notes: MappingNote[] = [];
    const to: unknown[] = [];
    many(raw.personalizations).forEach((p, i) => {
      many(p.to).forEach((r, j) => {
        if (r.email !== undefined) to.push(keep(conv.convert(r.email, `personalizations.to.${j}.email`)));
        if (r.name !== undefined && r.name !== '') dropped.push(`personalizations.to.${j}.name`);
      });
      for (const key of Object.keys(p)) if (key !== 'to' && p[key] !== '' && p[key] !== null) dropped.push(i ? `personalizations.${i}.${key}` : `personalizations.${key}`);
    });
    if (to.length > 1) notes.push({ key: 'sendgrid_each_recipient' });
    const input: Record<string, unknown> = { to };
    const from = obj(raw.from);
    if (from.email !== undefined) input.from = keep(conv.convert(from.email, 'from.email'));
    if (from.name !== undefined && from.name !== '') input.from_name = keep(conv.convert(from.name, 'from.name'));
    const replyTo = obj(raw.reply_to);
    if (replyTo.email !== undefined) input.reply_to = keep(conv.convert(replyTo.email, 'reply_to.email'));
    if (raw.subject !== undefined) input.subject = keep(conv.convert(raw.subject, 'subject'));
    const [content, ...more] = many(raw.content);
    if (content) {
      input.content_type = /html/i.test(str(content.type)) ? 'html' : 'text';
      input.content = keep(conv.convert(content.value, 'content.value'));
    }
    more.forEach((_, i) => dropped.push(`content.${i + 1}`));
    for (const key of Object.keys(raw)) if (!HANDLED.has(key) && raw[key] !== '' && raw[key] !== null && raw[key] !== undefined) dropped.push(key);
    return { ...done(input, notes, dropped), ...(to.length > 1 ? { approximated: true } : {}) };
  },
} satisfies Record<string, Shaper>;
