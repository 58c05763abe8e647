// Argument parsing and dispatch. Commands are loaded lazily so the non-interactive paths never load Ink/React.
import { ArgsError, flag, hasFlag, parseArgs, peekValue, type ParsedArgs } from './args.js';
import { checkOptions, modeOf, positionalError } from './cli-options.js';
import { UserError } from './errors.js';
import { langOfTag, resolveLang, translator, type Lang } from './i18n/index.js';
import { cliMessages } from './i18n/messages/cli.js';
import { guardedIo, processIo, type Io } from './io.js';
import { reportFailure } from './report-failure.js';
import { registerEnvironmentSecrets, runSecrets } from './secrets.js';
import { toolVersion } from './version.js';

/**
 * Whether these arguments may open a screen (Ink and React): the wizard, and `smtp` (its form). bin/pipe-migrate.js
 * runs those from the ESM bundle, where Ink loads; every other run comes from the single-file build with its code
 * cache (scripts/bundle.mjs). Arguments main refuses (they do not parse, or an option is not one of the mode's)
 * never open a screen: main answers the usage error.
 */
export function mayUseScreens(argv: string[]): boolean {
  try {
    const args = parseArgs(argv);
    const mode = modeOf(args);
    checkOptions(args, mode);
    return (mode === 'wizard' || mode === 'smtp') && !hasFlag(args, 'version');
  } catch {
    return false;
  }
}

export async function main(argv: string[], rawIo: Io = processIo()): Promise<number> {
  runSecrets.clear();
  registerEnvironmentSecrets(rawIo.env, rawIo.cwd);
  const io = guardedIo(rawIo);
  // Read before parsing, so even a usage error answers in the user's language and, with --json, as JSON.
  let lang: Lang = resolveLang(peekValue(argv, 'lang'), io.env);
  let json = peekValue(argv, 'json') !== undefined && peekValue(argv, 'json') !== 'false';
  try {
    let args: ParsedArgs;
    try {
      args = parseArgs(argv);
    } catch (error) {
      if (error instanceof ArgsError) throw new UserError('missing_value', cliMessages, 'missing_value', { option: error.option });
      throw error;
    }
    json = hasFlag(args, 'json');
    const langFlag = flag(args, 'lang');
    if (langFlag !== undefined && langOfTag(langFlag) === undefined) {
      throw new UserError('unsupported_lang', cliMessages, 'bad_lang', { value: langFlag.slice(0, 40) });
    }
    lang = resolveLang(langFlag, io.env);
    const t = translator(cliMessages, lang);

    const mode = modeOf(args);
    checkOptions(args, mode);
    if (mode !== 'smtp' && mode !== 'code' && mode !== 'verify' && args.positionals.length > 0) throw positionalError(args.positionals[0]!.slice(0, 80), mode);
    if (hasFlag(args, 'version')) {
      io.stdout((json ? JSON.stringify({ ok: true, version: toolVersion() }) : toolVersion()) + '\n');
      return 0;
    }
    switch (mode) {
      case 'help': {
        const help = t('usage_title', { version: toolVersion() }) + '\n\n' + t('usage_body');
        io.stdout((json ? JSON.stringify({ ok: true, help }) : help) + '\n');
        return 0;
      }
      case 'smtp':
        return await (await import('./commands/smtp.js')).runSmtp(args, io, lang);
      case 'doctor':
        return await (await import('./commands/doctor.js')).runDoctor(args, io, lang);
      case 'install-skill':
        return await (await import('./commands/install-skill.js')).runInstallSkill(args, io, lang);
      case 'code':
        return await (await import('./commands/code.js')).runCode(args, io, lang);
      case 'list':
        return await (await import('./commands/list.js')).runList(args, io, lang);
      case 'translate':
        return await (await import('./commands/migrate.js')).runMigrate(args, io, lang);
      case 'workspace':
        return await (await import('./commands/workspace.js')).runWorkspace(args, io, lang);
      case 'wizard':
        if (!io.isTTY || io.env.CI === 'true' || json) throw new UserError('no_tty', cliMessages, 'no_tty');
        return await (await import('./ui/wizard/run.js')).runWizard(args, io, lang);
      case 'verify':
        return await (await import('./commands/verify.js')).runVerify(args, io, lang);
    }
  } catch (error) {
    return reportFailure(error, io, lang, json);
  }
}
