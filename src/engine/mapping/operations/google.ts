// Google: Gmail, Sheets and Drive -> @activepieces/piece-gmail, -google-sheets, -google-drive.
import type { OperationRow } from '../types.js';
import { bool, list, num, rowsFor } from './common.js';

const gmail = rowsFor('gmail', '@activepieces/piece-gmail');
const sheets = rowsFor('google_sheets', '@activepieces/piece-google-sheets');
const drive = rowsFor('google_drive', '@activepieces/piece-google-drive');

const messageId = { from: ['message_id', 'id', 'email_id'] };
const labels = ['label_ids', 'label_id', 'label'];
const mail = {
  receiver: list(['to', 'receiver', 'recipients']),
  cc: list('cc'),
  bcc: list('bcc'),
  subject: { from: 'subject' },
  body: { from: ['body', 'message', 'content', 'html_body', 'text_body'] },
  reply_to: list(['reply_to', 'reply_to_email']),
  sender_name: { from: ['from_name', 'sender_name', 'sender'] },
  from: { from: ['from', 'from_email'] },
  in_reply_to: { from: ['in_reply_to'] },
};

/**
 * The piece's new-email event is { message: <the mail as mailparser parses it, attachments stored as files
 * { fileName, mimeType, size, data }>, thread: <the threads.get response> } (src/engine/mapping/outputs/apps.ts).
 * Workato's email id (Gmail's message id) is not in it: the parsed mail carries only the Message-ID header. Other
 * Workato fields (snippet, bodies, sender) are flagged until their counterpart is read from a source.
 */
const MAIL_EVENT = {
  rename: { subject: ['message', 'subject'], attachments: ['message', 'attachments'], thread_id: ['thread', 'data', 'id'] },
  items: { attachments: { rename: { filename: ['fileName'], mime_type: ['mimeType'] }, absent: ['attachmentId', 'attachment_id'] } },
  absent: ['id'],
  closed: true,
};

export const GMAIL_ROWS: OperationRow[] = [
  // Gmail labels are picked in the step (the piece keeps the label object, Workato only its id): see gmail_label.
  gmail.trigger(['new_email', 'new_email_v2', 'new_message', 'new_mail'], 'gmail_new_email_received', {
    shape: 'gmail_label', props: { subject: 'subject', from: { from: ['from', 'sender'] }, to: 'to' }, ignore: labels, output: MAIL_EVENT,
  }),
  gmail.trigger(['new_labeled_email', 'new_email_with_label', 'new_labeled_message'], 'new_labeled_email', { shape: 'gmail_label', ignore: labels }),
  gmail.trigger(['new_attachment', 'new_email_with_attachment'], 'new_attachment', {
    shape: 'gmail_label', props: { from: 'from', to: 'to', subject: 'subject' }, ignore: labels,
  }),
  gmail.action(['send_mail', 'send_email', 'send_message', 'send_mail_v2'], 'send_email', {
    shape: 'gmail_send', props: mail, fixed: { draft: false }, ignore: ['email_type', 'body_type', 'content_type', 'attachments', 'attachment'],
  }),
  gmail.action(['create_draft', 'create_draft_email', 'draft_email'], 'send_email', {
    shape: 'gmail_send', props: mail, fixed: { draft: true }, ignore: ['email_type', 'body_type', 'content_type', 'attachments', 'attachment'],
  }),
  gmail.action(['get_email', 'get_message', 'get_email_by_id', 'get_message_by_id'], 'gmail_get_mail', { props: { message_id: messageId } }),
  gmail.action(['download_attachment', 'get_attachment', 'download_attachments'], 'gmail_get_mail', {
    status: 'approximated', note: 'gmail_attachment', props: { message_id: messageId }, ignore: ['attachmentId', 'attachment_id'],
    // get mail answers the whole mail (apps.ts gmail_get_mail): the attachment's content and size are inside its
    // `attachments` list, found by name, not at the step's top level
    output: { absent: ['content_bytes', 'file_size'] },
  }),
  gmail.action(['search_emails', 'search_messages', 'search_email', 'list_messages'], 'gmail_search_mail', {
    shape: 'gmail_label', status: 'approximated', note: 'gmail_search_query',
    props: { content: { from: ['query', 'q', 'content'] }, from: 'from', to: 'to', subject: 'subject', max_results: num(['max_results', 'limit', 'max']) },
    ignore: labels,
  }),
  gmail.custom(),
];

