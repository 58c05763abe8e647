// The shared corpus of real Workato recipes (beside the project, absent in a user's clone).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SHARED_DIR = fileURLToPath(new URL('../../../shared/', import.meta.url));
export const CORPUS_DIR = `${SHARED_DIR}corpus/workato/`;
export const hasCorpus = existsSync(CORPUS_DIR);

export function corpusFiles(): string[] {
  if (!hasCorpus) return [];
  return readdirSync(CORPUS_DIR).filter((f) => f.endsWith('.json')).sort();
}

export function readCorpus(file: string): unknown {
  return JSON.parse(readFileSync(CORPUS_DIR + file, 'utf8'));
}
