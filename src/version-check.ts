// Remote version check: compares the local VERSION with the VERSION file on the repository's main branch.
// Used by `doctor` and by the wizard. It never throws and never blocks for long: any problem is a status.
import { readFileSync } from 'node:fs';
import { httpRequest } from './net/http.js';
import { userAgent } from './net/user-agent.js';
import { packageFile } from './package-root.js';
import { toolVersion } from './version.js';

export type RemoteVersionStatus = 'current' | 'newer' | 'unreachable' | 'invalid';

export interface RemoteVersionResult {
  /** current: remote is not newer; newer: main has a newer version; unreachable: no answer; invalid: not x.y.z */
  status: RemoteVersionStatus;
  local: string;
  remote?: string;
  /** the URL asked, when there was one */
  url?: string;
}

export interface RemoteVersionOptions {
  env?: NodeJS.ProcessEnv;
  /** default 3000 ms */
  timeoutMs?: number;
  /** the local version; default: the package's VERSION file */
  local?: string;
  /** the URL to ask; default: PIPE_MIGRATE_VERSION_URL, else derived from package.json `repository.url` */
  url?: string;
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;
const MAX_BODY = 4096;
const MAX_REDIRECTS = 3;

/** Parses a strict `x.y.z` version (no prefix, no pre-release); undefined when it is anything else. */
export function parseVersion(text: string): [number, number, number] | undefined {
  const m = SEMVER.exec(text.trim());
  if (!m) return undefined;
  const parts = [Number(m[1]), Number(m[2]), Number(m[3])] as [number, number, number];
  return parts.every((n) => Number.isSafeInteger(n)) ? parts : undefined;
}

/** Numeric comparison of two strict `x.y.z` versions: negative, zero or positive; undefined when one is invalid. */
export function compareVersions(a: string, b: string): number | undefined {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (!pa || !pb) return undefined;
  for (let i = 0; i < 3; i++) {
    if (pa[i] !== pb[i]) return pa[i]! - pb[i]!;
  }
  return 0;
}

/**
 * The raw VERSION URL of a GitHub repository URL (https, git+https, ssh, `github:owner/repo` or `owner/repo`);
 * undefined for anything that is not GitHub.
 */
export function githubVersionUrl(repositoryUrl: string, branch = 'main'): string | undefined {
  const text = repositoryUrl.trim();
  const patterns = [
    /^(?:git\+)?https?:\/\/(?:www\.)?github\.com\/([^/\s]+)\/([^/\s#?]+?)(?:\.git)?\/?(?:[#?].*)?$/i,
    /^(?:git\+)?ssh:\/\/git@github\.com\/([^/\s]+)\/([^/\s#?]+?)(?:\.git)?\/?$/i,
    /^git@github\.com:([^/\s]+)\/([^/\s#?]+?)(?:\.git)?\/?$/i,
    /^(?:github:)?([A-Za-z0-9][\w.-]*)\/([\w.-]+?)(?:\.git)?$/,
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (m) return `https://raw.githubusercontent.com/${m[1]}/${m[2]}/${branch}/VERSION`;
  }
  return undefined;
}

/** The package's `repository` field, read from the package.json beside dist/ or src/. */
function packageRepositoryUrl(): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as { repository?: string | { url?: string } };
    const repo = pkg.repository;
    if (typeof repo === 'string') return repo;
    return typeof repo?.url === 'string' ? repo.url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the remote VERSION lives: PIPE_MIGRATE_VERSION_URL when set (the value `off` disables the check),
 * else the GitHub raw URL of package.json's repository on main.
 */
export function remoteVersionUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const override = env.PIPE_MIGRATE_VERSION_URL?.trim();
  if (override) return override.toLowerCase() === 'off' ? undefined : override;
  const repo = packageRepositoryUrl();
  return repo ? githubVersionUrl(repo) : undefined;
}

/** Compares the local version with the remote one. Never throws; a network problem is `unreachable`. */
export async function checkRemoteVersion(options: RemoteVersionOptions = {}): Promise<RemoteVersionResult> {
  let local: string;
  try {
    local = (options.local ?? toolVersion()).trim();
  } catch {
    local = '';
  }
  const url = options.url ?? remoteVersionUrl(options.env ?? process.env);
  if (!url) return { status: 'unreachable', local };
  let body: string | undefined;
  try {
    body = await fetchText(url, options.timeoutMs ?? 3000);
  } catch {
    body = undefined;
  }
  if (body === undefined) return { status: 'unreachable', local, url };
  const remote = body.trim();
  if (!parseVersion(remote) || !parseVersion(local)) {
    return { status: 'invalid', local, remote: remote.slice(0, 40), url };
  }
  return { status: compareVersions(remote, local)! > 0 ? 'newer' : 'current', local, remote, url };
}

/** GET of a small text body, redirects followed (no credential travels); undefined on any failure. */
async function fetchText(url: string, timeoutMs: number): Promise<string | undefined> {
  const outcome = await httpRequest({
    url,
    headers: { 'User-Agent': userAgent(), Accept: 'text/plain' },
    timeoutMs,
    maxBodyBytes: MAX_BODY,
    carriesSecret: false,
    maxRedirects: MAX_REDIRECTS,
  });
  if (outcome.kind === 'failure' || outcome.status < 200 || outcome.status >= 300) return undefined;
  return outcome.body.toString('utf8');
}
