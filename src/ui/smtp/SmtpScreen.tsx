// The Ink screen for a custom email sender: form → sending → result (or error). It only composes: the form is
// a reducer (form-state.ts), the request runs as one task (useTask) through injected services (services.ts),
// and each phase has its own view. Reusable by the wizard: render <SmtpScreen lang services onDone />.
import { Box, render } from 'ink';
import React, { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { UserError } from '../../errors.js';
import { translator, type Lang } from '../../i18n/index.js';
import { smtpMessages } from '../../i18n/messages/smtp.js';
import type { Io } from '../../io.js';
import type { SmtpSenderResult } from '../../smtp/client.js';
import { fieldErrorText, type SmtpFieldErrors, type SmtpFormValues } from '../../smtp/schema.js';
import { Busy } from '../components/Busy.js';
import { KeyHints } from '../components/KeyHints.js';
import { ThemeProvider, noColorFromEnv } from '../components/theme.js';
import { KeysRoot, useKeys } from '../hooks/useKeys.js';
import { useTask } from '../hooks/useTask.js';
import { initialFormState, smtpFormReducer, validateForm } from './form-state.js';
import { FormView } from './FormView.js';
import { HeaderView } from './HeaderView.js';
import { formIntent } from './keys.js';
import { CancelledView, ErrorView } from './ProblemView.js';
import { ResultView } from './ResultView.js';
import { createSmtpServices, type PipefyConfigStatus, type SmtpServices } from './services.js';

export interface SmtpScreenProps {
  lang: Lang;
  /** Where the screen reads its configuration and sends its request (tests point the real ones at a stand-in). */
  services: SmtpServices;
  /** Values to start with (the password is never prefilled from anywhere but the form). */
  initial?: Partial<Omit<SmtpFormValues, 'password'>>;
  /** The sender that was created, or null when the user quit. */
  onDone(result: SmtpSenderResult | null): void;
  /** Called each time an attempt fails or is stopped after the request left (the screen shows it). */
  onError?(error: UserError): void;
  /** Ctrl+C: the screen quits at once; `requestSent` says whether a create was under way. */
  onInterrupt?(requestSent: boolean): void;
}

/** An attempt stopped after the create left: Pipefy may have created the sender (exit 1, like a lost answer). */
const stoppedAfterSending = () => new UserError('cancelled_maybe_created', smtpMessages, 'cancelled_maybe_created', {}, 1);

export function SmtpScreen(props: SmtpScreenProps): React.JSX.Element {
  // Each key goes to the form as last drawn: Tab and then text, or Enter and then Esc, read in one go.
  return (
    <KeysRoot>
      <SmtpForm {...props} />
    </KeysRoot>
  );
}

function SmtpForm({ lang, services, initial, onDone, onError, onInterrupt }: SmtpScreenProps): React.JSX.Element {
  const t = useMemo(() => translator(smtpMessages, lang), [lang]);
  const [form, dispatch] = useReducer(smtpFormReducer, initial, initialFormState);
  const [config, setConfig] = useState<PipefyConfigStatus | undefined>(undefined);
  const task = useTask<SmtpSenderResult>();
  const requestSent = useRef(false);

  useEffect(() => setConfig(services.describeConfig()), [services]);

  const validation = useMemo(() => validateForm(form), [form]);
  const errors: SmtpFieldErrors = validation.ok ? {} : validation.errors;
  const { state } = task;
  const error = useMemo(() => (state.status === 'failed' ? asUserError(state.error) : undefined), [state]);

  const send = () => {
    if (!validation.ok) return;
    const input = validation.value;
    requestSent.current = false;
    task.run((signal) =>
      services.createSender(input, { signal, onRequestSent: () => (requestSent.current = true) }).catch((failure: unknown) => {
        // A stopped attempt is reported by stop(), not by the error its closed request causes.
        if (!signal.aborted) onError?.(asUserError(failure));
        throw failure;
      }),
    );
  };

  /** Stops a running attempt; after the create left, that is reported like a lost answer. */
  const stop = (): boolean => {
    const stopped = task.cancel();
    if (stopped && requestSent.current) onError?.(stoppedAfterSending());
    return stopped;
  };

  useKeys((input, key) => {
    const intent = formIntent(input, key, form.focus);
    if (intent.type === 'interrupt') {
      const stopped = stop();
      onInterrupt?.(stopped && requestSent.current);
      return onDone(state.status === 'done' ? state.value : null);
    }
    switch (state.status) {
      case 'running':
        if (intent.type === 'quit') stop();
        return;
      case 'done':
        if (key.return || key.escape) onDone(state.value);
        return;
      case 'failed':
      case 'cancelled':
        if (key.escape) return onDone(null);
        if (key.return) {
          task.reset();
          dispatch({ type: 'back_to_submit' });
        }
        return;
      case 'idle':
        if (intent.type === 'quit') return onDone(null);
        if (intent.type === 'ignore') return;
        if (intent.type === 'enter' && form.focus === 'submit') send();
        dispatch(intent);
    }
  });

  const body = (): React.JSX.Element => {
    if (state.status === 'running') {
      return (
        <Box flexDirection="column">
          <Busy label={t('sending')} />
          <KeyHints text={t('keys_sending')} />
        </Box>
      );
    }
    if (state.status === 'done') return <ResultView result={state.value} t={t} lang={lang} />;
    if (error) return <ErrorView error={error} t={t} lang={lang} />;
    if (state.status === 'cancelled') return <CancelledView requestSent={requestSent.current} t={t} />;
    return <FormView form={form} errors={errors} t={t} problemText={(key) => fieldErrorText(key, lang)} />;
  };

  return (
    <Box flexDirection="column">
      <HeaderView t={t} lang={lang} config={config} />
      {body()}
    </Box>
  );
}

/** The services reject with UserErrors only; anything else is named, never quoted (it could hold a request). */
function asUserError(error: unknown): UserError {
  if (error instanceof UserError) return error;
  return new UserError('unexpected', smtpMessages, 'e_unexpected', { detail: error instanceof Error ? error.name : 'error' }, 1);
}

/**
 * Shows the screen on the terminal and resolves with an exit code: 0 when a sender was created, the exit
 * code of the last error when the user quit after one, 130 when the user quit before any attempt or pressed
 * Ctrl+C.
 */
export async function runSmtpScreen(io: Io, lang: Lang, initial?: SmtpScreenProps['initial']): Promise<number> {
  const t = translator(smtpMessages, lang);
  const services = createSmtpServices({ env: io.env, cwd: io.cwd });
  let created: SmtpSenderResult | null = null;
  let lastError: UserError | undefined;
  let interrupted: { requestSent: boolean } | undefined;
  const app = render(
    <ThemeProvider noColor={noColorFromEnv(io.env)}>
      <SmtpScreen
        lang={lang}
        services={services}
        initial={initial}
        onDone={(result) => {
          created = result;
          app.unmount();
        }}
        onError={(error) => {
          lastError = error;
        }}
        onInterrupt={(requestSent) => {
          interrupted = { requestSent };
        }}
      />
    </ThemeProvider>,
    { stdin: io.stdin as NodeJS.ReadStream, exitOnCtrlC: false },
  );
  await app.waitUntilExit();
  if (created) return 0;
  if (interrupted?.requestSent) {
    io.stderr('\n' + t('cancelled_maybe_created') + '\n');
    return 130;
  }
  if (lastError) return lastError.exitCode;
  io.stderr('\n' + t('cancelled') + '\n');
  return 130;
}
