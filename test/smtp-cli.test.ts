// `pipe-migrate smtp` without the screen: run in-process through main(), against the Pipefy stand-in.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { CREATE_SENDER_OPERATION } from '../src/smtp/client.js';
import { CLIENT_ID, CLIENT_SECRET, fakeIo, PASSWORD, senderArgs, TOKEN, type FakeIo } from './support/pipefy-stand-in.harness.js';
import { startPipefyStandIn, type PipefyStandIn } from './support/pipefy-stand-in.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CORRELATION = /correlation_id=[0-9a-f]{32}/;

let standIn: PipefyStandIn;
let internalOnly: PipefyStandIn;
/** Every byte written by every run, checked for secrets at the end. */
const allOutput: string[] = [];

beforeAll(async () => {
  const options = {
    tokens: [TOKEN],
    clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }],
    organizations: { '1000': { plan: 'business' as const }, '1001': { role: 'member' as const } },
  };
  standIn = await startPipefyStandIn(options);
  internalOnly = await startPipefyStandIn({ ...options, createOnlyOnInternalApi: true });
});

afterAll(async () => {
  await standIn?.close();
  await internalOnly?.close();
});

beforeEach(() => {
  standIn.reset();
  internalOnly.reset();
});

const tokenEnv = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  LANG: 'en_US.UTF-8',
  PIPEFY_GRAPHQL_URL: standIn.graphqlUrl,
  PIPEFY_TOKEN: TOKEN,
  PIPEFY_TIMEOUT_MS: '5000',
  ...extra,
});

const clientEnv = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  LANG: 'en_US.UTF-8',
  PIPEFY_GRAPHQL_URL: standIn.graphqlUrl,
  PIPEFY_TOKEN_URL: standIn.tokenUrl,
  PIPEFY_CLIENT_ID: CLIENT_ID,
  PIPEFY_CLIENT_SECRET: CLIENT_SECRET,
  PIPEFY_TIMEOUT_MS: '5000',
  ...extra,
});

const sender = senderArgs;

async function run(argv: string[], env: NodeJS.ProcessEnv, stdin?: string, options?: { isTTY?: boolean; cwd?: string }) {
  const io = fakeIo(env, stdin, options);
  const code = await main(argv, io);
  allOutput.push(io.text());
  return { code, io, stdout: io.out.join(''), stderr: io.err.join('') };
}

const graphqlRequests = (s: PipefyStandIn = standIn) => s.requests.filter((r) => r.path !== '/oauth/token');
const tokenRequests = (s: PipefyStandIn = standIn) => s.requests.filter((r) => r.path === '/oauth/token');
const jsonOf = (io: FakeIo) => JSON.parse(io.out.join('')) as Record<string, any>;
/** The next create answers 200 with this sender, as Pipefy echoes it back. */
const answerCreated = (smtpCustomEmail: Record<string, unknown>) =>
  standIn.inject({ kind: 'status', status: 200, body: { data: { createSmtpCustomEmailWithConfiguration: { smtpCustomEmail } } } });

