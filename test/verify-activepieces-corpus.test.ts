// Every flow the engine writes for the shared corpus and the bundled examples runs through the Activepieces
// runtime model with generated trigger data, without the model throwing; what it could not model is reported.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { modelGaps, prepareFlow, runFlow, runPrepared, type RunDetail } from '../src/verify/activepieces/index.js';
import { eventFromReferences } from './support/ap-events.js';
import { corpusFiles, hasCorpus, readCorpus } from './support/corpus.js';
import { checkTemplate } from './support/flow-check.js';

const summary: string[] = [];
afterAll(() => {
  if (summary.length) console.info(`Activepieces runtime model over the corpus:\n${summary.join('\n')}`);
});

function runRecipe(name: string, raw: unknown): RunDetail {
  const { template } = translateRecipe(raw, { lang: 'en' });
  expect(checkTemplate(template).errors).toEqual([]);
  const detail = runFlow(template, { trigger: eventFromReferences(template), outputs: () => ({}) });
  // the check prepares a flow once for all its events: no run may write into it (frozen, a write would throw)
  const prepared = deepFreeze(prepareFlow(template));
  for (let i = 0; i < 2; i++) expect(runPrepared(prepared, { trigger: eventFromReferences(template), outputs: () => ({}) })).toEqual(detail);
  expect(['completed', 'stopped', 'returned', 'failed']).toContain(detail.outcome);
  expect(detail.steps.length).toBeGreaterThan(0);
  // whatever the run met that the model could not reproduce is among the gaps found on every path
  const gaps = modelGaps(template);
  for (const u of detail.unmodelled) expect(gaps.map((g) => g.step)).toContain(u.step);
  const listed = gaps.map((u) => `${u.step}: ${u.what}`);
  summary.push(`- ${name}: ${detail.outcome}${detail.error ? ` (${detail.error.split('\n')[0]!.slice(0, 80)})` : ''}, ${detail.calls.length} calls, ${detail.steps.length} steps; not modelled on any path: ${listed.length ? listed.join('; ') : 'nothing'}`);
  return detail;
}

function deepFreeze<T>(value: T): T {
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (v && typeof v === 'object' && !Object.isFrozen(v)) {
      Object.freeze(v);
      pending.push(...Object.values(v));
    }
  }
  return value;
}

describe('bundled examples through the runtime model', () => {
  it.each(readdirSync('examples').filter((f) => f.endsWith('.json')))('%s runs', (file) => {
    runRecipe(file, JSON.parse(readFileSync(join('examples', file), 'utf8')));
  });
});

describe.skipIf(!hasCorpus)('shared corpus through the runtime model', () => {
  it.each(corpusFiles())('%s runs', (file) => {
    runRecipe(file.replace(/\.(recipe\.)?json$/, '').slice(-60), readCorpus(file));
  });
});
