// Argument parsing and dispatch. Commands are loaded lazily so the non-interactive paths never load Ink/React.
import { ArgsError, flag, hasFlag, parseArgs, type ParsedArgs } from './args.js';
import { resolveLang, translator, type Lang } from './i18n/index.js';
import { cliMessages } from './i18n/messages/cli.js';
import { guardedIo, processIo, type Io } from './io.js';
import { reportFailure } from './report-failure.js';
import { registerEnvironmentSecrets, runSecrets } from './secrets.js';
import { toolVersion } from './version.js';

export async function main(argv: string[], rawIo: Io = processIo()): Promise<number> {
  runSecrets.clear();
  registerEnvironmentSecrets(rawIo.env, rawIo.cwd);
  const io = guardedIo(rawIo);
  let lang: Lang = resolveLang(undefined, io.env);
  let json = false;
  try {
    let args: ParsedArgs;
    try {
      args = parseArgs(argv);
    } catch (error) {
      if (error instanceof ArgsError) {
        const t = translator(cliMessages, lang);
        io.stderr(t(error.problem === 'missing_value' ? 'missing_value' : 'unknown_option', { option: error.option }) + '\n');
        return 2;
      }
      throw error;
    }
    lang = resolveLang(flag(args, 'lang'), io.env);
    json = hasFlag(args, 'json');
    const t = translator(cliMessages, lang);

    if (hasFlag(args, 'version')) {
      io.stdout(toolVersion() + '\n');
      return 0;
    }
    if (hasFlag(args, 'help') || args.command === 'help') {
      io.stdout(t('usage_title', { version: toolVersion() }) + '\n\n' + t('usage_body') + '\n');
      return 0;
    }
    switch (args.command) {
      case 'smtp':
        return await (await import('./commands/smtp.js')).runSmtp(args, io, lang);
      case 'doctor':
        return await (await import('./commands/doctor.js')).runDoctor(args, io, lang);
      case 'install-skill':
        return await (await import('./commands/install-skill.js')).runInstallSkill(args, io, lang);
      case 'code':
        return await (await import('./commands/code.js')).runCode(args, io, lang);
    }
    if (args.positionals.length > 0) {
      io.stderr(t('unexpected_argument', { value: args.positionals[0] }) + '\n');
      return 2;
    }
    if (hasFlag(args, 'list')) return await (await import('./commands/list.js')).runList(args, io, lang);
    if (flag(args, 'recipe') !== undefined || flag(args, 'recipe-id') !== undefined) {
      return await (await import('./commands/migrate.js')).runMigrate(args, io, lang);
    }
    if (!io.isTTY || io.env.CI === 'true') {
      io.stderr(t('no_tty') + '\n');
      return 2;
    }
    return await (await import('./ui/wizard/run.js')).runWizard(args, io, lang);
  } catch (error) {
    return reportFailure(error, io, lang, json);
  }
}
