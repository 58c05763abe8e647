// A failed attempt (with what Pipefy support needs to find it), or one the user stopped while it ran.
import { Box } from 'ink';
import React from 'react';
import type { UserError } from '../../errors.js';
import type { Lang } from '../../i18n/index.js';
import { SmtpError } from '../../smtp/errors.js';
import { KeyHints } from '../components/KeyHints.js';
import { Txt } from '../components/theme.js';
import type { SmtpTranslate } from './translate.js';
import { visibleText } from './visible.js';

export function ErrorView({ error, t, lang }: { error: UserError; t: SmtpTranslate; lang: Lang }): React.JSX.Element {
  const smtp = error instanceof SmtpError ? error : undefined;
  const support = smtp?.supportDetails();
  return (
    <Box flexDirection="column">
      <Txt color="red" bold>
        ✗ {t(smtp?.details.maybeCreated ? 'error_title_unknown' : 'error_title')}
      </Txt>
      <Txt>{visibleText(smtp ? smtp.renderMessage(lang) : error.render(lang))}</Txt>
      {support ? <Txt dimColor>{visibleText(t('support_line', { details: support }))}</Txt> : null}
      <KeyHints text={t('keys_error')} />
    </Box>
  );
}

export function CancelledView({ requestSent, t }: { requestSent: boolean; t: SmtpTranslate }): React.JSX.Element {
  return (
    <Box flexDirection="column">
      <Txt color="yellow" bold>
        ✗ {t(requestSent ? 'error_title_unknown' : 'error_title')}
      </Txt>
      <Txt>{t(requestSent ? 'cancelled_maybe_created' : 'cancelled_not_sent')}</Txt>
      <KeyHints text={t('keys_error')} />
    </Box>
  );
}
