// Steps 7–10: the result and the import checklist (printed once, they stay in the terminal), the optional browser,
// and what next (another recipe, the email sender, quit).
import { basename } from 'node:path';
import { Box, useStdout } from 'ink';
import React, { useMemo, useState } from 'react';
import { translator } from '../../../i18n/index.js';
import { wizardMessages } from '../../../i18n/messages/wizard.js';
import { SmtpScreen } from '../../smtp/SmtpScreen.js';
import { createSmtpServices } from '../../smtp/services.js';
import { Bullet } from '../../components/Bullet.js';
import { Busy } from '../../components/Busy.js';
import { KeyHints } from '../../components/KeyHints.js';
import { Menu } from '../../components/Menu.js';
import { Txt } from '../../components/theme.js';
import { useKeys } from '../../hooks/useKeys.js';
import { useWizard } from '../context.js';
import { oneLineError } from '../services.js';
import type { LogEntry } from '../state.js';
import { checklistPlan } from '../checklist.js';
import { PIPEFY_PIECE, pieceTitle } from '../summary.js';

function Section({ title, children }: { title: string; children: React.ReactNode }): React.JSX.Element {
  return (
    <Box flexDirection="column" marginTop={1}>
      <Txt bold underline>
        {title}
      </Txt>
      {children}
    </Box>
  );
}

/** A titled list of bullets; nothing at all when there is no line. */
function Bullets({ title, lines }: { title: string; lines: string[] }): React.JSX.Element | null {
  if (lines.length === 0) return null;
  return (
    <Section title={title}>
      {lines.map((line) => (
        <Bullet key={line} mark="•">
          {line}
        </Bullet>
      ))}
    </Section>
  );
}

/** The outcome of one translation and what to click in Pipefy, in the language it was made in. */
export function ResultBlock({ entry }: { entry: LogEntry }): React.JSX.Element {
  const t = translator(wizardMessages, entry.lang);
  const { result, written } = entry;
  const ready = result.routing.routing === 'ipaas_ready';
  const importFile = written.files.flowNamed;
  const others = [
    `${basename(written.files.flow)} ${t('res_same_flow')}`,
    basename(written.files.routing),
    basename(written.files.description),
    ...(written.files.diagramPng ? [basename(written.files.diagramPng)] : []),
    ...(written.files.recipe ? [basename(written.files.recipe)] : []),
  ];
  const { bound, missing } = result.connections;
  const plan = checklistPlan(result, entry.lang);
  const notes = [
    ...(plan.httpStep ? (['ck_note_http'] as const) : []),
    ...(plan.touchesPipefy ? (['ck_note_pipe'] as const) : []),
    ...(plan.pipefyConnectionMissing ? (['ck_note_24h'] as const) : []),
  ];
  const trouble = [
    'ts_no_tab' as const,
    ...(plan.pipefyTrigger ? (['ts_test'] as const) : []),
    ...(plan.connectionsMissing ? (['ts_empty_conn'] as const) : []),
    ...(plan.ready ? [] : (['ts_manual'] as const)),
  ];
  const otherMissing = missing.filter((p) => p !== PIPEFY_PIECE).map((p) => pieceTitle(p, entry.lang));
  // Printed once with <Static>, which has no width of its own: without one, long rows would overflow the terminal.
  const columns = useStdout().stdout.columns || 80;
  return (
    <Box flexDirection="column" marginTop={1} marginBottom={1} width={columns}>
      <Txt color={ready ? 'green' : 'yellow'} bold>
        {t(ready ? 'res_ready' : 'res_manual', { name: result.recipe.name })}
      </Txt>
      {/* The reason summarises the blocking items; it is shown only when the checklist lists none of them. */}
      {!ready && result.routing.blocked_reason && !plan.todo.some((item) => item.blocking) ? <Txt color="yellow">{t('res_blocked', { reason: result.routing.blocked_reason })}</Txt> : null}
      <Box flexDirection="column" marginTop={1}>
        <Txt>{t('res_import')}</Txt>
        {/* Wider than the terminal on purpose: the path is one line the terminal may soft-wrap, never cut by us. */}
        <Box width={Math.max(columns, 2 + 2 * importFile.length)} flexShrink={0}>
          <Txt color="cyan" bold>
            {'  ' + importFile}
          </Txt>
        </Box>
        <Txt>{t('res_others')}</Txt>
        {others.map((name) => (
          <Txt key={name}>{'  ' + name}</Txt>
        ))}
        {!written.png.ok && written.png.reason !== 'disabled' ? <Txt dimColor>{t('res_no_png', { reason: written.png.message })}</Txt> : null}
        {written.replaced.length ? <Txt dimColor>{t('res_replaced', { files: written.replaced.join(', ') })}</Txt> : null}
      </Box>
      <Section title={t('ck_title')}>
        <Bullet mark="1.">{t('ck_1')}</Bullet>
        <Bullet mark="2.">{t('ck_2')}</Bullet>
        <Bullet mark="3.">{t('ck_3', { file: basename(importFile) })}</Bullet>
        <Bullet mark="4.">{t('ck_4')}</Bullet>
        <Bullet mark="5.">{t('ck_5')}</Bullet>
      </Section>
      {plan.todo.length ? (
        <Section title={t('ck_recipe')}>
          {plan.todo.map((item) => (
            <Bullet key={item.text} mark={item.blocking ? '✗' : '•'}>
              {item.text}
            </Bullet>
          ))}
        </Section>
      ) : null}
      <Section title={t('ck_after')}>
        {bound.length ? <Bullet mark="•">{t('ck_conn_given', { ids: bound.map((b) => b.id).join(', ') })}</Bullet> : null}
        {plan.pipefyConnectionMissing ? <Bullet mark="•">{t('ck_conn_none')}</Bullet> : null}
        {otherMissing.length ? <Bullet mark="•">{t('ck_conn_others', { list: otherMissing.join(', ') })}</Bullet> : null}
        <Bullet mark="•">{t(plan.pipefyTrigger ? 'ck_test' : 'ck_test_any')}</Bullet>
      </Section>
      <Bullets title={t('ck_notes')} lines={notes.map((key) => t(key))} />
      <Bullets title={t('ck_trouble')} lines={trouble.map((key) => t(key))} />
    </Box>
  );
}

