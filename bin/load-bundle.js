// Loads dist/bundle/cli.cjs, the single-file build of the CLI, compiled with the V8 code cache written beside it at
// build time (cli.cjs.cache, by scripts/code-cache.mjs): the functions a translation runs are then read from the
// cache instead of being parsed and compiled on every start. A cache V8 refuses (another Node.js or V8 version,
// other flags) is ignored and the source compiles as usual; `script.cachedDataRejected` says so.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

export const BUNDLE_DIR = fileURLToPath(new URL('../dist/bundle/', import.meta.url));
export const SINGLE_FILE = path.join(BUNDLE_DIR, 'cli.cjs');
export const CODE_CACHE = SINGLE_FILE + '.cache';

/**
 * The module exports of cli.cjs and the compiled script (to write a new cache from), or undefined when the
 * single-file build is not there. `useCache: false` compiles without the cache (to make a new one).
 */
export function loadSingleFile({ useCache = true } = {}) {
  let source;
  try {
    source = readFileSync(SINGLE_FILE, 'utf8');
  } catch {
    return undefined;
  }
  let cachedData;
  if (useCache) {
    try {
      cachedData = readFileSync(CODE_CACHE);
    } catch {
      // no cache: compiled from the source
    }
  }
  // the CommonJS module wrapper, as require() would add it
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: SINGLE_FILE, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(SINGLE_FILE), module, SINGLE_FILE, BUNDLE_DIR);
  return { exports: module.exports, script };
}
