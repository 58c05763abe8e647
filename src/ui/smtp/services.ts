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

export function createSmtpServices(options: { env: NodeJS.ProcessEnv; cwd: string }): SmtpServices {
  // One token provider per configuration, so a service account's token is reused across attempts.
  let cached: { key: string; provider: TokenProvider } | undefined;

  const providerFor = (config: PipefyConfig): TokenProvider => {
    const key = JSON.stringify([config.auth, config.timeoutMs]);
    if (cached?.key !== key) cached = { key, provider: createTokenProvider(config.auth, { timeoutMs: config.timeoutMs }) };
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
      try {
        return await createSmtpSender(input, {
          config: loaded.config,
          tokenProvider: providerFor(loaded.config),
          signal,
          ...(onRequestSent ? { onRequestSent } : {}),
        });
      } catch (error) {
        if (error instanceof UserError || signal.aborted) throw error;
        throw new SmtpError('unexpected', 'e_unexpected', { detail: error instanceof Error ? error.name : 'error' });
      }
    },
  };
}
