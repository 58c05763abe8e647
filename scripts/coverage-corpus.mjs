#!/usr/bin/env node
// Translation coverage over the shared corpus of real Workato recipes (../shared/corpus/workato by default):
// per recipe, operations mapped / approximated / unmapped and formulas compiled / left, then the totals against
// the goals (90% of action steps mapped or approximated, 90% of formulas compiled). Runs the built engine in dist/
// (`npm run coverage:corpus` builds first). `--strict` exits 1 when a goal is missed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const strict = args.includes('--strict');
const dir = (args.find((a) => !a.startsWith('--')) ?? `${root}../shared/corpus/workato/`).replace(/\/?$/, '/');
const GOAL = 0.9;

if (!existsSync(dir)) {
  console.log(`No corpus at ${dir}: skipped.`);
  process.exit(0);
}
const engine = `${root}dist/engine/index.js`;
if (!existsSync(engine)) {
  console.error('dist/ is missing: run `npm run build` first (or `npm run coverage:corpus`).');
  process.exit(2);
}
const { translateRecipe } = await import(pathToFileURL(engine).href);
const { recipeCoverage } = await import(pathToFileURL(`${root}dist/engine/coverage.js`).href);

const pct = (a, b) => (b === 0 ? '100.0%' : `${((100 * a) / b).toFixed(1)}%`);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const total = { mapped: 0, approximated: 0, unmapped: 0, actions: 0, actionsCovered: 0, formulas: 0, left: 0, failed: 0 };
const width = Math.min(72, Math.max(20, ...files.map((f) => f.length)));
console.log(`${'recipe'.padEnd(width)}  mapped  approx  unmapped  formulas compiled/left`);
for (const file of files) {
  let result;
  try {
    result = translateRecipe(JSON.parse(readFileSync(dir + file, 'utf8')), { lang: 'en' }, file);
  } catch (error) {
    total.failed++;
    console.log(`${file.slice(0, width).padEnd(width)}  FAILED: ${String(error?.message ?? error).slice(0, 120)}`);
    continue;
  }
  const c = recipeCoverage(result);
  const left = c.formulasLeft;
  total.mapped += c.mapped;
  total.approximated += c.approximated;
  total.unmapped += c.unmapped;
  total.actions += c.actions;
  total.actionsCovered += c.actionsCovered;
  total.formulas += c.formulas;
  total.left += left;
  const cells = [c.mapped, c.approximated, c.unmapped].map((n) => String(n).padStart(6)).join('  ');
  console.log(`${file.slice(0, width).padEnd(width)}  ${cells}    ${c.formulas - left}/${left}`);
}

const actionRatio = total.actions ? total.actionsCovered / total.actions : 1;
const formulaRatio = total.formulas ? (total.formulas - total.left) / total.formulas : 1;
console.log('');
console.log(`Recipes: ${files.length}${total.failed ? ` (${total.failed} failed to translate)` : ''}`);
console.log(`Operations: mapped ${total.mapped}, approximated ${total.approximated}, unmapped ${total.unmapped}`);
console.log(`Action steps mapped or approximated: ${total.actionsCovered}/${total.actions} (${pct(total.actionsCovered, total.actions)}) - goal ${GOAL * 100}%${actionRatio >= GOAL ? '' : ' NOT MET'}`);
console.log(`Formulas compiled: ${total.formulas - total.left}/${total.formulas} (${pct(total.formulas - total.left, total.formulas)}), left ${total.left} - goal ${GOAL * 100}%${formulaRatio >= GOAL ? '' : ' NOT MET'}`);
if (total.failed) process.exit(1);
if (strict && (actionRatio < GOAL || formulaRatio < GOAL)) process.exit(1);
