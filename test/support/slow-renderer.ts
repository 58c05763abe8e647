// A stand-in for mmdc that keeps a run busy on purpose: the first renders finish at once, then each waits until
// the test releases it (or is killed). Tests use it to act while a real CLI run is half-way through a batch.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = `
const fs = require('fs');
const path = require('path');
const args = process.argv.slice(2);
const probe = process.env.SLOW_PROBE;
const count = fs.readdirSync(probe).filter((f) => f.startsWith('render-')).length + 1;
fs.writeFileSync(path.join(probe, 'render-' + count), String(process.pid));
const finish = () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('slow')]);
  fs.writeFileSync(args[args.indexOf('--output') + 1], png);
  process.exit(0);
};
if (count < Number(process.env.SLOW_FROM)) finish();
else setInterval(() => { if (fs.existsSync(path.join(probe, 'go'))) finish(); }, 50);
`;

export interface SlowRenderer {
  /** the CLI's environment (PATH keeps node, Chrome is any file: the stand-in never starts it) */
  env: NodeJS.ProcessEnv;
  /** how many renders have started */
  started(): number;
  /** the pid of the n-th render (1-based) */
  pidOf(n: number): number;
  /** lets every waiting render finish */
  release(): void;
}

/** Renders from number `slowFrom` on wait for release(). Its files live in `dir` (the test's temp folder). */
export function slowRenderer(dir: string, slowFrom: number): SlowRenderer {
  const probe = path.join(dir, 'probe');
  mkdirSync(probe);
  const mmdc = path.join(dir, 'mmdc.cjs');
  writeFileSync(mmdc, SOURCE);
  return {
    env: {
      MMDC_PATH: mmdc,
      CHROME_PATH: process.execPath,
      SLOW_PROBE: probe,
      SLOW_FROM: String(slowFrom),
      PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin`,
    },
    started: () => readdirSync(probe).filter((f) => f.startsWith('render-')).length,
    pidOf: (n) => Number(readFileSync(path.join(probe, `render-${n}`), 'utf8')),
    release: () => writeFileSync(path.join(probe, 'go'), ''),
  };
}

/** Polls until `ready()` or throws after `timeoutMs`. */
export async function until(ready: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!ready()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
