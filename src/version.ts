import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The tool's version: the VERSION file at the package root is the single source. */
export function toolVersion(): string {
  // Both src/ (tests) and dist/ (built) sit one level below the package root.
  const file = fileURLToPath(new URL('../VERSION', import.meta.url));
  return readFileSync(file, 'utf8').trim();
}
