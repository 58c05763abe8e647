// Coverage over the shared corpus of real recipes: per recipe, operations mapped / approximated / unmapped and
// formulas compiled / left; every flow passes the schema and dry-run import checks. `npm run coverage:corpus`
// prints the same totals from the built engine.
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { recipeCoverage, type RecipeCoverage } from '../src/engine/coverage.js';
import { checkTemplate } from './support/flow-check.js';
import { corpusFiles, hasCorpus, readCorpus } from './support/corpus.js';

function coverage(file: string): RecipeCoverage & { file: string } {
  const result = translateRecipe(readCorpus(file), { lang: 'en' });
  expect(checkTemplate(result.template).errors, file).toEqual([]);
  return { file, ...recipeCoverage(result) };
}

const pct = (a: number, b: number) => (b === 0 ? '100.0%' : `${((100 * a) / b).toFixed(1)}%`);

describe.skipIf(!hasCorpus)('corpus coverage', () => {
  it('reports operations and formulas per recipe; every flow validates; at least 90% of action steps are mapped or approximated', () => {
    const rows = corpusFiles().map(coverage);
    expect(rows.length).toBeGreaterThan(0);
    const total = rows.reduce(
      (t, r) => ({
        mapped: t.mapped + r.mapped, approximated: t.approximated + r.approximated, unmapped: t.unmapped + r.unmapped,
        actions: t.actions + r.actions, actionsCovered: t.actionsCovered + r.actionsCovered, formulas: t.formulas + r.formulas, formulasLeft: t.formulasLeft + r.formulasLeft,
      }),
      { mapped: 0, approximated: 0, unmapped: 0, actions: 0, actionsCovered: 0, formulas: 0, formulasLeft: 0 },
    );
    const lines = rows.map((r) =>
      `${r.file.slice(0, 70).padEnd(70)} mapped ${r.mapped} approximated ${r.approximated} unmapped ${r.unmapped} | formulas compiled ${r.formulas - r.formulasLeft} left ${r.formulasLeft}`);
    lines.push(
      `TOTAL: operations mapped ${total.mapped}, approximated ${total.approximated}, unmapped ${total.unmapped}; ` +
        `action steps mapped or approximated ${total.actionsCovered}/${total.actions} (${pct(total.actionsCovered, total.actions)}); ` +
        `formulas compiled ${total.formulas - total.formulasLeft}/${total.formulas} (${pct(total.formulas - total.formulasLeft, total.formulas)}), left ${total.formulasLeft}`,
    );
    console.log(lines.join('\n'));
    expect(total.actionsCovered / total.actions).toBeGreaterThanOrEqual(0.9);
    expect((total.formulas - total.formulasLeft) / total.formulas).toBeGreaterThanOrEqual(0.9);
  });
});
