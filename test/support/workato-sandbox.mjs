#!/usr/bin/env node
// `npm run sandbox:workato`: runs the Workato API stand-in (test/support/workato-stand-in.ts) on 127.0.0.1, so
// --list, --recipe-id and the wizard's API path can be tried without a Workato account. Stop it with Ctrl+C.
// The stand-in is TypeScript shared with the tests; esbuild (a devDependency) strips its types at start.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

const port = Number(process.env.PORT ?? 4020);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(2);
}

const source = readFileSync(new URL('./workato-stand-in.ts', import.meta.url), 'utf8');
const { code } = transformSync(source, { loader: 'ts', format: 'esm', target: 'node18' });
const { apiRecipe, generatedRecipe, startWorkatoStandIn } = await import(`data:text/javascript,${encodeURIComponent(code)}`);

// A demo key: it only works here.
const token = 'sandbox-key';
const example = JSON.parse(readFileSync(new URL('../../examples/pipefy-card-moved.recipe.json', import.meta.url), 'utf8'));
const recipes = [apiRecipe(1001, example), generatedRecipe(1002), generatedRecipe(1003)];

let standIn;
try {
  standIn = await startWorkatoStandIn({ token, recipes, port });
} catch (error) {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  console.error(code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another one.` : `Could not start: ${String(error)}`);
  process.exit(1);
}

console.log(`Workato API stand-in listening on ${standIn.url} (nothing here reaches Workato).

Use it from another terminal:
  export RECIPE_API_BASE=${standIn.url}
  export RECIPE_API_KEY=${token}
  pipe-migrate --list
  pipe-migrate --recipe-id 1001
or run pipe-migrate without options and choose the Workato API in the wizard.

Recipes: 1001 (${example.name}), 1002 and 1003 (scheduled, no steps).
Press Ctrl+C to stop.`);

const stop = () => standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
