// Every real recipe of the shared corpus (and the bundled examples) translates, validates and imports.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { allCatalogPieces } from '../src/engine/mapping/catalog.js';
import { catalogViolations, checkTemplate } from './support/flow-check.js';
import { SHARED_DIR, corpusFiles, hasCorpus, readCorpus } from './support/corpus.js';

const examples = readdirSync('examples').filter((f) => f.endsWith('.json'));
const written = mkdtempSync(join(tmpdir(), 'pm-corpus-'));
afterAll(() => rmSync(written, { recursive: true, force: true }));

describe('bundled examples', () => {
  it.each(examples)('%s translates to a valid, importable flow', (file) => {
    const result = translateRecipe(JSON.parse(readFileSync(join('examples', file), 'utf8')), { lang: 'en' });
    expect(checkTemplate(result.template).errors).toEqual([]);
  });
});

describe.skipIf(!hasCorpus)('shared corpus', () => {
  const files = corpusFiles();
  const catalogFile = join(SHARED_DIR, 'catalog/ipaas-pieces-catalog.json');
  const catalog = existsSync(catalogFile) ? JSON.parse(readFileSync(catalogFile, 'utf8')) : { pieces: [...allCatalogPieces()] };

  it.each(files)('%s translates in every language without a crash and passes the schema checks', (file) => {
    const raw = readCorpus(file);
    for (const lang of ['en', 'pt', 'es'] as const) {
      const result = translateRecipe(raw, { lang });
      const check = checkTemplate(result.template);
      expect(check.errors).toEqual([]);
      expect(catalogViolations(result.template, catalog)).toEqual([]);
      expect(result.description.length).toBeGreaterThan(50);
      expect(result.routing.operations.length).toBeGreaterThan(0);
      if (lang === 'en') writeFileSync(join(written, `${file.replace(/\.json$/, '')}.flow.json`), JSON.stringify(result.template));
    }
  });

  it('lists every non-skipped trigger and action step in routing.json', () => {
    for (const file of files) {
      const raw = readCorpus(file) as { code: Record<string, unknown> };
      const expected: number[] = [];
      const walk = (s: Record<string, any>, skipped: boolean) => {
        const off = skipped || s.skip === true;
        if (!off && (s.keyword === 'trigger' || s.keyword === 'action')) expected.push(s.number);
        for (const c of s.block ?? []) walk(c, off);
      };
      walk(raw.code, false);
      const got = translateRecipe(raw, { lang: 'en' }).routing.operations.map((o) => o.step);
      expect(got, file).toEqual(expected.sort((a, b) => a - b));
    }
  });

  it('the independent flowcheck tool passes on every flow the corpus produces', () => {
    const tool = join(SHARED_DIR, 'tools/flowcheck/check.mjs');
    if (!existsSync(tool)) return;
    // Run a copy inside the project so it resolves @activepieces/shared from our node_modules.
    const dir = join('test', '.flowcheck');
    mkdirSync(dir, { recursive: true });
    copyFileSync(tool, join(dir, 'check.mjs'));
    const flows = readdirSync(written).map((f) => join(written, f));
    expect(flows.length).toBe(files.length);
    const out = execFileSync(process.execPath, [join(dir, 'check.mjs'), '--catalog', join(SHARED_DIR, 'catalog/ipaas-pieces-catalog.json'), ...flows], { encoding: 'utf8' });
    expect(out.trim().split('\n').pop()).toBe(`${flows.length} passed, 0 failed`);
  });
});
