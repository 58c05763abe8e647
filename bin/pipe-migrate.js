#!/usr/bin/env node
// Tiny entry: refuse old Node with a plain message before loading anything that needs a newer one.
// CommonJS (bin/package.json): a run without a screen never starts the ES module loader.
'use strict';
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 18 || (major === 18 && minor < 17)) {
  process.stderr.write(
    `pipe-migrate needs Node.js 18.17 or newer; this is ${process.versions.node}. ` +
      'Install a current Node.js (https://nodejs.org) and run it again.\n',
  );
  process.exit(2);
}
// Node 18 flags its built-in fetch as experimental; the warning would only confuse users.
const emitWarning = process.emitWarning;
process.emitWarning = function (warning, ...rest) {
  const text = typeof warning === 'string' ? warning : warning && warning.message;
  if (typeof text === 'string' && /fetch/i.test(text) && /experimental/i.test(String(rest[0] && (rest[0].type || rest[0])) + text)) return;
  return emitWarning.call(process, warning, ...rest);
};
const argv = process.argv.slice(2);
// Runs without a screen come from the single-file build and its code cache (bin/load-bundle.js); the wizard and the
// SMTP form, which load Ink and React, from the ESM bundle. Either way the same main().
async function load() {
  const single = require('./load-bundle.js').loadSingleFile();
  if (single && !single.exports.mayUseScreens(argv)) return single.exports;
  // Node.js 22.1 and newer keep their own code cache of ES modules (module.enableCompileCache); older have none
  const nodeModule = require('node:module');
  if (typeof nodeModule.enableCompileCache === 'function') nodeModule.enableCompileCache();
  return import('../dist/bundle/cli.js');
}
load().then(
  (cli) => cli.main(argv).then((code) => { process.exitCode = code; }),
  (error) => {
    process.stderr.write(
      'pipe-migrate is not built (dist/ is missing or broken). Run "npm ci" (or "npm run build") in its folder.\n',
    );
    if (process.env.PIPE_MIGRATE_DEBUG) process.stderr.write(String(error && error.stack) + '\n');
    process.exit(1);
  },
);
