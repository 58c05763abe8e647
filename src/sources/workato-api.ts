// Workato developer API client: list recipes and fetch one, with bounded retries over the one HTTP client.
// The API key only ever goes into the Authorization header; it is never printed, logged or put in an error.
import { UserError } from '../errors.js';
import { sourcesMessages } from '../i18n/messages/sources.js';
import type { Params } from '../i18n/index.js';
import { httpRequest, parseJsonBody, type HttpFailure, type HttpOutcome, type HttpResponse } from '../net/http.js';
import { backoff, parseRetryAfter, sleep } from '../net/retry.js';
import { userAgent } from '../net/user-agent.js';
import { redactSecrets } from '../secrets.js';
import { assertUsable, readWorkatoConfig, type WorkatoConfig } from './workato-config.js';

export interface AttemptInfo {
  /** 1-based attempt number for this request */
  attempt: number;
  /** request path, e.g. /api/recipes/123 (the key is never part of it) */
  path: string;
  outcome: 'ok' | 'http_error' | 'timeout' | 'network';
  status?: number;
  /** set when another attempt follows, after this wait */
  retryInMs?: number;
}

export interface RequestOptions {
  /** per request (default 15 000 ms) */
  timeoutMs?: number;
  /** attempts per request, including the first (default 4) */
  maxAttempts?: number;
  /** time budget per request, attempts and waits included (default 60 000 ms) */
  totalTimeMs?: number;
  /** first backoff step (default 500 ms); doubles each retry, with jitter */
  baseDelayMs?: number;
  /** cap of one wait, for backoff and Retry-After (default 20 000 ms) */
  maxDelayMs?: number;
  /** cancels everything (the wizard's Esc); the abort reason is rethrown as is */
  signal?: AbortSignal;
  onAttempt?: (info: AttemptInfo) => void;
}

export interface ListOptions extends RequestOptions {
  /** page size (default and maximum 100) */
  perPage?: number;
  /** hard cap on pages (default 100) */
  maxPages?: number;
}

export interface RecipeSummary {
  id: number | string;
  name: string;
  /** `provider/operation` when the code is present, else `trigger_application`, else null */
  trigger: string | null;
}

export interface ListResult {
  recipes: RecipeSummary[];
  /** true when the page cap stopped the listing before the last page */
  truncated: boolean;
  /** HTTP requests made, retries included */
  attempts: number;
}

const DEFAULTS = { timeoutMs: 15_000, maxAttempts: 4, totalTimeMs: 60_000, baseDelayMs: 500, maxDelayMs: 20_000 };
const MAX_BODY_BYTES = 64 * 1024 * 1024;

// ---------- public API ----------

/** Every recipe of the workspace (all pages), as `{id, name, trigger}`. */
export async function listRecipes(config: WorkatoConfig, opts: ListOptions = {}): Promise<RecipeSummary[]> {
  return (await listRecipesDetailed(config, opts)).recipes;
}

/** Like listRecipes, and also says whether the page cap truncated the list and how many requests were made. */
export async function listRecipesDetailed(config: WorkatoConfig, opts: ListOptions = {}): Promise<ListResult> {
  assertUsable(config);
  const perPage = Math.max(1, Math.min(100, Math.floor(opts.perPage ?? 100)));
  const maxPages = Math.max(1, Math.floor(opts.maxPages ?? 100));
  const recipes: RecipeSummary[] = [];
  const seen = new Set<string>();
  let attempts = 0;
  let truncated = false;
  for (let page = 1; page <= maxPages; page++) {
    const path = `/api/recipes?page=${page}&per_page=${perPage}&exclude_code=true`;
    const answer = await getJson(config, path, opts, { kind: 'list' });
    attempts += answer.attempts;
    const items = listItems(answer.body);
    if (!items) throw new UserError('bad_response', sourcesMessages, 'bad_list', { base: config.base });
    for (const item of items) {
      const summary = summarise(item);
      if (!summary || seen.has(String(summary.id))) continue; // a recipe created while paging shifts the pages
      seen.add(String(summary.id));
      recipes.push(summary);
    }
    if (items.length < perPage) break;
    if (page === maxPages) truncated = true;
  }
  return { recipes, truncated, attempts };
}

/**
 * One recipe, raw as the API returns it (`code` is usually a JSON string): the engine normalises it.
 * Throws UserError bad_recipe_id, missing_token, unauthorized, not_found, rate_limited, server_error, network,
 * timeout, bad_response, http_error, redirected.
 */
export async function fetchRecipe(config: WorkatoConfig, id: string | number, opts: RequestOptions = {}): Promise<Record<string, unknown>> {
  const clean = checkRecipeId(id);
  assertUsable(config);
  const answer = await getJson(config, `/api/recipes/${clean}`, opts, { kind: 'recipe', id: clean });
  let body = answer.body;
  if (isObject(body) && isObject(body.result) && !('code' in body)) body = body.result;
  if (!isObject(body) || !hasCode(body.code)) {
    throw new UserError('bad_response', sourcesMessages, 'no_code', { id: clean });
  }
  return body;
}

