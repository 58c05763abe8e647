// Where the package's own files are (VERSION, package.json, skills/, examples/). Found by walking up from this
// module to pipe-migrate's package.json, so it holds from src/ (tests), dist/ (tsc) and dist/bundle/ (esbuild)
// alike, whatever the depth of the module that asks.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cachedRoot: string | null | undefined;

/** The folder of pipe-migrate's package.json, or undefined when it cannot be found. */
export function findPackageRoot(): string | undefined {
  if (cachedRoot !== undefined) return cachedRoot ?? undefined;
  cachedRoot = null;
  try {
    let dir = path.dirname(fileURLToPath(import.meta.url));
    for (let i = 0; i < 6; i++) {
      const manifest = path.join(dir, 'package.json');
      if (statSync(manifest, { throwIfNoEntry: false })?.isFile()) {
        const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
        if (name === 'pipe-migrate') {
          cachedRoot = dir;
          break;
        }
      }
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  } catch {
    cachedRoot = null;
  }
  return cachedRoot ?? undefined;
}

/** The package root; a missing one is a broken install, reported as such. */
export function packageRoot(): string {
  const root = findPackageRoot();
  if (root === undefined) throw new Error('pipe-migrate package.json not found above ' + fileURLToPath(import.meta.url));
  return root;
}

/** A file at the package root. */
export function packageFile(name: string): string {
  return path.join(packageRoot(), name);
}
