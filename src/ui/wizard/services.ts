// Everything the wizard does to the outside world, behind one object: the real modules by default; tests build
// the same real services pointed at local stand-ins, temp folders and a browser opener that only records.
import { access, readFile, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { isUserError } from '../../errors.js';
import { packageFile } from '../../package-root.js';
import { bindRecipe, compileRecipe, reportRecipe, translateRecipe, type CompiledRecipe } from '../../engine/index.js';
import type { TranslationResult } from '../../engine/types.js';
import type { Lang } from '../../i18n/index.js';
import { writeTranslation, type WrittenTranslation } from '../../output/translation-files.js';
import type { WorkspaceResult } from '../../output/workspace/run.js';
import { loadRecipeSource } from '../../sources/file.js';
import type { LoadedSource } from '../../sources/types.js';
import type { AttemptInfo, RecipeSummary, RequestOptions } from '../../sources/workato-api.js';
import { readWorkatoConfig, type WorkatoConfig } from '../../sources/workato-config.js';
import { checkRemoteVersion, type RemoteVersionResult } from '../../version-check.js';
import { toolVersion } from '../../version.js';
import { smokeProblem } from '../../doctor/smoke.js';

export const DEFAULT_PIPEFY_URL = 'https://app.pipefy.com';

export type SmokeResult = { ok: true; operations: number; routing: string } | { ok: false; detail: string };

export interface EnvFileState {
  /** <cwd>/.env */
  path: string;
  exists: boolean;
  /** the package's .env.example, when found */
  example?: string;
}

export type CreateEnvResult =
  | { status: 'created'; path: string }
  | { status: 'exists'; path: string }
  | { status: 'no_example'; path: string }
  | { status: 'failed'; path: string; detail: string };

export interface WizardServices {
  env: NodeJS.ProcessEnv;
  cwd: string;
  home: string;
  nodeVersion: string;
  toolVersion(): string;
  checkVersion(): Promise<RemoteVersionResult>;
  /** translates the bundled example in memory and checks the result */
  smokeTest(lang: Lang): Promise<SmokeResult>;
  /** RECIPE_API_KEY / RECIPE_API_BASE from the environment, then <cwd>/.env (read again at every call) */
  workatoConfig(): WorkatoConfig;
  listRecipes(config: WorkatoConfig, options: { signal: AbortSignal; onAttempt?(info: AttemptInfo): void }): Promise<{ recipes: RecipeSummary[]; truncated: boolean }>;
  fetchRecipe(config: WorkatoConfig, id: string | number, options: { signal: AbortSignal; onAttempt?(info: AttemptInfo): void }): Promise<unknown>;
  loadRecipeFile(path: string): Promise<LoadedSource>;
  /** dry run: nothing is written. Each recipe is compiled once per language; only the connections are bound again. */
  translate(raw: unknown, options: { lang: Lang; connections?: string }, origin: string): TranslationResult;
  write(result: TranslationResult, options: { lang: Lang; sourceRecipe?: unknown }): Promise<WrittenTranslation>;
  /** where the translation of `folder` is written */
  outputDir(folder: string): string;
  /** a whole workspace (a zip, a folder, or the API when `path` is empty) into <output>/workspace */
  migrateWorkspace(path: string, options: { lang: Lang; signal: AbortSignal; onStart?(name: string, n: number, total: number): void }): Promise<WorkspaceResult>;
  envFile(): Promise<EnvFileState>;
  /** copies .env.example to <cwd>/.env; never overwrites */
  createEnvFile(): Promise<CreateEnvResult>;
  pipefyUrl: string;
  /** opens a URL in the default browser; only ever called after the user said yes */
  openBrowser(url: string): Promise<void>;
}

export interface ServiceOptions {
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** what `~` expands to (default: HOME, else the user's home folder) */
  home?: string;
  /** base output folder (default <cwd>/output) */
  baseDir?: string;
  /** the recipe the smoke test translates (default: the bundled example) */
  examplePath?: string;
  /** the .env.example to copy (default: the package's) */
  envExamplePath?: string;
  openBrowser?(url: string): Promise<void>;
  versionTimeoutMs?: number;
  /** Workato API request settings (timeouts, attempts) */
  api?: Omit<RequestOptions, 'signal' | 'onAttempt'>;
  nodeVersion?: string;
  /** skip the diagram PNG (tests) */
  noPng?: boolean;
  /** the engine's compile stage (default compileRecipe) */
  compile?: typeof compileRecipe;
}

/** Compiles each recipe object once per language and origin; later calls reuse the compiled flow. */
function compileOnce(compile: typeof compileRecipe): (raw: unknown, lang: Lang, origin: string) => CompiledRecipe {
  const compiled = new WeakMap<object, Map<string, CompiledRecipe>>();
  return (raw, lang, origin) => {
    if (!raw || typeof raw !== 'object') return compile(raw, { lang }, origin);
    const key = `${lang}\u0000${origin}`;
    let byKey = compiled.get(raw);
    if (!byKey) compiled.set(raw, (byKey = new Map()));
    let result = byKey.get(key);
    if (!result) byKey.set(key, (result = compile(raw, { lang }, origin)));
    return result;
  };
}


async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** One line, at most 200 characters: never a stack. */
export function oneLineError(error: unknown, lang: Lang): string {
  if (isUserError(error)) return error.render(lang);
  const text = error instanceof Error ? error.message : String(error);
  const line = (text.split('\n')[0] ?? '').trim();
  return line.length > 200 ? line.slice(0, 199) + '…' : line || 'error';
}

/** PIPEFY_APP_URL when it is an http(s) URL, else https://app.pipefy.com. */
export function pipefyAppUrl(env: NodeJS.ProcessEnv): string {
  const raw = env.PIPEFY_APP_URL?.trim();
  if (raw) {
    try {
      const url = new URL(raw);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
    } catch {
      // not a URL: the default
    }
  }
  return DEFAULT_PIPEFY_URL;
}

/** The platform's opener (open / start / xdg-open), detached; resolves once it started, rejects when it cannot. */
/** How long the opener may run before it counts as having handed the URL to a browser. */
const OPENER_GRACE_MS = 2000;

/**
 * Opens `url` with the platform's opener. xdg-open and open exit non-zero at once when no browser can take the URL
 * (xdg-open: 3 "a required tool could not be found", 4 "the action failed"), so a quick failing exit is reported;
 * explorer.exe exits 1 even on success, so on Windows only a failure to start counts.
 */
export async function openInDefaultBrowser(url: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { execa } = await import('execa');
  const windows = process.platform === 'win32';
  const [command, args] = process.platform === 'darwin' ? ['open', [url]] : windows ? ['explorer.exe', [url]] : ['xdg-open', [url]];
  const child = execa(command, args as string[], { detached: true, stdio: 'ignore', reject: false, env });
  // A failure to start is reported by the 'error' event below; the promise's own copy of it is not needed.
  child.catch(() => undefined);
  await new Promise<void>((resolvePromise, reject) => {
    child.once('spawn', () => resolvePromise());
    child.once('error', (error) => reject(error));
  });
  let timer: NodeJS.Timeout | undefined;
  const exitCode = await Promise.race([
    child.then((r) => r.exitCode, () => undefined),
    new Promise<undefined>((done) => (timer = setTimeout(() => done(undefined), OPENER_GRACE_MS))),
  ]);
  clearTimeout(timer);
  child.unref();
  if (!windows && typeof exitCode === 'number' && exitCode !== 0) throw new Error(`${command} exit ${exitCode}`);
}

export function createServices(options: ServiceOptions): WizardServices {
  const env = options.env;
  const cwd = resolve(options.cwd);
  const home = options.home ?? (env.HOME || homedir());
  const baseDir = options.baseDir ?? join(cwd, 'output');
  const examplePath = options.examplePath ?? packageFile('examples/pipefy-card-moved.recipe.json');
  const envExample = options.envExamplePath ?? packageFile('.env.example');
  const envPath = join(cwd, '.env');
  const compile = compileOnce(options.compile ?? compileRecipe);

  return {
    env,
    cwd,
    home,
    nodeVersion: options.nodeVersion ?? process.versions.node,
    toolVersion: () => {
      try {
        return toolVersion();
      } catch {
        return 'unknown';
      }
    },
    checkVersion: () => checkRemoteVersion({ env, timeoutMs: options.versionTimeoutMs ?? 2500 }),
    async smokeTest(lang) {
      try {
        const raw: unknown = JSON.parse(await readFile(examplePath, 'utf8'));
        const result = translateRecipe(raw, { lang }, 'example');
        const problem = smokeProblem(result);
        if (problem) return { ok: false, detail: problem };
        const routing = result.routing.routing;
        if (!result.slug || !result.folder) return { ok: false, detail: 'no file name' };
        // What is written must survive a JSON round trip.
        JSON.parse(JSON.stringify(result.template));
        return { ok: true, operations: result.routing.operations.length, routing };
      } catch (error) {
        return { ok: false, detail: oneLineError(error, lang) };
      }
    },
    workatoConfig: () => readWorkatoConfig(env, cwd),
    async listRecipes(config, { signal, onAttempt }) {
      const { listRecipesDetailed } = await import('../../sources/workato-api.js');
      const listed = await listRecipesDetailed(config, { ...options.api, signal, ...(onAttempt ? { onAttempt } : {}) });
      return { recipes: listed.recipes, truncated: listed.truncated };
    },
    async fetchRecipe(config, id, { signal, onAttempt }) {
      const { fetchRecipe } = await import('../../sources/workato-api.js');
      return fetchRecipe(config, id, { ...options.api, signal, ...(onAttempt ? { onAttempt } : {}) });
    },
    loadRecipeFile: (path) => loadRecipeSource(path, { cwd, home }),
    translate: (raw, opts, origin) => reportRecipe(bindRecipe(compile(raw, opts.lang, origin), opts.connections ?? '')),
    write: (result, opts) =>
      writeTranslation(result, {
        baseDir,
        lang: opts.lang,
        env,
        ...(opts.sourceRecipe !== undefined ? { sourceRecipe: opts.sourceRecipe } : {}),
        ...(options.noPng ? { noPng: true } : {}),
      }),
    outputDir: (folder) => join(baseDir, folder),
    async migrateWorkspace(path, { lang, signal, onStart }) {
      const [{ loadWorkspaceSource }, { migrateWorkspace }] = await Promise.all([import('../../sources/workspace.js'), import('../../output/workspace/run.js')]);
      const source = await loadWorkspaceSource(path, { cwd, home, env, signal });
      return migrateWorkspace({
        source,
        baseDir: join(baseDir, 'workspace'),
        lang,
        signal,
        settings: { lang, options: {}, noPng: Boolean(options.noPng) },
        translate: (entry, links) => translateRecipe(entry.data, { lang, ...(links ? { links } : {}) }, entry.origin),
        write: (result, _entry, { base, signal: stop }) =>
          writeTranslation(result, { baseDir: base.dir, base, ...(stop ? { signal: stop } : {}), lang, env, ...(options.noPng ? { noPng: true } : {}) }),
        ...(onStart ? { onStart } : {}),
      });
    },
    async envFile() {
      let present = false;
      try {
        await stat(envPath);
        present = true;
      } catch {
        present = false;
      }
      return { path: envPath, exists: present, ...((await exists(envExample)) ? { example: envExample } : {}) };
    },
    async createEnvFile() {
      if (!(await exists(envExample))) return { status: 'no_example', path: envPath };
      try {
        // 'wx': an existing .env is never overwritten, even if it appeared a moment ago; created 0600 because the
        // user is about to paste an API key into it (a copy would keep the example's 0644).
        await writeFile(envPath, await readFile(envExample), { flag: 'wx', mode: 0o600 });
        return { status: 'created', path: envPath };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') return { status: 'exists', path: envPath };
        return { status: 'failed', path: envPath, detail: code ?? oneLineError(error, 'en') };
      }
    },
    pipefyUrl: pipefyAppUrl(env),
    openBrowser: options.openBrowser ?? ((url) => openInDefaultBrowser(url, env)),
  };
}
