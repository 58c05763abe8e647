// The one HTTP client of the tool (Workato API, Pipefy token and GraphQL, version check): one attempt with a
// deadline, a body size limit, redirects decided here, and failures classified by whether the request may have
// reached the server. It uses node:http(s) rather than fetch, which warns as experimental on Node 18 and cannot
// tell a refused connection from a request that was sent and then dropped.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

export interface HttpRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** the whole attempt: connection, request, answer and body, redirects included */
  timeoutMs: number;
  /** a longer body is not read: the outcome is a `too_large` failure */
  maxBodyBytes: number;
  /** the headers or body hold a credential: never follow a redirect to another origin */
  carriesSecret: boolean;
  /** default 0: a 3xx is returned as a response (or refused, see carriesSecret) */
  maxRedirects?: number;
  /** cancels the attempt; its reason is rethrown as is */
  signal?: AbortSignal;
  /** called once the connection is up and the request is being sent: from then on it may reach the server */
  onSent?(): void;
}

export interface HttpResponse {
  kind: 'response';
  status: number;
  /** lower-case names */
  headers: Record<string, string | undefined>;
  body: Buffer;
  /** the URL that answered (after the redirects followed) */
  url: string;
}

/**
 * `not_sent`: nothing reached the server (name lookup, refused connection, TLS handshake, an invalid header).
 * `sent`: the request left (all or part of it), and no usable answer came back.
 */
export type HttpFailureReason =
  | 'timeout'
  | 'connect'
  | 'tls'
  | 'invalid_request'
  | 'dropped'
  | 'bad_answer'
  | 'too_large'
  | 'redirect_refused';

export interface HttpFailure {
  kind: 'failure';
  stage: 'not_sent' | 'sent';
  reason: HttpFailureReason;
  /** a short, request-free detail: the system error code (ECONNREFUSED, ENOTFOUND, …) or the reason */
  code: string;
  /** the status line, when an answer started (too_large, redirect_refused) */
  status?: number;
  /** redirect_refused: the origin the server pointed to */
  location?: string;
}

export type HttpOutcome = HttpResponse | HttpFailure;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One request (and the redirects it is allowed to follow); resolves with a response or a classified failure. */
export async function httpRequest(request: HttpRequest): Promise<HttpOutcome> {
  const deadline = Date.now() + Math.max(1, request.timeoutMs);
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return failure('not_sent', 'invalid_request', 'ERR_INVALID_URL');
  }
  let method = request.method ?? 'GET';
  let body = request.body;
  for (let redirects = 0; ; redirects++) {
    const outcome = await attempt(url, method, body, request, deadline);
    if (outcome.kind === 'failure' || !REDIRECTS.has(outcome.status)) return outcome;
    const target = redirectTarget(outcome, url);
    if (!target) return outcome;
    if (request.carriesSecret && target.origin !== url.origin) {
      return { ...failure('sent', 'redirect_refused', String(outcome.status)), status: outcome.status, location: target.origin };
    }
    const keepsMethod = outcome.status === 307 || outcome.status === 308;
    const downgrade = url.protocol === 'https:' && target.protocol === 'http:';
    // A POST answered 301/302/303 would become a GET without its body: the caller's operation would not happen.
    if (redirects >= (request.maxRedirects ?? 0) || downgrade || (method !== 'GET' && !keepsMethod)) return outcome;
    if (!keepsMethod) {
      method = 'GET';
      body = undefined;
    }
    url = target;
  }
}

/** Where a 3xx points, when it is an http(s) URL. */
function redirectTarget(response: HttpResponse, from: URL): URL | undefined {
  const location = response.headers.location;
  if (!location) return undefined;
  try {
    const target = new URL(location, from);
    return /^https?:$/.test(target.protocol) ? target : undefined;
  } catch {
    return undefined;
  }
}

function failure(stage: HttpFailure['stage'], reason: HttpFailureReason, code: string): HttpFailure {
  return { kind: 'failure', stage, reason, code };
}

/** TLS handshake and certificate errors: the request itself never left. */
const TLS_CODE = /^(ERR_SSL_|ERR_TLS_|EPROTO$|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_)/;

function attempt(url: URL, method: string, body: string | undefined, request: HttpRequest, deadline: number): Promise<HttpOutcome> {
  const { signal } = request;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
  if (!client) return Promise.resolve(failure('not_sent', 'invalid_request', 'ERR_INVALID_PROTOCOL'));
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.resolve(failure('not_sent', 'timeout', 'timeout'));

  return new Promise<HttpOutcome>((resolve, reject) => {
    let connected = false;
    let responded = false;
    let settled = false;
    let req: http.ClientRequest | undefined;
    const settle = (outcome: HttpOutcome | { abort: unknown }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      req?.destroy();
      if ('abort' in outcome) reject(outcome.abort);
      else resolve(outcome);
    };
    const stage = () => (connected ? 'sent' : 'not_sent');
    const onAbort = () => settle({ abort: signal?.reason });
    const timer = setTimeout(() => settle(failure(stage(), 'timeout', 'timeout')), remaining);
    signal?.addEventListener('abort', onAbort, { once: true });

    const headers: Record<string, string> = { ...request.headers };
    if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
    try {
      req = client.request(url, { method, headers, agent: false });
    } catch (error) {
      // Node refuses an invalid header value (a token with a line break) before opening any connection.
      settle(failure('not_sent', 'invalid_request', errorCode(error) ?? 'ERR_INVALID_REQUEST'));
      return;
    }
    req.on('socket', (socket) => {
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
        connected = true;
        request.onSent?.();
      });
    });
    req.on('error', (error) => {
      if (responded) return; // the body reader decides: too large, or dropped
      const code = errorCode(error) ?? 'connection closed';
      if (connected) settle(failure('sent', /^HPE_/.test(code) ? 'bad_answer' : 'dropped', code));
      else settle(failure('not_sent', TLS_CODE.test(code) ? 'tls' : 'connect', code));
    });
    req.on('response', (response) => {
      responded = true;
      readBody(response, request.maxBodyBytes).then((read) => {
        const status = response.statusCode ?? 0;
        if (read === 'too_large') settle({ ...failure('sent', 'too_large', 'too_large'), status });
        else if (read === 'dropped') settle(failure('sent', 'dropped', 'connection closed'));
        else settle({ kind: 'response', status, headers: headersOf(response), body: read, url: url.toString() });
      });
    });
    req.end(body);
  });
}

function readBody(response: IncomingMessage, limit: number): Promise<Buffer | 'too_large' | 'dropped'> {
  return new Promise((resolve) => {
    const declared = Number(response.headers['content-length']);
    // Resolve before destroying: destroy() emits 'aborted' at once, which would read as a dropped answer.
    if (Number.isFinite(declared) && declared > limit) {
      resolve('too_large');
      response.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve('too_large');
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('aborted', () => resolve('dropped'));
    response.on('error', () => resolve('dropped'));
    response.on('close', () => {
      if (!response.complete) resolve('dropped');
    });
  });
}

function headersOf(response: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = Object.create(null);
  for (const [name, value] of Object.entries(response.headers)) out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The body as JSON, or `{ok: false}` when it is not JSON (a body too large never gets here: see `too_large`). */
export function parseJsonBody(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}

/** The body when it is a JSON object; undefined for anything else. */
export function parseJsonObject(body: Buffer): Record<string, unknown> | undefined {
  const parsed = parseJsonBody(body);
  const value = parsed.ok ? parsed.value : undefined;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
