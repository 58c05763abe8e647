// The one HTTP client against local servers that misbehave: redirects to another origin, bodies too large or cut,
// answers that are not HTTP, TLS spoken to a plain port, a header Node refuses. Each failure must say whether the
// request may have reached the server.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpRequest, type HttpOutcome, type HttpRequest } from '../src/net/http.js';
import { sendEndless, sendHalf, sendJson, startHttpServer, startRawServer, type HostileServer } from './support/hostile-server.js';

const SECRET = 'client-secret-9f8e7d6c5b4a';
const servers: HostileServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(...args: Parameters<typeof startHttpServer>): Promise<HostileServer> {
  const server = await startHttpServer(...args);
  servers.push(server);
  return server;
}

async function raw(...args: Parameters<typeof startRawServer>): Promise<HostileServer> {
  const server = await startRawServer(...args);
  servers.push(server);
  return server;
}

const post = (url: string, extra: Partial<HttpRequest> = {}): Promise<HttpOutcome> =>
  httpRequest({
    url,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_secret: SECRET }),
    timeoutMs: 3000,
    maxBodyBytes: 64 * 1024,
    carriesSecret: true,
    maxRedirects: 2,
    ...extra,
  });

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('redirects', () => {
  it.each([307, 308])('never follows a %i to another origin with a secret: the other server receives nothing', async (status) => {
    const elsewhere = await serve((_req, res) => sendJson(res, 200, { ok: true }));
    const first = await serve((_req, res) => sendJson(res, status, {}, { Location: `${elsewhere.url}/oauth/token` }));
    const outcome = await post(`${first.url}/oauth/token`);
    expect(outcome).toMatchObject({ kind: 'failure', stage: 'sent', reason: 'redirect_refused', status, location: elsewhere.url });
    expect(elsewhere.received).toHaveLength(0);
    expect(first.received[0]!.body).toContain(SECRET);
  });

  it('follows a 307 on the same origin, with the same method and body', async () => {
    const server = await serve((req, res) =>
      req.path === '/old' ? sendJson(res, 307, {}, { Location: '/new' }) : sendJson(res, 200, { path: req.path }),
    );
    const outcome = await post(`${server.url}/old`);
    expect(outcome).toMatchObject({ kind: 'response', status: 200, url: `${server.url}/new` });
    expect(server.received.map((r) => [r.method, r.path, r.body.includes(SECRET)])).toStrictEqual([
      ['POST', '/old', true],
      ['POST', '/new', true],
    ]);
  });

  it('follows a redirect to another origin when nothing secret travels', async () => {
    const elsewhere = await serve((_req, res) => sendJson(res, 200, '1.2.3'));
    const first = await serve((_req, res) => sendJson(res, 302, {}, { Location: `${elsewhere.url}/VERSION` }));
    const outcome = await httpRequest({ url: first.url, timeoutMs: 3000, maxBodyBytes: 100, carriesSecret: false, maxRedirects: 3 });
    expect(outcome).toMatchObject({ kind: 'response', status: 200 });
    expect(elsewhere.received).toHaveLength(1);
  });

  it('a POST answered 303 is not turned into a GET: the 303 is the answer', async () => {
    const server = await serve((req, res) => (req.path === '/a' ? sendJson(res, 303, {}, { Location: '/b' }) : sendJson(res, 200, {})));
    expect(await post(`${server.url}/a`)).toMatchObject({ kind: 'response', status: 303 });
    expect(server.received).toHaveLength(1);
  });
});

describe('bodies', () => {
  it('an endless body is cut at the limit and reported as too large, not as bad JSON', async () => {
    const server = await serve((_req, res) => sendEndless(res));
    expect(await post(server.url, { maxBodyBytes: 256 * 1024 })).toMatchObject({ kind: 'failure', stage: 'sent', reason: 'too_large', status: 200 });
  });

  it('a declared length over the limit is refused before reading', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { big: 'y'.repeat(200_000) }));
    expect(await post(server.url)).toMatchObject({ kind: 'failure', stage: 'sent', reason: 'too_large' });
  });

  it('a body cut in the middle is a dropped answer after sending', async () => {
    const server = await serve((_req, res) => sendHalf(res, JSON.stringify({ data: 'z'.repeat(5000) })));
    expect(await post(server.url)).toMatchObject({ kind: 'failure', stage: 'sent', reason: 'dropped' });
  });

  it('an answer that is not HTTP is a bad answer after sending', async () => {
    const server = await raw('\u0016\u0003\u0001garbage that is not HTTP\r\n\r\n');
    const outcome = await post(server.url);
    expect(outcome).toMatchObject({ kind: 'failure', stage: 'sent' });
    expect(['bad_answer', 'dropped']).toContain((outcome as { reason: string }).reason);
  });

  it('a slow answer times out after the request left', async () => {
    const server = await serve((_req, res) => setTimeout(() => sendJson(res, 200, {}), 2000));
    expect(await post(server.url, { timeoutMs: 200 })).toMatchObject({ kind: 'failure', stage: 'sent', reason: 'timeout' });
  });
});

describe('requests that never left', () => {
  it('a refused connection', async () => {
    const port = await closedPort();
    expect(await post(`http://127.0.0.1:${port}/graphql`)).toMatchObject({ kind: 'failure', stage: 'not_sent', reason: 'connect', code: 'ECONNREFUSED' });
  });

  it('TLS spoken to a plain HTTP port: the handshake fails and the secret never leaves', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, {}));
    const plain = await raw('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n');
    for (const url of [server.url, plain.url]) {
      const outcome = await post(url.replace('http:', 'https:'));
      expect(outcome).toMatchObject({ kind: 'failure', stage: 'not_sent', reason: 'tls' });
    }
    expect(server.received).toHaveLength(0);
    expect(plain.raw.join('')).not.toContain(SECRET);
  });

  it('a header value with a line break is refused by Node before connecting, without quoting it', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, {}));
    const outcome = await post(server.url, { headers: { Authorization: `Bearer ${SECRET}\nX-Injected: 1` } });
    expect(outcome).toMatchObject({ kind: 'failure', stage: 'not_sent', reason: 'invalid_request' });
    expect(JSON.stringify(outcome)).not.toContain(SECRET.slice(0, 10));
    expect(server.received).toHaveLength(0);
  });

  it('an abort signal rejects with its reason', async () => {
    const server = await serve((_req, res) => setTimeout(() => sendJson(res, 200, {}), 2000));
    const controller = new AbortController();
    const pending = post(server.url, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('user pressed Esc')), 50);
    await expect(pending).rejects.toThrow('user pressed Esc');
  });
});
