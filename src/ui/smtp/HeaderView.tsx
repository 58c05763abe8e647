// The title, and where the request will go (or what is missing in the configuration).
import { Box } from 'ink';
import React from 'react';
import type { Lang } from '../../i18n/index.js';
import { Txt } from '../components/theme.js';
import type { PipefyConfigStatus } from './services.js';
import type { SmtpTranslate } from './translate.js';

export function HeaderView({ t, lang, config }: { t: SmtpTranslate; lang: Lang; config?: PipefyConfigStatus }): React.JSX.Element {
  return (
    <Box flexDirection="column" marginBottom={1}>
      <Txt bold>{t('title')}</Txt>
      <Txt dimColor>{t('subtitle')}</Txt>
      {config === undefined ? null : config.ok ? (
        <Txt dimColor>
          {t('endpoint_line', { url: config.graphqlUrl })} · {t(config.auth === 'token' ? 'auth_static' : 'auth_client')}
        </Txt>
      ) : (
        <Txt color="yellow">{config.problem.render(lang)}</Txt>
      )}
    </Box>
  );
}
