// A local stand-in for the Workato developer API (real node:http on 127.0.0.1, random port).
// It follows the documented behaviour: Bearer auth, paged GET /api/recipes ({items:[…]}, descending id order,
// per_page ≤ 100), GET /api/recipes/:id in the API form (code as a JSON string, integer account_id, version_no),
// 401 {"message":"Unauthorized"}, 404 {"message":"Not found"}; plus scripted faults to exercise the client.
// With `package`, the package export too (research/workato.md, RLCM flow): POST /api/export_manifests,
// POST /api/packages/export/:manifest_id, GET /api/packages/:id (in progress for a few polls, then completed),
// GET /api/packages/:id/download (the zip, or a 302 to a download URL that takes no key).
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  /** answer this status with a JSON body {message} (and Retry-After when given) */
  | { status: number; retryAfter?: string; message?: string; headers?: Record<string, string> }
  /** wait this long before answering normally (past the client's timeout) */
  | { delayMs: number }
  /** answer 200 with this raw body (e.g. not JSON) */
  | { rawBody: string; contentType?: string }
  /** answer 200 with the recipe but without its `code` */
  | { noCode: true }
  /** close the socket without answering */
  | { drop: true };

export interface FaultRule {
  /** matched against the request path with its query, e.g. '/api/recipes/12' or /page=2/ */
  match: string | RegExp;
  fault: Fault;
  /** how many matching requests get the fault (default 1); later ones are served normally */
  times?: number;
}

export interface StandInOptions {
  /** the only accepted API client token */
  token: string;
  /** recipes in API form (see apiRecipe); listed in descending id order */
  recipes?: Record<string, unknown>[];
  /** list wrapper: {items} (documented), {result} (OEM) or a bare array */
  listShape?: 'items' | 'result' | 'array';
  faults?: FaultRule[];
  /** fixed port (the sandbox); default a random free one */
  port?: number;
  package?: PackageExport;
}

export interface PackageExport {
  /** the zip served for every export */
  zip: Uint8Array;
  /** polls answered `in_progress` before `completed` (default 1) */
  pollsBeforeDone?: number;
  /** answer the download with a 302 to /downloads/<id>.zip (served without the key) */
  redirect?: boolean;
  /** the export fails with this error instead */
  fail?: string;
}

export interface RecordedRequest {
  method: string;
  /** path with query */
  path: string;
  headers: IncomingHttpHeaders;
}

export interface StandIn {
  /** e.g. http://127.0.0.1:41234 (what RECIPE_API_BASE should hold) */
  url: string;
  requests: RecordedRequest[];
  /** the JSON bodies of POST /api/export_manifests */
  manifests: unknown[];
  close(): Promise<void>;
}

/** Turns an export-form recipe (`*.recipe.json`) into the API form for `id`. */
export function apiRecipe(id: number, exported: Record<string, unknown>): Record<string, unknown> {
  const code = exported.code as Record<string, unknown> | undefined;
  const config = Array.isArray(exported.config) ? (exported.config as Record<string, unknown>[]) : [];
  let account = 100;
  return {
    id,
    user_id: 1,
    name: exported.name,
    description: exported.description ?? '',
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-02T00:00:00.000Z',
    trigger_application: code?.provider ?? null,
    action_applications: [...new Set(config.map((c) => c.provider).filter((p) => p !== code?.provider))],
    applications: config.map((c) => c.provider),
    folder_id: 7,
    running: false,
    version_no: typeof exported.version === 'number' ? exported.version : 1,
    config: config.map((c) => ({ ...c, account_id: c.account_id ? account++ : null })),
    code: JSON.stringify(code ?? null),
  };
}

