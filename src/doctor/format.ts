// Human output of the doctor: an aligned list with ✓ / ✗ / ! and a closing line.
import { translator, type Lang } from '../i18n/index.js';
import { doctorMessages } from '../i18n/messages/doctor.js';
import type { DoctorCheck, DoctorReport } from './checks.js';

const LABEL_KEYS = {
  node: 'label_node',
  version: 'label_version',
  smoke: 'label_smoke',
  env: 'label_env',
  renderer: 'label_renderer',
} as const;

const ANSI = { green: '\u001b[32m', red: '\u001b[31m', yellow: '\u001b[33m', bold: '\u001b[1m', reset: '\u001b[0m' };

/** Colour only on a terminal, never with NO_COLOR (any non-empty value) or TERM=dumb. */
export function useColor(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (!isTTY) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return env.TERM !== 'dumb';
}

/** ✓ passed; ✗ a required check failed; ! an optional one did (information, not a blocker). */
export function glyph(check: DoctorCheck): '✓' | '✗' | '!' {
  if (check.ok) return '✓';
  return check.required ? '✗' : '!';
}

export function formatDoctor(report: DoctorReport, lang: Lang, color: boolean): string {
  const t = translator(doctorMessages, lang);
  const paint = (code: string, text: string) => (color ? code + text + ANSI.reset : text);
  const labels = report.checks.map((check) => t(LABEL_KEYS[check.id]));
  const width = Math.max(...labels.map((label) => [...label].length));
  const lines = [paint(ANSI.bold, `${t('title')} ${report.version}`)];
  report.checks.forEach((check, i) => {
    const g = glyph(check);
    const mark = paint(g === '✓' ? ANSI.green : g === '✗' ? ANSI.red : ANSI.yellow, g);
    const label = labels[i]!;
    lines.push(`  ${mark} ${label}${' '.repeat(width - [...label].length)}  ${check.detail}`);
  });
  lines.push('');
  const version = report.checks.find((check) => check.id === 'version');
  // The newer-version warning comes first, before the verdict.
  if (version && version.id === 'version' && version.status === 'newer') {
    lines.push(paint(ANSI.yellow, t('newer_warning', { local: version.local, remote: version.remote })));
  }
  lines.push(report.ready ? paint(ANSI.green, t('ready', { version: report.version })) : paint(ANSI.red, t('not_ready')));
  return lines.join('\n') + '\n';
}
