// Microsoft: Outlook / Office 365 mail and Teams (`teams`, `teams_bot`) -> @activepieces/piece-microsoft-outlook, -teams.
import type { OperationRow } from '../types.js';
import { list, num, rowsFor } from './common.js';

const outlook = rowsFor('outlook', '@activepieces/piece-microsoft-outlook');
const teams = rowsFor('teams', '@activepieces/piece-microsoft-teams');

const messageId = { from: ['message_id', 'id', 'email_id'] };
const mail = {
  recipients: list(['to', 'recipients', 'to_recipients']),
  ccRecipients: list(['cc', 'cc_recipients']),
  bccRecipients: list(['bcc', 'bcc_recipients']),
  subject: { from: 'subject' },
  body: { from: ['body', 'message', 'content', 'html_body'] },
};
const format = ['email_type', 'body_type', 'content_type', 'body_format'];

export const OUTLOOK_ROWS: OperationRow[] = [
  outlook.trigger(['new_email', 'new_email_v2', 'new_message', 'new_mail', 'new_email_received'], 'newEmail', {
    props: { sender: { from: ['from', 'sender'] }, recipient: { from: ['to', 'recipient'] } },
  }),
  outlook.trigger(['new_email_in_folder', 'new_message_in_folder'], 'newEmailInFolder', { props: { folderId: { from: ['folder_id', 'folder', 'mail_folder_id'] } } }),
  outlook.trigger(['new_attachment', 'new_email_with_attachment'], 'newAttachment', {
    props: { folderId: { from: ['folder_id', 'folder'] }, sender: { from: ['from', 'sender'] } },
  }),
  outlook.action(['send_email', 'send_mail', 'send_message', 'send_email_v2'], 'send-email', { shape: 'body_format', props: mail, ignore: format }),
  outlook.action(['create_draft', 'create_draft_email', 'create_draft_message'], 'createDraftEmail', { shape: 'body_format', props: mail, ignore: format }),
  outlook.action(['reply_to_email', 'reply_email', 'reply_to_message', 'reply_to_mail'], 'reply-email', {
    shape: 'body_format',
    props: { messageId, replyBody: { from: ['body', 'comment', 'message', 'reply'] }, ccRecipients: list(['cc', 'cc_recipients']), bccRecipients: list(['bcc', 'bcc_recipients']) },
    fixed: { draft: false },
    ignore: format,
  }),
  outlook.action(['forward_email', 'forward_message', 'forward_mail'], 'forwardEmail', {
    props: { messageId, recipients: list(['to', 'recipients']), comment: { from: ['comment', 'body', 'message'] } },
  }),
  outlook.action(['search_emails', 'search_email', 'search_messages', 'list_emails'], 'findEmail', {
    props: { searchQuery: { from: ['query', 'search', 'search_query', 'filter'] }, folderId: { from: ['folder_id', 'folder'] }, top: num(['limit', 'top', 'max_results']) },
  }),
  outlook.action(['move_email', 'move_message', 'move_mail'], 'moveEmailToFolder', {
    props: { messageId, destinationFolderId: { from: ['destination_folder_id', 'destination_id', 'folder_id'] } },
  }),
  outlook.action(['get_attachments', 'download_attachment', 'get_email_attachments', 'download_attachments'], 'downloadAttachment', { props: { messageId } }),
  outlook.action(['add_category', 'add_categories', 'categorize_email'], 'addLabelToEmail', { props: { messageId, categories: list(['categories', 'category']) } }),
  outlook.custom(),
];

const team = { from: ['team_id', 'team', 'group_id'] };
const channel = { from: ['channel_id', 'channel'] };
const content = { from: ['message', 'text', 'content', 'body', 'message_text'] };

export const TEAMS_ROWS: OperationRow[] = [
  teams.trigger(['new_message', 'new_channel_message', 'new_message_in_channel', 'new_channel_message_v2'], 'new-channel-message', { props: { teamId: team, channelId: channel } }),
  teams.trigger(['bot_command', 'new_message_event', 'help_event', 'new_bot_message', 'new_mention'], 'new-channel-message', {
    // A Workbot command's parameters and context are not in a channel message (see slack.ts, BOT_OUTPUT).
    status: 'approximated', note: 'teams_bot_trigger', props: { teamId: team, channelId: channel }, output: { unreadable: 'cause_bot_output' },
  }),
  teams.trigger(['new_chat_message', 'new_message_in_chat'], 'new-chat-message', { props: { chatId: { from: ['chat_id', 'chat'] } } }),
  teams.trigger(['new_channel', 'new_channel_created'], 'new-channel', { props: { teamId: team } }),

  teams.action(['post_message', 'post_channel_message', 'post_simple_message', 'send_channel_message', 'post_message_to_channel', 'send_message'],
    'microsoft_teams_send_channel_message', { shape: 'body_format', props: { teamId: team, channelId: channel, content }, ignore: format }),
  teams.action(['post_blocks_message', 'post_bot_message', 'post_adaptive_card', 'post_card', 'post_card_message'], 'microsoft_teams_send_channel_message', {
    shape: 'body_format', status: 'approximated', note: 'teams_card_as_text',
    props: { teamId: team, channelId: channel, content: { from: ['text', 'message', 'summary', 'fallback_text', 'title'] } }, ignore: format,
  }),
  teams.action(['post_reply', 'post_bot_reply', 'post_simple_reply', 'post_blocks_reply_message', 'reply_to_message', 'reply_to_channel_message'],
    'microsoft_teams_reply_to_channel_message', {
      shape: 'body_format',
      props: { teamId: team, channelId: channel, messageId: { from: ['message_id', 'reply_to_id', 'parent_message_id', 'reply_to', 'conversation_id'] }, content },
      ignore: format,
    }),
  teams.action(['send_chat_message', 'post_chat_message', 'post_message_to_chat', 'send_message_to_chat'], 'microsoft_teams_send_chat_message', {
    shape: 'body_format', props: { chatId: { from: ['chat_id', 'chat'] }, content }, ignore: format,
  }),
  teams.action(['create_channel', 'create_channel_v2'], 'microsoft_teams_create_channel', {
    props: { teamId: team, channelDisplayName: { from: ['display_name', 'name', 'channel_name'] }, channelDescription: { from: ['description'] } },
  }),
  teams.action(['get_channel_message', 'get_message'], 'microsoft_teams_get_channel_message', {
    props: { teamId: team, channelId: channel, messageId: { from: ['message_id', 'id'] }, replyId: { from: ['reply_id'] } },
  }),
  teams.action(['find_channel', 'search_channel', 'get_channel_by_name', 'search_channels'], 'microsoft_teams_find_channel', {
    props: { teamId: team, channelName: { from: ['name', 'channel_name', 'display_name'] } },
  }),
  teams.custom(),
];
