// Coverage over the shared corpus of real recipes: per recipe, operations mapped / approximated / unmapped and
// formulas compiled / left; every flow passes the schema and dry-run import checks. `npm run coverage:corpus`
// prints the same totals from the built engine.
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { singlePill, splitTemplate } from '../src/engine/pills.js';
import type { WorkatoStep } from '../src/engine/types.js';
import { checkTemplate } from './support/flow-check.js';
import { corpusFiles, hasCorpus, readCorpus } from './support/corpus.js';

interface RecipeCoverage {
  file: string;
  mapped: number;
  approximated: number;
  unmapped: number;
  actions: number;
  actionsCovered: number;
  formulas: number;
  formulasLeft: number;
}

/** `=` formulas and `#{...}` interpolations that are not a lone datapill, in the steps Workato runs. */
function countFormulas(code: WorkatoStep): number {
  let n = 0;
  const value = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v.startsWith('=')) n++;
      else for (const part of splitTemplate(v)) if (part.kind === 'interp' && !singlePill(part.source)) n++;
    } else if (Array.isArray(v)) v.forEach(value);
    else if (v && typeof v === 'object') Object.values(v).forEach(value);
  };
  const walk = (step: WorkatoStep): void => {
    if (step.skip === true) return;
    value(step.input);
    value(step.source);
    value(step.filter);
    for (const child of step.block ?? []) walk(child);
  };
  walk(code);
  return n;
}

function actionNumbers(code: WorkatoStep): Set<number> {
  const out = new Set<number>();
  const walk = (step: WorkatoStep, skipped: boolean): void => {
    const off = skipped || step.skip === true;
    if (!off && step.keyword === 'action' && typeof step.number === 'number') out.add(step.number);
    for (const child of step.block ?? []) walk(child, off);
  };
  walk(code, false);
  return out;
}

function coverage(file: string): RecipeCoverage {
  const result = translateRecipe(readCorpus(file), { lang: 'en' });
  expect(checkTemplate(result.template).errors, file).toEqual([]);
  const ops = result.routing.operations;
  const actions = actionNumbers(result.recipe.code);
  const actionOps = ops.filter((o) => actions.has(o.step));
  const formulas = countFormulas(result.recipe.code);
  return {
    file,
    mapped: ops.filter((o) => o.status === 'mapped').length,
    approximated: ops.filter((o) => o.status === 'approximated').length,
    unmapped: ops.filter((o) => o.status === 'unmapped').length,
    actions: actionOps.length,
    actionsCovered: actionOps.filter((o) => o.status !== 'unmapped').length,
    formulas,
    formulasLeft: Math.min(formulas, result.review.filter((r) => r.kind === 'formula').length),
  };
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
  });
});