/** For `--recipe-id`: reads the settings (env, then `.env` in cwd) and fetches the recipe. */
export async function fetchRecipeForMigration(
  env: NodeJS.ProcessEnv,
  cwd: string,
  id: string,
  opts: RequestOptions = {},
): Promise<{ id: string; data: unknown }> {
  const clean = checkRecipeId(id);
  const config = readWorkatoConfig(env, cwd);
  return { id: clean, data: await fetchRecipe(config, clean, opts) };
}

/** Digits only (surrounding spaces tolerated). */
export function checkRecipeId(id: string | number): string {
  const text = String(id).trim();
  if (!/^\d{1,20}$/.test(text)) {
    const shown = text.length > 40 ? text.slice(0, 40) + '…' : text;
    throw new UserError('bad_recipe_id', sourcesMessages, 'bad_recipe_id', { id: shown });
  }
  return text;
}

export { parseRetryAfter };

// ---------- list helpers ----------

function listItems(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (isObject(body)) {
    for (const key of ['items', 'result', 'data'] as const) if (Array.isArray(body[key])) return body[key] as unknown[];
  }
  return undefined;
}

function summarise(item: unknown): RecipeSummary | undefined {
  if (!isObject(item)) return undefined;
  const id = item.id;
  if (!(typeof id === 'number' && Number.isFinite(id)) && !(typeof id === 'string' && id.trim() !== '')) return undefined;
  const name = typeof item.name === 'string' ? item.name : '';
  return { id, name, trigger: triggerOf(item) };
}

function triggerOf(item: Record<string, unknown>): string | null {
  let code: unknown = item.code;
  if (typeof code === 'string' && code.length < 5_000_000) {
    try {
      code = JSON.parse(code);
    } catch {
      code = undefined;
    }
  }
  if (isObject(code) && typeof code.provider === 'string' && typeof code.name === 'string' && code.provider && code.name) {
    return `${code.provider}/${code.name}`;
  }
  return typeof item.trigger_application === 'string' && item.trigger_application !== '' ? item.trigger_application : null;
}

