// File storage connectors: Amazon S3, SFTP/FTP, Box, Dropbox.
import type { OperationRow } from '../types.js';
import { bool, customViaHttp, num, rowsFor } from './common.js';

const s3 = rowsFor('amazon_s3', '@activepieces/piece-amazon-s3');
const sftp = rowsFor('sftp', '@activepieces/piece-sftp');
const box = rowsFor('box', '@activepieces/piece-box');
const dropbox = rowsFor('dropbox', '@activepieces/piece-dropbox');

// The Amazon S3 piece takes the bucket (and region) from its connection.
const bucket = { status: 'approximated' as const, note: 's3_bucket' as const, ignore: ['bucket', 'bucket_name', 'region'] };
const key = { from: ['file_name', 'key', 'path', 'object_key', 'file_path', 'name'] };
// An object named by a folder and a file name has the key `<folder>/<name>` (S3 keys are full paths).
const objectKey = { ...key, join: { dir: ['path', 'folder', 'folder_path', 'prefix'], name: ['file_name', 'name'] } };

export const AMAZON_S3_ROWS: OperationRow[] = [
  s3.trigger(['new_file', 'new_updated_file', 'new_object', 'new_file_in_bucket', 'new_updated_object', 'new_updated_file_v2'], 'new_file', {
    ...bucket, props: { folderPath: { from: ['prefix', 'folder', 'path', 'folder_path'] } },
  }),
  s3.action(['upload_file', 'upload_object', 'put_object', 'upload_file_stream', 'upload_file_v2'], 'upload-file', {
    ...bucket,
    props: { file: { from: ['content', 'file_content', 'file', 'body', 'contents'] }, fileName: key, acl: 'acl', type: { from: ['content_type', 'mime_type'] } },
  }),
  s3.action(['download_file', 'get_object', 'download_object', 'get_file', 'read_file', 'get_file_contents', 'download_file_stream'], 'read-file', { ...bucket, props: { key: objectKey } }),
  // list-files answers { files: [{ key, size, lastModified, etag, storageClass }], isTruncated }
  // (src/engine/mapping/outputs/apps.ts): Workato's object list is read under `files`.
  s3.action(['list_objects', 'list_files', 'search_objects', 'list_bucket_objects', 'list_objects_v2'], 'list-files', {
    ...bucket, props: { prefix: { from: ['prefix', 'folder', 'path'] }, maxKeys: num(['max_keys', 'limit']) }, output: { rename: { objects: ['files'], contents: ['files'] } },
  }),
  s3.action(['delete_object', 'delete_file', 'remove_object'], 'deleteFile', { ...bucket, props: { key: objectKey } }),
  s3.action(['move_file', 'move_object', 'rename_object'], 'moveFile', {
    ...bucket, props: { fileKey: { from: ['source_key', 'key', 'file_name', 'source_path'] }, folderKey: { from: ['destination_key', 'destination', 'folder', 'destination_path'] } },
  }),
  s3.action(['generate_presigned_url', 'get_presigned_url', 'create_presigned_url', 'get_file_url'], 'generate-signed-url', {
    ...bucket, props: { key: objectKey, expiresIn: num(['expires_in', 'expiration', 'expires'], 3600) },
  }),
  customViaHttp('amazon_s3'),
];

const path = { from: ['file_path', 'path', 'file_name', 'name', 'filename'] };
const dir = { from: ['path', 'directory', 'folder', 'directory_path', 'folder_path', 'dir'] };

