// Turns a translation into the files of output/<folder>/ and writes them (PNG only when a renderer is found).
import { join } from 'node:path';
import type { Lang } from '../i18n/index.js';
import type { TranslationResult } from '../engine/types.js';
import { renderPng, pngStatusMessage } from './png.js';
import { writeOutputFolder, type OutputFile, type WrittenFolder } from './write.js';

export interface WriteOptions {
  baseDir: string;
  lang: Lang;
  env: NodeJS.ProcessEnv;
  /** the fetched recipe, saved as recipe.json so a run can be repeated offline */
  sourceRecipe?: unknown;
  /** skip the diagram PNG */
  noPng?: boolean;
}

export interface WrittenTranslation extends WrittenFolder {
  files: { flow: string; flowNamed: string; routing: string; description: string; diagramPng?: string; recipe?: string };
  png: { ok: true } | { ok: false; reason: string; message: string };
}

export const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

export async function writeTranslation(result: TranslationResult, options: WriteOptions): Promise<WrittenTranslation> {
  const flow = json(result.template);
  const files: OutputFile[] = [
    { name: 'flow.json', content: flow },
    { name: `${result.slug}.flow.json`, content: flow },
    { name: 'routing.json', content: json(result.routing) },
    { name: 'recipe_description.md', content: result.description },
  ];
  if (options.sourceRecipe !== undefined) files.push({ name: 'recipe.json', content: json(options.sourceRecipe) });
  let png: WrittenTranslation['png'];
  if (options.noPng) png = { ok: false, reason: 'disabled', message: pngStatusMessage('disabled', options.lang) };
  else {
    const rendered = await renderPng(result.mermaid, { env: options.env });
    if (rendered.ok) {
      files.push({ name: 'recipe_diagram.png', content: rendered.png });
      png = { ok: true };
    } else png = { ok: false, reason: rendered.reason, message: pngStatusMessage(rendered.reason, options.lang, rendered) };
  }
  const written = await writeOutputFolder(options.baseDir, result.folder, files);
  const at = (name: string) => join(written.dir, name);
  return {
    ...written,
    files: {
      flow: at('flow.json'),
      flowNamed: at(`${result.slug}.flow.json`),
      routing: at('routing.json'),
      description: at('recipe_description.md'),
      ...(png.ok ? { diagramPng: at('recipe_diagram.png') } : {}),
      ...(options.sourceRecipe !== undefined ? { recipe: at('recipe.json') } : {}),
    },
    png,
  };
}
