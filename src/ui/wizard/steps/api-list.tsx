// Step 4, from the Workato API: the workspace's recipes, filtered and picked, then the chosen one fetched.
import { Box } from 'ink';
import React, { useEffect, useMemo, useRef, useState } from 'react';
import { humanize, appName, type T } from '../../../engine/describe/words.js';
import { translator } from '../../../i18n/index.js';
import { describeMessages } from '../../../i18n/messages/describe.js';
import type { AttemptInfo, RecipeSummary } from '../../../sources/workato-api.js';
import { Busy } from '../../components/Busy.js';
import { FilterSelect, type FilterItem } from '../../components/FilterSelect.js';
import { KeyHints } from '../../components/KeyHints.js';
import { Menu } from '../../components/Menu.js';
import { Txt } from '../../components/theme.js';
import { useWizard } from '../context.js';
import { oneLineError } from '../services.js';
import type { ChosenRecipe } from '../state.js';
import { checkRecipe, ErrorText, filterTexts, useEscape } from './source-common.js';

/** "provider/operation" as words: "Pipefy: card move". */
function triggerWords(trigger: string | null, t: T, none: string): string {
  if (!trigger) return none;
  const slash = trigger.indexOf('/');
  if (slash < 0) return appName(trigger, t);
  const op = humanize(trigger.slice(slash + 1));
  return `${appName(trigger.slice(0, slash), t)}${op ? ': ' + op : ''}`;
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
