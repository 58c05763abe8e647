// The SMTP modules on their own: schema, configuration, token provider and GraphQL client, against the stand-in.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LANGS } from '../src/i18n/index.js';
import { smtpMessages } from '../src/i18n/messages/smtp.js';
import { createTokenProvider } from '../src/smtp/auth.js';
import { buildCreateSenderVariables, compareEcho, createSmtpSender } from '../src/smtp/client.js';
import { DEFAULT_GRAPHQL_URL, DEFAULT_TIMEOUT_MS, DEFAULT_TOKEN_URL, loadPipefyConfig, type PipefyConfig } from '../src/smtp/config.js';
import { SmtpError } from '../src/smtp/errors.js';
import { isSmtpHost, organizationIdFromText, translateFieldErrors, validateSmtpForm, type SmtpSenderInput } from '../src/smtp/schema.js';
import { CLIENT_ID, CLIENT_SECRET, PASSWORD, TOKEN } from './support/pipefy-stand-in.harness.js';
import { startPipefyStandIn, type PipefyStandIn } from './support/pipefy-stand-in.mjs';

const relayInput: SmtpSenderInput = {
  senderName: 'Relay',
  emailAddress: 'relay@acme.example',
  host: 'relay.acme.example',
  port: 25,
  organizationId: '300123',
  ipRelay: true,
};

describe('schema', () => {
  const valid = {
    senderName: ' Acme Support ',
    emailAddress: 'support@acme.example',
    host: 'smtp.acme.example',
    port: '587',
    organizationId: '300123',
    ipRelay: false,
    username: 'mailer',
    password: PASSWORD,
  };

  it('accepts a complete form and types it for the API', () => {
    expect(validateSmtpForm(valid)).toStrictEqual({
      ok: true,
      value: { ...valid, senderName: 'Acme Support', port: 587 },
    });
  });

  it('drops the credentials with IP relay', () => {
    const result = validateSmtpForm({ ...valid, ipRelay: true });
    expect(result.ok && result.value).toStrictEqual({
      senderName: 'Acme Support',
      emailAddress: 'support@acme.example',
      host: 'smtp.acme.example',
      port: 587,
      organizationId: '300123',
      ipRelay: true,
    });
  });

  it('requires username and password only when IP relay is off', () => {
    const off = validateSmtpForm({ ...valid, username: '', password: '' });
    expect(off.ok ? {} : off.errors).toStrictEqual({ username: 'v_username_required', password: 'v_password_required' });
    expect(validateSmtpForm({ ...valid, ipRelay: true, username: '', password: '' }).ok).toBe(true);
  });

  it.each([
    ['0', 'v_port_invalid'],
    ['65536', 'v_port_invalid'],
    ['58.7', 'v_port_invalid'],
    ['-1', 'v_port_invalid'],
    ['', 'v_port_required'],
  ])('port %j → %s', (port, key) => {
    const result = validateSmtpForm({ ...valid, port });
    expect(result.ok ? undefined : result.errors.port).toBe(key);
  });

  it('accepts ports 1 and 65535', () => {
    expect(validateSmtpForm({ ...valid, port: '1' }).ok).toBe(true);
    expect(validateSmtpForm({ ...valid, port: '65535' }).ok).toBe(true);
  });

  it('organization id: digits, or the number after /organizations/ in a URL', () => {
    expect(organizationIdFromText(' 300123 ')).toBe('300123');
    expect(organizationIdFromText('https://app.pipefy.com/organizations/300123')).toBe('300123');
    expect(organizationIdFromText('https://app.pipefy.com/organizations/300123/pipes?tab=1')).toBe('300123');
    expect(organizationIdFromText('app.pipefy.com/organizations/42#members')).toBe('42');
    expect(organizationIdFromText('https://app.pipefy.com/pipes/300123')).toBe('https://app.pipefy.com/pipes/300123');
    const fromUrl = validateSmtpForm({ ...valid, organizationId: 'https://app.pipefy.com/organizations/987654321' });
    expect(fromUrl.ok && fromUrl.value.organizationId).toBe('987654321');
    const bad = validateSmtpForm({ ...valid, organizationId: 'acme' });
    expect(bad.ok ? undefined : bad.errors.organizationId).toBe('v_organization_id_invalid');
  });

  it('host: a bare name or IP address', () => {
    for (const host of ['smtp.acme.example', 'localhost', '10.0.0.5', '2001:db8::1', 'smtp-relay.gmail.com']) expect(isSmtpHost(host)).toBe(true);
    for (const host of ['smtp://acme.example', 'smtp.acme.example:587', 'smtp acme', '-bad.example', 'a/b']) expect(isSmtpHost(host)).toBe(false);
  });

  it('translates field errors into the three languages', () => {
    const result = validateSmtpForm({ ...valid, emailAddress: 'nope' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(translateFieldErrors(result.errors, 'en').emailAddress).toBe('This is not a valid email address.');
    expect(translateFieldErrors(result.errors, 'pt').emailAddress).toBe('Este não é um endereço de e-mail válido.');
    expect(translateFieldErrors(result.errors, 'es').emailAddress).toBe('Esta no es una dirección de correo válida.');
  });

  it('every message has the same placeholders in pt, en and es', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(smtpMessages.en) as Array<keyof typeof smtpMessages.en>) {
      for (const lang of LANGS) {
        expect(smtpMessages[lang][key], `${lang}.${key}`).toBeTruthy();
        expect(placeholders(smtpMessages[lang][key]), `${lang}.${key}`).toStrictEqual(placeholders(smtpMessages.en[key]));
      }
    }
  });
});

