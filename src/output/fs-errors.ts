// One translated message per way a write can fail, named after what the user can do about it (exit 2).
import { UserError } from '../errors.js';
import { outputMessages } from '../i18n/messages/output.js';

const KEY_BY_CODE: ReadonlyMap<string, keyof typeof outputMessages.en & string> = new Map([
  ['ENOTDIR', 'not_a_folder'],
  ['EEXIST', 'not_a_folder'],
  ['EACCES', 'no_permission'],
  ['EPERM', 'no_permission'],
  ['EROFS', 'read_only'],
  ['ENAMETOOLONG', 'name_too_long'],
  ['ENOSPC', 'disk_full'],
  ['EDQUOT', 'disk_full'],
]);

export function errnoCode(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The UserError for a failed write at `path`; a UserError passes through unchanged. */
export function outputError(path: string, error: unknown): UserError {
  if (error instanceof UserError) return error;
  const code = errnoCode(error) ?? 'error';
  const key = KEY_BY_CODE.get(code);
  if (key) return new UserError(`output_${key}`, outputMessages, key, { path });
  return new UserError('output_unwritable', outputMessages, 'unwritable', { path, detail: code });
}
