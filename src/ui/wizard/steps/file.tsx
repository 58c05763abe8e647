// Step 4, from a file: a typed or dragged-in path, and the recipe picked from a package export with several.
import { Box } from 'ink';
import React, { useEffect, useMemo, useRef, useState } from 'react';
import { recipeDisplayName } from '../../../sources/file.js';
import type { RecipeEntry } from '../../../sources/types.js';
import { Busy } from '../../components/Busy.js';
import { FilterSelect, type FilterItem } from '../../components/FilterSelect.js';
import { KeyHints } from '../../components/KeyHints.js';
import { LineInput } from '../../components/LineInput.js';
import { Txt } from '../../components/theme.js';
import { useWizard } from '../context.js';
import { oneLineError } from '../services.js';
import type { ChosenRecipe } from '../state.js';
import { checkRecipe, ErrorText, filterTexts, useEscape } from './source-common.js';

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
          <LineInput
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(undefined);
            }}
            onSubmit={(v) => void submit(v)}
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
