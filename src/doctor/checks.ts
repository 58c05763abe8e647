// The doctor's checks. Each returns {id, ok, required, detail} plus a few structured fields for --json.
// Secrets: the env check reads .env and the environment only to say whether a variable is set, never its value.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseDotenv } from '../dotenv-parse.js';
import { translator, type Lang } from '../i18n/index.js';
import { doctorMessages } from '../i18n/messages/doctor.js';
import { bundledExamplePath } from '../skill/paths.js';
import { smokeProblem } from './smoke.js';
import { checkRemoteVersion, compareVersions, type RemoteVersionStatus } from '../version-check.js';
import { toolVersion } from '../version.js';

export const NODE_FLOOR = '18.17.0';

/** The variables the doctor reports on: set or not, never the value. */
export const ENV_VARIABLES = [
  'RECIPE_API_KEY',
  'RECIPE_API_BASE',
  'PIPEFY_TOKEN',
  'PIPEFY_CLIENT_ID',
  'PIPEFY_CLIENT_SECRET',
  'PIPEFY_GRAPHQL_URL',
] as const;
export type EnvVariable = (typeof ENV_VARIABLES)[number];

interface CheckBase {
  ok: boolean;
  /** required checks decide whether the kit is ready; the others only inform */
  required: boolean;
  /** short human text in the chosen language */
  detail: string;
}

export interface NodeCheck extends CheckBase {
  id: 'node';
  current: string;
  minimum: string;
}
export interface VersionCheck extends CheckBase {
  id: 'version';
  local: string;
  remote?: string;
  status: RemoteVersionStatus;
}
export interface SmokeCheck extends CheckBase {
  id: 'smoke';
  routing?: string;
  operations?: number;
}
export interface EnvCheck extends CheckBase {
  id: 'env';
  /** .env present in the working folder */
  file: boolean;
  path: string;
  /** set (non-empty) in the environment or in .env */
  variables: Record<EnvVariable, boolean>;
}
export interface RendererCheck extends CheckBase {
  id: 'renderer';
  /** paths, when both were found */
  mmdc?: string;
  chrome?: string;
  /** mmdc_not_found, chrome_not_found (mmdc was found) or error */
  reason?: string;
  /** the variable (MMDC_PATH, CHROME_PATH…) that points to a missing file */
  variable?: string;
}

export type DoctorCheck = NodeCheck | VersionCheck | SmokeCheck | EnvCheck | RendererCheck;

export interface DoctorReport {
  /** the required checks (Node, smoke test) passed: same as `ready` */
  ok: boolean;
  checks: DoctorCheck[];
  version: string;
  remoteVersion?: string;
  /** the smoke test passed (and Node is recent enough): the kit can be announced ready */
  ready: boolean;
}

export interface DoctorOptions {
  env: NodeJS.ProcessEnv;
  cwd: string;
  lang: Lang;
  /** remote version timeout, default 3000 ms */
  timeoutMs?: number;
  /** default process.versions.node */
  nodeVersion?: string;
  /** default the bundled example recipe */
  examplePath?: string;
}

export async function runDoctorChecks(options: DoctorOptions): Promise<DoctorReport> {
  const t = translator(doctorMessages, options.lang);
  const version = safeToolVersion();
  // The network check runs while the local checks do.
  const remotePromise = versionCheck(options, version);
  const node = nodeCheck(options.nodeVersion ?? process.versions.node, t);
  const smoke = await smokeCheck(options, t);
  const env = envCheck(options, t);
  const renderer = await rendererCheck(options, t);
  const remote = await remotePromise;
  const checks: DoctorCheck[] = [node, remote, smoke, env, renderer];
  const ready = node.ok && smoke.ok;
  return {
    ok: ready,
    checks,
    version,
    ...(remote.remote !== undefined && remote.status !== 'invalid' ? { remoteVersion: remote.remote } : {}),
    ready,
  };
}

type T = ReturnType<typeof translator<typeof doctorMessages.en>>;

function safeToolVersion(): string {
  try {
    return toolVersion();
  } catch {
    return 'unknown';
  }
}