export const SFTP_ROWS: OperationRow[] = [
  sftp.trigger(['new_file', 'new_updated_file', 'new_file_batch', 'new_files', 'new_file_in_folder'], 'new_file', { props: { path: dir, ignoreHiddenFiles: bool('ignore_hidden_files') } }),
  sftp.action(['upload_file', 'upload', 'put_file', 'upload_file_stream', 'upload_file_v2'], 'upload_file', {
    props: { fileName: path, fileContent: { from: ['content', 'file_content', 'contents', 'file', 'data'] } },
  }),
  sftp.action(['create_file', 'write_file', 'create_text_file'], 'create_file', { props: { fileName: path, fileContent: { from: ['content', 'file_content', 'contents', 'text', 'data'] } } }),
  // read_file_content answers { file } (the content stored as a flow file) and listFolderContents
  // { status, contents } (src/engine/mapping/outputs/apps.ts): Workato's content and file list are read there.
  sftp.action(['download_file', 'get_file_contents', 'read_file', 'download_file_content', 'get_file', 'download_file_stream'], 'read_file_content', {
    status: 'approximated', note: 'sftp_file_reference', approximates: [], props: { filePath: path }, output: { rename: { content: ['file'], file_contents: ['file'], contents: ['file'] } },
  }),
  sftp.action(['list_files', 'list_directory', 'list_folder', 'search_files', 'list_folder_contents'], 'listFolderContents', { props: { directoryPath: dir }, output: { rename: { files: ['contents'], list: ['contents'] } } }),
  sftp.action(['delete_file', 'remove_file'], 'deleteFile', { props: { filePath: path } }),
  sftp.action(['rename_file', 'move_file', 'rename_or_move_file', 'rename_folder'], 'renameFileOrFolder', {
    props: { oldPath: { from: ['file_path', 'path', 'source_path', 'old_path', 'from_path'] }, newPath: { from: ['new_path', 'destination_path', 'target_path', 'new_file_path', 'to_path'] } },
  }),
  sftp.action(['create_directory', 'create_folder', 'make_directory'], 'createFolder', { props: { folderPath: dir, recursive: bool('recursive') } }),
  sftp.action(['delete_directory', 'delete_folder', 'remove_directory'], 'deleteFolder', { props: { folderPath: dir, recursive: bool('recursive') } }),
];

export const BOX_ROWS: OperationRow[] = [
  box.trigger(['new_file', 'new_file_in_folder', 'new_updated_file', 'new_file_v2'], 'new_file', { props: { folder: { from: ['folder_id', 'folder', 'parent_id'] } } }),
  box.trigger(['new_folder', 'new_folder_in_folder'], 'new_folder', { props: { folder: { from: ['folder_id', 'folder', 'parent_id'] } } }),
  box.apiPath(['get_file_info', 'download_file', 'create_folder', 'search']),
  box.custom(),
];

const dbPath = { from: ['path', 'file_path', 'folder_path', 'id'] };

export const DROPBOX_ROWS: OperationRow[] = [
  dropbox.trigger(['new_folder', 'new_folder_in_folder'], 'new_folder', { props: { path: dbPath, recursive: bool('recursive') } }),
  dropbox.action(['upload_file', 'upload_file_stream', 'upload_file_v2'], 'upload_dropbox_file', {
    props: { path: { from: ['path', 'file_path', 'destination', 'destination_path'] }, file: { from: ['content', 'file_content', 'file', 'contents'] }, autorename: bool('autorename'), mute: bool('mute') },
  }),
  dropbox.action(['create_text_file'], 'create_new_dropbox_text_file', { props: { path: dbPath, text: { from: ['text', 'content'] }, autorename: bool('autorename') } }),
  dropbox.action(['download_file', 'get_file_contents', 'download_file_contents', 'download_file_stream'], 'downloadFile', { props: { path: dbPath } }),
  dropbox.action(['create_folder'], 'create_new_dropbox_folder', { props: { path: dbPath, autorename: bool('autorename') } }),
  dropbox.action(['delete_file', 'delete', 'delete_file_or_folder'], 'delete_dropbox_file', { props: { path: dbPath } }),
  dropbox.action(['delete_folder'], 'delete_dropbox_folder', { props: { path: dbPath } }),
  dropbox.action(['move_file', 'move', 'move_file_or_folder'], 'move_dropbox_file', {
    props: { from_path: { from: ['from_path', 'source_path', 'path'] }, to_path: { from: ['to_path', 'destination_path', 'destination'] }, autorename: bool('autorename') },
  }),
  dropbox.action(['copy_file', 'copy', 'copy_file_or_folder'], 'copy_dropbox_file', {
    props: { from_path: { from: ['from_path', 'source_path', 'path'] }, to_path: { from: ['to_path', 'destination_path', 'destination'] }, autorename: bool('autorename') },
  }),
  dropbox.action(['search', 'search_files', 'search_files_folders', 'search_file_or_folder'], 'search_dropbox', {
    props: { query: { from: ['query', 'search', 'name'] }, path: { from: ['path', 'folder_path'] }, max_results: num(['max_results', 'limit']) },
  }),
  dropbox.action(['list_folder', 'list_files', 'list_folder_contents', 'list_files_in_folder'], 'list_dropbox_folder', { props: { path: dbPath, recursive: bool('recursive'), limit: num('limit') } }),
  dropbox.action(['get_temporary_link', 'get_file_link'], 'get_dropbox_file_link', { props: { path: dbPath } }),
  dropbox.action(['get_shared_link', 'create_shared_link', 'create_shared_link_with_settings'], 'get_dropbox_file_link', { status: 'approximated', note: 'dropbox_temporary_link', props: { path: dbPath } }),
  dropbox.custom(),
];
