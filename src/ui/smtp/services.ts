// Everything the SMTP screen does to the outside world, behind one object: the real modules by default
// (createSmtpServices), the same real modules pointed at a local stand-in in tests. Rewiring the screen to
// another client means changing this file only.
import { UserError } from '../../errors.js';
import { createTokenProvider, type TokenProvider } from '../../smtp/auth.js';
import { createSmtpSender, type SmtpSenderResult } from '../../smtp/client.js';
import { tryLoadPipefyConfig, type PipefyConfig } from '../../smtp/config.js';
import { SmtpError } from '../../smtp/errors.js';
import type { SmtpSenderInput } from '../../smtp/schema.js';

export type PipefyConfigStatus =
  | { ok: true; graphqlUrl: string; auth: PipefyConfig['auth']['kind'] }
  | { ok: false; problem: UserError };

export interface SendOptions {
  /** Aborts the requests (Esc or Ctrl+C on the screen, or the screen closing). */
  signal: AbortSignal;
  /** Called when the create itself leaves for Pipefy: from then on, a cancelled request may have created the sender. */
  onRequestSent?(): void;
}

export interface SmtpServices {
  /** Where requests go and how they authenticate (reads `.env`: call it from an effect, not while rendering). */
  describeConfig(): PipefyConfigStatus;
  /** Creates the sender and its SMTP configuration; rejects with a UserError only. */
  createSender(input: SmtpSenderInput, options: SendOptions): Promise<SmtpSenderResult>;
}

/** `init` with `signal` added to its own (a timeout, say): either one aborts the request, with its reason. */
function withSignal(init: RequestInit | undefined, signal: AbortSignal): RequestInit {
  const own = init?.signal;
  if (!own) return { ...init, signal };
  const both = new AbortController();
  for (const source of [own, signal]) {
    if (source.aborted) both.abort(source.reason);
    else source.addEventListener('abort', () => both.abort(source.reason), { once: true });
  }
  return { ...init, signal: both.signal };
}

export function createSmtpServices(options: { env: NodeJS.ProcessEnv; cwd: string; fetch?: typeof fetch }): SmtpServices {
  const baseFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  // One token provider per configuration, so a service account's token is reused across attempts.
  let cached: { key: string; provider: TokenProvider } | undefined;
  // The signal of the attempt under way, for the token requests of the shared provider.
  let attemptSignal: AbortSignal | undefined;
  const tokenFetch = ((url, init) => baseFetch(url, attemptSignal ? withSignal(init, attemptSignal) : init)) as typeof fetch;

  const providerFor = (config: PipefyConfig): TokenProvider => {
    const key = JSON.stringify([config.auth, config.timeoutMs]);
    if (cached?.key !== key) cached = { key, provider: createTokenProvider(config.auth, { timeoutMs: config.timeoutMs, fetch: tokenFetch }) };
    return cached.provider;
  };

  return {
    describeConfig() {
      const loaded = tryLoadPipefyConfig(options.env, options.cwd);
      return loaded.ok ? { ok: true, graphqlUrl: loaded.config.graphqlUrl, auth: loaded.config.auth.kind } : loaded;
    },
    async createSender(input, { signal, onRequestSent }) {
      const loaded = tryLoadPipefyConfig(options.env, options.cwd);
      if (!loaded.ok) throw loaded.problem;
      const createFetch = ((url, init) => {
        onRequestSent?.();
        return baseFetch(url, withSignal(init, signal));
      }) as typeof fetch;
      attemptSignal = signal;
      try {
        return await createSmtpSender(input, { config: loaded.config, tokenProvider: providerFor(loaded.config), fetch: createFetch });
      } catch (error) {
        if (error instanceof UserError) throw error;
        throw new SmtpError('unexpected', 'e_unexpected', { detail: error instanceof Error ? error.name : 'error' });
      } finally {
        if (attemptSignal === signal) attemptSignal = undefined;
      }
    },
  };
}
