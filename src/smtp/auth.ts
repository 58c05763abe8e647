// Bearer tokens for Pipefy: a static service account token, or a service account's client credentials
// exchanged for a token (OAuth2 client credentials, JSON body). The token is kept in memory only.
import type { PipefyAuthConfig } from './config.js';
import { SmtpError } from './errors.js';
import { describeTransportFailure, userAgent } from './http.js';

export interface TokenProvider {
  readonly kind: PipefyAuthConfig['kind'];
  /** True when a rejected token can be replaced by a fresh one (client credentials). */
  readonly canRefresh: boolean;
  getToken(): Promise<string>;
  /** Forgets the cached token; the next getToken() asks for a new one. */
  invalidate(): void;
  /** Values to scrub from anything shown: the static token, the client secret, tokens obtained. */
  secrets(): string[];
}

export interface TokenProviderOptions {
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export function createTokenProvider(auth: PipefyAuthConfig, options: TokenProviderOptions): TokenProvider {
  if (auth.kind === 'token') {
    return {
      kind: 'token',
      canRefresh: false,
      getToken: async () => auth.token,
      invalidate: () => undefined,
      secrets: () => [auth.token],
    };
  }
  return new ClientCredentialsProvider(auth, options);
}

class ClientCredentialsProvider implements TokenProvider {
  readonly kind = 'client_credentials' as const;
  readonly canRefresh = true;
  private cached: { token: string; expiresAt: number } | undefined;
  private pending: Promise<string> | undefined;
  private readonly issued: string[] = [];

  constructor(
    private readonly auth: Extract<PipefyAuthConfig, { kind: 'client_credentials' }>,
    private readonly options: TokenProviderOptions,
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  getToken(): Promise<string> {
    if (this.cached && this.cached.expiresAt > this.now()) return Promise.resolve(this.cached.token);
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  invalidate(): void {
    this.cached = undefined;
  }

  secrets(): string[] {
    return [this.auth.clientSecret, ...this.issued];
  }

  private async fetchToken(): Promise<string> {
    const url = this.auth.tokenUrl;
    const doFetch = this.options.fetch ?? globalThis.fetch;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'User-Agent': userAgent() },
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: this.auth.clientId,
          client_secret: this.auth.clientSecret,
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const failure = describeTransportFailure(error);
      // Asking for a token creates nothing, so a timeout here is harmless.
      if (failure.kind === 'timeout') {
        throw new SmtpError('timeout', 'e_timeout', { url, seconds: seconds(this.options.timeoutMs) });
      }
      throw new SmtpError('network', 'e_network', { url, reason: failure.reason });
    }

    let body: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
    } catch {
      body = undefined;
    }
    const details = {
      httpStatus: response.status,
      graphqlCode: typeof body?.error === 'string' ? body.error : undefined,
      correlationId: typeof body?.correlation_id === 'string' ? body.correlation_id : undefined,
    };
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new SmtpError('client_auth_failed', 'e_client_auth_failed', { url, status: response.status }, details);
    }
    if (response.status === 429) throw new SmtpError('rate_limited', 'e_rate_limited', {}, details);
    const token = body?.access_token;
    if (!response.ok || typeof token !== 'string' || token === '') {
      throw new SmtpError('bad_response', 'e_bad_response', { url, status: response.status }, details);
    }
    this.issued.push(token);
    const expiresIn = typeof body?.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : undefined;
    // Renew a little before the announced expiry; without one, keep it until Pipefy rejects it (401).
    const margin = expiresIn === undefined ? 0 : Math.min(60, expiresIn / 2);
    const expiresAt = expiresIn === undefined ? Number.POSITIVE_INFINITY : this.now() + (expiresIn - margin) * 1000;
    this.cached = { token, expiresAt };
    return token;
  }
}

export function seconds(ms: number): string {
  const s = ms / 1000;
  return Number.isInteger(s) ? String(s) : s.toFixed(1);
}
