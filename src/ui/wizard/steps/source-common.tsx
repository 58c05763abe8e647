// What the recipe source steps share: Esc handling, the dry run that refuses a file that is not a recipe, error
// text and the filter list texts.
import React from 'react';
import type { FilterSelectTexts } from '../../components/FilterSelect.js';
import { Txt } from '../../components/theme.js';
import { useKeys } from '../../hooks/useKeys.js';
import type { WizardContextValue } from '../context.js';
import type { ChosenRecipe } from '../state.js';

/** Esc while `active`. */
export function useEscape(handler: () => void, active = true): void {
  useKeys(
    (_input, key) => {
      if (key.escape) handler();
    },
    { isActive: active },
  );
}

/** A dry run of the engine, so a file that is not a recipe (a connection.json…) is refused right away. */
export function checkRecipe(ctx: WizardContextValue, recipe: ChosenRecipe): void {
  ctx.services.translate(recipe.raw, { lang: ctx.lang }, recipe.origin);
}

export function ErrorText({ text }: { text: string }): React.JSX.Element {
  return <Txt color="red">{text}</Txt>;
}

export function filterTexts(t: WizardContextValue['t']): FilterSelectTexts {
  return {
    filterLabel: t('filter_label'),
    count: (from, to, total, all, filtered) =>
      filtered ? t('filter_count_filtered', { from, to, total, all }) : t('filter_count', { from, to, total }),
    none: (query) => t('filter_none', { query }),
  };
}
