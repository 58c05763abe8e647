// Hostile servers and hostile text against the CLI paths that talk to servers (`--list`, `--recipe-id`, `smtp`):
// secrets echoed back (raw, JSON-escaped, truncated, in correlation_id and extensions.code), redirects to another
// origin, endless and cut bodies, TLS spoken to a plain port, `.env` keys with quotes or line breaks, and escape
// sequences in recipe names, sender names and server messages. Everything printed, in JSON or not, must be free of
// secrets and terminal escapes; every file written, of secrets.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { checkTemplate } from './support/flow-check.js';
import { sendEndless, sendJson, startHttpServer, startRawServer, type HostileServer, type Received } from './support/hostile-server.js';
import { fakeIo, type FakeIo } from './support/io.js';
import { CLIENT_ID, CLIENT_SECRET, PASSWORD, TOKEN } from './support/pipefy-stand-in.harness.js';
import { PIPEFY, action, dp, pipefyCardMoved, recipe } from './support/recipes.js';
import { apiRecipe } from './support/workato-stand-in.js';

const KEY = 'wk-hostile-5e4d3c2b1a09f8e7d6c5';
/** Escape sequences and C0 controls, which JSON.stringify escapes… */
const C0_ESCAPES = '\u001b]0;owned\u0007\u001b[2J\u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\\u0000';
/** …and a C1 CSI and a right-to-left override, which it leaves raw. */
const ESCAPES = `${C0_ESCAPES}\u009b\u202e`;
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/;

const servers: HostileServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(handler: (req: Received, res: Parameters<Parameters<typeof startHttpServer>[0]>[1]) => void): Promise<HostileServer> {
  const server = await startHttpServer(handler);
  servers.push(server);
  return server;
}

/** Every way a secret could show up: whole, JSON-escaped, and its first and last 8 characters. */
function assertNoSecret(text: string, ...secrets: string[]): void {
  for (const secret of secrets) {
    for (const form of [secret, JSON.stringify(secret).slice(1, -1), secret.slice(0, 8), secret.slice(-8)]) {
      expect(text, `leaks ${JSON.stringify(form)}`).not.toContain(form);
    }
  }
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath ?? (e as unknown as { path: string }).path, e.name));
  } catch {
    return [];
  }
}

async function run(argv: string[], env: NodeJS.ProcessEnv, stdin?: string, dotEnv?: string): Promise<{ code: number; io: FakeIo; all: string }> {
  const io = fakeIo({ LANG: 'en_US.UTF-8', MMDC_PATH: '/nonexistent', ...env }, stdin);
  if (dotEnv !== undefined) writeFileSync(join(io.cwd, '.env'), dotEnv);
  const code = await main(argv, io);
  const files = filesUnder(join(io.cwd, 'output')).map((file) => readFileSync(file, 'utf8'));
  const printed = io.out.join('') + io.err.join('');
  expect(printed).not.toMatch(CONTROL);
  const all = [printed, ...files].join('\n');
  return { code, io, all };
}

const workatoEnv = (server: HostileServer): NodeJS.ProcessEnv => ({ RECIPE_API_KEY: KEY, RECIPE_API_BASE: server.url });

