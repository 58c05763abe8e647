// Steps 5–7: connection ids, the summary (a dry run: nothing written yet) and the translation itself.
import { existsSync } from 'node:fs';
import { Box, useStdout } from 'ink';
import React, { useEffect, useMemo, useRef, useState } from 'react';
import { parseConnectionHints } from '../../../engine/connections.js';
import type { TranslationResult } from '../../../engine/types.js';
import type { WizardMessageKey } from '../../../i18n/messages/wizard.js';
import { Bullet } from '../../components/Bullet.js';
import { Busy } from '../../components/Busy.js';
import { KeyHints } from '../../components/KeyHints.js';
import { LineInput } from '../../components/LineInput.js';
import { Txt } from '../../components/theme.js';
import { useKeys } from '../../hooks/useKeys.js';
import { useWizard } from '../context.js';
import { terminalLines } from '../markdown.js';
import { oneLineError } from '../services.js';
import { pieceTitle, summarize } from '../summary.js';

interface LineMatch {
  line: string;
  /** nothing that looks like `Connection: <id>` */
  understood: boolean;
  hints: Array<{ id: string; label?: string; piece?: string }>;
}

interface ConnectionAnalysis {
  /** readable names of every connector of the flow that needs a connection */
  needed: string[];
  lines: LineMatch[];
  error?: string;
}

function useConnectionAnalysis(lines: string[]): ConnectionAnalysis {
  const { services, state, lang } = useWizard();
  const recipe = state.recipe!;
  return useMemo(() => {
    try {
      const base = services.translate(recipe.raw, { lang }, recipe.origin);
      const needed = base.connections.missing.map((p) => pieceTitle(p, lang));
      if (lines.length === 0) return { needed, lines: [] };
      const bound = services.translate(recipe.raw, { lang, connections: lines.join('\n') }, recipe.origin).connections;
      return {
        needed,
        lines: lines.map((line) => {
          const hints = parseConnectionHints(line);
          return {
            line,
            understood: hints.length > 0,
            hints: hints.map((h) => {
              const hit = bound.bound.find((b) => b.id === h.id && b.label === h.label);
              return { id: h.id, ...(h.label ? { label: h.label } : {}), ...(hit ? { piece: pieceTitle(hit.piece, lang) } : {}) };
            }),
          };
        }),
      };
    } catch (error) {
      return { needed: [], lines: [], error: oneLineError(error, lang) };
    }
  }, [recipe, lines, lang]);
}

export function ConnectionsStep(): React.JSX.Element {
  const { t, dispatch, state } = useWizard();
  const [current, setCurrent] = useState('');
  const lines = state.connectionLines;
  const analysis = useConnectionAnalysis(lines);

  // Blank lines of a paste are skipped: only Enter on a blank line goes on.
  const addLines = (added: string[]) => {
    const clean = added.map((l) => l.trim()).filter(Boolean);
    if (clean.length) dispatch({ type: 'connections_add', lines: clean });
  };

  // Backspace on an empty line takes the last line back out: the reducer's last line, which may have been typed a
  // moment ago (the lines of this render could be older).
  const takeBackLast = () => dispatch({ type: 'connections_remove_last' });

  useKeys((_input, key) => {
    if (key.escape) dispatch({ type: 'back' });
  });

  return (
    <Box flexDirection="column">
      <Txt bold>{t('conn_title')}</Txt>
      <Txt>{t('conn_explain')}</Txt>
      <Txt color="cyan">{'  ' + t('conn_example_1')}</Txt>
      <Txt color="cyan">{'  ' + t('conn_example_2')}</Txt>
      <Txt dimColor>{t('conn_skip')}</Txt>
      <Box marginTop={1} flexDirection="column">
        {analysis.error ? <Txt color="red">{analysis.error}</Txt> : null}
        <Txt>{analysis.needed.length ? t('conn_needed', { list: analysis.needed.join(', ') }) : t('conn_needed_none')}</Txt>
        {analysis.lines.map((m, i) =>
          !m.understood ? (
            <Txt key={i} color="yellow">
              {'  ? ' + t('conn_not_understood', { text: m.line })}
            </Txt>
          ) : (
            m.hints.map((h, j) =>
              h.piece ? (
                <Txt key={`${i}-${j}`} color="green">
                  {'  ✔ ' + t('conn_bound', { id: h.id, piece: h.piece })}
                </Txt>
              ) : (
                <Txt key={`${i}-${j}`} color="yellow">
                  {'  ✗ ' + (h.label ? t('conn_unmatched_label', { id: h.id, label: h.label }) : t('conn_unmatched', { id: h.id }))}
                </Txt>
              ),
            )
          ),
        )}
      </Box>
      <Box>
        <Txt color="cyan">{'> '}</Txt>
        <LineInput
          value={current}
          onChange={setCurrent}
          onLines={addLines}
          onSubmit={() => dispatch({ type: 'goto', step: 'summary' })}
          onEraseEmpty={takeBackLast}
        />
      </Box>
      <KeyHints text={t('keys_conn')} />
    </Box>
  );
}

