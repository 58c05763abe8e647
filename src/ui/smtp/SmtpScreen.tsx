// The Ink screen for a custom email sender: form → sending → result (or error). Reusable by the wizard:
// render <SmtpScreen lang env cwd onDone /> and wait for onDone(result | null).
import { Box, render, useInput } from 'ink';
import Spinner from 'ink-spinner';
import TextInput from 'ink-text-input';
import React, { useMemo, useRef, useState } from 'react';
import { UserError } from '../../errors.js';
import { ThemeProvider, Txt as Text, noColorFromEnv } from '../components/theme.js';
import { translator, type Lang } from '../../i18n/index.js';
import { smtpMessages, type SmtpMessageKey } from '../../i18n/messages/smtp.js';
import type { Io } from '../../io.js';
import { createTokenProvider, type TokenProvider } from '../../smtp/auth.js';
import { createSmtpSender, type SmtpSenderResult } from '../../smtp/client.js';
import { tryLoadPipefyConfig, type PipefyConfig } from '../../smtp/config.js';
import { SmtpError } from '../../smtp/errors.js';
import { mismatchLine } from '../../smtp/mismatch.js';
import {
  emptySmtpForm,
  organizationIdFromText,
  validateSmtpForm,
  type SmtpField,
  type SmtpFieldErrors,
  type SmtpFormValues,
} from '../../smtp/schema.js';

export interface SmtpScreenProps {
  lang: Lang;
  /** Where PIPEFY_* settings come from (plus `.env` in cwd). */
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Values to start with (the password is never prefilled from anywhere but the form). */
  initial?: Partial<Omit<SmtpFormValues, 'password'>>;
  /** The sender that was created, or null when the user quit. */
  onDone(result: SmtpSenderResult | null): void;
  /** Called each time an attempt fails (the screen shows the error and lets the user go back). */
  onError?(error: UserError): void;
}

type TextField = Exclude<SmtpField, 'ipRelay'>;
type Row = SmtpField | 'submit';

const TEXT_FIELDS: Record<TextField, { label: SmtpMessageKey; placeholder?: SmtpMessageKey }> = {
  senderName: { label: 'field_sender_name', placeholder: 'placeholder_sender_name' },
  emailAddress: { label: 'field_email', placeholder: 'placeholder_email' },
  host: { label: 'field_host', placeholder: 'placeholder_host' },
  port: { label: 'field_port', placeholder: 'placeholder_port' },
  organizationId: { label: 'field_organization_id', placeholder: 'placeholder_organization_id' },
  username: { label: 'field_username' },
  password: { label: 'field_password' },
};

function rowsFor(values: SmtpFormValues): Row[] {
  const rows: Row[] = ['senderName', 'emailAddress', 'host', 'port', 'organizationId', 'ipRelay'];
  if (!values.ipRelay) rows.push('username', 'password');
  rows.push('submit');
  return rows;
}

type Phase =
  | { name: 'form' }
  | { name: 'sending' }
  | { name: 'success'; result: SmtpSenderResult }
  | { name: 'error'; error: UserError };

