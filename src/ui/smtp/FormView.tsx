// The form: one row per field, the IP relay switch, the submit button, and each shown problem under its field.
import { Box } from 'ink';
import React from 'react';
import type { SmtpMessageKey } from '../../i18n/messages/smtp.js';
import type { SmtpFieldErrors } from '../../smtp/schema.js';
import { KeyHints } from '../components/KeyHints.js';
import { Txt } from '../components/theme.js';
import { rowsFor, showsProblem, type Row, type SmtpFormState, type TextField } from './form-state.js';
import { TextFieldView } from './TextFieldView.js';
import type { SmtpTranslate } from './translate.js';

const TEXT_FIELDS: Record<TextField, { label: SmtpMessageKey; placeholder?: SmtpMessageKey }> = {
  senderName: { label: 'field_sender_name', placeholder: 'placeholder_sender_name' },
  emailAddress: { label: 'field_email', placeholder: 'placeholder_email' },
  host: { label: 'field_host', placeholder: 'placeholder_host' },
  port: { label: 'field_port', placeholder: 'placeholder_port' },
  organizationId: { label: 'field_organization_id', placeholder: 'placeholder_organization_id' },
  username: { label: 'field_username' },
  password: { label: 'field_password' },
};

export interface FormViewProps {
  form: SmtpFormState;
  errors: SmtpFieldErrors;
  t: SmtpTranslate;
  /** Validation messages, with the limits they quote. */
  problemText(key: SmtpMessageKey): string;
}

function Pointer({ focused }: { focused: boolean }): React.JSX.Element {
  return <Txt color="cyan">{focused ? '› ' : '  '}</Txt>;
}

export function FormView({ form, errors, t, problemText }: FormViewProps): React.JSX.Element {
  const labelWidth = Math.max(...Object.values(TEXT_FIELDS).map((f) => t(f.label).length), t('field_ip_relay').length) + 2;
  const row = (name: Row): React.JSX.Element => {
    const focused = form.focus === name;
    if (name === 'submit') {
      return (
        <Box key={name} marginTop={1}>
          <Pointer focused={focused} />
          <Txt inverse={focused} bold>{` ${t('submit')} `}</Txt>
        </Box>
      );
    }
    if (name === 'ipRelay') {
      const on = form.values.ipRelay;
      return (
        <Box key={name}>
          <Pointer focused={focused} />
          <Box width={labelWidth}>
            <Txt>{t('field_ip_relay')}</Txt>
          </Box>
          <Txt color={on ? 'green' : undefined}>
            {on ? '[x] ' : '[ ] '}
            {t(on ? 'relay_on' : 'relay_off')}
          </Txt>
        </Box>
      );
    }
    const spec = TEXT_FIELDS[name];
    const problem = errors[name] && showsProblem(form, name) ? problemText(errors[name]!) : undefined;
    const note = form.refusedChunk === name ? t('paste_refused') : undefined;
    return (
      <Box key={name} flexDirection="column">
        <Box>
          <Pointer focused={focused} />
          <Box width={labelWidth}>
            <Txt>{t(spec.label)}</Txt>
          </Box>
          <TextFieldView
            value={form.values[name]}
            cursor={form.cursor}
            focused={focused}
            masked={name === 'password'}
            placeholder={spec.placeholder ? t(spec.placeholder) : undefined}
          />
        </Box>
        {note ? (
          <Box marginLeft={2 + labelWidth}>
            <Txt color="yellow">! {note}</Txt>
          </Box>
        ) : null}
        {problem ? (
          <Box marginLeft={2 + labelWidth}>
            <Txt color="red">✗ {problem}</Txt>
          </Box>
        ) : null}
      </Box>
    );
  };
  const invalid = Object.keys(errors).length > 0;
  return (
    <Box flexDirection="column">
      {rowsFor(form.values).map(row)}
      {form.attempted && invalid ? (
        <Box marginTop={1}>
          <Txt color="red">{t('fix_fields')}</Txt>
        </Box>
      ) : null}
      <KeyHints text={t('keys_form')} />
    </Box>
  );
}
