// The batch runner on real temp folders with the real engine and writer: a recipe the engine throws on is recorded
// as an unexpected failure (exit 1) while the others are written; an interruption leaves the rest unwritten.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { batchExitCode, runBatch, type BatchOptions, type RecipeOutcome } from '../src/output/batch.js';
import { writeTranslation } from '../src/output/translation-files.js';
import type { RecipeEntry } from '../src/sources/types.js';
import { checkTemplate } from './support/flow-check.js';
import { tempFolders } from './support/temp.js';
import { pipefyCardMoved, recipe } from './support/recipes.js';

const tmp = tempFolders('pm-runner-');

const entry = (name: string): RecipeEntry => ({ origin: `${name}.recipe.json`, data: recipe(name, pipefyCardMoved([])) });

function options(baseDir: string, extra: Partial<BatchOptions> = {}): BatchOptions {
  return {
    baseDir,
    lang: 'es',
    // The engine, except for the one recipe standing for an engine fault.
    translate: (e) => {
      if (e.origin === 'Crash.recipe.json') throw new TypeError("Cannot read properties of undefined (reading 'block')");
      return translateRecipe(e.data, { lang: 'es' }, e.origin);
    },
    write: (result, _entry, { base, signal }) => writeTranslation(result, { baseDir: base.dir, base, ...(signal ? { signal } : {}), lang: 'es', env: { MMDC_PATH: '/nonexistent/mmdc' }, noPng: true }),
    ...extra,
  };
}

describe('runBatch', () => {
  it('records an engine fault for its recipe, writes the others, and the exit code is 1', async () => {
    const base = tmp();
    const outcomes = await runBatch([entry('Alpha'), entry('Crash'), entry('Beta')], options(base));
    expect(outcomes.map((o) => o.status)).toEqual(['written', 'failed', 'written']);
    const failed = outcomes[1] as Extract<RecipeOutcome, { status: 'failed' }>;
    expect(failed.failure).toMatchObject({ code: 'unexpected', unexpected: true });
    expect(failed.failure.message).toContain('Error inesperado');
    expect(failed.failure.message).toContain("reading 'block'");
    expect(batchExitCode(outcomes)).toBe(1);
    expect(readdirSync(base).sort()).toEqual(['alpha', 'beta']);
    for (const folder of ['alpha', 'beta']) {
      expect(checkTemplate(JSON.parse(readFileSync(join(base, folder, 'flow.json'), 'utf8'))).errors).toEqual([]);
    }
  });

  it('gives recipes that share a name their own folders, without case, and the exit code is 0', async () => {
    const base = tmp();
    const outcomes = await runBatch([entry('Sync'), { ...entry('SYNC'), origin: 'b.recipe.json' }, { ...entry('sync'), origin: 'c.recipe.json' }], options(base));
    expect(outcomes.map((o) => (o.status === 'written' ? o.written.dir.slice(base.length + 1) : o.status))).toEqual(['sync', 'sync-2', 'sync-3']);
    expect(batchExitCode(outcomes)).toBe(0);
  });

  it('starts no recipe once interrupted, and reports the rest as not written', async () => {
    const base = tmp();
    const controller = new AbortController();
    const seen: string[] = [];
    const outcomes = await runBatch([entry('Alpha'), entry('Beta'), entry('Gamma')], options(base, {
      signal: controller.signal,
      onOutcome: (outcome) => {
        seen.push(outcome.status);
        controller.abort();
      },
    }));
    expect(outcomes.map((o) => o.status)).toEqual(['written', 'interrupted', 'interrupted']);
    expect(seen).toEqual(['written', 'interrupted', 'interrupted']);
    expect(readdirSync(base)).toEqual(['alpha']);
  });

  it('creates no output folder when no recipe could be translated', async () => {
    const base = join(tmp(), 'output');
    const outcomes = await runBatch([entry('Crash')], options(base));
    expect(outcomes.map((o) => o.status)).toEqual(['failed']);
    expect(readdirSync(join(base, '..'))).toEqual([]);
  });
});