export function SmtpScreen({ lang, env, cwd, initial, onDone, onError }: SmtpScreenProps): React.JSX.Element {
  const t = translator(smtpMessages, lang);
  const [values, setValues] = useState<SmtpFormValues>(() => ({ ...emptySmtpForm(), ...initial, password: '' }));
  const [focus, setFocus] = useState<Row>('senderName');
  const [touched, setTouched] = useState<ReadonlySet<SmtpField>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [phase, setPhase] = useState<Phase>({ name: 'form' });
  const providerRef = useRef<{ config: PipefyConfig; provider: TokenProvider } | undefined>(undefined);
  const loaded = useMemo(() => tryLoadPipefyConfig(env, cwd), [env, cwd]);

  const validation = useMemo(() => validateSmtpForm(values), [values]);
  const errors: SmtpFieldErrors = validation.ok ? {} : validation.errors;
  const rows = rowsFor(values);

  const shownError = (field: SmtpField): string | undefined => {
    const key = errors[field];
    return key && (attempted || touched.has(field)) ? t(key) : undefined;
  };

  const move = (delta: number) => {
    const index = rows.indexOf(focus);
    if (focus !== 'submit') setTouched((previous) => new Set(previous).add(focus));
    const next = rows[Math.min(rows.length - 1, Math.max(0, index + delta))]!;
    setFocus(next);
  };

  const setField = (field: TextField, value: string) => {
    let next = value;
    // Pasting the organization's URL keeps only its number.
    if (field === 'organizationId' && /\/organizations\/\d+/.test(value)) next = organizationIdFromText(value);
    setValues((previous) => ({ ...previous, [field]: next }));
  };

  const toggleRelay = () => {
    setValues((previous) => ({ ...previous, ipRelay: !previous.ipRelay }));
  };

  const submit = () => {
    setAttempted(true);
    if (!validation.ok) {
      const first = rows.find((row) => row !== 'submit' && validation.errors[row]);
      if (first) setFocus(first);
      return;
    }
    const input = validation.value;
    setPhase({ name: 'sending' });
    void (async () => {
      try {
        if (!loaded.ok) throw loaded.problem;
        const config = loaded.config;
        if (providerRef.current?.config !== config) {
          providerRef.current = { config, provider: createTokenProvider(config.auth, { timeoutMs: config.timeoutMs }) };
        }
        const result = await createSmtpSender(input, { config, tokenProvider: providerRef.current.provider });
        setPhase({ name: 'success', result });
      } catch (error) {
        const userError =
          error instanceof UserError ? error : new SmtpError('unexpected', 'e_unexpected', { detail: error instanceof Error ? error.name : 'error' });
        onError?.(userError);
        setPhase({ name: 'error', error: userError });
      }
    })();
  };

  useInput(
    (input, key) => {
      if (phase.name === 'form') {
        if (key.escape) return onDone(null);
        if (key.tab && key.shift) return move(-1);
        if (key.tab || key.downArrow) return move(1);
        if (key.upArrow) return move(-1);
        if (focus === 'ipRelay' && input === ' ') return toggleRelay();
        if (key.return) return focus === 'submit' ? submit() : move(1);
        return;
      }
      if (phase.name === 'success') {
        if (key.return || key.escape) onDone(phase.result);
        return;
      }
      if (phase.name === 'error') {
        if (key.escape) return onDone(null);
        if (key.return) {
          setPhase({ name: 'form' });
          setFocus('submit');
        }
      }
    },
    { isActive: phase.name !== 'sending' },
  );

  const labelWidth = Math.max(...Object.values(TEXT_FIELDS).map((f) => t(f.label).length), t('field_ip_relay').length) + 2;

  const header = (
    <Box flexDirection="column" marginBottom={1}>
      <Text bold>{t('title')}</Text>
      <Text dimColor>{t('subtitle')}</Text>
      {loaded.ok ? (
        <Text dimColor>
          {t('endpoint_line', { url: loaded.config.graphqlUrl })} · {t(loaded.config.auth.kind === 'token' ? 'auth_static' : 'auth_client')}
        </Text>
      ) : (
        <Text color="yellow">{loaded.problem.render(lang)}</Text>
      )}
    </Box>
  );

  if (phase.name === 'sending') {
    return (
      <Box flexDirection="column">
        {header}
        <Text>
          <Text color="cyan">
            <Spinner type="dots" />
          </Text>{' '}
          {t('sending')}
        </Text>
      </Box>
    );
  }

  if (phase.name === 'success') {
    const r = phase.result;
    const missing = t('not_returned');
    const lines: Array<[SmtpMessageKey, string]> = [
      ['result_sender_id', r.senderId],
      ['result_configuration_id', r.configurationId ?? missing],
      ['result_sender_name', r.senderName ?? missing],
      ['result_email', r.emailAddress ?? missing],
      ['result_host', r.host ?? missing],
      ['result_port', r.port ?? missing],
      ['result_organization_id', r.organizationId ?? missing],
      ['result_ip_relay', String(r.ipRelayAuth)],
    ];
    const width = Math.max(...lines.map(([key]) => t(key).length)) + 2;
    return (
      <Box flexDirection="column">
        {header}
        <Text color="green">✔ {t('success_title')}</Text>
        {lines.map(([key, value]) => (
          <Box key={key}>
            <Box width={width + 2}>
              <Text>  {t(key)}</Text>
            </Box>
            <Text>{value}</Text>
          </Box>
        ))}
        {r.mismatches.length > 0 ? (
          <Box flexDirection="column" marginTop={1}>
            <Text color="yellow">⚠ {t('mismatch_title')}</Text>
            {r.mismatches.map((m) => (
              <Text key={m.field} color="yellow">
                {'  '}
                {mismatchLine(m, lang)}
              </Text>
            ))}
          </Box>
        ) : null}
        <Box marginTop={1}>
          <Text dimColor>{t('keys_done')}</Text>
        </Box>
      </Box>
    );
  }

  if (phase.name === 'error') {
    const error = phase.error;
    const smtp = error instanceof SmtpError ? error : undefined;
    const support = smtp?.supportDetails();
    return (
      <Box flexDirection="column">
        {header}
        <Text color="red" bold>
          ✗ {t(smtp?.details.maybeCreated ? 'error_title_unknown' : 'error_title')}
        </Text>
        <Text>{smtp ? smtp.renderMessage(lang) : error.render(lang)}</Text>
        {support ? <Text dimColor>{t('support_line', { details: support })}</Text> : null}
        <Box marginTop={1}>
          <Text dimColor>{t('keys_error')}</Text>
        </Box>
      </Box>
    );
  }

  return (
    <Box flexDirection="column">
      {header}
      {rows.map((row) => {
        const focused = focus === row;
        const pointer = <Text color="cyan">{focused ? '› ' : '  '}</Text>;
        if (row === 'submit') {
          return (
            <Box key={row} marginTop={1}>
              {pointer}
              <Text inverse={focused} bold>
                {` ${t('submit')} `}
              </Text>
            </Box>
          );
        }
        if (row === 'ipRelay') {
          return (
            <Box key={row}>
              {pointer}
              <Box width={labelWidth}>
                <Text>{t('field_ip_relay')}</Text>
              </Box>
              <Text color={values.ipRelay ? 'green' : undefined}>
                {values.ipRelay ? '[x] ' : '[ ] '}
                {t(values.ipRelay ? 'relay_on' : 'relay_off')}
              </Text>
            </Box>
          );
        }
        const spec = TEXT_FIELDS[row];
        const error = shownError(row);
        return (
          <Box key={row} flexDirection="column">
            <Box>
              {pointer}
              <Box width={labelWidth}>
                <Text>{t(spec.label)}</Text>
              </Box>
              <TextInput
                value={values[row]}
                onChange={(value) => setField(row, value)}
                focus={focused}
                mask={row === 'password' ? '*' : undefined}
                placeholder={focused && spec.placeholder ? t(spec.placeholder) : ''}
                showCursor
              />
            </Box>
            {error ? (
              <Box marginLeft={2 + labelWidth}>
                <Text color="red">✗ {error}</Text>
              </Box>
            ) : null}
          </Box>
        );
      })}
      {attempted && !validation.ok ? (
        <Box marginTop={1}>
          <Text color="red">{t('fix_fields')}</Text>
        </Box>
      ) : null}
      <Box marginTop={1}>
        <Text dimColor>{t('keys_form')}</Text>
      </Box>
    </Box>
  );
}

/**
 * Shows the screen on the terminal and resolves with an exit code: 0 when a sender was created, the exit
 * code of the last error when the user quit after one, 130 when the user quit before any attempt.
 */
export async function runSmtpScreen(io: Io, lang: Lang, initial?: SmtpScreenProps['initial']): Promise<number> {
  let created: SmtpSenderResult | null = null;
  let lastError: UserError | undefined;
  const app = render(
    <ThemeProvider noColor={noColorFromEnv(io.env)}>
    <SmtpScreen
      lang={lang}
      env={io.env}
      cwd={io.cwd}
      initial={initial}
      onDone={(result) => {
        created = result;
        app.unmount();
      }}
      onError={(error) => {
        lastError = error;
      }}
    />
    </ThemeProvider>,
    { stdin: io.stdin as NodeJS.ReadStream, exitOnCtrlC: true },
  );
  await app.waitUntilExit();
  if (created) return 0;
  if (lastError) return lastError.exitCode;
  io.stderr('\n' + translator(smtpMessages, lang)('cancelled') + '\n');
  return 130;
}
