// Smoke test: every recipe of the shared corpus and every bundled example runs on each of its generated events
// without throwing, with outputs sampled from each step's own schema; what could not be interpreted is reported.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeRecipe } from '../src/engine/recipe.js';
import { generateEvents, runRecipe, schemaOutputs, toIR } from '../src/verify/workato/index.js';
import { corpusFiles, hasCorpus, readCorpus } from './support/corpus.js';

const examples = readdirSync('examples').filter((f) => f.endsWith('.json'));

function runAll(raw: unknown, origin: string) {
  const recipe = normalizeRecipe(raw, origin);
  const ir = toIR(recipe);
  const events = generateEvents(recipe);
  const runs = events.map(({ label, event, outputs }) => ({ label, run: runRecipe(recipe, { event, outputs: schemaOutputs(ir, {}, outputs) }) }));
  return { ir, events, runs };
}

function report(origin: string, runs: ReturnType<typeof runAll>['runs']): void {
  const gaps = new Set(runs.flatMap(({ run }) => run.gaps.map((g) => `step ${g.step}: ${g.reason}`)));
  if (gaps.size) console.info(`${origin}: not interpreted:\n  ${[...gaps].join('\n  ')}`);
}

describe('bundled examples run on their generated events', () => {
  it.each(examples)('%s', (file) => {
    const { events, runs } = runAll(JSON.parse(readFileSync(join('examples', file), 'utf8')), file);
    expect(events.length).toBeGreaterThanOrEqual(3);
    for (const { run } of runs) expect(['completed', 'returned', 'stopped', 'failed']).toContain(run.outcome);
    expect(runs.some(({ run }) => run.calls.length > 0)).toBe(true);
    report(file, runs);
  });
});

describe.skipIf(!hasCorpus)('shared corpus recipes run on their generated events', () => {
  it.each(corpusFiles())('%s', (file) => {
    const { ir, events, runs } = runAll(readCorpus(file), file);
    expect(events.map((e) => e.label)).toContain('typical');
    for (const { run } of runs) {
      expect(['completed', 'returned', 'stopped', 'failed']).toContain(run.outcome);
      for (const call of run.calls) expect(call.runtime).toBe('workato');
      expect(JSON.parse(JSON.stringify(run.calls))).toEqual(run.calls);
    }
    // some generated event passes the trigger filter and runs steps
    if (ir.body.length) expect(runs.some(({ run }) => !run.filtered && run.steps.length > 0)).toBe(true);
    report(file, runs);
  });
});
