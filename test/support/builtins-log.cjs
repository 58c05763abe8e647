// Preloaded with `node --require` by test/cli-imports.test.ts: at exit, writes to the file named by PM_BUILTINS_LOG
// node's own list of the built-in modules and bindings the process loaded (process.moduleLoadList), one a line.
const { writeFileSync } = require('node:fs');

const log = process.env.PM_BUILTINS_LOG;
if (log) process.on('exit', () => writeFileSync(log, process.moduleLoadList.join('\n') + '\n'));
