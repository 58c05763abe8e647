// Messaging connectors through the whole engine: Slack, Gmail, Outlook, Teams, Email and SMS by Workato.
import { describe, expect, it } from 'vitest';
import { action } from './support/recipes.js';
import { connectorRunner, param, ref, target } from './support/translate.js';

const run = connectorRunner([{ name: 'email', type: 'string' }, { name: 'text', type: 'string' }]);

describe('Slack', () => {
  it('slack_bot/post_bot_message posts as the bot, with the thread from `advanced`', () => {
    const { step, op } = run([action('slack_bot', 'post_bot_message', 'm1', { channel: 'C123', text: `Hi ${param('text')}`, advanced: { thread_ts: '1700.1' } })]);
    const s = step(1);
    expect([s.settings.pieceName, s.settings.actionName]).toEqual(['@activepieces/piece-slack', 'send_channel_message']);
    expect(s.settings.input).toEqual({ channel: 'C123', text: `Hi ${ref('text')}`, threadTs: '1700.1', sendAsBot: true });
    expect(s.valid).toBe(true);
    expect(op(1).status).toBe('mapped');
  });

  it('slack/post_message_to_channel posts as the user and folds legacy attachment fields into the text', () => {
    const { step, op } = run([action('slack', 'post_message_to_channel', 'm1', { channel: 'C1', text: 'New issue', title: 'Bug', attachment_text: 'Details', color: 'warning' })]);
    expect(step(1).settings.input).toEqual({ channel: 'C1', text: 'New issue\nBug\nDetails', sendAsBot: false });
    expect(op(1).status).toBe('approximated');
    expect(op(1).reason).toContain('color');
  });

  it('slack_bot/__adhoc_http_action goes to the custom API call on slack.com/api', () => {
    const { step, op } = run([action('slack_bot', '__adhoc_http_action', 'h1', { verb: 'get', path: 'conversations.history', input: { data: { channel: 'C1', limit: '1' } } })]);
    expect(step(1).settings.actionName).toBe('custom_api_call');
    expect(step(1).settings.input).toEqual({
      url: { url: 'https://slack.com/api/conversations.history' }, method: 'GET', headers: {}, queryParams: { channel: 'C1', limit: '1' }, useUserToken: false,
    });
    expect(op(1).status).toBe('mapped');
  });

  it('looks a user up by email', () => {
    const { step } = run([action('slack_bot', 'get_user_by_email', 'u1', { email: param('email') })]);
    expect([step(1).settings.actionName, step(1).settings.input]).toEqual(['slack-find-user-by-email', { email: ref('email') }]);
  });

  it('an event trigger with no specific Slack trigger is approximated by "new message" with a note', () => {
    const { trigger, op, result } = run([], { keyword: 'trigger', provider: 'slack_bot', name: 'new_event', as: 'trg', input: { event_name: 'pin_added' } });
    expect([trigger.settings.pieceName, trigger.settings.triggerName]).toEqual(['@activepieces/piece-slack', 'new-message']);
    expect(op(0).status).toBe('approximated');
    expect(result.review.some((r) => r.text.includes('choose the matching Slack trigger'))).toBe(true);
  });
});

describe('Gmail', () => {
  it('send_mail -> send_email with receivers as a list and the HTML body type', () => {
    const { step, op } = run([action('gmail', 'send_mail', 'g1', { to: `a@x.test, ${param('email')}`, subject: 'Hello', body: '<p>Hi</p>', email_type: 'html' })]);
    const s = step(1);
    expect([s.settings.pieceName, s.settings.actionName]).toEqual(['@activepieces/piece-gmail', 'send_email']);
    expect(s.settings.input).toEqual({ receiver: ['a@x.test', ref('email')], subject: 'Hello', body: '<p>Hi</p>', draft: false, body_type: 'html' });
    expect(s.valid).toBe(true);
    expect(op(1).status).toBe('mapped');
  });

  it('new_email trigger -> new email received; the label is named for a human to pick', () => {
    const { trigger, op, result } = run([], { keyword: 'trigger', provider: 'gmail', name: 'new_email', as: 'trg', input: { label_ids: 'INBOX' } });
    expect([trigger.settings.triggerName, trigger.settings.input]).toEqual(['gmail_new_email_received', {}]);
    expect(op(0).status).toBe('mapped');
    expect(result.review.some((r) => r.text.includes('Pick the Gmail label "INBOX"'))).toBe(true);
  });

  it('download_attachment reads the message, approximated', () => {
    const { step, op } = run([action('gmail', 'download_attachment', 'd1', { id: param('email'), attachmentId: 'A1' })]);
    expect([step(1).settings.actionName, step(1).settings.input]).toEqual(['gmail_get_mail', { message_id: ref('email') }]);
    expect(op(1).status).toBe('approximated');
  });
});

