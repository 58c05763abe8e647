// Step 4: where the recipe comes from — the Workato API (with the API key explained, never asked for) or a file.
import { Box, useInput } from 'ink';
import TextInput from 'ink-text-input';
import React, { useEffect, useMemo, useRef, useState } from 'react';
import { humanize, appName, type T } from '../../../engine/describe/words.js';
import { translator } from '../../../i18n/index.js';
import { describeMessages } from '../../../i18n/messages/describe.js';
import { recipeDisplayName } from '../../../sources/file.js';
import type { RecipeEntry } from '../../../sources/types.js';
import type { AttemptInfo, RecipeSummary } from '../../../sources/workato-api.js';
import { Busy } from '../../components/Busy.js';
import { FilterSelect, type FilterItem, type FilterSelectTexts } from '../../components/FilterSelect.js';
import { KeyHints } from '../../components/KeyHints.js';
import { Menu } from '../../components/Menu.js';
import { Txt } from '../../components/theme.js';
import { useWizard, type WizardContextValue } from '../context.js';
import { oneLineError, type EnvFileState } from '../services.js';
import type { ChosenRecipe } from '../state.js';

/** Esc while `active`. */
export function useEscape(handler: () => void, active = true): void {
  useInput(
    (_input, key) => {
      if (key.escape) handler();
    },
    { isActive: active },
  );
}

/** A dry run of the engine, so a file that is not a recipe (a connection.json…) is refused right away. */
function checkRecipe(ctx: WizardContextValue, recipe: ChosenRecipe): void {
  ctx.services.translate(recipe.raw, { lang: ctx.lang }, recipe.origin);
}

function ErrorText({ text }: { text: string }): React.JSX.Element {
  return <Txt color="red">{text}</Txt>;
}