describe('Workato API (--list, --recipe-id)', () => {
  it.each([
    ['raw', `Invalid key ${KEY}`],
    ['truncated', `Invalid key ${KEY.slice(0, 14)}…`],
    ['inside escapes', `Invalid key \u001b[31m${KEY}\u001b[0m${ESCAPES}`],
  ])('a 401 that echoes the key (%s) is shown without it, in text and in --json', async (_name, message) => {
    const server = await serve((_req, res) => sendJson(res, 401, { message }));
    for (const json of [false, true]) {
      const { code, io, all } = await run(['--list', ...(json ? ['--json'] : [])], workatoEnv(server));
      expect(code).toBe(2);
      assertNoSecret(all, KEY);
      if (json) expect(JSON.parse(io.out.join('')).error.code).toBe('unauthorized');
      else expect(io.err.join('')).toContain('Workato refused the API key (HTTP 401)');
    }
  });

  it('recipe names with escape sequences, NUL and the key are listed clean', async () => {
    const server = await serve((_req, res) =>
      sendJson(res, 200, { items: [{ id: 7, name: `Sync${ESCAPES} ${KEY}`, trigger_application: `pipefy${ESCAPES}` }] }),
    );
    const text = await run(['--list'], workatoEnv(server));
    expect(text.code).toBe(0);
    expect(text.io.out.join('')).toMatch(/^7\s+Syncclick \*\*\*\s+pipefyclick$/m);
    assertNoSecret(text.all, KEY);
    const json = await run(['--list', '--json'], workatoEnv(server));
    // JSON keeps the name as data (escaped, so it cannot act on a terminal), minus the key and the raw controls.
    expect(JSON.parse(json.io.out.join('')).recipes[0].name).toBe(`Sync${C0_ESCAPES} ***`);
    assertNoSecret(json.all, KEY);
  });

  it('--recipe-id: a recipe quoting the key is written and printed without it; the flow is still valid', async () => {
    const exported = recipe(`Fetched ${KEY}${ESCAPES}`, pipefyCardMoved([action(PIPEFY, 'move_card', 'm', { organization_id: '1', pipe_id: '2', phase_id: '3', card_id: dp(PIPEFY, 'trg', ['card', 'id']) })]));
    const server = await serve((_req, res) => sendJson(res, 200, apiRecipe(4242, exported)));
    for (const json of [false, true]) {
      const { code, io, all } = await run(['--recipe-id', '4242', ...(json ? ['--json'] : [])], workatoEnv(server));
      expect(code).toBe(0);
      assertNoSecret(all, KEY);
      const flow = JSON.parse(readFileSync(join(io.cwd, 'output', '4242', 'flow.json'), 'utf8'));
      expect(checkTemplate(flow).errors).toStrictEqual([]);
      expect(JSON.parse(readFileSync(join(io.cwd, 'output', '4242', 'recipe.json'), 'utf8')).name).toBe(`Fetched ***${ESCAPES}`);
    }
  });

  it.each([307, 308])('a %i to another origin is refused: the key never reaches it', async (status) => {
    const elsewhere = await serve((_req, res) => sendJson(res, 200, { items: [] }));
    const server = await serve((req, res) => sendJson(res, status, {}, { Location: `${elsewhere.url}${req.path}` }));
    const { code, io, all } = await run(['--list', '--json'], workatoEnv(server));
    expect(code).toBe(2);
    expect(JSON.parse(io.out.join('')).error).toMatchObject({ code: 'redirected' });
    expect(all).toContain(elsewhere.url);
    expect(elsewhere.received).toHaveLength(0);
    expect(server.received).toHaveLength(1);
  });

  it('an endless body is "too large", not "not JSON", and is not retried', async () => {
    const server = await serve((_req, res) => sendEndless(res));
    const { code, io } = await run(['--recipe-id', '5', '--json'], workatoEnv(server));
    expect(code).toBe(2);
    const { error } = JSON.parse(io.out.join(''));
    expect(error.message).toContain('larger than 64 MB');
    expect(error.message).not.toContain('not JSON');
    expect(server.received).toHaveLength(1);
  }, 30_000);

  it.each([
    ['a stray quote', 'RECIPE_API_KEY="wk-abc123def456\n', 'contains quotes'],
    ['a line break inside quotes', `RECIPE_API_KEY="${KEY.slice(0, 12)}\\n${KEY.slice(12)}"\n`, 'contains a line break'],
    ['a space inside', `RECIPE_API_KEY=${KEY.slice(0, 12)} ${KEY.slice(12)}\n`, 'contains spaces'],
  ])('a .env key with %s is refused before any request, naming the variable and not the value', async (_name, dotEnv, says) => {
    const server = await serve((_req, res) => sendJson(res, 200, { items: [] }));
    const { code, io, all } = await run(['--list'], { RECIPE_API_BASE: server.url }, undefined, dotEnv);
    expect(code).toBe(2);
    expect(io.err.join('')).toContain(`RECIPE_API_KEY ${says}`);
    expect(io.err.join('')).not.toMatch(/network|connect/i);
    expect(server.received).toHaveLength(0);
    assertNoSecret(all, KEY, 'wk-abc123def456');
  });
});