function Row({ label, width, children }: { label: string; width: number; children: React.ReactNode }): React.JSX.Element {
  return (
    <Box>
      <Box width={width} flexShrink={0}>
        <Txt bold>{label}</Txt>
      </Box>
      <Box flexShrink={1}>
        <Txt>{children}</Txt>
      </Box>
    </Box>
  );
}

const HUMAN_LIMIT = 5;

export function SummaryStep(): React.JSX.Element {
  const { t, dispatch, services, state, lang } = useWizard();
  const recipe = state.recipe!;
  const preview = useMemo(() => {
    try {
      return { result: services.translate(recipe.raw, { lang, connections: state.connectionLines.join('\n') }, recipe.origin) };
    } catch (error) {
      return { error: oneLineError(error, lang) };
    }
  }, [recipe, state.connectionLines, lang]);

  const [reading, setReading] = useState(false);
  useKeys((input, key) => {
    if (reading) return;
    if (key.escape) return dispatch({ type: 'back' });
    if (input === 'd' && preview.result) return setReading(true);
    if (key.return && preview.result) dispatch({ type: 'goto', step: 'translate' });
  });

  if (preview.result && reading) return <DescriptionPager text={preview.result.description} onClose={() => setReading(false)} />;
  if (!preview.result) {
    return (
      <Box flexDirection="column">
        <Txt color="red">✗ {preview.error}</Txt>
        <KeyHints text={t('keys_input')} />
      </Box>
    );
  }
  const view = summarize(preview.result, lang);
  const labels: WizardMessageKey[] = ['sum_name', 'sum_trigger', 'sum_apps', 'sum_pipes', 'sum_phases', 'sum_steps', 'sum_connections', 'sum_output'];
  const width = Math.min(22, Math.max(...labels.map((k) => t(k).length)) + 2);
  const none = t('sum_none');
  const connections = [
    ...view.bound.map((b) => `${b.id} → ${b.piece}`),
    ...(view.missing.length ? [t('sum_conn_missing', { list: view.missing.join(', ') })] : []),
  ];
  const shown = view.human.slice(0, HUMAN_LIMIT);
  const outputDir = services.outputDir(preview.result.folder);
  return (
    <Box flexDirection="column">
      <Txt bold>{t('sum_title')}</Txt>
      <Box flexDirection="column" marginTop={1}>
        <Row label={t('sum_name')} width={width}>
          {view.name}
        </Row>
        <Row label={t('sum_trigger')} width={width}>
          {view.trigger}
        </Row>
        <Row label={t('sum_apps')} width={width}>
          {view.apps.join(', ') || none}
        </Row>
        <Row label={t('sum_pipes')} width={width}>
          {view.pipes.join(', ') || none}
        </Row>
        <Row label={t('sum_phases')} width={width}>
          {view.phases.join(', ') || none}
        </Row>
        <Row label={t('sum_steps')} width={width}>
          {t('sum_steps_value', view.steps)}
        </Row>
        <Row label={t('sum_connections')} width={width}>
          {connections.join('; ') || none}
        </Row>
        <Row label={t('sum_output')} width={width}>
          {t(existsSync(outputDir) ? 'sum_output_replace' : 'sum_output_value', { dir: outputDir })}
        </Row>
      </Box>
      <Box flexDirection="column" marginTop={1}>
        <Txt bold>{t('sum_human')}</Txt>
        {view.blocked ? <Txt color="yellow">{t('sum_blocked')}</Txt> : null}
        {view.human.length === 0 ? <Txt color="green">{t('sum_human_none')}</Txt> : null}
        {shown.map((item, i) => (
          <Bullet key={i} mark={item.blocking ? '✗' : '•'} {...(item.blocking ? { color: 'yellow' } : {})}>
            {item.text}
          </Bullet>
        ))}
        {view.human.length > shown.length ? <Txt dimColor>{'  ' + t('sum_more', { count: view.human.length - shown.length })}</Txt> : null}
      </Box>
      <KeyHints text={t('keys_summary')} />
    </Box>
  );
}

