// Slack (`slack` and `slack_bot`, both canonical `slack`) -> @activepieces/piece-slack.
import type { OperationRow } from '../types.js';
import { bool, rowsFor } from './common.js';

const { action, trigger, custom } = rowsFor('slack', '@activepieces/piece-slack');

// Workbot asks a command's parameters in a dialog (docs.workato.com/workbot/workbot-triggers.html, Command input
// fields); new_command gives the channel message with `parsed_command: { command, args }` read from its words
// (activepieces/activepieces packages/pieces/community/slack/src/lib/triggers/new-command.ts). No Workato path has a
// counterpart there, so reads of the trigger's output are reported, never left to resolve to nothing.
const BOT_OUTPUT = { unreadable: 'cause_bot_output' as const };

const channel = { from: ['channel', 'channel_id', 'conversation', 'channel_name'] };
const ts = { from: ['ts', 'message_ts', 'timestamp', 'message_id'] };
const threadTs = { from: ['thread_ts', 'advanced.thread_ts', 'message_ts', 'parent_message_ts', 'advanced.message_ts'] };

export const SLACK_ROWS: OperationRow[] = [
  // Triggers. Workato's generic event trigger names the event in `event_name`; the variants pick the matching trigger
  // when the builder passes the step input to findRow, the plain row is the fallback.
  trigger(['new_event'], 'new-message', { status: 'approximated', note: 'slack_event_trigger', ignore: ['event_name'], fixed: { ignoreBots: true } }),
  trigger(['new_event[event_name=message]', 'new_event[event_name=message.channels]'], 'new-message', {
    ignore: ['event_name'], fixed: { ignoreBots: true }, output: { rename: { message: [] } },
  }),
  trigger(['new_event[event_name=reaction_added]'], 'new_reaction_added', { ignore: ['event_name'], output: { rename: { reaction_added: [] } } }),
  trigger(['new_event[event_name=reaction_removed]'], 'new_reaction_removed', { ignore: ['event_name'], output: { rename: { reaction_removed: [] } } }),
  trigger(['new_event[event_name=app_mention]'], 'new_mention', { ignore: ['event_name'], fixed: { ignoreBots: true, removeMention: false }, output: { rename: { app_mention: [] } } }),
  trigger(['new_event[event_name=channel_created]'], 'channel_created', { ignore: ['event_name'], output: { rename: { channel_created: [] } } }),
  trigger(['new_event[event_name=team_join]'], 'new-user', { ignore: ['event_name'], output: { rename: { team_join: [] } } }),
  trigger(['new_message', 'new_message_in_channel', 'new_channel_message'], 'new-message-in-channel', { props: { channel }, fixed: { ignoreBots: true } }),
  trigger(['bot_command_v2', 'bot_command', 'help_event', 'new_command'], 'new_command', {
    status: 'approximated', note: 'slack_bot_command', props: { commands: { from: ['command', 'commands', 'command_name'], as: 'list' } }, fixed: { ignoreBots: true },
    output: BOT_OUTPUT,
  }),
  trigger(['block_kit_modals', 'button_action', 'modal_submission', 'new_interaction'], 'new-modal-interaction', { status: 'approximated', note: 'slack_interaction', output: BOT_OUTPUT }),

  // Messages
  action(
    ['post_bot_message', 'post_message', 'post_message_v2', 'post_bot_message_v2', 'send_message', 'post_message_to_channel',
      'post_bot_reply', 'post_bot_reply_v2', 'post_reply', 'reply_to_message', 'post_thread_reply'],
    'send_channel_message',
    {
      shape: 'slack_blocks',
      props: {
        channel,
        text: { from: ['text', 'message', 'message_text'] },
        threadTs,
        replyBroadcast: bool(['reply_broadcast', 'advanced.reply_broadcast']),
        unfurlLinks: bool(['unfurl_links', 'advanced.unfurl_links']),
        username: { from: ['username', 'bot_name', 'advanced.username'] },
        iconEmoji: { from: ['icon_emoji', 'advanced.icon_emoji'] },
        profilePicture: { from: ['icon_url', 'advanced.icon_url'] },
      },
      // Slack formatting switches with no Activepieces equivalent that change nothing visible by default.
      ignore: ['parse', 'link_names', 'as_user', 'mrkdwn', 'pretext', 'title', 'title_link', 'attachment_text', 'footer', 'blocks', 'message_blocks'],
    },
  ),
  action(['post_direct_message', 'send_direct_message', 'direct_message', 'post_bot_direct_message'], 'send_direct_message', {
    props: { userId: { from: ['user', 'user_id', 'channel', 'member'] }, text: { from: ['text', 'message'] } },
  }),
  action(['update_message', 'update_bot_message', 'update_blocks_by_block_id', 'update_message_v2'], 'updateMessage', {
    props: { channel, ts, text: { from: ['text', 'message'] } },
  }),
  action(['delete_message', 'delete_bot_message'], 'delete-message', { props: { channel, ts } }),
  action(['add_reaction', 'add_reaction_to_message', 'add_emoji_reaction'], 'slack-add-reaction-to-message', {
    props: { channel, ts, reaction: { from: ['name', 'reaction', 'emoji'] } }, fixed: { reactAsUser: false },
  }),
  action(['get_message', 'get_message_by_ts'], 'get-message', { props: { channel, ts } }),
  action(['get_conversation_history', 'conversations_history', 'get_channel_history', 'list_messages'], 'getChannelHistory', {
    props: { channel, oldest: { from: 'oldest', as: 'number' }, latest: { from: 'latest', as: 'number' }, inclusive: bool('inclusive', false) },
    fixed: { includeAllMetadata: false },
  }),
  action(['get_thread_replies', 'conversations_replies', 'get_message_replies', 'get_replies'], 'retrieveThreadMessages', { props: { channel, threadTs: { from: ['thread_ts', 'ts', 'message_ts'] } } }),
  action(['search_messages'], 'searchMessages', { props: { query: { from: ['query', 'search', 'text'] } } }),

  // Users and channels
  action(['get_user_by_email', 'search_user_by_email', 'find_user_by_email', 'lookup_user_by_email'], 'slack-find-user-by-email', { props: { email: { from: ['email', 'user_email'] } } }),
  action(['get_user_info', 'get_user', 'get_user_by_id', 'get_user_details'], 'find-user-by-id', { props: { id: { from: ['user', 'user_id', 'id'] } } }),
  action(['list_users', 'get_users'], 'listUsers', { props: { includeBots: bool('include_bots', false), includeDisabled: bool(['include_deleted', 'include_disabled'], false) } }),
  action(['create_conversation', 'create_channel'], 'slack-create-channel', { props: { channelName: { from: ['name', 'channel_name'] }, isPrivate: bool(['is_private', 'private']) } }),
  action(['invite_user_to_conversation', 'invite_users_to_channel', 'invite_user_to_channel', 'invite_to_conversation'], 'invite-user-to-channel', {
    props: { channel, userId: { from: ['users', 'user', 'user_id'] } },
  }),
  action(['set_channel_topic', 'set_conversation_topic'], 'set-channel-topic', { props: { channel, topic: { from: ['topic', 'text'] } } }),
  action(['upload_file', 'upload_file_v2', 'upload_file_to_channel'], 'uploadFile', {
    props: {
      file: { from: ['content', 'file', 'file_content', 'contents'] },
      filename: { from: ['filename', 'file_name', 'name'] },
      title: { from: ['title'] },
      channel: { from: ['channels', 'channel', 'channel_id'] },
    },
  }),
  custom({ fixed: { useUserToken: false } }),
];