export function nodeCheck(current: string, t: T): NodeCheck {
  const cmp = compareVersions(current.replace(/^v/, ''), NODE_FLOOR);
  const ok = cmp !== undefined && cmp >= 0;
  const minimum = NODE_FLOOR.replace(/\.0$/, '');
  return {
    id: 'node',
    ok,
    required: true,
    detail: t(ok ? 'node_ok' : 'node_old', { current, required: minimum }),
    current,
    minimum: NODE_FLOOR,
  };
}

async function versionCheck(options: DoctorOptions, local: string): Promise<VersionCheck> {
  const t = translator(doctorMessages, options.lang);
  const result = await checkRemoteVersion({ env: options.env, timeoutMs: options.timeoutMs ?? 3000, local });
  const key = (
    { current: 'version_current', newer: 'version_newer', unreachable: 'version_unreachable', invalid: 'version_invalid' } as const
  )[result.status];
  return {
    id: 'version',
    ok: result.status === 'current',
    required: false,
    detail: t(key, { local: result.local, remote: result.remote }),
    local: result.local,
    ...(result.remote !== undefined && result.status !== 'invalid' ? { remote: result.remote } : {}),
    status: result.status,
  };
}

/** Translates the bundled example in memory and checks the result has a trigger and a routing. */
async function smokeCheck(options: DoctorOptions, t: T): Promise<SmokeCheck> {
  const fail = (detail: string): SmokeCheck => ({ id: 'smoke', ok: false, required: true, detail });
  try {
    const raw: unknown = JSON.parse(readFileSync(options.examplePath ?? bundledExamplePath(), 'utf8'));
    const engine = await import('../engine/index.js');
    const result = engine.translateRecipe(raw, { lang: options.lang });
    const problem = smokeProblem(result);
    if (problem) return fail(t('smoke_bad_result', { problem }));
    const routing = result.routing.routing;
    const operations = Array.isArray(result.routing.operations) ? result.routing.operations.length : 0;
    return { id: 'smoke', ok: true, required: true, detail: t('smoke_ok', { operations, routing }), routing, operations };
  } catch (error) {
    return fail(t('smoke_failed', { error: oneLine(error) }));
  }
}

export function envCheck(options: Pick<DoctorOptions, 'env' | 'cwd'>, t: T): EnvCheck {
  const file = path.join(options.cwd, '.env');
  let present = false;
  let parsed: Record<string, string> = {};
  try {
    present = statSync(file).isFile();
    if (present) parsed = parseDotenv(readFileSync(file));
  } catch {
    // unreadable or absent: reported as not present / nothing set from the file
  }
  const variables = {} as Record<EnvVariable, boolean>;
  for (const name of ENV_VARIABLES) {
    variables[name] = Boolean(options.env[name]?.trim()) || Boolean(parsed[name]?.trim());
  }
  const set = ENV_VARIABLES.filter((name) => variables[name]);
  const unset = ENV_VARIABLES.filter((name) => !variables[name]);
  const parts = [t(present ? 'env_found' : 'env_missing', { folder: options.cwd })];
  parts.push(set.length > 0 ? t('env_set', { names: set.join(', ') }) : t('env_none_set'));
  if (set.length > 0 && unset.length > 0) parts.push(t('env_not_set', { names: unset.join(', ') }));
  return { id: 'env', ok: present, required: false, detail: parts.join('; '), file: present, path: file, variables };
}

async function rendererCheck(options: DoctorOptions, t: T): Promise<RendererCheck> {
  try {
    const png = await import('../output/png.js');
    const found = png.findRenderer(options.env);
    if (found.ok) {
      return { id: 'renderer', ok: true, required: false, detail: t('renderer_ok'), mmdc: found.mmdc, chrome: found.chrome };
    }
    const detail = found.variable
      ? t('renderer_variable_missing', { variable: found.variable })
      : found.reason === 'chrome_not_found'
        ? t('renderer_chrome_missing')
        : t('renderer_mmdc_missing');
    return {
      id: 'renderer',
      ok: false,
      required: false,
      detail,
      reason: found.reason,
      ...(found.variable ? { variable: found.variable } : {}),
    };
  } catch (error) {
    return {
      id: 'renderer',
      ok: false,
      required: false,
      detail: t('renderer_error', { reason: oneLine(error) }),
      reason: 'error',
    };
  }
}

function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 200);
}