describe('Outlook / Office 365', () => {
  it('office365/send_email -> send-email with the body format', () => {
    const { step, op } = run([action('office365', 'send_email', 'o1', { to: 'a@x.test', cc: 'b@x.test', subject: 'S', body: 'plain', body_type: 'text' })]);
    const s = step(1);
    expect([s.settings.pieceName, s.settings.actionName]).toEqual(['@activepieces/piece-microsoft-outlook', 'send-email']);
    expect(s.settings.input).toEqual({ recipients: ['a@x.test'], ccRecipients: ['b@x.test'], subject: 'S', body: 'plain', bodyFormat: 'text' });
    expect(op(1).status).toBe('mapped');
  });
});

describe('Microsoft Teams', () => {
  it('post_message -> send channel message', () => {
    const { step, op } = run([action('teams', 'post_message', 't1', { team_id: 'T1', channel_id: 'C1', message: `<b>${param('text')}</b>` })]);
    const s = step(1);
    expect([s.settings.pieceName, s.settings.actionName]).toEqual(['@activepieces/piece-microsoft-teams', 'microsoft_teams_send_channel_message']);
    expect(s.settings.input).toEqual({ teamId: 'T1', channelId: 'C1', content: `<b>${ref('text')}</b>`, contentType: 'html' });
    expect(op(1).status).toBe('mapped');
  });

  it('teams_bot/post_blocks_message is sent as text, approximated', () => {
    const { step, op } = run([action('teams_bot', 'post_blocks_message', 't1', { team_id: 'T1', channel_id: 'C1', text: 'Card text' })]);
    expect(step(1).settings.input).toEqual({ teamId: 'T1', channelId: 'C1', content: 'Card text', contentType: 'text' });
    expect(op(1).status).toBe('approximated');
  });
});

describe('Email and SMS by Workato', () => {
  it('email/send_mail -> SMTP send-email, approximated: it needs an SMTP connection and a sender', () => {
    const { step, op, result } = run([action('email', 'send_mail', 'e1', { to: param('email'), subject: 'Welcome', body: 'Hello <b>you</b>', email_type: 'html' })]);
    const s = step(1);
    expect([s.settings.pieceName, s.settings.actionName]).toEqual(['@activepieces/piece-smtp', 'send-email']);
    expect(s.settings.input).toEqual({ to: [ref('email')], subject: 'Welcome', body: 'Hello <b>you</b>', body_type: 'html' });
    expect(op(1).status).toBe('approximated');
    expect(op(1).reason).toContain('connect an SMTP account');
    expect(s.valid).toBe(false); // the sender address must be filled in
    expect(result.review.some((r) => r.kind === 'placeholder' && r.text.includes('Sender email'))).toBe(true);
  });

  it('sms/send_sms stays unmapped', () => {
    const { step, op } = run([action('sms', 'send_sms', 's1', { phone: '+100', message: 'hi' })]);
    expect(op(1).status).toBe('unmapped');
    expect(step(1).type).toBe('CODE');
    expect(step(1).valid).toBe(false);
  });
});

describe('SendGrid', () => {
  // Workato's send_email input is SendGrid's v3 mail body (personalizations, from, subject, content); the piece's
  // Send Email takes the same parts as props (sendgrid send-email.ts).
  const send = (extra: Record<string, unknown> = {}) => action('sendgrid', 'send_email', 'sg', {
    personalizations: { to: { email: param('email') } }, from: { email: 'ops@acme.com', name: 'Ops' }, subject: 'Hello',
    content: { type: 'text/html', value: '<p>Hi</p>' }, ...extra,
  });

  it('send_email -> Send Email with the recipient, sender, subject and the HTML content', () => {
    const { step, op } = run([send()]);
    expect(target(step(1))).toEqual(['@activepieces/piece-sendgrid', 'send_email']);
    expect(step(1).settings.input).toEqual({ to: [ref('email')], from: 'ops@acme.com', from_name: 'Ops', subject: 'Hello', content_type: 'html', content: '<p>Hi</p>' });
    expect(op(1).status).toBe('mapped');
  });

  it('is proven equivalent by the run-time check', () => {
    const { result } = run([send()]);
    expect(result.routing.verification!.differences).toEqual([]);
    expect(result.routing.verification!.verdict).toBe('equivalent');
  });

  it('several recipients: each gets a separate email (the piece writes one personalization per address), approximated', () => {
    const { step, op } = run([send({ personalizations: { to: [{ email: param('email') }, { email: 'b@acme.com' }] } })]);
    expect(step(1).settings.input).toMatchObject({ to: [ref('email'), 'b@acme.com'] });
    expect(op(1).status).toBe('approximated');
  });

  it('a template or a cc is reported, not lost', () => {
    const { op } = run([send({ template_id: 'd-1', personalizations: { to: { email: param('email') }, cc: { email: 'c@acme.com' } } })]);
    expect(op(1).status).toBe('approximated');
    expect(op(1).reason).toContain('template_id');
    expect(op(1).reason).toContain('personalizations.cc');
  });
});