/** The recipe description (the same text as recipe_description.md), a window of lines at a time. */
function DescriptionPager({ text, onClose }: { text: string; onClose(): void }): React.JSX.Element {
  const { t } = useWizard();
  const { stdout } = useStdout();
  const columns = stdout?.columns || 80;
  const lines = useMemo(() => terminalLines(text, columns - 1), [text, columns]);
  // Rows left for the text below the wizard's header (up to 4 rows), above the key hints (up to 2 rows and their
  // margin) and the cursor row. Ink clears the whole terminal, scrollback included, once a frame reaches its height.
  const height = Math.max(5, (stdout?.rows ?? 24) - 9);
  const [top, setTop] = useState(0);
  const last = Math.max(0, lines.length - height);
  useKeys((input, key) => {
    if (key.escape || key.return || input === 'd' || input === 'q') return onClose();
    if (key.downArrow) setTop((v) => Math.min(last, v + 1));
    if (key.upArrow) setTop((v) => Math.max(0, v - 1));
    if (key.pageDown || input === ' ') setTop((v) => Math.min(last, v + height));
    if (key.pageUp) setTop((v) => Math.max(0, v - height));
  });
  return (
    <Box flexDirection="column">
      {lines.slice(top, top + height).map((line, i) => (
        <Txt key={top + i} bold={line.heading}>
          {line.text || ' '}
        </Txt>
      ))}
      <KeyHints text={t('keys_description', { from: top + 1, to: Math.min(lines.length, top + height), total: lines.length })} />
    </Box>
  );
}

type TranslatePhase = { name: 'translating' } | { name: 'writing' } | { name: 'error'; message: string };

export function TranslateStep(): React.JSX.Element {
  const { t, dispatch, services, state, lang, quit } = useWizard();
  const [phase, setPhase] = useState<TranslatePhase>({ name: 'translating' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let alive = true;
    const recipe = state.recipe!;
    const lines = state.connectionLines;
    void (async () => {
      try {
        // Let the spinner paint before the synchronous translation.
        await new Promise((r) => setTimeout(r, 0));
        const result: TranslationResult = services.translate(recipe.raw, { lang, connections: lines.join('\n') }, recipe.origin);
        if (!alive) return;
        setPhase({ name: 'writing' });
        await new Promise((r) => setTimeout(r, 0));
        const written = await services.write(result, { lang, ...(recipe.fetched ? { sourceRecipe: recipe.raw } : {}) });
        if (!alive) return;
        const ids = lines.flatMap((l) => parseConnectionHints(l).map((h) => h.id));
        dispatch({ type: 'translated', result, written, connectionIds: ids });
      } catch (error) {
        if (alive) setPhase({ name: 'error', message: oneLineError(error, lang) });
      }
    })();
    return () => {
      alive = false;
    };
  }, []);

  useKeys(
    (input, key) => {
      if (key.return || key.escape) dispatch({ type: 'goto', step: 'summary' });
      else if (input === 'q') quit(2);
    },
    { isActive: phase.name === 'error' },
  );

  if (phase.name === 'error') {
    return (
      <Box flexDirection="column">
        <Txt color="red" bold>
          {t('tr_failed')}
        </Txt>
        <Txt color="red">{phase.message}</Txt>
        <KeyHints text={t('keys_failed')} />
      </Box>
    );
  }
  return (
    <Box flexDirection="column">
      <Busy label={t(phase.name === 'translating' ? 'tr_translating' : 'tr_writing')} />
      <KeyHints text={t('keys_busy_only')} />
    </Box>
  );
}

