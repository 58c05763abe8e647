#!/usr/bin/env node
// npm run bench: translation speed against JSON.parse + JSON.stringify of the same input, and the cold start of the
// built CLI against `node -e 0`. Prints ratios; goals: translation <= 10x, cold start <= 4x.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(join(root, 'dist/engine/index.js'))) {
  console.error('dist/ is missing: run "npm run build" first.');
  process.exit(1);
}
const { translateRecipe } = await import(join(root, 'dist/engine/index.js'));

const corpusDir = join(root, '../shared/corpus/workato');
const files = existsSync(corpusDir)
  ? readdirSync(corpusDir).filter((f) => f.endsWith('.json')).map((f) => join(corpusDir, f))
  : readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.json')).map((f) => join(root, 'examples', f));
const texts = files.map((f) => readFileSync(f, 'utf8'));
const largest = texts.reduce((a, b) => (b.length > a.length ? b : a));

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Calls per sample so that one sample lasts about `targetMs` (timer resolution and JIT noise stay small). */
function calibrate(fn, targetMs = 25) {
  for (let i = 0; i < 30; i++) fn();
  let n = 1;
  for (;;) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) fn();
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (ms >= targetMs || n >= 1 << 16) return n;
    n *= 2;
  }
}

function sample(fn, n) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) fn();
  return Number(process.hrtime.bigint() - t0) / 1e6 / n;
}

const baseline = (text) => () => JSON.stringify(JSON.parse(text));
const translate = (text) => () => JSON.stringify(translateRecipe(JSON.parse(text), { lang: 'en' }).template);

/** Baseline and translation are sampled in alternation, so machine drift affects both alike; medians reported. */
function report(label, items) {
  const base = () => items.forEach((t) => baseline(t)());
  const ours = () => items.forEach((t) => translate(t)());
  const nb = calibrate(base);
  const no = calibrate(ours);
  const bases = [];
  const oursTimes = [];
  const ratios = [];
  for (let r = 0; r < 21; r++) {
    const b = sample(base, nb);
    const o = sample(ours, no);
    bases.push(b);
    oursTimes.push(o);
    ratios.push(o / b);
  }
  const ratio = median(ratios);
  console.log(`${label}: translate ${median(oursTimes).toFixed(3)} ms, JSON.parse+stringify ${median(bases).toFixed(3)} ms, ratio ${ratio.toFixed(1)}x (goal <= 10x)`);
  return ratio;
}

console.log(`inputs: ${files.length} recipe(s)${existsSync(corpusDir) ? ' from ../shared/corpus/workato' : ' (examples; ../shared absent)'}; largest ${largest.length} bytes`);
const r1 = report('largest recipe', [largest]);
const r2 = report('whole corpus  ', texts);

function spawnTime(args, env = {}) {
  const samples = [];
  for (let i = 0; i < 12; i++) {
    const t0 = process.hrtime.bigint();
    const res = spawnSync(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (res.status !== 0) throw new Error(`${args.join(' ')} failed: ${res.stderr}`);
  }
  return median(samples.slice(2));
}

const out = mkdtempSync(join(tmpdir(), 'pm-bench-'));
const example = join(root, 'examples/pipefy-card-moved.recipe.json');
const node0 = spawnTime(['-e', '0']);
const cli = spawnTime([join(root, 'bin/pipe-migrate.js'), '--recipe', example, '--out', out, '--json'], { MMDC_PATH: join(out, 'no-mmdc') });
rmSync(out, { recursive: true, force: true });
const r3 = cli / node0;
console.log(`cold start: pipe-migrate --recipe ${cli.toFixed(1)} ms, node -e 0 ${node0.toFixed(1)} ms, ratio ${r3.toFixed(2)}x (goal <= 4x)`);
void statSync;
const ok = r1 <= 10 && r2 <= 10 && r3 <= 4;
console.log(ok ? 'all goals met' : 'some goals not met');
