// `pipe-migrate smtp`: create a custom email sender (SMTP) in Pipefy.
// With all the required options, or without a terminal, it runs non-interactively (no Ink, no React);
// otherwise it shows the Ink screen, loaded lazily.
import { flag, hasFlag, type ParsedArgs } from '../args.js';
import { nearest } from '../cli-options.js';
import { UserError } from '../errors.js';
import { translator, type Lang } from '../i18n/index.js';
import { smtpMessages, type SmtpMessageKey } from '../i18n/messages/smtp.js';
import type { Io } from '../io.js';
import { createSmtpSender, type SmtpSenderResult } from '../smtp/client.js';
import { loadPipefyConfig } from '../smtp/config.js';
import { isSmtpError } from '../smtp/errors.js';
import { canReadWithoutEcho, isTerminal, readPipedPassword, readTypedPassword, type PasswordReading } from '../smtp/password-stdin.js';
import { mismatchLine } from '../smtp/mismatch.js';
import { redactValue, registerSecret } from '../secrets.js';
import { fieldErrorText, validateSmtpForm, type SmtpField, type SmtpFieldErrors, type SmtpFormValues, type SmtpSenderInput } from '../smtp/schema.js';

const VALUED_OPTIONS: Record<string, Exclude<SmtpField, 'ipRelay' | 'password'>> = {
  'sender-name': 'senderName',
  email: 'emailAddress',
  host: 'host',
  port: 'port',
  'organization-id': 'organizationId',
  username: 'username',
};
const REQUIRED_OPTIONS = ['sender-name', 'email', 'host', 'port', 'organization-id'];
const KNOWN_OPTIONS = new Set([...Object.keys(VALUED_OPTIONS), 'ip-relay', 'password-stdin', 'json', 'lang', 'help', 'version']);

const OPTION_OF_FIELD: Record<SmtpField, string> = {
  senderName: '--sender-name',
  emailAddress: '--email',
  host: '--host',
  port: '--port',
  organizationId: '--organization-id',
  ipRelay: '--ip-relay',
  username: '--username',
  password: '--password-stdin',
};

/** Invalid option values, reported together, one line per option, in the user's language. */
export class SmtpValidationError extends UserError<typeof smtpMessages.en> {
  /** `passwordRead`: --password-stdin was given and standard input held nothing */
  constructor(readonly fieldErrors: SmtpFieldErrors, private readonly passwordRead = false) {
    super('invalid_input', smtpMessages, 'cli_invalid');
  }

  fieldMessages(lang: Lang): Record<string, string> {
    const t = translator(smtpMessages, lang);
    const out: Record<string, string> = {};
    for (const [field, key] of Object.entries(this.fieldErrors) as Array<[SmtpField, SmtpMessageKey]>) {
      // On the command line the password can only come from standard input.
      const password = this.passwordRead ? t('cli_password_stdin_empty') : t('cli_password_stdin_missing');
      out[OPTION_OF_FIELD[field]] = field === 'password' ? password : fieldErrorText(key, lang);
    }
    return out;
  }

  override render(lang: Lang): string {
    const t = translator(smtpMessages, lang);
    const lines = Object.entries(this.fieldMessages(lang)).map(([option, message]) => t('cli_invalid_line', { option, message }));
    return [t('cli_invalid'), ...lines].join('\n');
  }
}

