import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UserError } from '../src/errors.js';
import { LANGS } from '../src/i18n/index.js';
import {
  checkRecipeId,
  fetchRecipe,
  fetchRecipeForMigration,
  listRecipes,
  listRecipesDetailed,
  parseRetryAfter,
  type AttemptInfo,
  type RequestOptions,
} from '../src/sources/workato-api.js';
import { assertUsable, readWorkatoConfig, type WorkatoConfig } from '../src/sources/workato-config.js';
import { apiRecipe, generatedRecipe, startWorkatoStandIn, type FaultRule, type StandIn } from './support/workato-stand-in.js';

const KEY = 'wrk-test-key-5f8a1c9e7b2d4a6f';
const CORPUS = fileURLToPath(new URL('../../shared/corpus/workato/', import.meta.url));
/** Fast retries for tests: the backoff shape is the same, only smaller. */
const FAST: RequestOptions = { baseDelayMs: 5, maxDelayMs: 50, timeoutMs: 5_000 };

let dir: string;
let standIn: StandIn | undefined;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pipe-migrate-api-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const recipes = (n: number, from = 1000) => Array.from({ length: n }, (_, i) => generatedRecipe(from + i));

async function serve(options: { recipes?: Record<string, unknown>[]; faults?: FaultRule[]; listShape?: 'items' | 'result' | 'array' } = {}) {
  standIn = await startWorkatoStandIn({ token: KEY, recipes: options.recipes ?? recipes(3), ...options });
  const config: WorkatoConfig = { apiKey: KEY, base: standIn.url, envFileFound: false, cwd: dir };
  return { server: standIn, config };
}

/** The key must not leak into any rendered message, whatever the language. */
function assertNoKey(...texts: unknown[]): void {
  for (const text of texts) expect(String(text)).not.toContain(KEY);
}

async function failure(promise: Promise<unknown>): Promise<UserError> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    // The service or the network still failing after the retries is no mistake of the user's: exit 1 (README).
    expect(error.exitCode).toBe(['server_error', 'rate_limited', 'timeout', 'network'].includes(error.code) ? 1 : 2);
    for (const lang of LANGS) {
      const text = error.render(lang);
      expect(text).not.toMatch(/\{\w+\}/);
      assertNoKey(text);
    }
    assertNoKey(error.message, JSON.stringify(error.params), error.stack);
    return error;
  }
  throw new Error('expected a UserError');
}

describe('configuration', () => {
  it('takes the environment first and fills the rest from .env in cwd', () => {
    const cwd = mkdtempSync(join(dir, 'cfg-'));
    writeFileSync(join(cwd, '.env'), 'RECIPE_API_KEY="Bearer from-file-key"\nRECIPE_API_BASE=https://app.eu.workato.com/api/\n');
    expect(readWorkatoConfig({}, cwd)).toEqual({ apiKey: 'from-file-key', base: 'https://app.eu.workato.com', envFileFound: true, cwd });
    const both = readWorkatoConfig({ RECIPE_API_KEY: '  env-key  ', RECIPE_API_BASE: '' }, cwd);
    expect(both.apiKey).toBe('env-key');
    expect(both.base).toBe('https://app.eu.workato.com'); // empty in the environment: .env fills it
  });

  it('defaults to the US data centre and says when there is no .env', () => {
    const cwd = mkdtempSync(join(dir, 'cfg-'));
    expect(readWorkatoConfig({}, cwd)).toEqual({ base: 'https://www.workato.com', envFileFound: false, cwd });
  });

  it('normalises the base address and cleans the key', () => {
    const cwd = mkdtempSync(join(dir, 'cfg-'));
    for (const base of ['https://app.jp.workato.com', 'https://app.jp.workato.com/', 'https://app.jp.workato.com/api', "'https://app.jp.workato.com/api/'"]) {
      expect(readWorkatoConfig({ RECIPE_API_BASE: base }, cwd).base).toBe('https://app.jp.workato.com');
    }
    expect(readWorkatoConfig({ RECIPE_API_KEY: "'bearer   abc123'" }, cwd).apiKey).toBe('abc123');
    expect(readWorkatoConfig({ RECIPE_API_KEY: '""' }, cwd).apiKey).toBeUndefined();
  });

  it('refuses to send the key unencrypted to another machine, or to a malformed address', async () => {
    const plain = await failure(Promise.resolve().then(() => assertUsable({ apiKey: KEY, base: 'http://www.workato.com', envFileFound: true })));
    expect(plain.code).toBe('bad_base_url');
    expect(plain.render('en')).toContain('https://');
    const junk = await failure(Promise.resolve().then(() => assertUsable({ apiKey: KEY, base: 'workato eu', envFileFound: true })));
    expect(junk.code).toBe('bad_base_url');
    expect(() => assertUsable({ apiKey: KEY, base: 'http://127.0.0.1:8080', envFileFound: true })).not.toThrow();
  });

  it('says how to set a missing key, without asking for it in a chat', async () => {
    const e = await failure(listRecipes({ base: 'https://www.workato.com', envFileFound: false, cwd: '/some/where' }));
    expect(e.code).toBe('missing_token');
    const en = e.render('en');
    expect(en).toContain('RECIPE_API_KEY=');
    expect(en).toContain('.env');
    expect(en).toContain('/some/where');
    expect(en).toMatch(/never paste/i);
    expect(e.render('pt')).toMatch(/nunca cole/i);
  });
});

