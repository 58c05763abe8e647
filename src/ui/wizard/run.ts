// `npx pipe-migrate` with a terminal and no --recipe/--list: the interactive wizard. Loaded lazily by cli.ts.
import { render } from 'ink';
import { createElement } from 'react';
import { flag, type ParsedArgs } from '../../args.js';
import { inferLang, langOfTag, translator, type Lang } from '../../i18n/index.js';
import { wizardMessages } from '../../i18n/messages/wizard.js';
import type { Io } from '../../io.js';
import { createServices, type WizardServices } from './services.js';
import { Wizard } from './Wizard.js';

export interface RunWizardOptions {
  /** replaces the real services (tests) */
  services?: WizardServices;
}

/**
 * The language the wizard starts in, and whether it asks: --lang wins; otherwise the locale decides (LC_ALL,
 * LC_MESSAGES, LANG, LANGUAGE, Intl), and an ambiguous locale (unset, C/POSIX, another language, conflicting
 * variables) is asked, starting from `fallback`.
 */
export function wizardLanguage(args: ParsedArgs, env: NodeJS.ProcessEnv, fallback: Lang, intlLocale?: string): { lang: Lang; ask: boolean } {
  const forced = langOfTag(flag(args, 'lang'));
  if (forced) return { lang: forced, ask: false };
  const inferred = inferLang(env, intlLocale);
  return inferred.ambiguous ? { lang: fallback, ask: true } : { lang: inferred.lang, ask: false };
}

/**
 * Runs the wizard on the terminal and resolves with its exit code: 0 when the user quits, 1 when the engine
 * self-test fails (or something unexpected happens), 130 on Ctrl+C. Ink restores the terminal before it resolves.
 */
export async function runWizard(args: ParsedArgs, io: Io, lang: Lang, options: RunWizardOptions = {}): Promise<number> {
  const start = wizardLanguage(args, io.env, lang);
  const services = options.services ?? createServices({ env: io.env, cwd: io.cwd });
  let code = 0;
  let finalLang = start.lang;
  const instance = render(
    createElement(Wizard, {
      services,
      initial: { lang: start.lang, askLanguage: start.ask },
      onExit: (exitCode: number) => {
        code = exitCode;
      },
      onState: (state) => {
        finalLang = state.lang;
      },
    }),
    { stdin: io.stdin as NodeJS.ReadStream, exitOnCtrlC: false },
  );
  await instance.waitUntilExit();
  const t = translator(wizardMessages, finalLang);
  if (code === 130) io.stderr(t('cancelled') + '\n');
  return code;
}
