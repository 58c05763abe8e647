// The wizard's "whole workspace" path: a package .zip, a folder, or (empty) the Workato API; the run shows the
// recipe at hand, then the totals and where the report and flows.zip are. The work is services.migrateWorkspace.
import { Box } from 'ink';
import React, { useEffect, useRef, useState } from 'react';
import { translator } from '../../../i18n/index.js';
import { workspaceMessages } from '../../../i18n/messages/workspace.js';
import { terminalSafe } from '../../../text.js';
import { Busy } from '../../components/Busy.js';
import { KeyHints } from '../../components/KeyHints.js';
import { LineInput } from '../../components/LineInput.js';
import { Txt } from '../../components/theme.js';
import { useWizard } from '../context.js';
import { oneLineError } from '../services.js';
import { cleanTypedPath } from './file.js';
import { useEscape } from './source-common.js';

type Phase = { kind: 'input' } | { kind: 'running'; label: string } | { kind: 'done'; text: string } | { kind: 'error'; text: string };

export function WorkspaceStep(): React.JSX.Element {
  const { t, dispatch, services, lang } = useWizard();
  const w = translator(workspaceMessages, lang);
  const [value, setValue] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'input' });
  const stop = useRef(new AbortController());
  useEffect(() => () => stop.current.abort(), []);
  useEscape(() => dispatch({ type: 'back' }), phase.kind !== 'running');

  const run = async (typed: string) => {
    setPhase({ kind: 'running', label: w('wizard_reading') });
    try {
      const { report, files } = await services.migrateWorkspace(cleanTypedPath(typed), {
        lang,
        signal: stop.current.signal,
        onStart: (name, n, total) => setPhase({ kind: 'running', label: w('wizard_running', { n, total, name: terminalSafe(name) }) }),
      });
      const s = report?.summary;
      setPhase({ kind: 'done', text: w('wizard_done', { ready: s?.ready ?? 0, manual: s?.needs_human ?? 0, failed: s?.failed ?? 0, html: files.html, zip: files.zip }) });
    } catch (error) {
      if (!stop.current.signal.aborted) setPhase({ kind: 'error', text: oneLineError(error, lang) });
    }
  };

  if (phase.kind === 'running') return <Busy label={phase.label} />;
  if (phase.kind === 'done') {
    return (
      <Box flexDirection="column">
        <Txt color="green">{'✓ ' + phase.text}</Txt>
        <KeyHints text={w('wizard_keys_done')} />
      </Box>
    );
  }
  return (
    <Box flexDirection="column">
      <Txt bold>{w('wizard_title')}</Txt>
      <Box>
        <Txt color="cyan">{'> '}</Txt>
        <LineInput value={value} onChange={setValue} onSubmit={(v) => void run(v)} />
      </Box>
      {phase.kind === 'error' ? <Txt color="red">{'✗ ' + phase.text}</Txt> : null}
      <KeyHints text={t('keys_input')} />
    </Box>
  );
}
