// A JSON POST to Pipefy (token exchange or GraphQL) over the one HTTP client, its failures turned into SmtpErrors
// that say whether the request may have reached Pipefy: only then can a create have happened.
import { httpRequest, type HttpFailure, type HttpResponse } from '../net/http.js';
import { userAgent } from '../net/user-agent.js';
import { SmtpError } from './errors.js';

export interface PostOptions {
  url: string;
  body: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
  maxBodyBytes: number;
  /** the request creates something: a failure after it was sent may mean it was created */
  creates: boolean;
  /** cancels the request; its reason is rethrown as is */
  signal?: AbortSignal;
  onSent?(): void;
}

/** Resolves with Pipefy's answer (any status); throws SmtpError when there is no usable answer. */
export async function postJson(options: PostOptions): Promise<HttpResponse> {
  const outcome = await httpRequest({
    url: options.url,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'User-Agent': userAgent(), ...options.headers },
    body: JSON.stringify(options.body),
    timeoutMs: options.timeoutMs,
    maxBodyBytes: options.maxBodyBytes,
    carriesSecret: true,
    maxRedirects: 2,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onSent ? { onSent: options.onSent } : {}),
  });
  if (outcome.kind === 'response') return outcome;
  throw transportError(outcome, options);
}

function transportError(failure: HttpFailure, options: PostOptions): SmtpError {
  const { url, creates } = options;
  const reason = failure.code;
  if (failure.stage === 'not_sent') {
    const key = failure.reason === 'tls' ? 'e_not_sent_tls' : failure.reason === 'invalid_request' ? 'e_not_sent_invalid' : 'e_not_sent_connect';
    return new SmtpError('network', key, { url, reason: failure.reason === 'timeout' ? 'connect timeout' : reason });
  }
  const status = failure.status;
  switch (failure.reason) {
    case 'redirect_refused':
      return new SmtpError('redirected', 'e_redirected', { url, status, location: failure.location ?? '?' }, { httpStatus: status });
    case 'too_large': {
      const params = { url, status, kilobytes: Math.round(options.maxBodyBytes / 1024) };
      return creates
        ? new SmtpError('bad_response', 'e_too_large_maybe_created', params, { httpStatus: status, maybeCreated: true })
        : new SmtpError('bad_response', 'e_too_large', params, { httpStatus: status });
    }
    case 'timeout':
      return creates
        ? new SmtpError('timeout_maybe_created', 'e_timeout_maybe_created', { seconds: seconds(options.timeoutMs), reason }, { maybeCreated: true })
        : new SmtpError('timeout', 'e_timeout', { url, seconds: seconds(options.timeoutMs) });
    default:
      return creates
        ? new SmtpError('no_answer_maybe_created', 'e_no_answer_maybe_created', { url, reason }, { maybeCreated: true })
        : new SmtpError('network', 'e_no_answer', { url, reason });
  }
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return Number.isInteger(s) ? String(s) : s.toFixed(1);
}
