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
const { splitTemplate, singlePill } = await import(pathToFileURL(`${root}dist/engine/pills.js`).href);

/** `=` formulas and `#{...}` interpolations that are not a lone datapill, in the steps Workato runs. */
function countFormulas(code) {
  let n = 0;
  const value = (v) => {
    if (typeof v === 'string') {
      if (v.startsWith('=')) n++;
      else for (const part of splitTemplate(v)) if (part.kind === 'interp' && !singlePill(part.source)) n++;
    } else if (Array.isArray(v)) v.forEach(value);
    else if (v && typeof v === 'object') Object.values(v).forEach(value);
  };
  const walk = (step) => {
    if (step.skip === true) return;
    value(step.input);
    value(step.source);
    value(step.filter);
    for (const child of step.block ?? []) walk(child);
  };
  walk(code);
  return n;
}

function actionNumbers(code) {
  const out = new Set();
  const walk = (step, skipped) => {
    const off = skipped || step.skip === true;
    if (!off && step.keyword === 'action' && typeof step.number === 'number') out.add(step.number);
    for (const child of step.block ?? []) walk(child, off);
  };
  walk(code, false);
  return out;
}

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
  const ops = result.routing.operations;
  const count = (s) => ops.filter((o) => o.status === s).length;
  const actions = actionNumbers(result.recipe.code);
  const actionOps = ops.filter((o) => actions.has(o.step));
  const formulas = countFormulas(result.recipe.code);
  const left = Math.min(formulas, result.review.filter((r) => r.kind === 'formula').length);
  total.mapped += count('mapped');
  total.approximated += count('approximated');
  total.unmapped += count('unmapped');
  total.actions += actionOps.length;
  total.actionsCovered += actionOps.filter((o) => o.status !== 'unmapped').length;
  total.formulas += formulas;
  total.left += left;
  const cells = [count('mapped'), count('approximated'), count('unmapped')].map((n) => String(n).padStart(6)).join('  ');
  console.log(`${file.slice(0, width).padEnd(width)}  ${cells}    ${formulas - left}/${left}`);
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