describe('configuration', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'pipe-migrate-smtp-config-'));

  it('defaults to the public endpoint and the documented token endpoint', () => {
    const config = loadPipefyConfig({ PIPEFY_CLIENT_ID: 'id', PIPEFY_CLIENT_SECRET: 'secret' }, dir());
    expect(config).toStrictEqual({
      graphqlUrl: DEFAULT_GRAPHQL_URL,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      auth: { kind: 'client_credentials', clientId: 'id', clientSecret: 'secret', tokenUrl: DEFAULT_TOKEN_URL },
    });
    expect(DEFAULT_GRAPHQL_URL).toBe('https://api.pipefy.com/graphql');
    expect(DEFAULT_TOKEN_URL).toBe('https://app.pipefy.com/oauth/token');
  });

  it('a static token wins over client credentials', () => {
    const config = loadPipefyConfig({ PIPEFY_TOKEN: 't0ken', PIPEFY_CLIENT_ID: 'id', PIPEFY_CLIENT_SECRET: 'secret' }, dir());
    expect(config.auth).toStrictEqual({ kind: 'token', token: 't0ken' });
  });

  it('reads .env without touching process.env; non-empty environment values win', () => {
    const cwd = dir();
    writeFileSync(join(cwd, '.env'), 'PIPEFY_CLIENT_ID=from-file\nPIPEFY_CLIENT_SECRET="file secret"\nPIPEFY_TIMEOUT_MS=1234\nPIPEFY_GRAPHQL_URL=https://app.pipefy.com/internal_api\n');
    const config = loadPipefyConfig({ PIPEFY_CLIENT_ID: 'from-env', PIPEFY_GRAPHQL_URL: '' }, cwd);
    expect(config.auth).toMatchObject({ clientId: 'from-env', clientSecret: 'file secret' });
    expect(config.graphqlUrl).toBe('https://app.pipefy.com/internal_api');
    expect(config.timeoutMs).toBe(1234);
    expect(process.env.PIPEFY_CLIENT_SECRET).toBeUndefined();
  });

  it.each([
    [{}, 'auth_missing'],
    [{ PIPEFY_CLIENT_ID: 'id' }, 'auth_incomplete'],
    [{ PIPEFY_TOKEN: 't', PIPEFY_TIMEOUT_MS: 'soon' }, 'bad_timeout'],
    [{ PIPEFY_TOKEN: 't', PIPEFY_GRAPHQL_URL: 'http://api.pipefy.com/graphql' }, 'bad_url'],
    [{ PIPEFY_TOKEN: 't', PIPEFY_GRAPHQL_URL: 'https://user:pass@api.pipefy.com/graphql' }, 'bad_url'],
    [{ PIPEFY_CLIENT_ID: 'i', PIPEFY_CLIENT_SECRET: 's', PIPEFY_TOKEN_URL: 'ftp://x' }, 'bad_url'],
  ] as Array<[NodeJS.ProcessEnv, string]>)('%j → %s', (env, code) => {
    expect(() => loadPipefyConfig(env, dir())).toThrow(expect.objectContaining({ code, exitCode: 2 }));
  });
});

