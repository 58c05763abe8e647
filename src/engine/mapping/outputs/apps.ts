// Output shapes of app pieces (the external services behind the flows), each read from the piece's own code.
// `data` is what the service's API answered; the shape is what the piece hands to later steps.
import { asRecord, unchanged, type OutputShape } from './types.js';

const REPO = 'activepieces/activepieces packages/pieces/community';

export const APP_OUTPUTS: readonly OutputShape[] = [
  {
    piece: '@activepieces/piece-slack', name: 'send_channel_message', kind: 'action',
    // slackSendMessage returns WebClient.chat.postMessage's answer unchanged ({ ok, channel, ts, message }).
    source: 'npm @activepieces/piece-slack@0.17.9 src/index.js (send_channel_message run → slackSendMessage)',
    output: unchanged,
  },
  {
    piece: '@activepieces/piece-slack', name: 'new_reaction_added', kind: 'trigger',
    // run() returns [payload.body.event]: the Events API envelope's `event` ({ type, user, reaction, item, … }).
    source: 'npm @activepieces/piece-slack@0.17.9 src/index.js (new_reaction_added run)',
    output: (data) => asRecord(data).event ?? data,
  },
  {
    piece: '@activepieces/piece-smtp', name: 'send-email', kind: 'action',
    // returns nodemailer's sendMail info ({ accepted, rejected, messageId, response, envelope }) unchanged.
    source: `${REPO}/smtp/src/lib/actions/send-email.ts (run)`,
    output: unchanged,
  },
  {
    piece: '@activepieces/piece-jira-cloud', name: 'search_issues', kind: 'action',
    // pages through /search/jql and returns the list of issues itself (at most maxResults), not { issues }.
    source: `${REPO}/jira-cloud/src/lib/actions/search-issues.ts (run)`,
    output: (data, input) => {
      const issues = Array.isArray(data) ? data : asRecord(data).issues;
      const list = Array.isArray(issues) ? issues : [];
      const max = typeof input.maxResults === 'number' ? input.maxResults : list.length;
      return list.slice(0, max);
    },
  },
  {
    piece: '@activepieces/piece-jira-cloud', name: 'new_issue', kind: 'trigger',
    // a polling trigger: each event is one created issue as Jira's search returns it ({ id, key, fields, … }).
    source: `${REPO}/jira-cloud/src/lib/triggers/new-issue.ts (run → createJiraPolling poll)`,
    output: unchanged,
  },
  {
    piece: '@activepieces/piece-salesforce', name: 'update_record', kind: 'action',
    // PATCHes the record and returns { success: true } whatever Salesforce answered (204 No Content).
    source: `${REPO}/salesforce/src/lib/action/update-record.ts (run)`,
    output: () => ({ success: true }),
  },
  {
    piece: '@activepieces/piece-google-sheets', name: 'google-sheets-new-or-updated-row', kind: 'trigger',
    // run() returns one { row: <1-based row number>, values: { <column letter>: cell ?? '' }, <dedupe key> } per
    // changed row; the data is that row. Read at package.json 0.17.0; an older copy of the file leaves trailing empty
    // cells out instead of '' (either way they read as empty text).
    source: `${REPO}/google-sheets/src/lib/triggers/new-or-updated-row.trigger.ts (run)`,
    output: (data) => {
      const r = asRecord(data);
      const values: Record<string, unknown> = {};
      for (const [column, cell] of Object.entries(asRecord(r.values))) values[column] = cell ?? '';
      return { row: r.row, values };
    },
  },
  {
    piece: '@activepieces/piece-pipefy', name: 'cardMoved', kind: 'trigger',
    // Pipefy's own piece (0.2.4) is not public. Its triggers' output root is `data` (the references Pipefy's migrator
    // writes for it: shared/research/ipaas-migrator.md §4.3, shared/research/activepieces.md §3) and the event is the
    // card.move webhook's data, { action, from, to, moved_by, card: { id, title, pipe_id } } (an early public copy,
    // williangoncalvespipefy/activepieces packages/pieces/pipefy/src/lib/triggers/card-moved-trigger.ts run and
    // sampleData; shared/research/updates-2026-11.md "Pipefy piece trigger payloads"). The data is that webhook data.
    source: 'packages/pieces/pipefy/src/lib/triggers/card-moved-trigger.ts (williangoncalvespipefy/activepieces, run) + shared/research/ipaas-migrator.md §4.3',
    output: (data) => ({ data: asRecord(data) }),
  },
  {
    piece: '@activepieces/piece-pipefy', name: 'getCardById', kind: 'action',
    // Pipefy's 0.2.4 piece is not public: its outputs are read under `data`, getCardById's at `data.card`
    // (shared/research/ipaas-migrator.md "Output envelope", shared/research/activepieces.md §3). The card is GraphQL's
    // `card(id)` ({ id, title, …, fields: [{ name, field { id, label, type }, value, … }] }: the early public copy,
    // williangoncalvespipefy/activepieces packages/pieces/pipefy/src/lib/common/graphql-requests.ts,
    // buildGetCardWithFieldsByIdRequest). The data is that card.
    source: 'shared/research/ipaas-migrator.md (Output envelope) + williangoncalvespipefy/activepieces packages/pieces/pipefy/src/lib/common/graphql-requests.ts',
    output: (data) => ({ data: { card: asRecord(data) } }),
  },
  {
    piece: '@activepieces/piece-gmail', name: 'gmail_new_email_received', kind: 'trigger',
    // a polling trigger: each event is { message: { ...the raw mail parsed by mailparser (subject, from, to, text,
    // html, messageId, …), attachments: convertAttachment(…) = [{ fileName, mimeType, size, data: <stored file> }] },
    // thread: { ...the gmail.users.threads.get response ({ data: { id, messages }, … }) } }. The same in the older
    // copy of the file that polls with googleapis; the data is that event.
    source: `${REPO}/gmail/src/lib/triggers/new-email.ts (run → pollRecentMessages)`,
    output: (data) => {
      const r = asRecord(data);
      const message = asRecord(r.message);
      return { message: { ...message, attachments: Array.isArray(message.attachments) ? message.attachments : [] }, thread: asRecord(r.thread) };
    },
  },
  {
    piece: '@activepieces/piece-salesforce', name: 'find_records_by_query', kind: 'action',
    // runs SELECT FIELDS(ALL) … LIMIT 200 and returns the query response body: { totalSize, done, records }.
    source: `${REPO}/salesforce/src/lib/action/find-records-by-query.ts (run)`,
    output: unchanged,
  },
  {
    piece: '@activepieces/piece-salesforce', name: 'find_record', kind: 'action',
    // runs SELECT FIELDS(ALL) FROM <object> WHERE <field> = '<value>' LIMIT 200 and returns the query response body.
    source: `${REPO}/salesforce/src/lib/action/find-record.ts (run)`,
    output: unchanged,
  },
  {
    piece: '@activepieces/piece-salesforce', name: 'new_record', kind: 'trigger',
    // a polling trigger: each event is one record of the query's `records` (SELECT FIELDS(ALL) ... ORDER BY CreatedDate).
    source: `${REPO}/salesforce/src/lib/trigger/new-record.ts (polling items: data: item)`,
    output: unchanged,
  },
  {
    piece: '@activepieces/piece-salesforce', name: 'new_or_updated_record', kind: 'trigger',
    // the same with LastModifiedDate: each event is one changed record, all its fields.
    source: `${REPO}/salesforce/src/lib/trigger/new-updated-record.ts (polling items: data: item)`,
    output: unchanged,
  },
  {
    piece: '@activepieces/piece-google-bigquery', name: 'run_query', kind: 'action',
    // returns { rows: bigQueryRowsToFlat(schema, rows), row_count, total_rows, bytes_processed, job_id, cache_hit }.
    source: `${REPO}/google-bigquery/src/lib/actions/run-query.ts (run)`,
    output: unchanged,
  },
  {
    piece: '@activepieces/piece-sendgrid', name: 'send_email', kind: 'action',
    // POSTs /mail/send and returns { success: true } whatever SendGrid answered (202 Accepted, no body).
    source: `${REPO}/sendgrid/src/lib/actions/send-email.ts (run)`,
    output: () => ({ success: true }),
  },
  {
    piece: '@activepieces/piece-gmail', name: 'gmail_get_mail', kind: 'action',
    // returns { id: <message_id input>, ...the mail as mailparser parses it (subject, from, to, text, html, …),
    // attachments } with the attachments stored as flow files; the data is the parsed mail.
    source: `${REPO}/gmail/src/lib/actions/get-mail-action.ts (gmailGetEmailAction run)`,
    output: (data, input) => ({ id: input.message_id, ...asRecord(data), attachments: asRecord(data).attachments ?? [] }),
  },
  {
    piece: '@activepieces/piece-google-drive', name: 'upload_gdrive_file', kind: 'action',
    // returns the Drive upload response body (the file resource: { kind, id, name, mimeType }).
    source: `${REPO}/google-drive/src/lib/action/upload-file.ts (run → createNewFile / updateExistingFile)`,
    output: unchanged,
  },
  {
    piece: '@activepieces/piece-stripe', name: 'create_customer', kind: 'action',
    // returns the POST /v1/customers response body (the Stripe customer object).
    source: `${REPO}/stripe/src/lib/actions/create-customer.ts (run)`,
    output: unchanged,
  },
  {
    piece: '@activepieces/piece-openai', name: 'ask_chatgpt', kind: 'action',
    // returns completion.choices[0].message.content: the answer text, not the completion object.
    source: `${REPO}/openai/src/lib/actions/send-prompt.ts (askOpenAI run)`,
    output: (data) => {
      const choices = asRecord(data).choices;
      return Array.isArray(choices) ? asRecord(asRecord(choices[0]).message).content : undefined;
    },
  },
  {
    piece: '@activepieces/piece-okta', name: 'find_group_by_name', kind: 'action',
    // returns the GET /groups?q= response body: a list of groups.
    source: `${REPO}/okta/src/lib/actions/find-group-by-name.ts (run)`,
    output: unchanged,
  },
  {
    piece: '@activepieces/piece-okta', name: 'add_user_to_group', kind: 'action',
    // ignores the API answer and returns { success, userId, groupId, message }.
    source: `${REPO}/okta/src/lib/actions/add-user-to-group.ts (run)`,
    output: (_data, input) => ({ success: true, userId: input.userId, groupId: input.groupId, message: 'User added to group' }),
  },
  {
    piece: '@activepieces/piece-okta', name: 'create_user', kind: 'action',
    // returns the POST /users response body (the Okta user).
    source: `${REPO}/okta/src/lib/actions/create-user.ts (run)`,
    output: unchanged,
  },
  {
    piece: '@activepieces/piece-sftp', name: 'read_file_content', kind: 'action',
    // returns { file: await context.files.write({ fileName, data }) }: the content is stored as a flow file and
    // later steps get its reference (a `db://`, `file://` or `memory://` URL from the engine's files service,
    // packages/engine/src/lib/services/files.service.ts, step-files.service.ts), not the text; a failure answers
    // { success: false, error }. The model stands in a `memory://` reference named after the file.
    source: `${REPO}/sftp/src/lib/actions/read-file.ts (readFileContent run), catalog @activepieces/piece-sftp 0.5.8`,
    output: (_data, input) => ({ file: `memory://${String(input.filePath ?? '').split('/').pop() ?? ''}` }),
  },
  {
    piece: '@activepieces/piece-sftp', name: 'listFolderContents', kind: 'action',
    // returns { status: 'success', contents } where contents is ssh2-sftp-client's list() of the directory
    // (entries { type, name, size, modifyTime, accessTime, rights, owner, group }); the data is that list.
    source: `${REPO}/sftp/src/lib/actions/list-files.ts (listFolderContentsAction run), catalog @activepieces/piece-sftp 0.5.8`,
    output: (data) => ({ status: 'success', contents: Array.isArray(data) ? data : [] }),
  },
  {
    piece: '@activepieces/piece-sftp', name: 'deleteFile', kind: 'action',
    // returns { status: 'success' } once the file is deleted ({ status: 'error', error } on an FTP error).
    source: `${REPO}/sftp/src/lib/actions/delete-file.ts (deleteFileAction run), catalog @activepieces/piece-sftp 0.5.8`,
    output: () => ({ status: 'success' }),
  },
  {
    piece: '@activepieces/piece-amazon-s3', name: 'list-files', kind: 'action',
    // returns { files: [{ key, size, lastModified, etag, storageClass }], isTruncated } from ListObjectsV2, newest
    // first and at most maxKeys (default 1000); the data is the list of objects.
    source: `${REPO}/amazon-s3/src/lib/actions/list-files.ts (listFiles run), catalog @activepieces/piece-amazon-s3 0.6.8`,
    output: (data, input) => {
      const files = Array.isArray(data) ? data : [];
      const max = typeof input.maxKeys === 'number' && input.maxKeys > 0 ? Math.min(input.maxKeys, 1000) : 1000;
      return { files: files.slice(0, max), isTruncated: files.length > max };
    },
  },
  {
    piece: '@activepieces/piece-service-now', name: 'create_record', kind: 'action',
    // returns ServiceNowRecordSchema.parse(client.createRecord(...)): the created record itself ({ sys_id, … }).
    source: `${REPO}/service-now/src/lib/actions/create-record.ts (createRecordAction run), catalog @activepieces/piece-service-now 0.2.4`,
    output: unchanged,
  },
];
