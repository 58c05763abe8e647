// Last-resort reporting of a failed command, shared by cli.ts and the commands (a module of its own, so the commands
// that cli.ts loads never import cli.ts back).
import { isUserError } from './errors.js';
import { translator, type Lang } from './i18n/index.js';
import { cliMessages } from './i18n/messages/cli.js';
import type { Io } from './io.js';
import { redactValue } from './secrets.js';

/** Last-resort reporting: a user error prints its translated message; anything else prints one line, no stack. */
export function reportFailure(error: unknown, io: Io, lang: Lang, json: boolean): number {
  if (isUserError(error)) {
    const message = error.render(lang);
    if (json) io.stdout(JSON.stringify(redactValue({ ok: false, error: { code: error.code, message } })) + '\n');
    else io.stderr(message + '\n');
    return error.exitCode;
  }
  const t = translator(cliMessages, lang);
  const detail = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : String(error).slice(0, 200);
  const message = t('unexpected_error', { detail });
  if (json) io.stdout(JSON.stringify(redactValue({ ok: false, error: { code: 'unexpected', message } })) + '\n');
  else io.stderr(message + '\n');
  if (io.env.PIPE_MIGRATE_DEBUG && error instanceof Error) io.stderr(String(error.stack) + '\n');
  return 1;
}
