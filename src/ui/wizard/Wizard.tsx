// The interactive wizard: a step machine (state.ts) and one component per step (steps/). Side effects go through
// `services`; finished translations are printed with <Static> so the result and checklist stay in the terminal.
import { Box, Static, useApp } from 'ink';
import React, { Component, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { translator, type Lang } from '../../i18n/index.js';
import { wizardMessages } from '../../i18n/messages/wizard.js';
import { ThemeProvider, Txt, noColorFromEnv } from '../components/theme.js';
import { KeysRoot, useKeys } from '../hooks/useKeys.js';
import { WizardContext, type WizardContextValue } from './context.js';
import { oneLineError, type WizardServices } from './services.js';
import { initialState, reducer, type StepName, type WizardState } from './state.js';
import { ApiListStep } from './steps/api-list.js';
import { FileStep, ZipPickStep } from './steps/file.js';
import { BrowserStep, NextStep, ResultBlock, SmtpStep } from './steps/finish.js';
import { ConnectionsStep, SummaryStep, TranslateStep } from './steps/flow.js';
import { ApiKeyStep, SourceStep } from './steps/source.js';
import { WorkspaceStep } from './steps/workspace.js';
import { ChecksStep, LanguageStep, ReadyBanner, SmokeFailedStep } from './steps/start.js';

export interface WizardInitial {
  /** the language to start with: --lang, else the one inferred from the locale */
  lang: Lang;
  /** ask for the language first (the locale was ambiguous and --lang was not given) */
  askLanguage: boolean;
}

export interface WizardProps {
  services: WizardServices;
  initial: WizardInitial;
  /** called once with the exit code, right before the wizard unmounts */
  onExit?(code: number): void;
  /** for tests: watch every state the wizard goes through */
  onState?(state: WizardState): void;
}

const STEPS: Record<StepName, () => React.JSX.Element> = {
  language: LanguageStep,
  checks: ChecksStep,
  smoke_failed: SmokeFailedStep,
  source: SourceStep,
  api_key: ApiKeyStep,
  api_list: ApiListStep,
  file: FileStep,
  zip_pick: ZipPickStep,
  workspace: WorkspaceStep,
  connections: ConnectionsStep,
  summary: SummaryStep,
  translate: TranslateStep,
  browser: BrowserStep,
  next: NextStep,
  smtp: SmtpStep,
  smtp_first: SmtpStep,
};

/** Steps under the title and the ready banner; the later ones sit under the printed result instead. */
const WITH_HEADER = new Set<StepName>(['language', 'checks', 'smoke_failed', 'source', 'api_key', 'api_list', 'file', 'zip_pick', 'workspace', 'connections', 'summary', 'translate', 'smtp_first']);

class CrashGuard extends Component<{ onCrash(error: unknown): void; message(error: unknown): string; children: React.ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    this.props.onCrash(error);
  }
  override render() {
    if (this.state.error !== undefined) return <Txt color="red">{this.props.message(this.state.error)}</Txt>;
    return this.props.children;
  }
}

export function Wizard({ services, initial, onExit, onState }: WizardProps): React.JSX.Element {
  const { exit } = useApp();
  const [state, dispatch] = useReducer(reducer, undefined, () => initialState(initial.lang, initial.askLanguage));
  const ended = useRef(false);
  const [ending, setEnding] = useState<number | undefined>();
  onState?.(state);

  const quit = useCallback(
    (code: number) => {
      if (ended.current) return;
      ended.current = true;
      onExit?.(code);
      setEnding(code);
    },
    [onExit],
  );
  // Unmount after the last frame (the goodbye line, or the screen as it was) has been drawn.
  useEffect(() => {
    if (ending !== undefined) exit();
  }, [ending]);

  // Ctrl+C ends the wizard from anywhere (Ink's own handler is off, so the terminal is restored by unmounting).
  useKeys(
    (input, key) => {
      if (key.ctrl && input === 'c') quit(130);
    },
    { isActive: ending === undefined },
  );

  const lang = state.lang;
  const t = useMemo(() => translator(wizardMessages, lang), [lang]);
  const context: WizardContextValue = { services, state, lang, t, dispatch, quit };
  const Step = STEPS[state.step];
  const noColor = noColorFromEnv(services.env);
  // After a quit the screen goes away (a failure keeps its message on the terminal).
  const live = ending === undefined || ending === 1;
  const version = useMemo(() => services.toolVersion(), [services]);

  return (
    <ThemeProvider noColor={noColor}>
      <KeysRoot>
        <WizardContext.Provider value={context}>
          <Static items={state.log}>{(entry) => <ResultBlock key={entry.id} entry={entry} />}</Static>
          <CrashGuard
            onCrash={() => setTimeout(() => quit(1), 0)}
            message={(error) => t('unexpected', { detail: oneLineError(error, lang) })}
          >
            <Box flexDirection="column">
              {live && WITH_HEADER.has(state.step) ? (
                <Box flexDirection="column">
                  <Box marginBottom={state.ready ? 0 : 1}>
                    <Txt bold>{t('title', { version })}</Txt>
                  </Box>
                  {state.ready ? <ReadyBanner ready={state.ready} /> : null}
                </Box>
              ) : null}
              {live ? <Step key={state.step} /> : ending === 0 ? <Txt>{t('bye')}</Txt> : null}
            </Box>
          </CrashGuard>
        </WizardContext.Provider>
      </KeysRoot>
    </ThemeProvider>
  );
}