const spreadsheet = {
  spreadsheetId: { from: ['spreadsheet', 'spreadsheet_id', 'spreadsheetId'] },
  sheetId: { from: ['sheet', 'sheet_name', 'worksheet', 'sheet_id'] },
};
const sheetRow = (names: string[], name: string, extra: Parameters<typeof sheets.action>[2] = {}) =>
  sheets.action(names, name, { shape: 'google_sheets', ...extra, props: { ...spreadsheet, ...(extra.props ?? {}) }, ignore: ['team_drive', 'team_drives', ...(extra.ignore ?? [])] });

/**
 * The piece's row event is { row, values: { A: …, B: … } } (src/engine/mapping/outputs/apps.ts): Workato's
 * `columns.col_<n>` is the cell of column n (from 1) and `row_number` the row; nothing else (the spreadsheet and
 * sheet names and id) is in the event.
 */
const SHEET_ROW_EVENT = {
  rename: { columns: ['values'], row_number: ['row'] },
  keys: { columns: 'sheet_column_letter' as const },
  closed: true,
};

export const GOOGLE_SHEETS_ROWS: OperationRow[] = [
  sheets.trigger(['updated_spreadsheet_row_v4_2', 'updated_spreadsheet_row_v4', 'updated_spreadsheet_row', 'new_or_updated_spreadsheet_row', 'updated_row', 'new_updated_row_v4'],
    'google-sheets-new-or-updated-row', { shape: 'google_sheets', status: 'approximated', note: 'sheets_columns', props: spreadsheet, output: SHEET_ROW_EVENT }),
  sheets.trigger(['new_spreadsheet_row_v4', 'new_spreadsheet_row_v4_2', 'new_spreadsheet_row', 'new_row_v4', 'new_row'],
    'googlesheets_new_row_added', { shape: 'google_sheets', status: 'approximated', note: 'sheets_columns', props: spreadsheet }),
  sheets.trigger(['new_spreadsheet'], 'new-spreadsheet'),
  sheets.trigger(['new_worksheet', 'new_sheet'], 'new-worksheet', { props: { spreadsheetId: spreadsheet.spreadsheetId } }),

  sheetRow(['add_spreadsheet_row_v4', 'add_spreadsheet_row', 'add_spreadsheet_row_v3', 'add_row_v4', 'add_row'], 'insert_row', {
    status: 'approximated', note: 'sheets_columns', props: { values: { from: ['data', 'columns', 'row'] } }, fixed: { first_row_headers: true },
  }),
  sheetRow(['update_row_v4_new', 'update_spreadsheet_row_v3_new', 'update_spreadsheet_row_v4', 'update_spreadsheet_row', 'update_row_v4', 'update_row'], 'update_row', {
    status: 'approximated', note: 'sheets_columns', props: { row_id: num(['row_number', 'row_id', 'row']), values: { from: ['data', 'columns'] } }, fixed: { first_row_headers: true },
  }),
  sheetRow(['add_row_v4_bulk', 'add_rows_v4_bulk', 'add_spreadsheet_rows_bulk', 'add_rows_bulk'], 'google-sheets-insert-multiple-rows', {
    status: 'approximated', note: 'sheets_columns', props: { values: { from: ['rows', 'data', 'lines'] } }, fixed: { headerRow: 1 },
  }),
  sheetRow(['search_spreadsheet_rows_v4_new', 'search_spreadsheet_rows_v4', 'search_spreadsheet_rows', 'search_rows_v4', 'search_rows'], 'find_rows', {
    status: 'approximated', note: 'sheets_search',
    props: { searchValue: { from: ['search_value', 'value', 'query'] }, numberOfRows: num(['count', 'limit', 'max_rows']) },
    fixed: { matchCase: false, headerRow: 1, useHeaderNames: true },
  }),
  sheetRow(['get_spreadsheet_rows_v4', 'get_spreadsheet_rows', 'get_rows_v4', 'get_rows', 'get_all_rows'], 'get-many-rows', { fixed: { first_row_headers: true } }),
  sheetRow(['get_row_by_number', 'get_spreadsheet_row', 'get_row'], 'find_row_by_num', {
    props: { rowNumber: num(['row_number', 'row_id', 'row']) }, fixed: { headerRow: 1, useHeaderNames: true },
  }),
  sheetRow(['delete_row', 'delete_spreadsheet_row', 'delete_row_v4'], 'delete_row', { props: { rowId: num(['row_number', 'row_id', 'row']) } }),
  sheetRow(['clear_sheet', 'clear_spreadsheet', 'clear_worksheet'], 'clear_sheet', { fixed: { is_first_row_headers: true, headerRow: 1 } }),
  sheets.action(['create_spreadsheet', 'create_spreadsheet_v4'], 'create-spreadsheet', { props: { title: { from: ['title', 'name', 'spreadsheet_name'] } } }),
  sheets.action(['create_worksheet', 'add_sheet', 'create_sheet', 'add_worksheet'], 'create-worksheet', {
    props: { spreadsheetId: spreadsheet.spreadsheetId, title: { from: ['title', 'sheet_name', 'name'] }, headers: list(['headers', 'columns']) },
  }),
  sheets.custom(),
];