export function SourceStep(): React.JSX.Element {
  const { t, dispatch, services, state } = useWizard();
  useEscape(() => dispatch({ type: 'back' }));
  return (
    <Box flexDirection="column">
      <Txt bold>{t('source_title')}</Txt>
      <Menu<'api' | 'file'>
        items={[
          { label: t('source_api'), value: 'api' },
          { label: t('source_file'), value: 'file' },
        ]}
        onSelect={(value) => {
          if (value === 'file') return dispatch({ type: 'goto', step: 'file' });
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

/** "provider/operation" as words: "Pipefy: card move". */
function triggerWords(trigger: string | null, t: T, none: string): string {
  if (!trigger) return none;
  const slash = trigger.indexOf('/');
  if (slash < 0) return appName(trigger, t);
  const op = humanize(trigger.slice(slash + 1));
  return `${appName(trigger.slice(0, slash), t)}${op ? ': ' + op : ''}`;
}

export function filterTexts(t: WizardContextValue['t']): FilterSelectTexts {
  return {
    filterLabel: t('filter_label'),
    count: (from, to, total, all, filtered) =>
      filtered ? t('filter_count_filtered', { from, to, total, all }) : t('filter_count', { from, to, total }),
    none: (query) => t('filter_none', { query }),
  };
}

type ListPhase =
  | { name: 'loading'; attempt?: number }
  | { name: 'error'; message: string }
  | { name: 'list'; note?: string }
  | { name: 'fetching'; id: string; attempt?: number }
  | { name: 'fetch_error'; id: string; message: string };

export function ApiListStep(): React.JSX.Element {
  const ctx = useWizard();
  const { t, dispatch, services, state, lang } = ctx;
  const [phase, setPhase] = useState<ListPhase>(state.apiList ? { name: 'list' } : { name: 'loading' });
  const abort = useRef<AbortController | undefined>(undefined);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
      abort.current?.abort();
    },
    [],
  );

  const onAttempt = (info: AttemptInfo) => {
    if (!alive.current || info.retryInMs === undefined) return;
    setPhase((p) => (p.name === 'loading' || p.name === 'fetching' ? { ...p, attempt: info.attempt } : p));
  };

  const load = async () => {
    setPhase({ name: 'loading' });
    const controller = new AbortController();
    abort.current = controller;
    try {
      const config = services.workatoConfig();
      const listed = await services.listRecipes(config, { signal: controller.signal, onAttempt });
      if (!alive.current || controller.signal.aborted) return;
      dispatch({ type: 'api_list', list: { base: config.base, recipes: listed.recipes, truncated: listed.truncated } });
      setPhase({ name: 'list' });
    } catch (error) {
      if (!alive.current || controller.signal.aborted) return;
      setPhase({ name: 'error', message: oneLineError(error, lang) });
    }
  };

  useEffect(() => {
    if (!state.apiList) void load();
  }, []);

  const fetchOne = async (summary: RecipeSummary) => {
    const id = String(summary.id);
    setPhase({ name: 'fetching', id });
    const controller = new AbortController();
    abort.current = controller;
    try {
      const config = services.workatoConfig();
      const raw = await services.fetchRecipe(config, summary.id, { signal: controller.signal, onAttempt });
      if (!alive.current || controller.signal.aborted) return;
      const recipe: ChosenRecipe = { raw, origin: `recipe ${id}`, from: 'api_list', fetched: true };
      checkRecipe(ctx, recipe);
      dispatch({ type: 'recipe', recipe });
    } catch (error) {
      if (!alive.current || controller.signal.aborted) return;
      setPhase({ name: 'fetch_error', id, message: oneLineError(error, lang) });
    }
  };

  // Esc while something loads cancels it and goes back.
  useEscape(() => {
    abort.current?.abort();
    if (phase.name === 'fetching') setPhase({ name: 'list' });
    else dispatch({ type: 'back' });
  }, phase.name === 'loading' || phase.name === 'fetching' || phase.name === 'error' || phase.name === 'fetch_error');

  const base = useMemo(() => services.workatoConfig().base, [services]);
  const describeT = useMemo(() => translator(describeMessages, lang) as T, [lang]);
  const items = useMemo<Array<FilterItem<RecipeSummary>>>(
    () =>
      (state.apiList?.recipes ?? []).map((r) => ({
        key: String(r.id),
        label: `#${r.id}  ${r.name || '—'}`,
        hint: triggerWords(r.trigger, describeT, t('no_trigger')),
        value: r,
      })),
    [state.apiList, describeT],
  );

  if (phase.name === 'loading') {
    return (
      <Box flexDirection="column">
        <Busy label={t('list_loading', { base })} {...(phase.attempt ? { detail: t('list_retry', { attempt: phase.attempt }) } : {})} />
        <KeyHints text={t('keys_busy')} />
      </Box>
    );
  }
  if (phase.name === 'error' || phase.name === 'fetch_error') {
    const retry = phase.name === 'error' ? () => void load() : () => setPhase({ name: 'list' });
    return (
      <Box flexDirection="column">
        <Txt color="red" bold>
          {phase.name === 'error' ? t('list_failed') : t('fetch_failed', { id: phase.id })}
        </Txt>
        <ErrorText text={phase.message} />
        <Box marginTop={1}>
          <Menu<'retry' | 'back'>
            items={[
              { label: phase.name === 'error' ? t('try_again') : t('back_to_list'), value: 'retry' },
              { label: t('back'), value: 'back' },
            ]}
            onSelect={(v) => (v === 'retry' ? retry() : dispatch({ type: 'back' }))}
          />
        </Box>
        <KeyHints text={t('keys_menu')} />
      </Box>
    );
  }
  if (phase.name === 'fetching') {
    return (
      <Box flexDirection="column">
        <Busy label={t('fetch_loading', { id: phase.id })} {...(phase.attempt ? { detail: t('list_retry', { attempt: phase.attempt }) } : {})} />
        <KeyHints text={t('keys_busy')} />
      </Box>
    );
  }
  const list = state.apiList!;
  if (list.recipes.length === 0) {
    return (
      <Box flexDirection="column">
        <Txt color="yellow">{t('list_empty')}</Txt>
        <Menu<'back'> items={[{ label: t('back'), value: 'back' }]} onSelect={() => dispatch({ type: 'back' })} />
        <EscBack />
      </Box>
    );
  }
  return (
    <Box flexDirection="column">
      <Txt bold>{t('list_title', { count: list.recipes.length })}</Txt>
      {list.truncated ? <Txt color="yellow">{t('list_truncated', { count: list.recipes.length })}</Txt> : null}
      <FilterSelect items={items} texts={filterTexts(t)} onSelect={(item) => void fetchOne(item.value)} onCancel={() => dispatch({ type: 'back' })} />
      <KeyHints text={t('keys_filter')} />
    </Box>
  );
}

function EscBack(): React.JSX.Element {
  const { t, dispatch } = useWizard();
  useEscape(() => dispatch({ type: 'back' }));
  return <KeyHints text={t('keys_menu')} />;
}

/** What a terminal puts in the input when a file is dragged in: quotes, or backslash-escaped spaces. */
export function cleanTypedPath(text: string): string {
  let p = text.trim();
  if (p.length >= 2 && ((p.startsWith('"') && p.endsWith('"')) || (p.startsWith("'") && p.endsWith("'")))) p = p.slice(1, -1);
  else if (process.platform !== 'win32') p = p.replace(/\\([ ()'"&])/g, '$1');
  return p.trim();
}

export function FileStep(): React.JSX.Element {
  const ctx = useWizard();
  const { t, dispatch, services, state, lang } = ctx;
  const [value, setValue] = useState(state.filePath);
  const [error, setError] = useState<string | undefined>();
  const [reading, setReading] = useState<string | undefined>();
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  useEscape(() => {
    dispatch({ type: 'file_path', path: value });
    dispatch({ type: 'back' });
  }, reading === undefined);

  const submit = async (typed: string) => {
    const path = cleanTypedPath(typed);
    dispatch({ type: 'file_path', path: typed });
    if (path === '') {
      setError(t('file_empty'));
      return;
    }
    setError(undefined);
    setReading(path);
    try {
      const source = await services.loadRecipeFile(path);
      if (!alive.current) return;
      if (source.kind === 'zip' && source.recipes.length > 1) {
        dispatch({ type: 'zip', zip: { path: source.path, recipes: source.recipes } });
        return;
      }
      const entry = source.kind === 'json' ? source.recipe : source.recipes[0]!;
      const recipe: ChosenRecipe = { raw: entry.data, origin: entry.origin, from: 'file', fetched: false };
      checkRecipe(ctx, recipe);
      dispatch({ type: 'recipe', recipe });
    } catch (e) {
      if (!alive.current) return;
      setError(oneLineError(e, lang));
      setReading(undefined);
    }
  };

  return (
    <Box flexDirection="column">
      <Txt bold>{t('file_title')}</Txt>
      {reading !== undefined ? (
        <Busy label={t('file_reading', { path: reading })} />
      ) : (
        <Box>
          <Txt color="cyan">{'> '}</Txt>
          <TextInput
            value={value}
            onChange={(v) => {
              setValue(v.replace(/[\r\n]+/g, ''));
              setError(undefined);
            }}
            onSubmit={(v) => void submit(v)}
            showCursor
          />
        </Box>
      )}
      {error ? <ErrorText text={'✗ ' + error} /> : null}
      <Txt dimColor>{t('file_tip', { cwd: services.cwd })}</Txt>
      <KeyHints text={t('keys_input')} />
    </Box>
  );
}

export function ZipPickStep(): React.JSX.Element {
  const ctx = useWizard();
  const { t, dispatch, state, lang } = ctx;
  const [error, setError] = useState<string | undefined>();
  const zip = state.zip!;
  const items = useMemo<Array<FilterItem<RecipeEntry>>>(
    () => zip.recipes.map((entry) => ({ key: entry.origin, label: recipeDisplayName(entry), hint: entry.origin, value: entry })),
    [zip],
  );
  return (
    <Box flexDirection="column">
      <Txt bold>{t('zip_title', { path: zip.path, count: zip.recipes.length })}</Txt>
      {error ? <ErrorText text={'✗ ' + error} /> : null}
      <FilterSelect
        items={items}
        texts={filterTexts(t)}
        onCancel={() => dispatch({ type: 'back' })}
        onSelect={(item) => {
          const recipe: ChosenRecipe = { raw: item.value.data, origin: item.value.origin, from: 'zip_pick', fetched: false };
          try {
            checkRecipe(ctx, recipe);
            dispatch({ type: 'recipe', recipe });
          } catch (e) {
            setError(oneLineError(e, lang));
          }
        }}
      />
      <KeyHints text={t('keys_filter')} />
    </Box>
  );
}

