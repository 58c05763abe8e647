// Where the package's own files are, from src/ (tests) and from dist/ (built) alike.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The package root: this module sits two levels below it (src/skill or dist/skill). */
export function packageRoot(): string {
  return path.resolve(fileURLToPath(new URL('../../', import.meta.url)));
}

/** The skill folder shipped with the package. */
export function skillSourceDir(): string {
  return path.join(packageRoot(), 'skills', 'pipe-migrate');
}

/** The example recipe shipped with the package (the doctor's smoke test translates it). */
export function bundledExamplePath(): string {
  return path.join(packageRoot(), 'examples', 'pipefy-card-moved.recipe.json');
}
