import { readFileSync } from 'node:fs';
import { packageFile } from './package-root.js';

/** The tool's version: the VERSION file at the package root is the single source. */
export function toolVersion(): string {
  return readFileSync(packageFile('VERSION'), 'utf8').trim();
}
