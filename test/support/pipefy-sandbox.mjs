#!/usr/bin/env node
// `npm run sandbox:pipefy`: runs the Pipefy stand-in on 127.0.0.1 so the `smtp` screen can be tried
// without touching production. Stop it with Ctrl+C.
import { startPipefyStandIn } from './pipefy-stand-in.mjs';

const port = Number(process.env.PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(2);
}

// Demo credentials: they only work here.
const token = 'sandbox-token';
const clientId = 'sandbox-client';
const clientSecret = 'sandbox-secret';

let standIn;
try {
  standIn = await startPipefyStandIn({
    port,
    tokens: [token],
    clients: [{ clientId, clientSecret }],
    organizations: {
      '1000': { plan: 'business' },
      '1001': { role: 'member' },
    },
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  });
} catch (error) {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  console.error(code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another one.` : `Could not start: ${String(error)}`);
  process.exit(1);
}

console.log(`Pipefy stand-in listening on ${standIn.url} (nothing here reaches Pipefy).

Use it from another terminal, with a service account (client credentials):
  export PIPEFY_GRAPHQL_URL=${standIn.graphqlUrl}
  export PIPEFY_TOKEN_URL=${standIn.tokenUrl}
  export PIPEFY_CLIENT_ID=${clientId}
  export PIPEFY_CLIENT_SECRET=${clientSecret}
  pipe-migrate smtp
or with a static token instead of the client credentials:
  export PIPEFY_TOKEN=${token}

Any organization id works (Enterprise plan, admin caller), except:
  1000  a Business plan (the plan error)
  1001  a member, not an admin (the permission error)
Creating the same email address twice in one organization gives the "already used" error.

Ctrl+C stops it.`);

const stop = () => {
  void standIn.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
