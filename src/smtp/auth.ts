// Bearer tokens for Pipefy: a static service account token, or a service account's client credentials
// exchanged for a token (OAuth2 client credentials, JSON body). The token is kept in memory only.
import { credentialProblem } from '../net/credentials.js';
import { parseJsonObject } from '../net/http.js';
import { registerSecret } from '../secrets.js';
import type { PipefyAuthConfig } from './config.js';
import { SmtpError } from './errors.js';
import { postJson } from './transport.js';

/** An OAuth token answer is a few hundred bytes. */
const MAX_TOKEN_ANSWER_BYTES = 64 * 1024;

export interface TokenProvider {
  readonly kind: PipefyAuthConfig['kind'];
  /** True when a rejected token can be replaced by a fresh one (client credentials). */
  readonly canRefresh: boolean;
  /** `signal` cancels a token request under way (its reason is rethrown). */
  getToken(signal?: AbortSignal): Promise<string>;
  /** Forgets the cached token; the next getToken() asks for a new one. */
  invalidate(): void;
}

export interface TokenProviderOptions {
  timeoutMs: number;
  now?: () => number;
}

export function createTokenProvider(auth: PipefyAuthConfig, options: TokenProviderOptions): TokenProvider {
  registerSecret(auth.kind === 'token' ? auth.token : auth.clientSecret);
  if (auth.kind === 'token') {
    return {
      kind: 'token',
      canRefresh: false,
      getToken: async () => auth.token,
      invalidate: () => undefined,
    };
  }
  return new ClientCredentialsProvider(auth, options);
}

class ClientCredentialsProvider implements TokenProvider {
  readonly kind = 'client_credentials' as const;
  readonly canRefresh = true;
  private cached: { token: string; expiresAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly auth: Extract<PipefyAuthConfig, { kind: 'client_credentials' }>,
    private readonly options: TokenProviderOptions,
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  getToken(signal?: AbortSignal): Promise<string> {
    if (this.cached && this.cached.expiresAt > this.now()) return Promise.resolve(this.cached.token);
    this.pending ??= this.fetchToken(signal).finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  invalidate(): void {
    this.cached = undefined;
  }

  private async fetchToken(signal: AbortSignal | undefined): Promise<string> {
    const url = this.auth.tokenUrl;
    // Asking for a token creates nothing, so a failure after sending it is harmless.
    const response = await postJson({
      url,
      body: { grant_type: 'client_credentials', client_id: this.auth.clientId, client_secret: this.auth.clientSecret },
      timeoutMs: this.options.timeoutMs,
      maxBodyBytes: MAX_TOKEN_ANSWER_BYTES,
      creates: false,
      ...(signal ? { signal } : {}),
    });
    const body = parseJsonObject(response.body);
    const token = body?.access_token;
    // Registered before anything of the answer can be shown: a server may echo it in `correlation_id`.
    if (typeof token === 'string') registerSecret(token);
    const details = {
      httpStatus: response.status,
      graphqlCode: typeof body?.error === 'string' ? body.error : undefined,
      correlationId: typeof body?.correlation_id === 'string' ? body.correlation_id : undefined,
    };
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new SmtpError('client_auth_failed', 'e_client_auth_failed', { url, status: response.status }, details);
    }
    if (response.status === 429) throw new SmtpError('rate_limited', 'e_rate_limited', {}, details);
    if (response.status < 200 || response.status >= 300 || typeof token !== 'string' || token === '' || credentialProblem(token, 'header')) {
      throw new SmtpError('bad_response', 'e_bad_response', { url, status: response.status }, details);
    }
    const expiresIn = typeof body?.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : undefined;
    // Renew a little before the announced expiry; without one, keep it until Pipefy rejects it (401).
    const margin = expiresIn === undefined ? 0 : Math.min(60, expiresIn / 2);
    const expiresAt = expiresIn === undefined ? Number.POSITIVE_INFINITY : this.now() + (expiresIn - margin) * 1000;
    this.cached = { token, expiresAt };
    return token;
  }
}