function hasCode(code: unknown): boolean {
  return (typeof code === 'string' && code.trim() !== '') || isObject(code);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------- HTTP with retries ----------

export interface Target {
  kind: 'list' | 'recipe' | 'package' | 'download';
  id?: string;
}

async function getJson(
  config: WorkatoConfig & { apiKey: string },
  path: string,
  opts: RequestOptions,
  target: Target,
): Promise<{ body: unknown; attempts: number }> {
  const { response, attempts } = await callApi(config, path, opts, target);
  const parsed = parseJsonBody(response.body);
  if (!parsed.ok) throw new UserError('bad_response', sourcesMessages, 'bad_response', { status: response.status, base: config.base });
  return { body: parsed.value, attempts };
}

/**
 * One API call with the client's retries and rate-limit waits, answering the 2xx response; for a `download` target,
 * a redirect is answered as is (its Location is a signed storage URL, fetched by the caller without the key).
 * A POST is only retried on 429 and 5xx answers, as a GET. Errors are the UserErrors of fetchRecipe.
 */
export async function callApi(
  config: WorkatoConfig & { apiKey: string },
  path: string,
  opts: RequestOptions,
  target: Target,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<{ response: HttpResponse; attempts: number }> {
  const o = { ...DEFAULTS, ...definedOnly(opts) };
  const maxAttempts = Math.max(1, Math.floor(o.maxAttempts));
  const url = config.base + path;
  const deadline = Date.now() + o.totalTimeMs;
  const report = (info: AttemptInfo) => {
    try {
      opts.onAttempt?.(info);
    } catch {
      // a faulty observer must not break the request
    }
  };

  let last: HttpOutcome | undefined;
  let attempt = 0;
  while (attempt < maxAttempts) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) break;
    attempt++;
    const outcome = await httpRequest({
      url,
      method: init.method ?? 'GET',
      headers: {
        Authorization: `Bearer ${config.apiKey}`,
        Accept: 'application/json',
        'User-Agent': userAgent(),
        ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      timeoutMs: Math.min(o.timeoutMs, remaining),
      maxBodyBytes: MAX_BODY_BYTES,
      carriesSecret: true,
      maxRedirects: target.kind === 'download' ? 0 : 2,
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    last = outcome;

    if (outcome.kind === 'failure' && isFinal(outcome)) {
      report({ attempt, path, outcome: 'network' });
      throw finalFailure(outcome, config);
    }
    if (outcome.kind === 'response') {
      const { status } = outcome;
      if (status >= 200 && status < 300) {
        report({ attempt, path, outcome: 'ok', status });
        return { response: outcome, attempts: attempt };
      }
      if (target.kind === 'download' && status >= 300 && status < 400 && outcome.headers.location) {
        report({ attempt, path, outcome: 'ok', status });
        return { response: outcome, attempts: attempt };
      }
      if (!(status === 429 || status >= 500)) {
        report({ attempt, path, outcome: 'http_error', status });
        throw finalHttpError(outcome, config, target, attempt);
      }
    }

    const retryable = attempt < maxAttempts;
    let wait = 0;
    if (retryable) {
      const hinted = outcome.kind === 'response' && outcome.status === 429 ? parseRetryAfter(outcome.headers['retry-after']) : undefined;
      wait = Math.min(o.maxDelayMs, hinted ?? backoff(attempt, o.baseDelayMs));
    }
    const info: AttemptInfo = {
      attempt,
      path,
      outcome: outcome.kind === 'response' ? 'http_error' : outcome.reason === 'timeout' ? 'timeout' : 'network',
      ...(outcome.kind === 'response' ? { status: outcome.status } : {}),
    };
    // Give up now rather than sleep past the time budget.
    if (!retryable || Date.now() + wait >= deadline) {
      report(info);
      break;
    }
    report({ ...info, retryInMs: wait });
    await sleep(wait, opts.signal);
  }

  // After the retries, a server or network that keeps failing is no mistake of the user's: exit 1 (README, skill),
  // as for the Pipefy API (smtp).
  if (!last || (last.kind === 'failure' && last.reason === 'timeout')) {
    throw new UserError('timeout', sourcesMessages, 'timeout', {
      base: config.base,
      seconds: Math.round(o.timeoutMs / 100) / 10,
      attempts: attempt,
    }, 1);
  }
  if (last.kind === 'response') throw finalHttpError(last, config, target, attempt);
  throw new UserError('network', sourcesMessages, 'network', { base: config.base, detail: last.code, attempts: attempt }, 1);
}

/** Failures another attempt cannot fix: a refused redirect, an answer too large, a failed TLS handshake, a request Node refuses. */
const FINAL_FAILURES: ReadonlySet<HttpFailure['reason']> = new Set(['redirect_refused', 'too_large', 'tls', 'invalid_request']);

function isFinal(failure: HttpFailure): boolean {
  return FINAL_FAILURES.has(failure.reason);
}

function finalFailure(failure: HttpFailure, config: WorkatoConfig): UserError {
  if (failure.reason === 'redirect_refused') {
    return new UserError('redirected', sourcesMessages, 'redirected', { location: failure.location ?? '?' });
  }
  if (failure.reason === 'too_large') {
    return new UserError('bad_response', sourcesMessages, 'too_large', { base: config.base, megabytes: MAX_BODY_BYTES / 1024 / 1024 });
  }
  return new UserError('network', sourcesMessages, 'network', { base: config.base, detail: failure.code, attempts: 1 });
}

function finalHttpError(
  outcome: HttpResponse,
  config: WorkatoConfig & { apiKey: string },
  target: Target,
  attempts: number,
): UserError {
  const { status } = outcome;
  const params: Params = { status, base: config.base, attempts, server: serverMessage(outcome) };
  if (status >= 300 && status < 400) {
    let location = '?';
    const raw = outcome.headers.location;
    if (raw) {
      try {
        location = new URL(raw, config.base).origin;
      } catch {
        location = '?';
      }
    }
    return new UserError('redirected', sourcesMessages, 'redirected', { location });
  }
  if (status === 401 || status === 403) return new UserError('unauthorized', sourcesMessages, 'unauthorized', params);
  if (status === 404) {
    return target.kind === 'recipe'
      ? new UserError('not_found', sourcesMessages, 'not_found', { ...params, id: target.id })
      : new UserError('not_found', sourcesMessages, 'not_found_list', params);
  }
  // still limited after the retries: try again later, as for a 5xx (exit 1, like the SMTP client's rate_limited)
  if (status === 429) return new UserError('rate_limited', sourcesMessages, 'rate_limited', params, 1);
  if (status >= 500) return new UserError('server_error', sourcesMessages, 'server_error', params, 1);
  return new UserError('http_error', sourcesMessages, 'http_error', params);
}

/** The server's short `message` (or `error`), as ` (Workato: "…")`; empty when absent, HTML, or long. */
function serverMessage(outcome: HttpResponse): string {
  const text = outcome.body.subarray(0, 64 * 1024).toString('utf8');
  let message: string | undefined;
  try {
    const body: unknown = JSON.parse(text);
    if (isObject(body)) {
      if (typeof body.message === 'string') message = body.message;
      else if (typeof body.error === 'string') message = body.error;
      else if (isObject(body.error) && typeof body.error.message === 'string') message = body.error.message;
    }
  } catch {
    const type = outcome.headers['content-type'] ?? '';
    if (type.startsWith('text/plain') && text.length <= 200) message = text;
  }
  if (!message) return '';
  // eslint-disable-next-line no-control-regex
  let clean = redactSecrets(message).replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (clean === '') return '';
  if (clean.length > 160) clean = clean.slice(0, 160) + '…';
  return ` (Workato: "${clean}")`;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