export async function runSmtp(args: ParsedArgs, io: Io, lang: Lang): Promise<number> {
  const json = hasFlag(args, 'json');
  // io's writers mask every secret of the run, each registered where it is read (the password below).
  const out = (text: string) => io.stdout(text);
  const err = (text: string) => io.stderr(text);

  try {
    checkArguments(args);
    const complete = REQUIRED_OPTIONS.every((name) => flag(args, name) !== undefined);
    if (io.isTTY && io.env.CI !== 'true' && !json && !complete) {
      const initial: Partial<Omit<SmtpFormValues, 'password'>> = { ipRelay: hasFlag(args, 'ip-relay') };
      for (const [option, field] of Object.entries(VALUED_OPTIONS)) {
        const value = flag(args, option);
        if (value !== undefined) initial[field] = value;
      }
      const { runSmtpScreen } = await import('../ui/smtp/SmtpScreen.js');
      return await runSmtpScreen(io, lang, initial);
    }

    const ipRelay = hasFlag(args, 'ip-relay');
    if (ipRelay && (flag(args, 'username') !== undefined || hasFlag(args, 'password-stdin'))) {
      throw new UserError('relay_conflict', smtpMessages, 'cli_relay_conflict');
    }
    const values: SmtpFormValues = {
      senderName: flag(args, 'sender-name') ?? '',
      emailAddress: flag(args, 'email') ?? '',
      host: flag(args, 'host') ?? '',
      port: flag(args, 'port') ?? '',
      organizationId: flag(args, 'organization-id') ?? '',
      ipRelay,
      username: flag(args, 'username') ?? '',
      password: '',
    };
    if (!ipRelay && hasFlag(args, 'password-stdin')) {
      // Someone typing the password is told about the other values first, not after typing it.
      if (isTerminal(io.stdin)) checkValues({ ...values, password: 'typed next' });
      const reading = await readPassword(io, lang);
      if (reading.kind === 'cancelled') {
        err(translator(smtpMessages, lang)('cancelled') + '\n');
        return 130;
      }
      values.password = reading.value;
      registerSecret(values.password);
    }
    const config = loadPipefyConfig(io.env, io.cwd);
    const result = await createSmtpSender(checkValues(values, !ipRelay && hasFlag(args, 'password-stdin')), { config });
    report(result, lang, json, out, err);
    return 0;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    const message = isSmtpError(error) ? error.renderMessage(lang) : error.render(lang);
    if (json) {
      const body: Record<string, unknown> = { code: error.code, message };
      if (error instanceof SmtpValidationError) body.fields = error.fieldMessages(lang);
      if (isSmtpError(error)) {
        const d = error.details;
        if (d.graphqlCode) body.extensionsCode = d.graphqlCode;
        if (d.correlationId) body.correlationId = d.correlationId;
        if (d.httpStatus !== undefined) body.httpStatus = d.httpStatus;
        if (d.maybeCreated) body.maybeCreated = true;
      }
      out(JSON.stringify(redactValue({ ok: false, error: body })) + '\n');
    } else {
      err(error.render(lang) + '\n');
    }
    return error.exitCode;
  }
}

/** The values ready for the API, or every problem at once. */
function checkValues(values: SmtpFormValues, passwordRead = false): SmtpSenderInput {
  const validation = validateSmtpForm(values);
  if (!validation.ok) throw new SmtpValidationError(validation.errors, passwordRead);
  return validation.value;
}

/** Rejects what this command does not take. A stray value is never echoed: it could be a password. */
function checkArguments(args: ParsedArgs): void {
  if (args.flags.has('password')) throw new UserError('password_argument', smtpMessages, 'cli_password_argument');
  for (const name of args.flags.keys()) {
    if (KNOWN_OPTIONS.has(name)) continue;
    const near = nearest(name, [...KNOWN_OPTIONS]);
    if (near) throw new UserError('unknown_option', smtpMessages, 'cli_unknown_option_near', { option: `--${name}`, suggestion: `--${near}` });
    throw new UserError('unknown_option', smtpMessages, 'cli_unknown_option', { option: `--${name}` });
  }
  if (args.positionals.length > 0) throw new UserError('unexpected_argument', smtpMessages, 'cli_unexpected_argument');
}

/**
 * The password of --password-stdin: all of a pipe, or typed at a prompt without echo when standard input is a
 * terminal. A terminal that cannot turn its echo off is refused: the password would show as it is typed.
 */
async function readPassword(io: Io, lang: Lang): Promise<PasswordReading> {
  if (!isTerminal(io.stdin)) return { kind: 'password', value: await readPipedPassword(io.stdin) };
  if (!canReadWithoutEcho(io.stdin)) throw new UserError('password_tty', smtpMessages, 'cli_password_tty');
  return readTypedPassword(io.stdin, io.stderr, translator(smtpMessages, lang)('cli_password_prompt'));
}

function report(
  result: SmtpSenderResult,
  lang: Lang,
  json: boolean,
  out: (text: string) => void,
  err: (text: string) => void,
): void {
  if (json) {
    out(
      JSON.stringify(redactValue({
        ok: true,
        sender: { id: result.senderId, senderName: result.senderName, emailAddress: result.emailAddress },
        smtpConfiguration: {
          id: result.configurationId,
          host: result.host,
          port: result.port,
          organizationId: result.organizationId,
          ipRelayAuth: result.ipRelayAuth,
        },
        mismatches: result.mismatches,
      })) + '\n',
    );
    return;
  }
  const t = translator(smtpMessages, lang);
  const missing = t('not_returned');
  out(
    t('cli_success', { senderId: result.senderId, senderName: result.senderName ?? missing, email: result.emailAddress ?? missing }) +
      '\n' +
      t('cli_success_configuration', {
        configurationId: result.configurationId ?? missing,
        host: result.host ?? missing,
        port: result.port ?? missing,
        organizationId: result.organizationId ?? missing,
        ipRelay: t(result.ipRelayAuth ? 'relay_on' : 'relay_off'),
      }) +
      '\n',
  );
  if (result.mismatches.length > 0) {
    err(t('cli_warning', { line: t('mismatch_title') }) + '\n');
    for (const m of result.mismatches) err('  ' + mismatchLine(m, lang) + '\n');
  }
}
