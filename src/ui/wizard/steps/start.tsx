// Steps 1–3: the language (only when the locale does not say), the version check and the engine self-test.
import { Box } from 'ink';
import React, { useEffect, useRef, useState } from 'react';
import { isLang, type Lang } from '../../../i18n/index.js';
import type { RemoteVersionResult } from '../../../version-check.js';
import { Busy } from '../../components/Busy.js';
import { KeyHints } from '../../components/KeyHints.js';
import { Menu } from '../../components/Menu.js';
import { Txt } from '../../components/theme.js';
import { useWizard } from '../context.js';
import type { SmokeResult } from '../services.js';
import type { ReadyInfo } from '../state.js';

const LANGUAGE_NAMES: Record<Lang, string> = { pt: 'Português', en: 'English', es: 'Español' };

export function LanguageStep(): React.JSX.Element {
  const { t, dispatch, lang } = useWizard();
  return (
    <Box flexDirection="column">
      <Txt bold>{t('language_prompt')}</Txt>
      <Menu<Lang>
        items={(['pt', 'en', 'es'] as const).map((l) => ({ label: LANGUAGE_NAMES[l], value: l }))}
        initial={lang}
        onSelect={(value) => {
          if (isLang(value)) dispatch({ type: 'language', lang: value });
        }}
      />
      <KeyHints text={t('keys_menu_first')} />
    </Box>
  );
}

/** Runs the version check and the self-test side by side; the banner appears only once the self-test passed. */
export function ChecksStep(): React.JSX.Element {
  const { t, services, lang, dispatch } = useWizard();
  const [smoke, setSmoke] = useState<SmokeResult | undefined>();
  const [remote, setRemote] = useState<RemoteVersionResult | undefined>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let alive = true;
    const version = services.checkVersion().catch((): RemoteVersionResult => ({ status: 'unreachable', local: services.toolVersion() }));
    void (async () => {
      // Let the spinners paint before the (synchronous) translation of the example runs.
      await new Promise((r) => setTimeout(r, 0));
      const result = await services.smokeTest(lang);
      if (!alive) return;
      setSmoke(result);
      if (!result.ok) {
        dispatch({ type: 'smoke_failed', detail: result.detail });
        return;
      }
      const remoteResult = await version;
      if (!alive) return;
      setRemote(remoteResult);
      const ready: ReadyInfo = { node: services.nodeVersion, version: services.toolVersion(), remote: remoteResult };
      dispatch({ type: 'checks_passed', ready });
    })();
    return () => {
      alive = false;
    };
  }, []);

  return (
    <Box flexDirection="column">
      {smoke?.ok ? <Txt color="green">✔ {t('checks_smoke_ok')}</Txt> : <Busy label={t('checks_smoke')} />}
      {remote ? <Txt dimColor>✔ {t('checks_version_done')}</Txt> : <Busy label={t('checks_version')} />}
      <KeyHints text={t('keys_busy_only')} />
    </Box>
  );
}

export function SmokeFailedStep(): React.JSX.Element {
  const { t, state, quit } = useWizard();
  useEffect(() => {
    // Stop: the message stays on the terminal.
    const timer = setTimeout(() => quit(1), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box flexDirection="column">
      <Txt color="red" bold>
        {t('smoke_failed_title')}
      </Txt>
      <Txt>{t('smoke_failed_detail', { detail: state.smokeDetail ?? '?' })}</Txt>
      <Txt>{t('smoke_failed_fix')}</Txt>
    </Box>
  );
}

/** The "ready" banner: Node, tool version, self-test, and what the remote version check said. */
export function ReadyBanner({ ready }: { ready: ReadyInfo }): React.JSX.Element {
  const { t } = useWizard();
  const { remote } = ready;
  return (
    <Box flexDirection="column" marginBottom={1}>
      <Txt color="green">{t('ready_banner', { node: ready.node, version: ready.version })}</Txt>
      {remote.status === 'current' ? <Txt dimColor>{t('remote_current', { remote: remote.remote ?? remote.local })}</Txt> : null}
      {remote.status === 'newer' ? (
        <Box flexDirection="column">
          <Txt color="yellow">{t('remote_newer', { remote: remote.remote, local: remote.local })}</Txt>
          <Txt color="yellow">{t('remote_newer_how')}</Txt>
        </Box>
      ) : null}
      {remote.status === 'unreachable' || remote.status === 'invalid' ? (
        <Txt dimColor>{t('remote_unreachable', { local: remote.local })}</Txt>
      ) : null}
    </Box>
  );
}
