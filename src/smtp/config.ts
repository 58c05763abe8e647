// Where to send the request and how to authenticate: the process environment, then `.env` in the working
// directory (read with dotenv's parser, never loaded into process.env). The process environment wins.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDotenv as parse } from '../dotenv-parse.js';
import { UserError } from '../errors.js';
import { smtpMessages } from '../i18n/messages/smtp.js';
import { assertCredential, withoutBearer } from '../net/credentials.js';
import { registerSecret } from '../secrets.js';

export const DEFAULT_GRAPHQL_URL = 'https://api.pipefy.com/graphql';
export const DEFAULT_TOKEN_URL = 'https://app.pipefy.com/oauth/token';
export const INTERNAL_GRAPHQL_URL = 'https://app.pipefy.com/internal_api';
/** Pipefy stops a query after 33 s; waiting a little longer avoids calling a create that succeeded a timeout. */
export const DEFAULT_TIMEOUT_MS = 40_000;

const KEYS = [
  'PIPEFY_GRAPHQL_URL',
  'PIPEFY_TOKEN',
  'PIPEFY_CLIENT_ID',
  'PIPEFY_CLIENT_SECRET',
  'PIPEFY_TOKEN_URL',
  'PIPEFY_TIMEOUT_MS',
] as const;
const SECRET_KEYS = ['PIPEFY_TOKEN', 'PIPEFY_CLIENT_SECRET'] as const;

export type PipefyAuthConfig =
  | { kind: 'token'; token: string }
  | { kind: 'client_credentials'; clientId: string; clientSecret: string; tokenUrl: string };

export interface PipefyConfig {
  graphqlUrl: string;
  auth: PipefyAuthConfig;
  timeoutMs: number;
}


/** The PIPEFY_* values from `.env` in `cwd`, overridden by non-empty values of `env`. */
export function readPipefyEnv(env: NodeJS.ProcessEnv, cwd: string): Record<string, string> {
  let fromFile: Record<string, string> = {};
  try {
    fromFile = parse(readFileSync(join(cwd, '.env'), 'utf8'));
  } catch {
    // No .env (or unreadable): the environment alone decides.
  }
  const out: Record<string, string> = {};
  for (const key of SECRET_KEYS) {
    registerSecret(env[key]);
    registerSecret(fromFile[key]);
  }
  for (const key of KEYS) {
    const value = nonEmpty(env[key]) ?? nonEmpty(fromFile[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** https everywhere; plain http only to this machine (the local stand-in), so a token never travels in clear. */
function checkUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UserError('bad_url', smtpMessages, 'e_bad_url', { name });
  }
  const ok = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!ok || url.username || url.password) throw new UserError('bad_url', smtpMessages, 'e_bad_url', { name });
  return url.toString();
}

/**
 * Reads and checks the configuration. A static token (PIPEFY_TOKEN) wins over a service account's client
 * credentials. Throws a UserError (exit 2) when something is missing or malformed.
 */
export function loadPipefyConfig(env: NodeJS.ProcessEnv, cwd: string): PipefyConfig {
  const values = readPipefyEnv(env, cwd);
  const graphqlUrl = checkUrl('PIPEFY_GRAPHQL_URL', values.PIPEFY_GRAPHQL_URL ?? DEFAULT_GRAPHQL_URL);

  let timeoutMs = DEFAULT_TIMEOUT_MS;
  if (values.PIPEFY_TIMEOUT_MS !== undefined) {
    if (!/^\d+$/.test(values.PIPEFY_TIMEOUT_MS) || Number(values.PIPEFY_TIMEOUT_MS) <= 0) {
      throw new UserError('bad_timeout', smtpMessages, 'e_bad_timeout');
    }
    timeoutMs = Number(values.PIPEFY_TIMEOUT_MS);
  }

  let auth: PipefyAuthConfig;
  // "Bearer <token>" is taken as the token, as RECIPE_API_KEY is (net/credentials.ts).
  const token = values.PIPEFY_TOKEN === undefined ? undefined : withoutBearer(values.PIPEFY_TOKEN);
  if (token) {
    assertCredential('PIPEFY_TOKEN', token, 'header');
    auth = { kind: 'token', token };
  } else if (values.PIPEFY_CLIENT_ID || values.PIPEFY_CLIENT_SECRET) {
    if (!values.PIPEFY_CLIENT_ID || !values.PIPEFY_CLIENT_SECRET) {
      const missing = values.PIPEFY_CLIENT_ID ? 'PIPEFY_CLIENT_SECRET' : 'PIPEFY_CLIENT_ID';
      throw new UserError('auth_incomplete', smtpMessages, 'e_auth_incomplete', { missing });
    }
    assertCredential('PIPEFY_CLIENT_ID', values.PIPEFY_CLIENT_ID, 'body');
    assertCredential('PIPEFY_CLIENT_SECRET', values.PIPEFY_CLIENT_SECRET, 'body');
    auth = {
      kind: 'client_credentials',
      clientId: values.PIPEFY_CLIENT_ID,
      clientSecret: values.PIPEFY_CLIENT_SECRET,
      tokenUrl: checkUrl('PIPEFY_TOKEN_URL', values.PIPEFY_TOKEN_URL ?? DEFAULT_TOKEN_URL),
    };
  } else {
    throw new UserError('auth_missing', smtpMessages, 'e_auth_missing');
  }
  return { graphqlUrl, auth, timeoutMs };
}

/** Same as loadPipefyConfig, but returns the problem instead of throwing. */
export function tryLoadPipefyConfig(
  env: NodeJS.ProcessEnv,
  cwd: string,
): { ok: true; config: PipefyConfig } | { ok: false; problem: UserError } {
  try {
    return { ok: true, config: loadPipefyConfig(env, cwd) };
  } catch (error) {
    if (error instanceof UserError) return { ok: false, problem: error };
    throw error;
  }
}
