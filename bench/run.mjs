#!/usr/bin/env node
// npm run bench: translation speed against JSON.parse + JSON.stringify of the same input, the run-time verification
// of each recipe's flow (goals: median < 50 ms per recipe, largest < 1 s), the cold start of the
// built CLI against `node -e 0`, its start-up on the largest recipe against a node process that only reads, parses
// and re-serialises that recipe (the floor), oversized recipes end to end, and a 1,000-recipe workspace batch. Prints ratios; goals:
// translation <= 10x, cold start <= 4x, start-up <= 2x the floor, a 100,000-step recipe translated or refused in
// under 10 s and 1 GB, the workspace batch in under 60 s and 1 GB.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(join(root, 'dist/engine/index.js'))) {
  console.error('dist/ is missing: run "npm run build" first.');
  process.exit(1);
}
const { bindRecipe, compileRecipe, reportRecipe } = await import(join(root, 'dist/engine/index.js'));
const { verifyFlow } = await import(join(root, 'dist/verify/equivalence.js'));

const corpusDir = join(root, '../shared/corpus/workato');
const files = existsSync(corpusDir)
  ? readdirSync(corpusDir).filter((f) => f.endsWith('.json')).map((f) => join(corpusDir, f))
  : readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.json')).map((f) => join(root, 'examples', f));
const texts = files.map((f) => readFileSync(f, 'utf8'));
const largest = texts.reduce((a, b) => (b.length > a.length ? b : a));
const largestFile = files[texts.indexOf(largest)];

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
// the translation stages without the verify stage, which is measured on its own below
const translate = (text) => () => JSON.stringify(reportRecipe(bindRecipe(compileRecipe(JSON.parse(text), { lang: 'en' }), '')).template);

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

