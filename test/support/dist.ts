// Whether the built dist/ is behind src/, for the tests that run the real CLI and build it first when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** True when a source file (or data file) under src/ has no built copy in dist/, or one older than itself. */
export function srcIsNewerThanDist(): boolean {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const file of walk(path.join(REPO, 'src'))) {
    if (!/\.(tsx?|json)$/.test(file) || file.endsWith('.d.ts')) continue;
    const built = path.join(REPO, 'dist', path.relative(path.join(REPO, 'src'), file)).replace(/\.tsx?$/, '.js');
    if (!existsSync(built) || statSync(built).mtimeMs < statSync(file).mtimeMs) return true;
  }
  return false;
}

/** dist/ must be (re)built: dist/cli.js is missing, or src/ is newer. */
export function distNeedsBuild(): boolean {
  return !existsSync(path.join(REPO, 'dist', 'cli.js')) || srcIsNewerThanDist();
}
