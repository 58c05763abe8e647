// A whole workspace, or one folder, fetched from the Workato API as a package export, so that recipe functions,
// lookup tables (with data) and connections come along: create an export manifest, start the package export, poll
// it until completed, download the zip (research/workato.md "Package export (RLCM) flow"; the same sequence as
// workato-devs/workato-platform-cli projects/project_manager.py). The key only goes to the API's own host: a
// download redirect (a signed storage URL) is followed without it.
import { UserError } from '../errors.js';
import { sourcesMessages } from '../i18n/messages/sources.js';
import { workspaceMessages } from '../i18n/messages/workspace.js';
import type { LoadedSource } from './types.js';
import { httpRequest, parseJsonBody, type HttpResponse } from '../net/http.js';
import { userAgent } from '../net/user-agent.js';
import { callApi, listRecipes, type RequestOptions } from './workato-api.js';
import { assertUsable, readWorkatoConfig, type WorkatoConfig } from './workato-config.js';
import { readZip } from './zip.js';

export interface PackageOptions extends RequestOptions {
  /** only this folder (a project is its top folder); default: every recipe the key can read */
  folderId?: string;
  /** wait between polls of the export (default 2 000 ms) */
  pollMs?: number;
  /** polls before giving up (default 300) */
  maxPolls?: number;
  /** told when the export has started and at each poll */
  onProgress?(status: string): void;
}

const MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{result:{…}}` (documented wrapper) or the object itself. */
function unwrap(body: unknown): Record<string, unknown> {
  if (isObject(body) && isObject(body.result)) return body.result;
  return isObject(body) ? body : {};
}

function parse({ response }: { response: HttpResponse }, config: WorkatoConfig): Record<string, unknown> {
  const parsed = parseJsonBody(response.body);
  if (!parsed.ok) throw new UserError('bad_response', sourcesMessages, 'bad_response', { status: response.status, base: config.base });
  return unwrap(parsed.value);
}

/** For `pipe-migrate --all` without --recipe: reads the settings (env, then `.env`) and exports the package. */
export async function fetchWorkspacePackage(env: NodeJS.ProcessEnv, cwd: string, opts: PackageOptions = {}): Promise<LoadedSource> {
  return exportPackage(readWorkatoConfig(env, cwd), opts);
}

export async function exportPackage(config: WorkatoConfig, opts: PackageOptions = {}): Promise<LoadedSource> {
  assertUsable(config);
  const folderId = opts.folderId?.trim();
  if (folderId !== undefined && !/^\d{1,20}$/.test(folderId)) throw new UserError('usage', workspaceMessages, 'bad_folder_id', { value: folderId.slice(0, 40) });
  const manifest = folderId
    ? { name: `pipe-migrate folder ${folderId}`, folder_id: Number(folderId), auto_generate_assets: true, include_data: true, include_tags: false }
    : { name: 'pipe-migrate workspace', include_data: true, include_tags: false, assets: (await listRecipes(config, opts)).map((r) => ({ id: r.id, type: 'recipe', checked: true })) };
  const created = await callApi(config, '/api/export_manifests', opts, { kind: 'package' }, { method: 'POST', body: { export_manifest: manifest } });
  const manifestId = String(parse(created, config).id ?? '');
  if (!/^\d{1,20}$/.test(manifestId)) throw new UserError('bad_response', sourcesMessages, 'bad_response', { status: created.response.status, base: config.base });

  const started = await callApi(config, `/api/packages/export/${manifestId}`, opts, { kind: 'package' }, { method: 'POST' });
  let job = parse(started, config);
  const packageId = String(job.id ?? '');
  if (!/^\d{1,20}$/.test(packageId)) throw new UserError('bad_response', sourcesMessages, 'bad_response', { status: started.response.status, base: config.base });
  const maxPolls = opts.maxPolls ?? 300;
  for (let poll = 0; job.status !== 'completed'; poll++) {
    if (job.status === 'failed') {
      const detail = typeof job.error === 'string' ? job.error.slice(0, 200) : '';
      throw new UserError('package_failed', workspaceMessages, 'package_failed', { id: packageId, detail });
    }
    if (poll >= maxPolls) throw new UserError('timeout', workspaceMessages, 'package_timeout', { id: packageId });
    opts.onProgress?.(String(job.status ?? ''));
    await wait(opts.pollMs ?? 2000, opts.signal);
    const polled = await callApi(config, `/api/packages/${packageId}`, opts, { kind: 'package' });
    job = parse(polled, config);
  }
  const bytes = await download(config, packageId, opts);
  return { kind: 'zip', path: `${config.base}/api/packages/${packageId}`, ...readZip(bytes, `Workato package ${packageId}`) };
}

async function download(config: WorkatoConfig & { apiKey: string }, packageId: string, opts: PackageOptions): Promise<Uint8Array> {
  const { response } = await callApi(config, `/api/packages/${packageId}/download`, opts, { kind: 'download', id: packageId });
  if (response.status < 300) return response.body;
  // A signed storage URL: fetched without the key, and only over https (or from the API's own origin).
  const target = new URL(response.headers.location!, response.url);
  if (target.protocol !== 'https:' && target.origin !== new URL(config.base).origin) {
    throw new UserError('redirected', sourcesMessages, 'redirected', { location: target.origin });
  }
  const outcome = await httpRequest({
    url: target.href,
    headers: { 'User-Agent': userAgent() },
    timeoutMs: opts.timeoutMs ?? 120_000,
    maxBodyBytes: MAX_DOWNLOAD_BYTES,
    carriesSecret: false,
    maxRedirects: 2,
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  if (outcome.kind === 'response' && outcome.status === 200) return outcome.body;
  const status = outcome.kind === 'response' ? outcome.status : outcome.code;
  throw new UserError('package_failed', workspaceMessages, 'package_download', { id: packageId, status });
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}