describe('listing recipes', () => {
  it('follows every page with the Bearer token', async () => {
    const { server, config } = await serve({ recipes: recipes(250) });
    const attempts: AttemptInfo[] = [];
    const result = await listRecipesDetailed(config, { ...FAST, onAttempt: (a) => attempts.push(a) });
    expect(result.recipes).toHaveLength(250);
    expect(result.truncated).toBe(false);
    expect(result.attempts).toBe(3);
    expect(new Set(result.recipes.map((r) => r.id)).size).toBe(250);
    expect(result.recipes[0]).toEqual({ id: 1249, name: 'Recipe 1249', trigger: 'clock' });
    expect(server.requests.map((r) => new URL(r.path, 'http://x').searchParams.get('page'))).toEqual(['1', '2', '3']);
    for (const request of server.requests) {
      expect(request.method).toBe('GET');
      expect(request.path).toMatch(/^\/api\/recipes\?.*per_page=100/);
      expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(request.headers.accept).toBe('application/json');
    }
    expect(attempts.map((a) => a.outcome)).toEqual(['ok', 'ok', 'ok']);
  });

  it('stops on an empty page when the count is an exact multiple of the page size', async () => {
    const { server, config } = await serve({ recipes: recipes(200) });
    expect(await listRecipes(config, FAST)).toHaveLength(200);
    expect(server.requests).toHaveLength(3);
  });

  it('accepts the {result:[…]} and bare-array list shapes', async () => {
    for (const listShape of ['result', 'array'] as const) {
      const { config } = await serve({ recipes: recipes(5), listShape });
      expect((await listRecipes(config, FAST)).map((r) => r.id)).toEqual([1004, 1003, 1002, 1001, 1000]);
      await standIn!.close();
      standIn = undefined;
    }
  });

  it('asks for the list without code, and shows provider/operation when a server sends the code anyway', async () => {
    const { server, config } = await serve({
      faults: [{ match: /^\/api\/recipes\?/, fault: { rawBody: JSON.stringify({ items: [generatedRecipe(5)] }), contentType: 'application/json' } }],
    });
    expect(await listRecipes(config, FAST)).toEqual([{ id: 5, name: 'Recipe 5', trigger: 'clock/scheduled_event' }]);
    expect(server.requests[0]!.path).toContain('exclude_code=true');
  });

  it('caps the number of pages', async () => {
    const { server, config } = await serve({ recipes: recipes(30) });
    const result = await listRecipesDetailed(config, { ...FAST, perPage: 10, maxPages: 2 });
    expect(result.recipes).toHaveLength(20);
    expect(result.truncated).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  it('retries a page after a 500 and goes on', async () => {
    const { server, config } = await serve({ recipes: recipes(150), faults: [{ match: /page=2&/, fault: { status: 500 } }] });
    const result = await listRecipesDetailed(config, FAST);
    expect(result.recipes).toHaveLength(150);
    expect(result.attempts).toBe(3);
    expect(server.requests).toHaveLength(3);
  });

  it('refuses a list of an unexpected shape', async () => {
    const { config } = await serve({ faults: [{ match: /^\/api\/recipes\?/, fault: { rawBody: '{"recipes": 3}', contentType: 'application/json' } }] });
    const e = await failure(listRecipes(config, FAST));
    expect(e.code).toBe('bad_response');
  });
});

describe('fetching one recipe', () => {
  it('returns the API form as is: code as a JSON string, integer account ids, version_no', async () => {
    const corpusFile = existsSync(CORPUS) ? readdirSync(CORPUS).find((f) => f.endsWith('.recipe.json')) : undefined;
    const exported = corpusFile
      ? (JSON.parse(readFileSync(join(CORPUS, corpusFile), 'utf8')) as Record<string, unknown>)
      : { name: 'Generated', version: 3, code: { keyword: 'trigger', provider: 'clock', name: 'x', block: [] }, config: [{ keyword: 'application', provider: 'gmail', account_id: { zip_name: 'a.connection.json' } }] };
    const { server, config } = await serve({ recipes: [apiRecipe(4242, exported), generatedRecipe(7)] });
    const data = await fetchRecipe(config, '4242', FAST);
    expect(data.id).toBe(4242);
    expect(data.name).toBe(exported.name);
    expect(typeof data.code).toBe('string');
    expect(JSON.parse(data.code as string)).toEqual(exported.code);
    expect(data.version_no).toBe(exported.version);
    const connected = (data.config as Array<{ account_id: unknown }>).filter((c) => c.account_id !== null);
    for (const line of connected) expect(Number.isInteger(line.account_id)).toBe(true);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/recipes/4242']);
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('unwraps {result: recipe}', async () => {
    const { config } = await serve({
      faults: [{ match: '/api/recipes/9', fault: { rawBody: JSON.stringify({ result: generatedRecipe(9) }), contentType: 'application/json' } }],
    });
    const data = await fetchRecipe(config, 9, FAST);
    expect(data.name).toBe('Recipe 9');
  });

  it('refuses an id that is not a number before any request', async () => {
    const { server, config } = await serve();
    for (const id of ['abc', '12a', '-3', '', '1 2', '../1']) {
      const e = await failure(fetchRecipe(config, id, FAST));
      expect(e.code).toBe('bad_recipe_id');
    }
    expect(checkRecipeId(' 123 ')).toBe('123');
    expect(server.requests).toHaveLength(0);
  });

  it('explains a refused key (401) with API client hints and the server message, without retrying', async () => {
    const { server, config } = await serve();
    const e = await failure(fetchRecipe({ ...config, apiKey: 'wrong-key' }, 1000, FAST));
    expect(e.code).toBe('unauthorized');
    const en = e.render('en');
    expect(en).toContain('API client');
    expect(en).toContain('x-user-token');
    expect(en).toContain('Environment admin');
    expect(en).toContain('"Unauthorized"');
    expect(server.requests).toHaveLength(1);
  });

  it('treats 403 as unauthorized too', async () => {
    const { config } = await serve({ faults: [{ match: '/api/recipes/1000', fault: { status: 403, message: 'Forbidden' } }] });
    expect((await failure(fetchRecipe(config, 1000, FAST))).code).toBe('unauthorized');
  });

  it('explains a missing recipe (404) without retrying', async () => {
    const { server, config } = await serve();
    const e = await failure(fetchRecipe(config, 5, FAST));
    expect(e.code).toBe('not_found');
    expect(e.render('en')).toContain('Recipe 5');
    expect(e.render('en')).toContain('workspace');
    expect(server.requests).toHaveLength(1);
  });

  it('waits for Retry-After after a 429 and succeeds on the second request', async () => {
    const { server, config } = await serve({ faults: [{ match: '/api/recipes/1001', fault: { status: 429, retryAfter: '0' } }] });
    const attempts: AttemptInfo[] = [];
    const data = await fetchRecipe(config, 1001, { ...FAST, onAttempt: (a) => attempts.push(a) });
    expect(data.id).toBe(1001);
    expect(server.requests).toHaveLength(2);
    expect(attempts).toEqual([
      { attempt: 1, path: '/api/recipes/1001', outcome: 'http_error', status: 429, retryInMs: 0 },
      { attempt: 2, path: '/api/recipes/1001', outcome: 'ok', status: 200 },
    ]);
  });

  it('honours a Retry-After of one second', async () => {
    const { server, config } = await serve({ faults: [{ match: '/api/recipes/1001', fault: { status: 429, retryAfter: '1' } }] });
    const attempts: AttemptInfo[] = [];
    await fetchRecipe(config, 1001, { ...FAST, maxDelayMs: 5_000, onAttempt: (a) => attempts.push(a) });
    expect(attempts[0]!.retryInMs).toBe(1000);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up on a lasting 429 after the bounded attempts', async () => {
    const { server, config } = await serve({ faults: [{ match: '/api/recipes/1001', fault: { status: 429, retryAfter: '0' }, times: 99 }] });
    const e = await failure(fetchRecipe(config, 1001, { ...FAST, maxAttempts: 3 }));
    expect(e.code).toBe('rate_limited');
    expect(e.render('en')).toContain('3 attempts');
    expect(server.requests).toHaveLength(3);
  });

  it('retries after a 500 and succeeds', async () => {
    const { server, config } = await serve({ faults: [{ match: '/api/recipes/1002', fault: { status: 500 } }] });
    expect((await fetchRecipe(config, 1002, FAST)).id).toBe(1002);
    expect(server.requests).toHaveLength(2);
  });

  it('reports a lasting server error after the default 4 attempts', async () => {
    const { server, config } = await serve({ faults: [{ match: '/api/recipes/1002', fault: { status: 503, message: 'Service Unavailable' }, times: 99 }] });
    const e = await failure(fetchRecipe(config, 1002, FAST));
    expect(e.code).toBe('server_error');
    expect(e.render('en')).toContain('HTTP 503');
    expect(server.requests).toHaveLength(4);
  });

  it('times out a slow answer, with bounded attempts', async () => {
    const { server, config } = await serve({ faults: [{ match: '/api/recipes/1000', fault: { delayMs: 10_000 }, times: 99 }] });
    const attempts: AttemptInfo[] = [];
    const e = await failure(fetchRecipe(config, 1000, { ...FAST, timeoutMs: 150, maxAttempts: 3, onAttempt: (a) => attempts.push(a) }));
    expect(e.code).toBe('timeout');
    expect(attempts.map((a) => a.outcome)).toEqual(['timeout', 'timeout', 'timeout']);
    expect(server.requests).toHaveLength(3);
  });

  it('recovers when only the first answer is slow', async () => {
    const { server, config } = await serve({ faults: [{ match: '/api/recipes/1000', fault: { delayMs: 10_000 } }] });
    expect((await fetchRecipe(config, 1000, { ...FAST, timeoutMs: 1_000 })).id).toBe(1000);
    expect(server.requests).toHaveLength(2);
  });

  it('keeps to the total time budget even with many attempts allowed', async () => {
    const { server, config } = await serve({ faults: [{ match: '/api/recipes/1000', fault: { delayMs: 10_000 }, times: 99 }] });
    const e = await failure(fetchRecipe(config, 1000, { ...FAST, timeoutMs: 200, maxAttempts: 50, totalTimeMs: 500 }));
    expect(e.code).toBe('timeout');
    expect(server.requests.length).toBeGreaterThanOrEqual(1);
    expect(server.requests.length).toBeLessThanOrEqual(4);
  });

  it('retries a dropped connection', async () => {
    const { server, config } = await serve({ faults: [{ match: '/api/recipes/1000', fault: { drop: true } }] });
    expect((await fetchRecipe(config, 1000, FAST)).id).toBe(1000);
    expect(server.requests).toHaveLength(2);
  });

  it('reports a refused connection as a network error naming the address', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const attempts: AttemptInfo[] = [];
    const base = `http://127.0.0.1:${port}`;
    const e = await failure(fetchRecipe({ apiKey: KEY, base, envFileFound: true }, 1, { ...FAST, maxAttempts: 2, onAttempt: (a) => attempts.push(a) }));
    expect(e.code).toBe('network');
    expect(e.render('en')).toContain(base);
    expect(e.render('en')).toContain('ECONNREFUSED');
    expect(attempts.map((a) => a.outcome)).toEqual(['network', 'network']);
  });

  it('refuses a body that is not JSON', async () => {
    const { server, config } = await serve({ faults: [{ match: '/api/recipes/1000', fault: { rawBody: '<html>Sign in</html>' } }] });
    const e = await failure(fetchRecipe(config, 1000, FAST));
    expect(e.code).toBe('bad_response');
    expect(server.requests).toHaveLength(1);
  });

  it('refuses a recipe without code', async () => {
    const { config } = await serve({ faults: [{ match: '/api/recipes/1000', fault: { noCode: true } }] });
    const e = await failure(fetchRecipe(config, 1000, FAST));
    expect(e.code).toBe('bad_response');
    expect(e.render('en')).toContain('"code"');
  });

  it('reports a redirect by its origin only, without following it', async () => {
    const { server, config } = await serve({
      faults: [{ match: '/api/recipes/1000', fault: { status: 302, headers: { location: 'https://app.eu.workato.com/api/recipes/1000?x=1' } } }],
    });
    const e = await failure(fetchRecipe(config, 1000, FAST));
    expect(e.code).toBe('redirected');
    expect(e.render('en')).toContain('https://app.eu.workato.com');
    expect(e.render('en')).not.toContain('x=1');
    expect(server.requests).toHaveLength(1);
  });

  it('masks the key if the server echoes it, and does not retry other 4xx', async () => {
    const { server, config } = await serve({ faults: [{ match: '/api/recipes/1000', fault: { status: 400, message: `Invalid token ${KEY} given` } }] });
    const e = await failure(fetchRecipe(config, 1000, FAST));
    expect(e.code).toBe('http_error');
    expect(e.render('en')).toContain('Invalid token *** given');
    expect(server.requests).toHaveLength(1);
  });
});

describe('fetchRecipeForMigration', () => {
  it('reads the key from .env in cwd and returns the recipe', async () => {
    const { server } = await serve();
    const cwd = mkdtempSync(join(dir, 'mig-'));
    writeFileSync(join(cwd, '.env'), `RECIPE_API_KEY=${KEY}\nRECIPE_API_BASE=${server.url}/api\n`);
    const result = await fetchRecipeForMigration({}, cwd, '1001', FAST);
    expect(result.id).toBe('1001');
    expect((result.data as { name: string }).name).toBe('Recipe 1001');
    expect(server.requests[0]!.path).toBe('/api/recipes/1001');
  });

  it('reports a missing key and makes no request', async () => {
    const { server } = await serve();
    const cwd = mkdtempSync(join(dir, 'mig-'));
    const e = await failure(fetchRecipeForMigration({ RECIPE_API_BASE: server.url }, cwd, '1001', FAST));
    expect(e.code).toBe('missing_token');
    expect(server.requests).toHaveLength(0);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
