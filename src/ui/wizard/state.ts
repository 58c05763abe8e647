// The wizard's step machine: one reducer, so every transition (forward, Esc back, "migrate another") is in one place.
import type { TranslationResult } from '../../engine/types.js';
import type { Lang } from '../../i18n/index.js';
import type { WrittenTranslation } from '../../output/translation-files.js';
import type { RecipeEntry } from '../../sources/types.js';
import type { RecipeSummary } from '../../sources/workato-api.js';
import type { RemoteVersionResult } from '../../version-check.js';

export type StepName =
  | 'language'
  | 'checks'
  | 'smoke_failed'
  | 'source'
  | 'api_key'
  | 'api_list'
  | 'file'
  | 'zip_pick'
  | 'workspace'
  | 'connections'
  | 'summary'
  | 'translate'
  | 'browser'
  | 'next'
  | 'smtp'
  /** the SMTP screen opened from the first screen, before any migration */
  | 'smtp_first';

export interface ReadyInfo {
  node: string;
  version: string;
  remote: RemoteVersionResult;
}

/** The recipe the user chose, not yet translated. */
export interface ChosenRecipe {
  raw: unknown;
  /** names it in messages (a path, a zip entry, "recipe 123") */
  origin: string;
  /** the step it was chosen on: Esc from the connections goes back there */
  from: 'file' | 'zip_pick' | 'api_list';
  /** fetched from the API: saved as recipe.json beside the flow */
  fetched: boolean;
}

/** A finished translation, printed once above the live screen (it stays in the terminal). */
export interface LogEntry {
  id: number;
  lang: Lang;
  result: TranslationResult;
  written: WrittenTranslation;
  /** the connection lines given for it */
  connectionIds: string[];
}

export interface WizardState {
  step: StepName;
  lang: Lang;
  /** the language was asked (so Esc from the first question goes back to it) */
  askLanguage: boolean;
  ready?: ReadyInfo;
  smokeDetail?: string;
  filePath: string;
  zip?: { path: string; recipes: RecipeEntry[] };
  apiList?: { base: string; recipes: RecipeSummary[]; truncated: boolean };
  recipe?: ChosenRecipe;
  connectionLines: string[];
  log: LogEntry[];
  /** a one-line message for the next screen (e.g. the browser opened) */
  notice?: { text: string; tone: 'ok' | 'warn' };
}

export type WizardAction =
  | { type: 'language'; lang: Lang }
  | { type: 'checks_passed'; ready: ReadyInfo }
  | { type: 'smoke_failed'; detail: string }
  | { type: 'goto'; step: StepName }
  | { type: 'file_path'; path: string }
  | { type: 'zip'; zip: { path: string; recipes: RecipeEntry[] } }
  | { type: 'api_list'; list: NonNullable<WizardState['apiList']> }
  | { type: 'recipe'; recipe: ChosenRecipe }
  /** relative to the lines in the state, so lines typed before the screen re-rendered are kept */
  | { type: 'connections_add'; lines: string[] }
  | { type: 'connections_remove_last' }
  | { type: 'translated'; result: TranslationResult; written: WrittenTranslation; connectionIds: string[] }
  | { type: 'notice'; notice: WizardState['notice'] }
  | { type: 'another' }
  | { type: 'back' };

export function initialState(lang: Lang, askLanguage: boolean): WizardState {
  return { step: askLanguage ? 'language' : 'checks', lang, askLanguage, filePath: '', connectionLines: [], log: [] };
}

/** Where Esc leads from each step (the step itself when there is nowhere to go). */
export function previousStep(state: WizardState): StepName {
  switch (state.step) {
    case 'source':
      return state.askLanguage ? 'language' : 'source';
    case 'api_key':
    case 'api_list':
    case 'file':
    case 'workspace':
      return 'source';
    case 'zip_pick':
      return 'file';
    case 'connections':
      return state.recipe?.from ?? 'source';
    case 'summary':
      return 'connections';
    case 'next':
      return 'browser';
    case 'smtp':
      return 'next';
    case 'smtp_first':
      return 'source';
    default:
      return state.step;
  }
}

export function reducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'language':
      // The checks run once: coming back to the language later only changes the language.
      return { ...state, lang: action.lang, step: state.ready ? 'source' : 'checks' };
    case 'checks_passed':
      return { ...state, ready: action.ready, step: 'source' };
    case 'smoke_failed':
      return { ...state, smokeDetail: action.detail, step: 'smoke_failed' };
    case 'goto':
      return { ...state, step: action.step, notice: undefined };
    case 'file_path':
      return { ...state, filePath: action.path };
    case 'zip':
      return { ...state, zip: action.zip, step: 'zip_pick' };
    case 'api_list':
      return { ...state, apiList: action.list };
    case 'recipe':
      return { ...state, recipe: action.recipe, step: 'connections' };
    case 'connections_add':
      return { ...state, connectionLines: [...state.connectionLines, ...action.lines] };
    case 'connections_remove_last':
      return state.connectionLines.length === 0 ? state : { ...state, connectionLines: state.connectionLines.slice(0, -1) };
    case 'translated': {
      const entry: LogEntry = {
        id: state.log.length + 1,
        lang: state.lang,
        result: action.result,
        written: action.written,
        connectionIds: action.connectionIds,
      };
      return { ...state, log: [...state.log, entry], step: 'browser', notice: undefined };
    }
    case 'notice':
      return { ...state, notice: action.notice };
    case 'another':
      // Back to the recipe source; the checks are not repeated. Connection lines start empty: ids bound to the last
      // recipe's connectors would otherwise be carried silently into a flow that may live in another pipe.
      return { ...state, step: 'source', recipe: undefined, zip: undefined, filePath: '', connectionLines: [], notice: undefined };
    case 'back':
      return { ...state, step: previousStep(state), notice: undefined };
  }
}
