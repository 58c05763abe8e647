// report.html: the workspace report as one self-contained page (inline CSS, no script, no external asset), recipes
// grouped by their Workato folder. Every recipe-controlled text goes through `esc`; diagrams are the rendered PNG
// (inlined) when there is one, else the Mermaid source as text.
import type { Lang } from '../../i18n/index.js';
import type { ReportRecipe, WorkspaceReport } from './model.js';
import { callLines, effortNote, orderedRecipes, pieceLabel, reportTranslator, statusLabel, summaryRows } from './texts.js';

export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CSS = `body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d2330;background:#f5f6f8}
main{max-width:1100px;margin:0 auto;padding:24px}h1{margin:0 0 4px}h2{margin-top:32px;border-bottom:1px solid #d8dbe2}
.cards{display:flex;flex-wrap:wrap;gap:12px}.card{background:#fff;border-radius:8px;padding:12px 16px;min-width:150px;box-shadow:0 1px 2px #0002}
.card b{display:block;font-size:24px}.ready{color:#177245}.manual{color:#9a5b00}.failed,.interrupted{color:#b42318}
details{background:#fff;border-radius:6px;margin:6px 0;padding:8px 12px;box-shadow:0 1px 2px #0001}summary{cursor:pointer}
.tag{font-size:12px;border-radius:10px;padding:1px 8px;background:#eef0f4;margin-left:6px}pre{background:#f0f2f5;padding:8px;overflow:auto;font-size:12px}
img{max-width:100%}table{border-collapse:collapse}td,th{padding:4px 10px;border-bottom:1px solid #e3e5ea;text-align:left}`;

/** Diagram PNGs by recipe folder (base64), read by the writer; absent ones show the Mermaid source. */
export type Diagrams = ReadonlyMap<string, string>;

export function renderHtml(report: WorkspaceReport, lang: Lang, diagrams: Diagrams): string {
  const t = reportTranslator(lang);
  const recipes = orderedRecipes(report);
  const anchors = new Map(recipes.map((r, i) => [r.origin, `r${i}`]));
  const folders = [...new Set(recipes.map((r) => r.workato_folder))].sort();
  const folderAnchor = new Map(folders.map((f, i) => [f, `f${i}`]));
  const names = new Map(recipes.map((r) => [r.origin, r.name]));
  const link = (origin: string) => `<a href="#${anchors.get(origin)}">${esc(names.get(origin) ?? origin)}</a>`;
  const list = (items: string[]) => (items.length ? `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : `<p>${esc(t('none'))}</p>`);
  const cards = summaryRows(report, t).map(([k, v]) => `<div class="card">${esc(k)}<b>${esc(v)}</b></div>`).join('');

  const recipe = (r: ReportRecipe): string => {
    const facts = [
      `${esc(t('folder'))}: <a href="#${folderAnchor.get(r.workato_folder)}">${esc(r.workato_folder || '/')}</a>`,
      ...(r.effort_minutes !== undefined ? [esc(t('effort', { minutes: r.effort_minutes }))] : []),
      ...(r.flow_file ? [`${esc(t('import_file'))}: <code>${esc(r.flow_file)}</code>`] : []),
      ...(r.error ? [`${esc(t('error'))}: ${esc(r.error.message)}`] : []),
      ...r.calls.map((c) => (c.callee !== undefined ? `→ ${link(c.callee)} (${esc(String(c.step))})` : `→ ${esc(c.reference)}`)),
      ...(r.called_by.length ? [`${esc(t('called_by'))}: ${r.called_by.map(link).join(', ')}`] : []),
    ];
    const todo = r.todo.length ? `<h4>${esc(t('steps_to_do'))}</h4>${list(r.todo.map((i) => esc(i.text)))}` : '';
    const png = r.output_folder ? diagrams.get(r.output_folder) : undefined;
    const diagram = png
      ? `<h4>${esc(t('diagram'))}</h4><img alt="${esc(r.name)}" src="data:image/png;base64,${png}">`
      : r.mermaid ? `<h4>${esc(t('diagram'))}</h4><pre>${esc(r.mermaid)}</pre>` : '';
    return `<details id="${anchors.get(r.origin)}"><summary><b>${esc(r.name)}</b><span class="tag ${r.status}">${esc(statusLabel(r.status, t))}</span><span class="tag">${esc(t(`change_${r.change}`))}</span></summary>${list(facts)}${todo}${diagram}</details>`;
  };

  const byFolder = folders
    .map((f) => `<h3 id="${folderAnchor.get(f)}">${esc(f || '/')}</h3>${recipes.filter((r) => r.workato_folder === f).map(recipe).join('')}`)
    .join('');
  const order = recipes.filter((r) => r.flow_file).map((r) => `<li>${link(r.origin)} <code>${esc(r.flow_file!)}</code></li>`).join('');
  const section = (title: string, body: string) => `<h2>${esc(title)}</h2>${body}`;
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(t('title'))}</title>
<link rel="icon" href="data:,"><style>${CSS}</style></head><body><main>
<h1>${esc(t('title'))}</h1><p>${esc(t('generated', { version: report.tool.version, source: report.source }))}</p>
<div class="cards">${cards}</div>
${section(t('import'), `<p>${esc(t('import_zip'))}</p><p>${esc(t('import_calls'))}</p><h3>${esc(t('order'))}</h3><ol>${order}</ol>`)}
${section(t('calls'), list(callLines(report, t).map(esc)))}
${section(t('connections'), list(report.connections.map((c) => esc(t('connection_used', { piece: pieceLabel(c.piece), count: c.recipes.length })))))}
${section(t('workato_connections'), list(report.workato_connections.map((c) => esc(c.name ? `${c.provider}: ${c.name}` : c.provider))))}
${section(t('tables'), list(report.tables.map((tb) => esc(t('table', { name: tb.name, columns: tb.columns.length, rows: tb.rows, file: tb.file })))))}
${section(t('variables'), list(report.variables.map((v) => esc(v.name))))}
${report.removed.length ? section(t('removed_heading'), list(report.removed.map((r) => esc(r.name)))) : ''}
${section(t('recipes'), `<p>${esc(effortNote(t))}</p>${byFolder}`)}
</main></body></html>
`;
}