/** Verification time of each recipe's flow (median of 5 runs after one warm-up run). */
function verification() {
  const times = files.map((file, i) => {
    const result = reportRecipe(bindRecipe(compileRecipe(JSON.parse(texts[i]), { lang: 'en' }), ''));
    verifyFlow(result.recipe, result.template);
    const runs = [];
    for (let r = 0; r < 5; r++) {
      const t0 = process.hrtime.bigint();
      verifyFlow(result.recipe, result.template);
      runs.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    const ms = median(runs);
    console.log(`  verify ${ms.toFixed(1).padStart(7)} ms  ${file.split('/').pop()}`);
    return ms;
  });
  const mid = median(times);
  const max = Math.max(...times);
  console.log(`verification: median ${mid.toFixed(1)} ms per recipe (goal < 50 ms), largest ${max.toFixed(1)} ms (goal < 1000 ms)`);
  return mid < 50 && max < 1000;
}
const verified = verification();

/** The environment of a spawned run: this one's with `env` over it; a variable set to undefined is left out. */
function childEnv(env) {
  const merged = { ...process.env, ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  return merged;
}

function spawnOnce(args, env = {}) {
  const t0 = process.hrtime.bigint();
  const res = spawnSync(process.execPath, args, { cwd: root, env: childEnv(env), encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${args.join(' ')} failed: ${res.stderr}`);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

function spawnTime(args, env = {}) {
  const samples = [];
  for (let i = 0; i < 12; i++) samples.push(spawnOnce(args, env));
  return median(samples.slice(2));
}

/** Two commands run in alternation (machine drift hits both alike); the median of the per-pair ratios. */
function pairedRatio(argsA, argsB, env = {}, pairs = 15) {
  const a = [];
  const b = [];
  const ratios = [];
  for (let i = 0; i < pairs + 2; i++) {
    const ta = spawnOnce(argsA, env);
    const tb = spawnOnce(argsB, env);
    if (i < 2) continue;
    a.push(ta);
    b.push(tb);
    ratios.push(ta / tb);
  }
  return { a: median(a), b: median(b), ratio: median(ratios), pairs };
}

const out = mkdtempSync(join(tmpdir(), 'pm-bench-'));
const example = join(root, 'examples/pipefy-card-moved.recipe.json');
const node0 = spawnTime(['-e', '0']);
const cli = spawnTime([join(root, 'bin/pipe-migrate.js'), '--recipe', example, '--out', out, '--json'], { MMDC_PATH: join(out, 'no-mmdc') });
const r3 = cli / node0;
console.log(`cold start: pipe-migrate --recipe ${cli.toFixed(1)} ms, node -e 0 ${node0.toFixed(1)} ms, ratio ${r3.toFixed(2)}x (goal <= 4x)`);
const floorScript = "const f=require('fs');process.stdout.write(JSON.stringify(JSON.parse(f.readFileSync(process.argv[1],'utf8'))).length+'\\n')";
const startup = pairedRatio(
  [join(root, 'bin/pipe-migrate.js'), '--recipe', largestFile, '--out', out, '--json'],
  ['-e', floorScript, largestFile],
  { MMDC_PATH: join(out, 'no-mmdc') },
);
const r4 = startup.ratio;
console.log(`start-up on the largest recipe: pipe-migrate --recipe ${startup.a.toFixed(1)} ms, read+parse+stringify ${startup.b.toFixed(1)} ms, ratio ${r4.toFixed(2)}x (goal <= 2x; median of ${startup.pairs} alternating pairs)`);
// NODE_EXTRA_CA_CERTS makes every node start load those certificates (tens of ms), the floor's too, which flattens
// the ratio: the same pairs again without it, for what pipe-migrate itself costs.
if (process.env.NODE_EXTRA_CA_CERTS) {
  const bare = pairedRatio(
    [join(root, 'bin/pipe-migrate.js'), '--recipe', largestFile, '--out', out, '--json'],
    ['-e', floorScript, largestFile],
    { MMDC_PATH: join(out, 'no-mmdc'), NODE_EXTRA_CA_CERTS: undefined },
  );
  console.log(`start-up on the largest recipe without NODE_EXTRA_CA_CERTS (set here: it adds its certificate loading to every node start, the floor's too): pipe-migrate --recipe ${bare.a.toFixed(1)} ms, read+parse+stringify ${bare.b.toFixed(1)} ms, ratio ${bare.ratio.toFixed(2)}x (median of ${bare.pairs} alternating pairs)`);
}
rmSync(out, { recursive: true, force: true });
void statSync;

// Oversized recipes: the largest accepted (1,000 steps) and 100,000 steps (refused), each translated and written in
// a fresh process, end to end through the CLI, with its time and peak memory. Goal: under 10 s and 1 GB.
function bigRecipe(steps) {
  const block = Array.from({ length: steps }, (_, i) => ({ number: i + 1, keyword: 'action', provider: 'logger', name: 'log_message', as: `s${i}`, input: { message: `step ${i}` } }));
  return { name: `Bench ${steps} steps`, code: { number: 0, keyword: 'trigger', provider: 'workato_recipe_function', name: 'execute', as: 'trg', input: {}, block }, config: [] };
}
const bigDir = mkdtempSync(join(tmpdir(), 'pm-bench-big-'));
// The CLI runs inside a wrapper that reports its own peak memory (resourceUsage covers this process only).
const cliWithPeak = `
  const bin = process.argv[1];
  process.argv = [process.execPath, ...process.argv.slice(1)];
  process.on('exit', () => process.stderr.write('\\nBENCH_MAX_RSS_KB ' + process.resourceUsage().maxRSS + '\\n'));
  await import(bin);
`;
let bigOk = true;
for (const steps of [1000, 100000]) {
  const file = join(bigDir, `big-${steps}.json`);
  writeFileSync(file, JSON.stringify(bigRecipe(steps)));
  const t0 = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', cliWithPeak, join(root, 'bin/pipe-migrate.js'), '--recipe', file, '--out', join(bigDir, 'out'), '--no-png', '--json', '--lang', 'en'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const peakKb = Number(/BENCH_MAX_RSS_KB (\d+)/.exec(run.stderr)?.[1] ?? NaN);
  const report = JSON.parse(run.stdout || '{}');
  const outcome = run.status === 0 ? 'translated' : run.status === 2 ? `refused (${report.error?.code ?? 'user error'})` : `failed (exit ${run.status})`;
  const size = run.status === 0 ? ` flow.json ${(statSync(report.files.flow).size / 1e6).toFixed(1)} MB,` : '';
  bigOk &&= ms < 10_000 && peakKb < 1024 * 1024 && (run.status === 0 || run.status === 2);
  console.log(`${steps} steps: ${outcome},${size} ${(ms / 1000).toFixed(2)} s, peak ${(peakKb / 1024).toFixed(0)} MB (goal < 10 s, < 1 GB)`);
}

rmSync(bigDir, { recursive: true, force: true });
// A whole workspace: 1,000 recipes made from the inputs with varied names and ids, as a folder of a package export,
// through the built CLI (--all: translation, report, flows.zip; verification once routing.json carries it).
// Wall time and the child's peak memory (maxRSS); goals: under 60 s and under 1 GB.
const BATCH = 1000;
const workspace = mkdtempSync(join(tmpdir(), 'pm-bench-ws-'));
for (let i = 0; i < BATCH; i++) {
  const data = JSON.parse(texts[i % texts.length]);
  data.name = `${typeof data.name === 'string' ? data.name : 'Recipe'} #${i}`;
  if ('id' in data) data.id = 100000 + i;
  const folder = join(workspace, `Folder ${i % 17}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `recipe_${i}.recipe.json`), JSON.stringify(data));
}
const t0 = process.hrtime.bigint();
const batch = spawnSync(process.execPath, ['--input-type=module', '-e', cliWithPeak, join(root, 'bin/pipe-migrate.js'), '--recipe', workspace, '--all', '--no-png', '--json', '--out', join(workspace, 'out')], {
  cwd: workspace,
  env: { ...process.env, MMDC_PATH: join(workspace, 'no-mmdc') },
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const batchSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
const maxRss = Number(/BENCH_MAX_RSS_KB (\d+)/.exec(batch.stderr)?.[1] ?? NaN) / 1024;
const summary = JSON.parse(batch.stdout.trim().split('\n').at(-1) ?? '{}').summary ?? {};
rmSync(workspace, { recursive: true, force: true });
console.log(
  `workspace batch: ${BATCH} recipes (${summary.written ?? '?'} written, ${summary.failed ?? '?'} failed) in ${batchSeconds.toFixed(1)} s, ` +
    `peak memory ${maxRss.toFixed(0)} MB (goals: < 60 s, < 1024 MB)`,
);
const batchOk = batchSeconds < 60 && maxRss < 1024 && summary.total === BATCH;
const ok = r1 <= 10 && r2 <= 10 && r3 <= 4 && r4 <= 2 && bigOk && batchOk && verified;
console.log(ok ? 'all goals met' : 'some goals not met');
