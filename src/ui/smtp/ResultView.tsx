// What Pipefy created, as it echoed it back (never a credential: Pipefy does not echo them), and any value
// it saved differently from the one sent.
import { Box } from 'ink';
import React from 'react';
import type { Lang } from '../../i18n/index.js';
import type { SmtpMessageKey } from '../../i18n/messages/smtp.js';
import type { SmtpSenderResult } from '../../smtp/client.js';
import { mismatchLine } from '../../smtp/mismatch.js';
import { KeyHints } from '../components/KeyHints.js';
import { Txt } from '../components/theme.js';
import type { SmtpTranslate } from './translate.js';
import { visibleLine } from './visible.js';

export function ResultView({ result, t, lang }: { result: SmtpSenderResult; t: SmtpTranslate; lang: Lang }): React.JSX.Element {
  const missing = t('not_returned');
  const lines: Array<[SmtpMessageKey, string]> = [
    ['result_sender_id', result.senderId],
    ['result_configuration_id', result.configurationId ?? missing],
    ['result_sender_name', result.senderName ?? missing],
    ['result_email', result.emailAddress ?? missing],
    ['result_host', result.host ?? missing],
    ['result_port', result.port ?? missing],
    ['result_organization_id', result.organizationId ?? missing],
    ['result_ip_relay', t(result.ipRelayAuth ? 'relay_on' : 'relay_off')],
  ];
  const width = Math.max(...lines.map(([key]) => t(key).length)) + 2;
  return (
    <Box flexDirection="column">
      <Txt color="green">✔ {t('success_title')}</Txt>
      {lines.map(([key, value]) => (
        <Box key={key}>
          <Box width={width + 2}>
            <Txt>  {t(key)}</Txt>
          </Box>
          <Txt>{visibleLine(value)}</Txt>
        </Box>
      ))}
      {result.mismatches.length > 0 ? (
        <Box flexDirection="column" marginTop={1}>
          <Txt color="yellow">⚠ {t('mismatch_title')}</Txt>
          {result.mismatches.map((m) => (
            <Txt key={m.field} color="yellow">
              {'  '}
              {visibleLine(mismatchLine(m, lang))}
            </Txt>
          ))}
        </Box>
      ) : null}
      <KeyHints text={t('keys_done')} />
    </Box>
  );
}