/** `q` ends the wizard from the screens after a result. */
function useQuitKey(active: boolean): void {
  const { quit } = useWizard();
  useKeys(
    (input) => {
      if (input === 'q') quit(0);
    },
    { isActive: active },
  );
}

export function BrowserStep(): React.JSX.Element {
  const { t, dispatch, services, lang } = useWizard();
  const [opening, setOpening] = useState(false);
  const url = services.pipefyUrl;
  useQuitKey(!opening);

  const choose = async (value: 'yes' | 'no') => {
    if (value === 'no') return dispatch({ type: 'goto', step: 'next' });
    setOpening(true);
    try {
      await services.openBrowser(url);
      dispatch({ type: 'goto', step: 'next' });
      dispatch({ type: 'notice', notice: { text: t('br_opened', { url }), tone: 'ok' } });
    } catch (error) {
      dispatch({ type: 'goto', step: 'next' });
      dispatch({ type: 'notice', notice: { text: t('br_failed', { url, detail: oneLineError(error, lang) }), tone: 'warn' } });
    }
  };

  return (
    <Box flexDirection="column">
      <Txt bold>{t('br_title')}</Txt>
      <Txt>{t('br_explain', { url })}</Txt>
      {opening ? (
        <Busy label={t('br_opening', { url })} />
      ) : (
        <Menu<'no' | 'yes'>
          items={[
            { label: t('br_no'), value: 'no' },
            { label: t('br_yes'), value: 'yes' },
          ]}
          onSelect={(v) => void choose(v)}
        />
      )}
      <KeyHints text={t('keys_menu_quit')} />
    </Box>
  );
}

export function NextStep(): React.JSX.Element {
  const { t, dispatch, state, quit } = useWizard();
  useQuitKey(true);
  useKeys((_input, key) => {
    if (key.escape) dispatch({ type: 'back' });
  });
  return (
    <Box flexDirection="column">
      {state.notice ? <Txt color={state.notice.tone === 'ok' ? 'green' : 'yellow'}>{state.notice.text}</Txt> : null}
      <Txt bold>{t('next_title')}</Txt>
      <Menu<'another' | 'smtp' | 'quit'>
        items={[
          { label: t('next_another'), value: 'another' },
          { label: t('next_smtp'), value: 'smtp' },
          { label: t('next_quit'), value: 'quit' },
        ]}
        onSelect={(v) => {
          if (v === 'another') dispatch({ type: 'another' });
          else if (v === 'smtp') dispatch({ type: 'goto', step: 'smtp' });
          else quit(0);
        }}
      />
      <KeyHints text={t('keys_menu_quit')} />
    </Box>
  );
}

export function SmtpStep(): React.JSX.Element {
  const { dispatch, services, lang, state } = useWizard();
  const smtpServices = useMemo(() => createSmtpServices({ env: services.env, cwd: services.cwd }), [services.env, services.cwd]);
  const after = state.step === 'smtp_first' ? 'source' : 'next';
  return <SmtpScreen lang={lang} services={smtpServices} onDone={() => dispatch({ type: 'goto', step: after })} />;
}
