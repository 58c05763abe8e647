// Step 4: where the recipe comes from — the Workato API (with the API key explained, never asked for), a file, or a
// whole workspace (workspace.tsx).
// The recipe list is in api-list.tsx, the file and zip steps in file.tsx.
import { Box } from 'ink';
import React, { useEffect, useState } from 'react';
import { translator } from '../../../i18n/index.js';
import { workspaceMessages } from '../../../i18n/messages/workspace.js';
import { Busy } from '../../components/Busy.js';
import { KeyHints } from '../../components/KeyHints.js';
import { Menu } from '../../components/Menu.js';
import { Txt } from '../../components/theme.js';
import { useWizard } from '../context.js';
import type { EnvFileState } from '../services.js';
import { useEscape } from './source-common.js';

export function SourceStep(): React.JSX.Element {
  const { t, dispatch, services, state, lang } = useWizard();
  useEscape(() => dispatch({ type: 'back' }));
  return (
    <Box flexDirection="column">
      <Txt bold>{t('source_title')}</Txt>
      <Menu<'api' | 'file' | 'smtp' | 'workspace'>
        items={[
          { label: t('source_api'), value: 'api' },
          { label: t('source_file'), value: 'file' },
          { label: t('next_smtp'), value: 'smtp' },
          { label: translator(workspaceMessages, lang)('wizard_source'), value: 'workspace' },
        ]}
        onSelect={(value) => {
          if (value === 'file' || value === 'workspace') return dispatch({ type: 'goto', step: value });
          if (value === 'smtp') return dispatch({ type: 'goto', step: 'smtp_first' });
          const config = services.workatoConfig();
          dispatch({ type: 'goto', step: config.apiKey ? 'api_list' : 'api_key' });
        }}
      />
      <KeyHints text={t(state.askLanguage ? 'keys_menu' : 'keys_menu_first')} />
    </Box>
  );
}

type KeyNote = { text: string; tone: 'ok' | 'warn' | 'error' };

export function ApiKeyStep(): React.JSX.Element {
  const { t, dispatch, services } = useWizard();
  const [envFile, setEnvFile] = useState<EnvFileState | undefined>();
  const [notes, setNotes] = useState<KeyNote[]>([]);
  const [busy, setBusy] = useState(false);
  useEscape(() => dispatch({ type: 'back' }), !busy);

  const refresh = async () => {
    const state = await services.envFile();
    setEnvFile(state);
    return state;
  };
  useEffect(() => {
    void refresh();
  }, []);

  const choose = async (value: 'create' | 'ready' | 'back') => {
    if (value === 'back') return dispatch({ type: 'back' });
    if (value === 'ready') {
      const config = services.workatoConfig();
      if (config.apiKey) return dispatch({ type: 'goto', step: 'api_list' });
      const state = await refresh();
      setNotes([{ text: t('key_still_missing'), tone: 'warn' }, { text: t('key_how', { path: state.path }), tone: 'ok' }]);
      return;
    }
    setBusy(true);
    const created = await services.createEnvFile();
    await refresh();
    setBusy(false);
    if (created.status === 'created') {
      setNotes([{ text: t('key_created', { path: created.path }), tone: 'ok' }, { text: t('key_how', { path: created.path }), tone: 'ok' }]);
    } else if (created.status === 'exists') {
      setNotes([{ text: t('key_exists', { path: created.path }), tone: 'warn' }, { text: t('key_how', { path: created.path }), tone: 'ok' }]);
    } else if (created.status === 'no_example') {
      setNotes([{ text: t('key_no_example', { path: created.path }), tone: 'warn' }]);
    } else {
      setNotes([{ text: t('key_create_failed', { path: created.path, detail: created.detail }), tone: 'error' }]);
    }
  };

  if (!envFile) return <Busy label={t('key_title')} />;
  const items: Array<{ label: string; value: 'create' | 'ready' | 'back' }> = [];
  if (!envFile.exists && envFile.example) items.push({ label: t('key_create'), value: 'create' });
  items.push({ label: t('key_ready'), value: 'ready' }, { label: t('back'), value: 'back' });
  return (
    <Box flexDirection="column">
      <Txt bold>{t('key_title')}</Txt>
      <Txt>{t('key_explain', { cwd: services.cwd })}</Txt>
      <Txt color="yellow">{t('key_never')}</Txt>
      <Box flexDirection="column" marginY={1}>
        {notes.length === 0 ? (
          envFile.exists ? (
            <>
              <Txt>{t('key_env_empty', { path: envFile.path })}</Txt>
              <Txt>{t('key_how', { path: envFile.path })}</Txt>
            </>
          ) : (
            <Txt>{t('key_no_env', { cwd: services.cwd })}</Txt>
          )
        ) : (
          notes.map((note, i) => (
            <Txt key={i} color={note.tone === 'error' ? 'red' : note.tone === 'warn' ? 'yellow' : 'green'}>
              {note.text}
            </Txt>
          ))
        )}
      </Box>
      {busy ? null : <Menu key={items.map((i) => i.value).join()} items={items} onSelect={(v) => void choose(v)} />}
      <KeyHints text={t('keys_menu')} />
    </Box>
  );
}
