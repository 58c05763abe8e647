// Where the package's own files are, from src/ (tests) and from dist/ (built) alike.
import { packageRoot } from '../package-root.js';
import path from 'node:path';

export { packageRoot };

/** The skill folder shipped with the package. */
export function skillSourceDir(): string {
  return path.join(packageRoot(), 'skills', 'pipe-migrate');
}

/** The example recipe shipped with the package (the doctor's smoke test translates it). */
export function bundledExamplePath(): string {
  return path.join(packageRoot(), 'examples', 'pipefy-card-moved.recipe.json');
}