/** A small generated API-form recipe. */
export function generatedRecipe(id: number): Record<string, unknown> {
  return apiRecipe(id, {
    name: `Recipe ${id}`,
    version: 2,
    code: { number: 0, keyword: 'trigger', provider: 'clock', name: 'scheduled_event', as: 'abc', input: {}, block: [] },
    config: [{ keyword: 'application', provider: 'clock', account_id: null }],
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export async function startWorkatoStandIn(options: StandInOptions): Promise<StandIn> {
  const recipes = [...(options.recipes ?? [])].sort((a, b) => Number(b.id) - Number(a.id));
  const rules = (options.faults ?? []).map((rule) => ({ ...rule, left: rule.times ?? 1 }));
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const manifests: unknown[] = [];
  const polls = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ method: req.method ?? 'GET', path, headers: { ...req.headers } });
    const url = new URL(path, 'http://stand-in');
    const pkg = options.package;
    if (pkg && /^\/downloads\/\d+\.zip$/.test(url.pathname)) {
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': pkg.zip.length });
      return void res.end(pkg.zip);
    }

    if (req.headers.authorization !== `Bearer ${options.token}`) return sendJson(res, 401, { message: 'Unauthorized' });

    const rule = rules.find((r) => r.left > 0 && (typeof r.match === 'string' ? r.match === path || r.match === url.pathname : r.match.test(path)));
    if (rule) rule.left--;
    const fault = rule?.fault;
    if (fault && 'drop' in fault) return void req.socket.destroy();
    if (fault && 'status' in fault) {
      const headers = { ...(fault.headers ?? {}), ...(fault.retryAfter !== undefined ? { 'retry-after': fault.retryAfter } : {}) };
      return sendJson(res, fault.status, { message: fault.message ?? `Error ${fault.status}` }, headers);
    }
    if (fault && 'rawBody' in fault) {
      res.writeHead(200, { 'content-type': fault.contentType ?? 'text/html' });
      return void res.end(fault.rawBody);
    }
    if (pkg && req.method === 'POST') return servePackagePost(req, url, res, pkg);
    if (pkg && url.pathname.startsWith('/api/packages/')) return servePackage(url, res, pkg);
    const answer = () => serve(url, res, fault && 'noCode' in fault);
    if (fault && 'delayMs' in fault) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer();
      }, fault.delayMs);
      timers.add(timer);
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
      return;
    }
    answer();
  });

  function servePackagePost(req: IncomingMessage, url: URL, res: ServerResponse, pkg: PackageExport): void {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (url.pathname === '/api/export_manifests') {
        manifests.push(JSON.parse(body || 'null'));
        return sendJson(res, 200, { result: { id: 500 + manifests.length, name: 'manifest', status: 'working' } });
      }
      const start = /^\/api\/packages\/export\/(\d+)$/.exec(url.pathname);
      if (!start) return sendJson(res, 404, { message: 'Not found' });
      const id = String(9000 + Number(start[1]));
      polls.set(id, 0);
      sendJson(res, 200, { id: Number(id), operation_type: 'export', status: pkg.fail ? 'failed' : 'in_progress', ...(pkg.fail ? { error: pkg.fail } : {}) });
    });
  }

  function servePackage(url: URL, res: ServerResponse, pkg: PackageExport): void {
    const match = /^\/api\/packages\/(\d+)(\/download)?$/.exec(url.pathname);
    if (!match || !polls.has(match[1]!)) return sendJson(res, 404, { message: 'Not found' });
    const id = match[1]!;
    if (match[2]) {
      if (pkg.redirect) {
        res.writeHead(302, { location: `/downloads/${id}.zip` });
        return void res.end();
      }
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': pkg.zip.length });
      return void res.end(pkg.zip);
    }
    const seen = polls.get(id)! + 1;
    polls.set(id, seen);
    const done = seen > (pkg.pollsBeforeDone ?? 1);
    sendJson(res, 200, { id: Number(id), operation_type: 'export', status: done ? 'completed' : 'in_progress' });
  }

  function serve(url: URL, res: ServerResponse, noCode: boolean | undefined): void {
    if (url.pathname === '/api/recipes') {
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 100) || 100));
      const excludeCode = url.searchParams.get('exclude_code') === 'true';
      const items = recipes.slice((page - 1) * perPage, page * perPage).map((r) => {
        if (!excludeCode) return r;
        const { code: _code, ...rest } = r;
        return rest;
      });
      const shape = options.listShape ?? 'items';
      return sendJson(res, 200, shape === 'array' ? items : { [shape]: items });
    }
    const one = /^\/api\/recipes\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const recipe = recipes.find((r) => String(r.id) === one[1]);
      if (!recipe) return sendJson(res, 404, { message: 'Not found' });
      if (noCode) {
        const { code: _code, ...rest } = recipe;
        return sendJson(res, 200, rest);
      }
      return sendJson(res, 200, recipe);
    }
    sendJson(res, 404, { message: 'Not found' });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    manifests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
