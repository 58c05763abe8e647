// Writes the workspace files beside the recipe folders, under the batch's lock: report.json, REPORT.md,
// report.html, flows.zip (every flow, in import order) and tables/ (one importable table file per lookup table).
// Each file is written to a work name and renamed into place, so a reader never sees half a report.
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import type { FlowTemplate } from '../../engine/types.js';
import { slugify } from '../../engine/slug.js';
import type { Lang } from '../../i18n/index.js';
import type { PackageTable } from '../../sources/types.js';
import { outputError } from '../fs-errors.js';
import { jsonText } from '../json-text.js';
import { fitName, workName } from '../names.js';
import { writeOutputFolder, type OutputFile } from '../write.js';
import type { WorkspaceReport } from './model.js';
import { renderHtml } from './render-html.js';
import { renderMarkdown } from './render-md.js';
import { tableTemplate } from './table-file.js';

export const REPORT_FILES = { json: 'report.json', md: 'REPORT.md', html: 'report.html', zip: 'flows.zip', tables: 'tables' } as const;

/** `tables/<name>.json`, unique within the workspace. */
export function tableFiles(tables: readonly PackageTable[]): Array<PackageTable & { file: string }> {
  const used = new Set<string>();
  return tables.map((table) => {
    let name = fitName(slugify(table.name, 'table'), 100);
    for (let i = 2; used.has(name); i++) name = fitName(`${slugify(table.name, 'table')}-${i}`, 100);
    used.add(name);
    return { ...table, file: `${REPORT_FILES.tables}/${name}.json` };
  });
}

async function replaceFile(dir: string, name: string, content: string | Uint8Array): Promise<void> {
  const tmp = join(dir, workName('tmp'));
  try {
    await writeFile(tmp, content);
    await rename(tmp, join(dir, name));
  } catch (error) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw outputError(join(dir, name), error);
  }
}

/** The diagram PNGs the recipe folders hold, as base64 by folder. */
async function readDiagrams(dir: string, report: WorkspaceReport): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const r of report.recipes) {
    if (!r.output_folder) continue;
    const png = await readFile(join(dir, r.output_folder, 'recipe_diagram.png')).catch(() => undefined);
    if (png) out.set(r.output_folder, png.toString('base64'));
  }
  return out;
}

export interface WorkspaceFiles {
  report: WorkspaceReport;
  /** every flow to import, by recipe folder */
  flows: ReadonlyMap<string, FlowTemplate>;
  tables: ReadonlyArray<PackageTable & { file: string }>;
  lang: Lang;
}

export async function writeWorkspaceFiles(dir: string, files: WorkspaceFiles): Promise<void> {
  const { report, lang } = files;
  const entries: Record<string, Uint8Array> = {};
  const digits = String(report.import.order.length).length;
  report.import.order.forEach((origin, i) => {
    const folder = report.recipes.find((r) => r.origin === origin)?.output_folder;
    const flow = folder !== undefined ? files.flows.get(folder) : undefined;
    // Numbered so the archive lists the flows in import order (the dialog reads every *.json of it).
    if (flow && folder !== undefined) entries[`${String(i + 1).padStart(digits, '0')}-${folder}.json`] = strToU8(jsonText(flow));
  });
  if (files.tables.length) {
    const tableOutputs: OutputFile[] = files.tables.map((t) => ({ name: t.file.slice(REPORT_FILES.tables.length + 1), content: jsonText(tableTemplate(t)) + '\n' }));
    await writeOutputFolder(dir, REPORT_FILES.tables, tableOutputs);
  }
  await replaceFile(dir, REPORT_FILES.zip, zipSync(entries, { level: 6 }));
  await replaceFile(dir, REPORT_FILES.json, jsonText(report) + '\n');
  await replaceFile(dir, REPORT_FILES.md, renderMarkdown(report, lang));
  await replaceFile(dir, REPORT_FILES.html, renderHtml(report, lang, await readDiagrams(dir, report)));
}
