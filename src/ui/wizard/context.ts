// What every step component needs: the services, the language, the translator, dispatch and quit.
import { createContext, useContext, type Dispatch } from 'react';
import type { Lang } from '../../i18n/index.js';
import type { WizardMessageKey } from '../../i18n/messages/wizard.js';
import type { Params } from '../../i18n/index.js';
import type { WizardServices } from './services.js';
import type { WizardAction, WizardState } from './state.js';

export interface WizardContextValue {
  services: WizardServices;
  state: WizardState;
  lang: Lang;
  t(key: WizardMessageKey, params?: Params): string;
  dispatch: Dispatch<WizardAction>;
  /** ends the wizard with this exit code (0 quit, 1 failure, 130 Ctrl+C) */
  quit(code: number): void;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('wizard context missing');
  return value;
}