describe('smtp', () => {
  // The sender name is plain: one with control characters is refused by the form's own checks (smtp-cli tests).
  const senderArgs = ['smtp', '--sender-name', 'Acme', '--email', 'no-reply@acme.example', '--host', 'smtp.acme.example', '--port', '587', '--organization-id', '1000', '--username', 'mailer', '--password-stdin'];

  /** A Pipefy stand-in that issues ISSUED and answers the mutation with `answer`. */
  const ISSUED = 'issued-access-token-7a6b5c4d3e2f1a0b';
  async function pipefy(answer: (req: Received, res: Parameters<Parameters<typeof startHttpServer>[0]>[1]) => void) {
    return serve((req, res) => (req.path === '/oauth/token' ? sendJson(res, 200, { access_token: ISSUED, expires_in: 600 }) : answer(req, res)));
  }
  const clientEnv = (server: HostileServer): NodeJS.ProcessEnv => ({
    PIPEFY_GRAPHQL_URL: `${server.url}/graphql`,
    PIPEFY_TOKEN_URL: `${server.url}/oauth/token`,
    PIPEFY_CLIENT_ID: CLIENT_ID,
    PIPEFY_CLIENT_SECRET: CLIENT_SECRET,
    PIPEFY_TIMEOUT_MS: '3000',
  });

  it('secrets echoed in the message, extensions.code and correlation_id never reach stdout or stderr, in text or --json', async () => {
    const server = await pipefy((req, res) => {
      const sent = JSON.parse(req.body) as { variables: { smtpConfiguration: { password: string } } };
      const password = sent.variables.smtpConfiguration.password;
      sendJson(res, 200, {
        errors: [
          {
            message: `Invalid "${password}" for ${CLIENT_SECRET.slice(0, 10)}… ${ESCAPES}`,
            extensions: { code: `${ISSUED}${ESCAPES}`, correlation_id: ISSUED.slice(0, 20) },
          },
        ],
      });
    });
    for (const json of [false, true]) {
      const { code, io, all } = await run([...senderArgs, ...(json ? ['--json'] : [])], clientEnv(server), `${PASSWORD}\n`);
      expect(code).toBe(2);
      assertNoSecret(all, PASSWORD, CLIENT_SECRET, ISSUED);
      if (json) expect(JSON.parse(io.out.join('')).error.code).toBe('graphql_error');
      else expect(io.err.join('')).toContain('Pipefy answered with an error');
    }
  });

  it('a sender echoed back with escape sequences in its name and host is printed as text', async () => {
    const server = await pipefy((req, res) => {
      const { variables } = JSON.parse(req.body) as { variables: { emailAddress: string } };
      const smtpConfiguration = { id: '88', host: `smtp.acme.example${ESCAPES}`, port: 587, organizationId: '1000', ipRelayAuth: false };
      sendJson(res, 200, {
        data: { createSmtpCustomEmailWithConfiguration: { smtpCustomEmail: { id: '77', emailAddress: variables.emailAddress, senderName: `Acme${ESCAPES}`, smtpConfiguration } } },
      });
    });
    const { code, io } = await run(senderArgs, clientEnv(server), `${PASSWORD}\n`);
    expect(code).toBe(0);
    expect(io.out.join('')).toContain('Sender created: 77 (Acmeclick <no-reply@acme.example>)');
    expect(io.out.join('')).toContain('host smtp.acme.exampleclick,');
  });

  it('a password with quotes and backslashes is masked in --json too (redaction before JSON escaping)', async () => {
    const quoted = 'Pa"ss\\w0rd-with-quotes';
    const server = await pipefy((_req, res) => sendJson(res, 200, { errors: [{ message: `bad password ${quoted}`, extensions: { correlation_id: quoted } }] }));
    const { io, all } = await run([...senderArgs, '--json'], clientEnv(server), `${quoted}\n`);
    expect(JSON.parse(io.out.join('')).error.correlationId).toBe('***');
    assertNoSecret(all, quoted);
  });

  it('the client secret echoed in the token answer correlation_id is not printed', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { access_token: "x y", correlation_id: `${CLIENT_SECRET}` }));
    const { code, all } = await run([...senderArgs, '--json'], clientEnv(server), `${PASSWORD}\n`);
    expect(code).toBe(1);
    assertNoSecret(all, CLIENT_SECRET, PASSWORD);
  });

  it.each([307, 308])('the token request and the mutation never follow a %i to another origin', async (status) => {
    const elsewhere = await serve((_req, res) => sendJson(res, 200, { access_token: ISSUED }));
    for (const target of ['token', 'graphql'] as const) {
      const server = await serve((req, res) => {
        const redirect = target === 'token' ? req.path === '/oauth/token' : req.path === '/graphql';
        if (redirect) sendJson(res, status, {}, { Location: `${elsewhere.url}${req.path}` });
        else sendJson(res, 200, { access_token: ISSUED, expires_in: 600 });
      });
      const { code, io } = await run([...senderArgs, '--json'], clientEnv(server), `${PASSWORD}\n`);
      expect(code).toBe(2);
      const { error } = JSON.parse(io.out.join(''));
      expect(error).toMatchObject({ code: 'redirected', httpStatus: status });
      expect(error.maybeCreated).toBeUndefined();
      expect(error.message).toContain(elsewhere.url);
      expect(error.message).toContain('nothing was created');
    }
    expect(elsewhere.received).toHaveLength(0);
  });

  it('TLS to a plain port: nothing was sent, so nothing was created', async () => {
    const plain = await startRawServer('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n');
    servers.push(plain);
    const env = { PIPEFY_GRAPHQL_URL: `${plain.url.replace('http:', 'https:')}/graphql`, PIPEFY_TOKEN: TOKEN };
    const { code, io, all } = await run([...senderArgs, '--json'], env, `${PASSWORD}\n`);
    expect(code).toBe(1);
    const { error } = JSON.parse(io.out.join(''));
    expect(error.code).toBe('network');
    expect(error.maybeCreated).toBeUndefined();
    expect(error.message).toContain('Nothing was created');
    expect(error.message).toContain('TLS');
    expect(plain.raw.join('')).not.toContain(PASSWORD);
    assertNoSecret(all, PASSWORD, TOKEN);
  });

  it('a garbage answer after the request was sent: the sender may have been created', async () => {
    const garbage = await startRawServer((socket) => socket.once('data', () => socket.end('\u0000\u0001 not http at all\r\n\r\n')));
    servers.push(garbage);
    const env = { PIPEFY_GRAPHQL_URL: `${garbage.url}/graphql`, PIPEFY_TOKEN: TOKEN };
    const { code, io } = await run([...senderArgs, '--json'], env, `${PASSWORD}\n`);
    expect(code).toBe(1);
    expect(JSON.parse(io.out.join('')).error).toMatchObject({ code: 'no_answer_maybe_created', maybeCreated: true });
  });

  it('an endless answer to the mutation is "too large" and may have created the sender', async () => {
    const server = await pipefy((_req, res) => sendEndless(res));
    const { code, io } = await run([...senderArgs, '--json'], clientEnv(server), `${PASSWORD}\n`);
    expect(code).toBe(1);
    const { error } = JSON.parse(io.out.join(''));
    expect(error).toMatchObject({ code: 'bad_response', maybeCreated: true });
    expect(error.message).toContain('larger than 1024 KB');
  });

  it.each([
    ['PIPEFY_TOKEN', `"${TOKEN}`, 'contains quotes'],
    ['PIPEFY_TOKEN', `Bearer "${TOKEN}`, 'contains quotes'],
    ['PIPEFY_TOKEN', `"${TOKEN.slice(0, 9)}\\n${TOKEN.slice(9)}"`, 'contains a line break'],
  ])('a .env %s with a bad format is refused before any request (%j)', async (name, value, says) => {
    const server = await pipefy((_req, res) => sendJson(res, 200, {}));
    const { code, io, all } = await run([...senderArgs], { PIPEFY_GRAPHQL_URL: `${server.url}/graphql` }, `${PASSWORD}\n`, `${name}=${value}\n`);
    expect(code).toBe(2);
    expect(io.err.join('')).toContain(`${name} ${says}`);
    expect(server.received).toHaveLength(0);
    assertNoSecret(all, TOKEN, PASSWORD);
  });
});
