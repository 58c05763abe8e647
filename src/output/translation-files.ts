// Turns a translation into the files of output/<folder>/ and writes them (PNG only when a renderer is found).
import { join } from 'node:path';
import type { Lang } from '../i18n/index.js';
import type { TranslationResult } from '../engine/types.js';
import { openOutputBase, type OutputBase } from './base.js';
import { jsonText } from './json-text.js';
import { MAX_NAME_BYTES, fitName } from './names.js';
import { renderPng, pngStatusMessage } from './png.js';
import { writeOutputFolder, type OutputFile, type WrittenFolder } from './write.js';

export interface WriteOptions {
  /** the output folder, opened (and locked) for this one write */
  baseDir: string;
  /** the output folder already opened by the caller for several writes (wins over baseDir) */
  base?: OutputBase;
  /** an interruption: the recipe folder is then left as it was */
  signal?: AbortSignal;
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

export const json = (value: unknown) => jsonText(value) + '\n';

const FLOW_SUFFIX = '.flow.json';

/** `<slug>.flow.json`, with the slug shortened when the name would not fit the file system. */
export function namedFlowFile(slug: string): string {
  return fitName(slug, MAX_NAME_BYTES - FLOW_SUFFIX.length) + FLOW_SUFFIX;
}

export async function writeTranslation(result: TranslationResult, options: WriteOptions): Promise<WrittenTranslation> {
  const flow = json(result.template);
  const flowNamed = namedFlowFile(result.slug);
  const files: OutputFile[] = [
    { name: 'flow.json', content: flow },
    { name: flowNamed, content: flow },
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
  const written = await writeInBase(options, result.folder, files);
  const at = (name: string) => join(written.dir, name);
  return {
    ...written,
    files: {
      flow: at('flow.json'),
      flowNamed: at(flowNamed),
      routing: at('routing.json'),
      description: at('recipe_description.md'),
      ...(png.ok ? { diagramPng: at('recipe_diagram.png') } : {}),
      ...(options.sourceRecipe !== undefined ? { recipe: at('recipe.json') } : {}),
    },
    png,
  };
}

async function writeInBase(options: WriteOptions, folder: string, files: OutputFile[]): Promise<WrittenFolder> {
  const signal = options.signal ? { signal: options.signal } : {};
  if (options.base) return writeOutputFolder(options.base.dir, folder, files, signal);
  const base = await openOutputBase(options.baseDir);
  try {
    return await writeOutputFolder(base.dir, folder, files, signal);
  } finally {
    await base.close();
  }
}
