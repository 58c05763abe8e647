// Loads dist/bundle/cli.cjs, the single-file build of the CLI, compiled with the V8 code cache written beside it at
// build time (cli.cjs.cache, by scripts/code-cache.mjs): the functions a translation runs are then read from the
// cache instead of being parsed and compiled on every start. A cache V8 refuses (another Node.js or V8 version,
// other flags) is ignored and the source compiles as usual; `script.cachedDataRejected` says so.
// CommonJS (bin/package.json), like the bin that requires it: no ES module loader on the way to a translation.
'use strict';
const { isAscii } = require('node:buffer');
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

const BUNDLE_DIR = path.join(__dirname, '..', 'dist', 'bundle');
const SINGLE_FILE = path.join(BUNDLE_DIR, 'cli.cjs');
const CODE_CACHE = SINGLE_FILE + '.cache';

/** The text of cli.cjs: the build makes it ASCII (scripts/ascii-source.mjs), which reads without UTF-8 decoding. */
function readSource(file) {
  const bytes = readFileSync(file);
  return typeof isAscii === 'function' && isAscii(bytes) ? bytes.latin1Slice(0, bytes.length) : bytes.toString('utf8');
}

/**
 * The module exports of cli.cjs and the compiled script (to write a new cache from), or undefined when the
 * single-file build is not there. `useCache: false` compiles without the cache (to make a new one).
 */
function loadSingleFile({ useCache = true } = {}) {
  let source;
  try {
    source = readSource(SINGLE_FILE);
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

module.exports = { BUNDLE_DIR, SINGLE_FILE, CODE_CACHE, loadSingleFile };