const fileId = { from: ['file_id', 'fileId', 'id'] };
const folder = { from: ['parents', 'folder_id', 'parent_id', 'folder', 'parent'] };

export const GOOGLE_DRIVE_ROWS: OperationRow[] = [
  drive.trigger(['new_file_or_folder', 'new_file', 'new_file_in_folder', 'new_file_v2', 'new_file_in_folder_v2'], 'new_file', { shape: 'drive_folder', props: { parentFolder: folder } }),
  drive.trigger(['new_folder', 'new_folder_in_folder'], 'new_folder', { shape: 'drive_folder', props: { parentFolder: folder } }),
  drive.trigger(['new_updated_file', 'new_or_updated_file', 'updated_file', 'new_updated_file_or_folder'], 'new_or_updated_file', { shape: 'drive_folder', props: { parentFolder: folder } }),

  drive.action(['upload_file', 'upload_file_stream', 'upload_small_file', 'upload_file_v2'], 'upload_gdrive_file', {
    shape: 'drive_folder',
    props: {
      fileName: { from: ['name', 'file_name', 'title', 'filename'] },
      file: { from: ['fileContent', 'file_content', 'content', 'contents', 'file'] },
      parentFolder: folder,
    },
    ignore: ['mime_type', 'content_type'],
  }),
  drive.action(['download_file_contents', 'download_file', 'get_file_contents', 'download_file_content', 'download_file_stream'], 'read-file', {
    props: { fileId, fileName: { from: ['file_name', 'name'] } },
  }),
  drive.action(['get_file', 'get_file_by_id', 'get_file_info', 'get_file_metadata', 'get_folder'], 'get-file-or-folder-by-id', { props: { id: fileId } }),
  drive.action(['create_folder', 'create_folder_v2'], 'create_new_gdrive_folder', { shape: 'drive_folder', props: { folderName: { from: ['name', 'folder_name', 'title'] }, parentFolder: folder } }),
  drive.action(['copy_file'], 'duplicate_file', { shape: 'drive_folder', props: { fileId, name: { from: ['name', 'new_name', 'title'] }, folderId: folder } }),
  drive.action(['delete_file', 'delete_file_or_folder', 'delete_folder'], 'delete_gdrive_file', { props: { fileId } }),
  drive.action(['trash_file'], 'trash_gdrive_file', { props: { fileId } }),
  drive.action(['move_file', 'move_rename_file', 'move_file_or_folder'], 'google-drive-move-file', { shape: 'drive_folder', props: { fileId, folderId: folder } }),
  drive.action(['list_files', 'list_files_in_folder', 'list_folder'], 'list-files', { shape: 'drive_folder', props: { folderId: { from: ['folder_id', 'parent_id', 'folder', 'id'] } } }),
  drive.action(['add_permission', 'share_file', 'create_permission', 'add_file_permission'], 'update_permissions', {
    props: {
      fileId, user_email: { from: ['email_address', 'email', 'user_email'] }, permission_name: { from: ['role', 'permission'] },
      send_invitation_email: bool(['send_notification_email', 'send_email', 'notify'], false),
    },
  }),
  drive.action(['remove_permission', 'delete_permission'], 'delete_permissions', {
    props: { fileId, user_email: { from: ['email_address', 'email', 'user_email'] }, permission_name: { from: ['role', 'permission'] } },
  }),
  drive.custom(),
];
