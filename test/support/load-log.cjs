// Preloaded with `node --require` by test/cli-imports.test.ts: appends to the file named by PM_LOAD_LOG every module a
// run asks for, by require() (Module._load: packages and node builtins) and by import (an ES module resolve hook,
// registered with module.register where Node.js has it, 20.6 and newer).
const { appendFileSync } = require('node:fs');
const Module = require('node:module');

const log = process.env.PM_LOAD_LOG;
if (log) {
  const load = Module._load;
  Module._load = function (request, ...rest) {
    appendFileSync(log, `require ${request}\n`);
    return load.call(this, request, ...rest);
  };
  if (typeof Module.register === 'function') {
    const hooks = `
      import { appendFileSync } from 'node:fs';
      export async function resolve(specifier, context, next) {
        appendFileSync(${JSON.stringify(log)}, 'import ' + specifier + '\\n');
        const resolved = await next(specifier, context);
        appendFileSync(${JSON.stringify(log)}, 'import ' + resolved.url + '\\n');
        return resolved;
      }`;
    Module.register('data:text/javascript,' + encodeURIComponent(hooks));
  }
}
