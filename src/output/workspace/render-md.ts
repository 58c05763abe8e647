// REPORT.md: the workspace report as Markdown. Recipe text is escaped so a name cannot break the tables or add HTML.
import type { Lang } from '../../i18n/index.js';
import type { WorkspaceReport } from './model.js';
import { callLines, effortNote, orderedRecipes, pieceLabel, reportTranslator, statusLabel, summaryRows } from './texts.js';

/** One line of plain text: no table pipes, no HTML, no line breaks. */
export function mdText(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').replace(/([\\`*_[\]|<>#])/g, '\\$1');
}

const code = (value: string) => '`' + value.replace(/[`\r\n]/g, ' ') + '`';

export function renderMarkdown(report: WorkspaceReport, lang: Lang): string {
  const t = reportTranslator(lang);
  const out: string[] = [`# ${t('title')}`, '', t('generated', { version: report.tool.version, source: mdText(report.source) }), '', `## ${t('summary')}`, ''];
  out.push('| | |', '|---|---|', ...summaryRows(report, t).map(([k, v]) => `| ${k} | ${v} |`), '');
  out.push(`## ${t('import')}`, '', t('import_zip'), '', t('import_calls'), '');
  out.push(`### ${t('order')}`, '');
  orderedRecipes(report).filter((r) => r.flow_file).forEach((r, i) => out.push(`${i + 1}. ${mdText(r.name)} — ${code(r.flow_file!)}`));
  const list = (title: string, items: string[]) => out.push('', `## ${title}`, '', ...(items.length ? items.map((i) => `- ${i}`) : [t('none')]));
  list(t('calls'), callLines(report, t).map(mdText));
  list(t('connections'), report.connections.map((c) => t('connection_used', { piece: mdText(pieceLabel(c.piece)), count: c.recipes.length })));
  list(t('workato_connections'), report.workato_connections.map((c) => mdText(c.name ? `${c.provider}: ${c.name}` : c.provider)));
  list(t('tables'), report.tables.map((tb) => t('table', { name: mdText(tb.name), columns: tb.columns.length, rows: tb.rows, file: code(tb.file) })));
  list(t('variables'), report.variables.map((v) => mdText(v.name)));
  if (report.removed.length) list(t('removed_heading'), report.removed.map((r) => mdText(r.name)));
  out.push('', `## ${t('recipes')}`, '', effortNote(t));
  for (const r of orderedRecipes(report)) {
    out.push('', `### ${mdText(r.name)}`, '', `- ${t('folder')}: ${mdText(r.workato_folder || '/')}`, `- ${statusLabel(r.status, t)} · ${t(`change_${r.change}`)}`);
    if (r.effort_minutes !== undefined) out.push(`- ${t('effort', { minutes: r.effort_minutes })}`);
    if (r.flow_file) out.push(`- ${t('import_file')}: ${code(r.flow_file)}`);
    if (r.error) out.push(`- ${t('error')}: ${mdText(r.error.message)}`);
    if (r.todo.length) out.push(`- ${t('steps_to_do')}:`, ...r.todo.map((i) => `  - ${mdText(i.text)}`));
  }
  return out.join('\n') + '\n';
}