describe('request body', () => {
  it('sends the documented operation with username and password when IP relay is off', async () => {
    const { code, stdout, stderr } = await run(sender(['--username', 'mailer', '--password-stdin']), tokenEnv(), `${PASSWORD}\n`);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const [request] = graphqlRequests();
    expect(graphqlRequests()).toHaveLength(1);
    expect(request!.method).toBe('POST');
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers['content-type']).toContain('application/json');
    expect(request!.body.operationName).toBe(CREATE_SENDER_OPERATION);
    const query = String(request!.body.query).replace(/\s+/g, ' ');
    expect(query).toContain(
      'mutation CreateSmtpCustomEmailWithConfiguration($senderName: String!, $emailAddress: String!, $smtpConfiguration: SmtpConfigurationInput)',
    );
    expect(query).toContain(
      'createSmtpCustomEmailWithConfiguration( input: { senderName: $senderName, emailAddress: $emailAddress, smtpConfiguration: $smtpConfiguration } )',
    );
    expect(query).toContain('smtpCustomEmail { id emailAddress senderName smtpConfiguration { id host port organizationId ipRelayAuth } }');
    expect(request!.body.variables).toStrictEqual({
      senderName: 'Acme Support',
      emailAddress: 'support@acme.example',
      smtpConfiguration: {
        host: 'smtp.acme.example',
        port: 587,
        organizationId: '300123',
        username: 'mailer',
        password: PASSWORD,
      },
    });

    const created = standIn.senders[0]!;
    expect(stdout).toContain(created.id);
    expect(stdout).toContain(created.smtpConfiguration.id);
    expect(stdout).toContain('host smtp.acme.example, port 587, organization 300123, IP relay off');
    // No field name of the API on screen (ipRelayAuth, smtpConfiguration).
    expect(stdout).not.toMatch(/ipRelayAuth|smtpConfiguration/);
    expect(stdout).not.toContain(PASSWORD);
  });

  it('sends ipRelayAuth: true and no credential keys at all with --ip-relay (--json)', async () => {
    const { code, io } = await run(
      ['smtp', '--sender-name', 'Relay', '--email', 'relay@acme.example', '--host', 'relay.acme.example', '--port', '25', '--organization-id', '300123', '--ip-relay', '--json'],
      tokenEnv(),
    );
    expect(code).toBe(0);
    const variables = graphqlRequests()[0]!.body.variables;
    expect(variables.smtpConfiguration).toStrictEqual({
      host: 'relay.acme.example',
      port: 25,
      organizationId: '300123',
      ipRelayAuth: true,
    });
    expect(variables.smtpConfiguration).not.toHaveProperty('username');
    expect(variables.smtpConfiguration).not.toHaveProperty('password');
    const output = jsonOf(io);
    const created = standIn.senders[0]!;
    expect(output).toStrictEqual({
      ok: true,
      sender: { id: created.id, senderName: 'Relay', emailAddress: 'relay@acme.example' },
      smtpConfiguration: { id: created.smtpConfiguration.id, host: 'relay.acme.example', port: '25', organizationId: '300123', ipRelayAuth: true },
      mismatches: [],
    });
    expect(output.sender.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('reports ipRelayAuth false when Pipefy omits it, and says when an echoed value differs', async () => {
    answerCreated({
      id: 'sender-1',
      emailAddress: 'support@acme.example',
      senderName: 'Acme Support',
      smtpConfiguration: { id: 'config-1', host: 'smtp.other.example', port: '2525', organizationId: '300123' },
    });
    const { code, io, stderr } = await run(sender(['--username', 'mailer', '--password-stdin', '--json']), tokenEnv(), PASSWORD);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const output = jsonOf(io);
    expect(output.smtpConfiguration.ipRelayAuth).toBe(false);
    expect(output.mismatches).toStrictEqual([
      { field: 'host', sent: 'smtp.acme.example', received: 'smtp.other.example' },
      { field: 'port', sent: '587', received: '2525' },
    ]);
  });

  it('prints mismatches as warnings in text mode', async () => {
    answerCreated({
      id: 'sender-1',
      emailAddress: 'SUPPORT@acme.example',
      senderName: 'Acme Support',
      smtpConfiguration: { id: 'config-1', host: 'smtp.acme.example', port: '587', organizationId: '300123', ipRelayAuth: false },
    });
    const { code, stderr } = await run(sender(['--username', 'mailer', '--password-stdin', '--lang', 'pt']), tokenEnv(), PASSWORD);
    expect(code).toBe(0);
    expect(stderr).toContain('O Pipefy salvou um valor diferente do enviado');
    expect(stderr).toContain('Endereço de e-mail: enviado "support@acme.example", o Pipefy retornou "SUPPORT@acme.example"');
  });

  it('is non-interactive in a terminal when every required option is given', async () => {
    const { code } = await run(sender(['--ip-relay']), tokenEnv(), undefined, { isTTY: true });
    expect(code).toBe(0);
    expect(standIn.senders).toHaveLength(1);
  });
});

describe('authentication', () => {
  it('exchanges client credentials for a token (JSON body) and uses it as a Bearer token', async () => {
    const { code, stderr } = await run(sender(['--ip-relay']), clientEnv());
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const [tokenRequest] = tokenRequests();
    expect(tokenRequest!.headers['content-type']).toContain('application/json');
    expect(tokenRequest!.body).toStrictEqual({ grant_type: 'client_credentials', client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
    const [issued] = standIn.issuedTokens();
    expect(graphqlRequests()[0]!.headers.authorization).toBe(`Bearer ${issued}`);
  });

  it('fetches a new token once after a 401 and repeats the call once', async () => {
    standIn.inject({ kind: 'unauthorized' });
    const { code, stdout } = await run(sender(['--ip-relay']), clientEnv());
    expect(code).toBe(0);
    expect(standIn.requests.map((r) => `${r.path} ${r.status}`)).toStrictEqual([
      '/oauth/token 200',
      '/graphql 401',
      '/oauth/token 200',
      '/graphql 200',
    ]);
    const [first, second] = standIn.issuedTokens();
    expect(first).not.toBe(second);
    expect(graphqlRequests()[1]!.headers.authorization).toBe(`Bearer ${second}`);
    expect(standIn.senders).toHaveLength(1);
    expect(stdout).toContain(standIn.senders[0]!.id);
  });

  it('gives up after one refresh: the 401 error says personal access tokens are deprecated', async () => {
    standIn.inject({ kind: 'unauthorized', times: 2 });
    const { code, stderr } = await run(sender(['--ip-relay']), clientEnv());
    expect(code).toBe(2);
    expect(graphqlRequests()).toHaveLength(2);
    expect(tokenRequests()).toHaveLength(2);
    expect(stderr).toContain('HTTP 401');
    expect(stderr).toContain('Personal access tokens are deprecated');
    expect(stderr).toContain('extensions.code=UNAUTHORIZED');
    expect(stderr).toMatch(CORRELATION);
  });

  it('does not retry with a static token that Pipefy rejects', async () => {
    const { code, io } = await run(sender(['--ip-relay', '--json']), tokenEnv({ PIPEFY_TOKEN: 'revoked-personal-token' }));
    expect(code).toBe(2);
    expect(graphqlRequests()).toHaveLength(1);
    const { error } = jsonOf(io);
    expect(error.code).toBe('unauthorized');
    expect(error.httpStatus).toBe(401);
    expect(error.extensionsCode).toBe('UNAUTHORIZED');
    expect(error.correlationId).toMatch(/^[0-9a-f]{32}$/);
    expect(error.message).toContain('Personal access tokens are deprecated');
    expect(io.text()).not.toContain('revoked-personal-token');
  });

  it('reports refused client credentials without showing the secret', async () => {
    const { code, stderr } = await run(sender(['--ip-relay']), clientEnv({ PIPEFY_CLIENT_SECRET: 'wrong-secret-value' }));
    expect(code).toBe(2);
    expect(graphqlRequests()).toHaveLength(0);
    expect(stderr).toContain('refused the service account credentials (HTTP 401)');
    expect(stderr).toContain('extensions.code=invalid_client');
    expect(stderr).not.toContain('wrong-secret-value');
  });

  it('explains what to set when there are no credentials', async () => {
    const { code, stderr } = await run(sender(['--ip-relay']), { LANG: 'es_ES.UTF-8', PIPEFY_GRAPHQL_URL: standIn.graphqlUrl });
    expect(code).toBe(2);
    expect(stderr).toContain('No hay credenciales de Pipefy');
    expect(stderr).toContain('Los tokens de acceso personal están obsoletos');
    expect(standIn.requests).toHaveLength(0);
  });

  it('reads .env in the working directory; the process environment wins', async () => {
    const io = fakeIo({});
    writeFileSync(join(io.cwd, '.env'), `PIPEFY_TOKEN=${TOKEN}\nPIPEFY_GRAPHQL_URL=http://127.0.0.1:9/graphql\n`);
    const { code } = await run(sender(['--ip-relay']), { PIPEFY_GRAPHQL_URL: standIn.graphqlUrl }, undefined, { cwd: io.cwd });
    expect(code).toBe(0);
    expect(graphqlRequests()[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('refuses plain http to a remote host (the token would travel in clear)', async () => {
    const { code, stderr } = await run(sender(['--ip-relay']), tokenEnv({ PIPEFY_GRAPHQL_URL: 'http://api.pipefy.example/graphql' }));
    expect(code).toBe(2);
    expect(stderr).toContain('PIPEFY_GRAPHQL_URL must be an https:// URL');
  });
});

describe('errors from Pipefy', () => {
  it('email address already used in the organization (any case)', async () => {
    expect((await run(sender(['--ip-relay']), tokenEnv())).code).toBe(0);
    const again = await run(
      ['smtp', '--sender-name', 'Other', '--email', 'Support@Acme.example', '--host', 'smtp.acme.example', '--port', '587', '--organization-id', '300123', '--ip-relay'],
      tokenEnv(),
    );
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('The address Support@Acme.example is already used by a sender in organization 300123');
    expect(again.stderr).toContain('extensions.code=RECORD_INVALID');
    expect(again.stderr).toMatch(CORRELATION);
    // Another organization may use the same address.
    expect((await run(sender(['--ip-relay'], '300124'), tokenEnv())).code).toBe(0);
  });

  it('plan error, in Portuguese, with code and correlation id', async () => {
    const { code, stderr } = await run(sender(['--ip-relay', '--lang', 'pt'], '1000'), tokenEnv());
    expect(code).toBe(2);
    expect(stderr).toContain('remetentes personalizados exigem plano Enterprise');
    expect(stderr).toContain('admin da empresa na organização 1000');
    expect(stderr).toContain('Para o suporte do Pipefy: extensions.code=FEATURE_NOT_ALLOWED_BY_ORGANIZATION_PLAN');
    expect(stderr).toMatch(CORRELATION);
  });

  it('permission error (not a company admin), --json', async () => {
    const { code, io } = await run(sender(['--ip-relay', '--json'], '1001'), tokenEnv());
    expect(code).toBe(2);
    const { error } = jsonOf(io);
    expect(error).toMatchObject({ code: 'forbidden', extensionsCode: 'PERMISSION_DENIED', httpStatus: 200 });
    expect(error.correlationId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('credentials required: Pipefy\'s own rule is reported as such', async () => {
    standIn.inject({ kind: 'graphqlError', code: 'INVALID_INPUT', message: 'Username and password are required when ipRelayAuth is false' });
    const { code, stderr } = await run(sender(['--username', 'mailer', '--password-stdin']), tokenEnv(), PASSWORD);
    expect(code).toBe(2);
    expect(stderr).toContain('Pipefy requires a username and a password for this SMTP configuration unless IP relay is on.');
    expect(stderr).toContain('extensions.code=INVALID_INPUT');
  });

  it('the mutation missing on the endpoint: hint at the internal API, which works', async () => {
    const env = tokenEnv({ PIPEFY_GRAPHQL_URL: internalOnly.graphqlUrl });
    const missing = await run(sender(['--ip-relay']), env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`The endpoint ${internalOnly.graphqlUrl} does not offer createSmtpCustomEmailWithConfiguration`);
    expect(missing.stderr).toContain('PIPEFY_GRAPHQL_URL=https://app.pipefy.com/internal_api');
    expect(missing.stderr).toContain('extensions.code=undefinedField');
    expect(missing.stderr).toMatch(CORRELATION);

    const internal = await run(sender(['--ip-relay']), { ...env, PIPEFY_GRAPHQL_URL: internalOnly.internalApiUrl });
    expect(internal.code).toBe(0);
    expect(internalOnly.senders).toHaveLength(1);
  });

  it('network error: nothing was sent, so nothing was created, exit 1', async () => {
    const port = await closedPort();
    const { code, io } = await run(sender(['--ip-relay', '--json']), tokenEnv({ PIPEFY_GRAPHQL_URL: `http://127.0.0.1:${port}/graphql` }));
    expect(code).toBe(1);
    const { error } = jsonOf(io);
    expect(error.code).toBe('network');
    expect(error.message).toContain('ECONNREFUSED');
    expect(error.message).toContain('could not be sent');
    expect(error.message).toContain('Nothing was created');
    expect(error.maybeCreated).toBeUndefined();
  });

  it('timeout after sending: never retried, the user is told to check the sender list', async () => {
    standIn.inject({ kind: 'delay', ms: 3000 });
    const { code, stderr } = await run(sender(['--ip-relay']), tokenEnv({ PIPEFY_TIMEOUT_MS: '300' }));
    expect(code).toBe(1);
    expect(graphqlRequests()).toHaveLength(1);
    // It did reach the server: the sender exists although the answer never came.
    expect(standIn.senders).toHaveLength(1);
    expect(stderr).toContain('No complete answer from Pipefy within 0.3 s after the request was sent');
    expect(stderr).toContain('Check the sender list');
    expect(stderr).toContain('was not repeated');
  });

  it('a dropped connection after sending may also have created the sender (--json says maybeCreated)', async () => {
    standIn.inject({ kind: 'drop' });
    const { code, io } = await run(sender(['--ip-relay', '--json']), tokenEnv());
    expect(code).toBe(1);
    expect(graphqlRequests()).toHaveLength(1);
    expect(jsonOf(io).error).toMatchObject({ code: 'no_answer_maybe_created', maybeCreated: true });
  });

  it('server error, rate limit and a non-GraphQL answer', async () => {
    standIn.inject({ kind: 'status', status: 500 });
    const server = await run(sender(['--ip-relay', '--json']), tokenEnv());
    expect(server.code).toBe(1);
    expect(jsonOf(server.io).error).toMatchObject({ code: 'server_error', extensionsCode: 'INTERNAL_SERVER_ERROR', httpStatus: 500 });

    standIn.inject({ kind: 'status', status: 429, body: { errors: [{ message: 'Too many requests', extensions: { code: 'TOO_MANY_REQUESTS', correlation_id: 'a22c1fbab98ae41d-GRU' } }] } });
    const limited = await run(sender(['--ip-relay']), tokenEnv());
    expect(limited.code).toBe(1);
    expect(limited.stderr).toContain('HTTP 429');
    expect(limited.stderr).toContain('correlation_id=a22c1fbab98ae41d-GRU');

    standIn.inject({ kind: 'html', status: 502 });
    const gateway = await run(sender(['--ip-relay']), tokenEnv());
    expect(gateway.code).toBe(1);
    expect(gateway.stderr).toContain('Pipefy had an internal error (HTTP 502). The sender may or may not exist now');

    for (const status of [200, 404]) {
      standIn.inject({ kind: 'html', status });
      const html = await run(sender(['--ip-relay']), tokenEnv());
      expect(html.code).toBe(1);
      expect(html.stderr).toContain(`Unexpected answer from ${standIn.graphqlUrl} (HTTP ${status})`);
    }
    expect(graphqlRequests()).toHaveLength(5);
  });

  it('any other GraphQL error is shown with its message, secrets scrubbed', async () => {
    standIn.inject({ kind: 'graphqlError', code: 'SOMETHING_NEW', message: `Could not log in to smtp.acme.example with password ${PASSWORD}` });
    const { code, stderr } = await run(sender(['--username', 'mailer', '--password-stdin']), tokenEnv(), PASSWORD);
    expect(code).toBe(2);
    expect(stderr).toContain('Pipefy answered with an error: Could not log in to smtp.acme.example with password ***');
    expect(stderr).toContain('extensions.code=SOMETHING_NEW');
  });
});

describe('arguments', () => {
  it('validates every option at once, in the user\'s language, before any request', async () => {
    const { code, stderr } = await run(
      ['smtp', '--sender-name', 'X', '--email', 'not-an-email', '--host', 'smtp://mail.acme.example', '--port', '70000', '--organization-id', 'acme', '--lang', 'es'],
      tokenEnv(),
    );
    expect(code).toBe(2);
    expect(stderr).toContain('Algunos valores no son válidos:');
    expect(stderr).toContain('--email: Esta no es una dirección de correo válida.');
    expect(stderr).toContain('--host: Escribe solo el nombre del host');
    expect(stderr).toContain('--port: El puerto es un número entero de 1 a 65535');
    expect(stderr).toContain('--organization-id: Usa los dígitos del id de la organización');
    expect(stderr).toContain('--password-stdin: Pasa la contraseña SMTP por la entrada estándar');
    expect(standIn.requests).toHaveLength(0);
  });

  it('--json lists the invalid fields', async () => {
    const { code, io } = await run(['smtp', '--email', 'a@b.example', '--ip-relay', '--json'], tokenEnv());
    expect(code).toBe(2);
    const { ok, error } = jsonOf(io);
    expect(ok).toBe(false);
    expect(error.code).toBe('invalid_input');
    expect(Object.keys(error.fields).sort()).toStrictEqual(['--host', '--organization-id', '--port', '--sender-name']);
  });

  it('never takes the password as an argument, and never echoes it', async () => {
    for (const argv of [sender(['--username', 'mailer', '--password', PASSWORD]), sender(['--username', 'mailer', `--password=${PASSWORD}`])]) {
      const { code, stderr } = await run(argv, tokenEnv());
      expect(code).toBe(2);
      expect(stderr).toContain('The password is never accepted as a command-line argument');
      expect(stderr).not.toContain(PASSWORD);
    }
    const stray = await run([...sender(['--ip-relay']), PASSWORD], tokenEnv());
    expect(stray.code).toBe(2);
    expect(stray.stderr).toContain('takes no positional arguments');
    expect(standIn.requests).toHaveLength(0);
  });

  it('--username needs --password-stdin; an empty stdin is no password', async () => {
    const missing = await run(sender(['--username', 'mailer']), tokenEnv());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--password-stdin: Pipe the SMTP password into standard input and add --password-stdin');
    const empty = await run(sender(['--username', 'mailer', '--password-stdin']), tokenEnv(), '\n');
    expect(empty.code).toBe(2);
    // --password-stdin was given: the message says standard input was empty, not to add --password-stdin
    expect(empty.stderr).toContain('--password-stdin: Standard input was empty');
    expect(empty.stderr).not.toContain('and add --password-stdin');
    expect(standIn.requests).toHaveLength(0);
  });

  it('--ip-relay with credentials is a conflict; unknown options are named', async () => {
    const conflict = await run(sender(['--ip-relay', '--username', 'mailer']), tokenEnv());
    expect(conflict.code).toBe(2);
    expect(conflict.stderr).toContain('--ip-relay sends no username or password');
    const unknown = await run(sender(['--ip-relay', '--smtp-password=x']), tokenEnv());
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown option --smtp-password for "pipe-migrate smtp"');
    expect(standIn.requests).toHaveLength(0);
  });

  it('keeps the password exactly (spaces included) apart from the final line break', async () => {
    const { code } = await run(sender(['--username', 'mailer', '--password-stdin']), tokenEnv(), '  spaced pass  \r\n');
    expect(code).toBe(0);
    expect(graphqlRequests()[0]!.body.variables.smtpConfiguration.password).toBe('  spaced pass  ');
  });
});

describe('isolation', () => {
  it('the non-interactive path imports neither Ink nor React (static import graph)', () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      // Static imports only: `import … from '…'` and `export … from '…'`; `import('…')` is lazy.
      for (const match of source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)) {
        const specifier = match[1]!;
        if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, existsSync(resolve(dirname(file), specifier.replace(/\.js$/, '.ts'))) ? '.ts' : '.tsx')));
        else packages.add(specifier.split('/')[0]!);
      }
    };
    visit(join(ROOT, 'src/commands/smtp.ts'));
    expect(seen.size).toBeGreaterThan(5);
    expect([...packages].filter((p) => p === 'ink' || p === 'react' || p.startsWith('ink-'))).toStrictEqual([]);
    // The GraphQL call goes through our own HTTP client (src/net/http.ts), like every other request.
    expect(packages.has('graphql-request')).toBe(false);
  });

  it('no token, client secret or password ever reached the output', () => {
    const secrets = [TOKEN, CLIENT_SECRET, PASSWORD, ...standIn.issuedTokens()];
    const everything = allOutput.join('\n');
    expect(allOutput.length).toBeGreaterThan(20);
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });
});

describe.runIf(existsSync(join(ROOT, 'dist/cli.js')))('built binary', () => {
  it('creates a sender through bin/pipe-migrate.js with the password on stdin', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'bin/pipe-migrate.js'), ...sender(['--username', 'mailer', '--password-stdin', '--json'])], {
      env: { PATH: process.env.PATH, ...tokenEnv() },
      cwd: fakeIo({}).cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child.stdin.end(`${PASSWORD}\n`);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout).sender.id).toBe(standIn.senders[0]!.id);
    expect(stdout + stderr).not.toContain(PASSWORD);
    expect(stdout + stderr).not.toContain(TOKEN);
  });
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 1;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}
