// The Pipefy stand-in itself: the documented behaviour the smtp tests rely on.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_ID, CLIENT_SECRET, TOKEN } from './support/pipefy-stand-in.harness.js';
import { startPipefyStandIn, type PipefyStandIn } from './support/pipefy-stand-in.mjs';

let standIn: PipefyStandIn;
beforeAll(async () => {
  standIn = await startPipefyStandIn({ tokens: [TOKEN], clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }], tokenTtlSeconds: 600 });
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => standIn.reset());

const MUTATION = `mutation Create($senderName: String!, $emailAddress: String!, $smtpConfiguration: SmtpConfigurationInput) {
  createSmtpCustomEmailWithConfiguration(input: {senderName: $senderName, emailAddress: $emailAddress, smtpConfiguration: $smtpConfiguration}) {
    smtpCustomEmail { id emailAddress senderName smtpConfiguration { id host port organizationId ipRelayAuth } }
  }
}`;

async function post(path: string, body: unknown, headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` }) {
  const response = await fetch(standIn.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const variables = (smtpConfiguration: Record<string, unknown>, emailAddress = 'a@acme.example') => ({
  senderName: 'A',
  emailAddress,
  smtpConfiguration: { host: 'smtp.acme.example', port: 587, organizationId: '42', ...smtpConfiguration },
});

describe('Pipefy stand-in', () => {
  it('listens on 127.0.0.1 and serves the same API on /graphql and /internal_api', async () => {
    expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const path of ['/graphql', '/internal_api']) {
      const { status, body } = await post(path, { query: MUTATION, variables: variables({ ipRelayAuth: true }, `${path.slice(1)}@acme.example`) });
      expect(status).toBe(200);
      expect(body.data.createSmtpCustomEmailWithConfiguration.smtpCustomEmail.smtpConfiguration.ipRelayAuth).toBe(true);
    }
  });

  it('needs "Authorization: Bearer <token>"', async () => {
    for (const headers of [{}, { Authorization: TOKEN }, { Authorization: 'Bearer nope' }] as Array<Record<string, string>>) {
      const { status, body } = await post('/graphql', { query: MUTATION }, headers);
      expect(status).toBe(401);
      expect(body.error.details.code).toBe('UNAUTHORIZED');
      expect(body.error.details.correlation_id).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('issues tokens for client credentials, in JSON, form or Basic form', async () => {
    const json = await post('/oauth/token', { grant_type: 'client_credentials', client_id: CLIENT_ID, client_secret: CLIENT_SECRET }, {});
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    const form = await fetch(standIn.tokenUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials',
    });
    expect(form.status).toBe(200);
    const token = ((await form.json()) as any).access_token as string;
    expect((await post('/graphql', { query: '{ me { id } }' }, { Authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await post('/oauth/token', { grant_type: 'client_credentials', client_id: CLIENT_ID, client_secret: 'x' }, {})).body.error).toBe('invalid_client');
    expect((await post('/oauth/token', { grant_type: 'password' }, {})).status).toBe(400);
  });

  it('echoes as documented: UUIDs, port as a string, ipRelayAuth false when omitted, no password', async () => {
    const { body } = await post('/graphql', { query: MUTATION, variables: variables({ username: 'u', password: 'p4ssw0rd' }) });
    const sender = body.data.createSmtpCustomEmailWithConfiguration.smtpCustomEmail;
    expect(sender.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sender.smtpConfiguration).toMatchObject({ host: 'smtp.acme.example', port: '587', organizationId: '42', ipRelayAuth: false });
    expect(JSON.stringify(body)).not.toContain('p4ssw0rd');
    expect(standIn.senders[0]!.smtpConfiguration.defaultSmtp).toBe(true);
  });

  it('every error has extensions.code and correlation_id', async () => {
    const credentials = await post('/graphql', { query: MUTATION, variables: variables({}) });
    expect(credentials.status).toBe(200);
    expect(credentials.body.data.createSmtpCustomEmailWithConfiguration).toBeNull();
    expect(credentials.body.errors[0].extensions.code).toBe('INVALID_INPUT');
    expect(credentials.body.errors[0].message).toMatch(/username and password are required/i);

    const coercion = await post('/graphql', { query: MUTATION, variables: variables({ port: '587', ipRelayAuth: true }) });
    expect(coercion.body.errors[0].message).toContain('Int cannot represent non-integer value: "587"');

    const syntax = await post('/graphql', { query: 'mutation {' });
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');

    for (const error of [...credentials.body.errors, ...coercion.body.errors, ...syntax.body.errors]) {
      expect(error.extensions.correlation_id).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('keeps one sender per email address and organization', async () => {
    await post('/graphql', { query: MUTATION, variables: variables({ ipRelayAuth: true }) });
    const again = await post('/graphql', { query: MUTATION, variables: variables({ ipRelayAuth: true }, 'A@ACME.example') });
    expect(again.body.errors[0]).toMatchObject({ message: 'Email address has already been taken', extensions: { code: 'RECORD_INVALID' } });
    const other = await post('/graphql', { query: MUTATION, variables: { ...variables({ ipRelayAuth: true }), smtpConfiguration: { host: 'h', port: 25, organizationId: '43', ipRelayAuth: true } } });
    expect(other.body.errors).toBeUndefined();
    expect(standIn.senders).toHaveLength(2);
  });
});