describe('client against the stand-in', () => {
  let standIn: PipefyStandIn;
  let strict: PipefyStandIn;

  beforeAll(async () => {
    standIn = await startPipefyStandIn({ tokens: [TOKEN], clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }] });
    strict = await startPipefyStandIn({ tokens: [TOKEN], strictOrganizations: true, organizations: { '5': {} } });
  });
  afterAll(async () => {
    await standIn?.close();
    await strict?.close();
  });
  beforeEach(() => {
    standIn.reset();
    strict.reset();
  });

  const clientConfig = (timeoutMs = 5000): PipefyConfig => ({
    graphqlUrl: standIn.graphqlUrl,
    timeoutMs,
    auth: { kind: 'client_credentials', clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, tokenUrl: standIn.tokenUrl },
  });
  const tokenConfig = (s: PipefyStandIn = standIn): PipefyConfig => ({ graphqlUrl: s.graphqlUrl, timeoutMs: 5000, auth: { kind: 'token', token: TOKEN } });

  const failure = async (promise: Promise<unknown>): Promise<SmtpError> => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof SmtpError) return error;
      throw error;
    }
    throw new Error('expected a failure');
  };

  it('keeps the token in memory across calls, and renews it when Pipefy says it expired (401)', async () => {
    const config = clientConfig();
    const provider = createTokenProvider(config.auth, { timeoutMs: config.timeoutMs });
    await createSmtpSender(relayInput, { config, tokenProvider: provider });
    await createSmtpSender({ ...relayInput, emailAddress: 'second@acme.example' }, { config, tokenProvider: provider });
    expect(standIn.requests.map((r) => r.path)).toStrictEqual(['/oauth/token', '/graphql', '/graphql']);

    standIn.expireTokens();
    const result = await createSmtpSender({ ...relayInput, emailAddress: 'third@acme.example' }, { config, tokenProvider: provider });
    expect(standIn.requests.map((r) => `${r.path} ${r.status}`).slice(3)).toStrictEqual(['/graphql 401', '/oauth/token 200', '/graphql 200']);
    expect(result.emailAddress).toBe('third@acme.example');
    expect(standIn.senders).toHaveLength(3);
  });

  it('asks for a new token before the announced expiry', async () => {
    let now = 1_000_000;
    const config = clientConfig();
    const provider = createTokenProvider(config.auth, { timeoutMs: 5000, now: () => now });
    const first = await provider.getToken();
    now += 3000 * 1000; // 3000 s of the 3600 s lifetime
    expect(await provider.getToken()).toBe(first);
    now += 560 * 1000; // within the last minute
    expect(await provider.getToken()).not.toBe(first);
    expect(standIn.requests.filter((r) => r.path === '/oauth/token')).toHaveLength(2);
  });

  it('the stand-in enforces the credentials rule, reported as credentials_required', async () => {
    // Bypass the schema on purpose, to see what Pipefy itself says.
    const input = { ...relayInput, ipRelay: false, username: '', password: '' } as SmtpSenderInput;
    const error = await failure(createSmtpSender(input, { config: tokenConfig() }));
    expect(error.code).toBe('credentials_required');
    expect(error.details.graphqlCode).toBe('INVALID_INPUT');
    expect(error.details.correlationId).toMatch(/^[0-9a-f]{32}$/);
    expect(standIn.senders).toHaveLength(0);
  });

  it('an unknown organization is reported as such', async () => {
    const error = await failure(createSmtpSender({ ...relayInput, organizationId: '6' }, { config: tokenConfig(strict) }));
    expect(error.code).toBe('org_not_found');
    expect(error.details.graphqlCode).toBe('RESOURCE_NOT_FOUND');
    expect(error.render('en')).toContain('Organization 6 was not found');
    await createSmtpSender({ ...relayInput, organizationId: '5' }, { config: tokenConfig(strict) });
    expect(strict.senders).toHaveLength(1);
  });

  it('a timeout while asking for a token created nothing', async () => {
    standIn.inject({ kind: 'delay', route: 'token', ms: 2000 });
    const error = await failure(createSmtpSender(relayInput, { config: clientConfig(200) }));
    expect(error.code).toBe('timeout');
    expect(error.exitCode).toBe(1);
    expect(error.render('en')).toContain('Nothing was created');
    expect(standIn.requests.filter((r) => r.path === '/graphql')).toHaveLength(0);
  });

  it('the stand-in returns the port as a string and ipRelayAuth false when omitted', async () => {
    const input: SmtpSenderInput = { ...relayInput, ipRelay: false, username: 'mailer', password: PASSWORD };
    const result = await createSmtpSender(input, { config: tokenConfig() });
    expect(result.port).toBe('25');
    expect(result.ipRelayAuth).toBe(false);
    expect(result.mismatches).toStrictEqual([]);
    const stored = standIn.senders[0]!;
    expect(stored.smtpConfiguration).toMatchObject({ port: '25', ipRelayAuth: false, username: 'mailer', organizationId: '300123' });
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
  });

  it('no error message ever carries graphql-request\'s dump of the variables', async () => {
    standIn.inject({ kind: 'status', status: 418, body: { errors: [{ message: 'teapot' }] } });
    const input: SmtpSenderInput = { ...relayInput, ipRelay: false, username: 'mailer', password: PASSWORD };
    const error = await failure(createSmtpSender(input, { config: tokenConfig() }));
    expect(error.code).toBe('graphql_error');
    expect(error.message).not.toContain(PASSWORD);
    expect(error.render('en')).not.toContain(PASSWORD);
  });
});

describe('variables and echo', () => {
  it('builds the variables without credential keys for IP relay', () => {
    expect(buildCreateSenderVariables(relayInput)).toStrictEqual({
      senderName: 'Relay',
      emailAddress: 'relay@acme.example',
      smtpConfiguration: { host: 'relay.acme.example', port: 25, organizationId: '300123', ipRelayAuth: true },
    });
  });

  it('lists fields Pipefy did not return as mismatches', () => {
    const variables = buildCreateSenderVariables(relayInput);
    const mismatches = compareEcho(variables, {
      senderId: 's',
      senderName: 'Relay',
      emailAddress: 'relay@acme.example',
      configurationId: null,
      host: null,
      port: null,
      organizationId: null,
      ipRelayAuth: false,
      mismatches: [],
    }, false);
    expect(mismatches.map((m) => m.field)).toStrictEqual(['host', 'port', 'organizationId', 'ipRelayAuth']);
    expect(mismatches.every((m) => m.received === null)).toBe(true);
  });
});
