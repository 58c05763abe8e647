// Writes dist/bundle/cli.cjs.cache, the V8 code cache bin/load-bundle.js compiles cli.cjs with: cli.cjs is
// compiled without a cache, runs what a start usually runs (each example translated, as JSON and as a summary, a
// run-time check, usage and help, a usage error), and the functions compiled by then are saved. Functions it did
// not run still compile on first use. Run by scripts/bundle.mjs; the output goes to a temporary folder.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE_CACHE, loadSingleFile } from '../bin/load-bundle.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const loaded = loadSingleFile({ useCache: false });
if (!loaded) throw new Error('dist/bundle/cli.cjs is missing: run scripts/bundle.mjs');
const { exports: cli, script } = loaded;

const work = mkdtempSync(path.join(tmpdir(), 'pm-code-cache-'));
const io = {
  stdout: () => undefined,
  stderr: () => undefined,
  // no diagram renderer: the lookup runs, nothing is started
  env: { PATH: process.env.PATH ?? '', HOME: work, MMDC_PATH: path.join(work, 'no-mmdc') },
  cwd: work,
  stdin: process.stdin,
  isTTY: false,
};
try {
  const examples = readdirSync(path.join(root, 'examples')).filter((f) => f.endsWith('.json')).map((f) => path.join(root, 'examples', f));
  const runs = [['--version'], ['--help'], ['--recpie', 'x.json', '--json'], ['verify', examples[0], '--json']];
  for (const [i, file] of examples.entries()) {
    runs.push(['--recipe', file, '--out', path.join(work, 'out'), '--json']);
    if (i === 0) runs.push(['--recipe', file, '--out', path.join(work, 'out'), '--lang', 'pt']);
  }
  for (const argv of runs) {
    if (cli.mayUseScreens(argv)) throw new Error(`not a run without screens: ${argv.join(' ')}`);
    await cli.main(argv, io);
  }
  writeFileSync(CODE_CACHE, script.createCachedData());
} finally {
  rmSync(work, { recursive: true, force: true });
}
