// Workato developer API settings: RECIPE_API_KEY and RECIPE_API_BASE, from the environment, then `.env` in cwd.
// The key is only ever placed in the Authorization header: never printed, logged, or put in a message.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDotenv as parse } from '../dotenv-parse.js';
import { UserError } from '../errors.js';
import { sourcesMessages } from '../i18n/messages/sources.js';
import { assertCredential, withoutBearer } from '../net/credentials.js';
import { registerSecret } from '../secrets.js';

export const DEFAULT_WORKATO_BASE = 'https://www.workato.com';

export interface WorkatoConfig {
  /** the API client token, cleaned; undefined when unset */
  apiKey?: string;
  /** origin (+ optional path prefix) without a trailing `/` or `/api`, e.g. https://app.eu.workato.com */
  base: string;
  /** whether a `.env` file exists in the working directory */
  envFileFound: boolean;
  /** the working directory the `.env` was looked for in (for messages) */
  cwd?: string;
}

function readDotEnv(cwd: string): { values: Record<string, string>; found: boolean } {
  let text: string;
  try {
    text = readFileSync(join(cwd, '.env'), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A .env that exists but cannot be read (a folder, no permission) still counts as found.
    return { values: {}, found: code !== 'ENOENT' && code !== 'ENOTDIR' };
  }
  return { values: parse(text), found: true };
}

function stripQuotes(value: string): string {
  let v = value.trim();
  while (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) v = v.slice(1, -1).trim();
  return v;
}

/** Trims, strips surrounding quotes and a leading "Bearer ". Empty → undefined. */
export function cleanApiKey(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let v = stripQuotes(value);
  v = withoutBearer(v);
  v = stripQuotes(v);
  return v === '' ? undefined : v;
}

/** Accepts `https://host`, `https://host/`, `https://host/api`, `https://host/api/`; returns `https://host`. */
export function normaliseBase(value: string | undefined): string {
  let v = stripQuotes(value ?? '');
  if (v === '') return DEFAULT_WORKATO_BASE;
  v = v.replace(/\/+$/, '');
  v = v.replace(/\/api$/i, '');
  return v.replace(/\/+$/, '');
}

/**
 * Reads the settings: the process environment first, then `.env` in `cwd` fills what is unset or empty.
 * Never throws for a bad value: `assertUsable` does, right before a request.
 */
export function readWorkatoConfig(env: NodeJS.ProcessEnv, cwd: string): WorkatoConfig {
  const dot = readDotEnv(cwd);
  const pick = (name: string): string | undefined => {
    const fromEnv = env[name];
    if (fromEnv !== undefined && fromEnv.trim() !== '') return fromEnv;
    const fromFile = dot.values[name];
    return fromFile !== undefined && fromFile.trim() !== '' ? fromFile : undefined;
  };
  const rawKey = pick('RECIPE_API_KEY');
  registerSecret(rawKey);
  const apiKey = cleanApiKey(rawKey);
  const config: WorkatoConfig = { base: normaliseBase(pick('RECIPE_API_BASE')), envFileFound: dot.found, cwd };
  if (apiKey !== undefined) config.apiKey = apiKey;
  return config;
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Checks the settings before any request. Throws UserError: missing_token, bad_credential (a key with a line
 * break, spaces, quotes…), bad_base_url (not a URL, or plain http to anything but this machine, which would send
 * the key unencrypted).
 */
export function assertUsable(config: WorkatoConfig): asserts config is WorkatoConfig & { apiKey: string } {
  if (!config.apiKey) {
    throw new UserError('missing_token', sourcesMessages, config.envFileFound ? 'missing_token_env' : 'missing_token_no_env', {
      cwd: config.cwd ?? '.',
    });
  }
  registerSecret(config.apiKey);
  assertCredential('RECIPE_API_KEY', config.apiKey, 'header');
  const shown = config.base.length > 100 ? config.base.slice(0, 100) + '…' : config.base;
  let url: URL;
  try {
    url = new URL(config.base);
  } catch {
    throw new UserError('bad_base_url', sourcesMessages, 'bad_base_url', { value: shown });
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new UserError('bad_base_url', sourcesMessages, 'bad_base_url', { value: `${url.protocol}//${url.host}` });
  }
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    throw new UserError('bad_base_url', sourcesMessages, 'insecure_base_url', { value: shown });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new UserError('bad_base_url', sourcesMessages, 'bad_base_url', { value: shown });
  }
}
