// recipe_diagram.png: rendered locally by the Mermaid CLI (mmdc) driving a local Chrome/Chromium with its network
// turned off. The diagram source never leaves the machine. Nothing here throws: a missing, failing or hung renderer
// only means "no PNG", with a reason the summary can show in one line.
import { accessSync, constants, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { translator, type Lang } from '../i18n/index.js';
import { nodeOs } from '../lazy-builtins.js';
import { findPackageRoot } from '../package-root.js';
import { pngMessages } from '../i18n/messages/describe.js';
import { removeQuietly } from './write.js';

export type RendererMissingReason = 'mmdc_not_found' | 'chrome_not_found';
/** `disabled`: the caller chose not to render (e.g. a --no-png option); renderPng itself never returns it. */
export type PngFailureReason = 'empty_mermaid' | RendererMissingReason | 'timeout' | 'render_failed' | 'not_png' | 'disabled' | 'error';

/** The variables a user can set to point at the renderer. */
export type RendererVariable = 'MMDC_PATH' | 'CHROME_PATH' | 'PUPPETEER_EXECUTABLE_PATH';

export type RendererLookup =
  | { ok: true; mmdc: string; chrome: string }
  | { ok: false; reason: RendererMissingReason; detail: string; variable?: RendererVariable };

export type PngResult =
  | { ok: true; png: Buffer }
  | { ok: false; reason: PngFailureReason; detail: string; variable?: RendererVariable; timeoutMs?: number };

export interface FindRendererOptions {
  /** pipe-migrate's own folder, whose node_modules/.bin is searched (default: found from this module) */
  packageRoot?: string;
  /** default process.platform */
  platform?: NodeJS.Platform;
}

export interface RenderOptions extends FindRendererOptions {
  env?: NodeJS.ProcessEnv;
  /** default 30 s */
  timeoutMs?: number;
  /** a renderer already found (skips the search) */
  renderer?: { mmdc: string; chrome: string };
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Chromium switches for the render: no sandbox/GPU/shm (containers and CI), and no network at all: every request
 * goes to a proxy on a closed local port (loopback included), host names never resolve, and the browser's own
 * background traffic (updates, sync, metrics, safe browsing) is off.
 */
export const CHROME_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--proxy-server=127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--disable-sync',
  '--disable-client-side-phishing-detection',
  '--disable-default-apps',
  '--disable-extensions',
  '--metrics-recording-only',
  '--no-first-run',
  '--no-default-browser-check',
  '--no-pings',
];

const CHROME_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

function envValue(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function isExecutable(file: string, platform: NodeJS.Platform): boolean {
  if (!isFile(file)) return false;
  if (platform === 'win32') return true;
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The absolute folders of PATH. An empty or relative entry ("", ".", "node_modules/.bin") names the working folder,
 * which may hold a recipe export someone sent: a program planted there must never run, so those entries are skipped.
 */
function pathDirs(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string[] {
  const raw = env.PATH ?? env.Path ?? env.path ?? '';
  const absolute = platform === 'win32' ? path.win32.isAbsolute : path.posix.isAbsolute;
  return raw.split(platform === 'win32' ? ';' : ':').filter((dir) => dir !== '' && absolute(dir));
}

function onPath(names: string[], env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string | undefined {
  const exts = platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';').filter(Boolean).map((e) => e.toLowerCase()) : [''];
  const join = platform === 'win32' ? path.win32.join : path.posix.join;
  for (const dir of pathDirs(env, platform)) {
    for (const name of names) {
      for (const ext of exts) {
        const candidate = join(dir, name + ext);
        if (isExecutable(candidate, platform)) return candidate;
      }
    }
  }
  return undefined;
}

function chromeLocations(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string[] {
  if (platform === 'darwin') {
    const apps = ['/Applications', env.HOME ? path.posix.join(env.HOME, 'Applications') : ''].filter(Boolean);
    return apps.flatMap((dir) => [
      `${dir}/Google Chrome.app/Contents/MacOS/Google Chrome`,
      `${dir}/Chromium.app/Contents/MacOS/Chromium`,
      `${dir}/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing`,
    ]);
  }
  if (platform === 'win32') {
    const bases = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env['ProgramFiles(x86)'], env.LOCALAPPDATA].filter((b): b is string => !!b);
    return bases.flatMap((base) => [
      path.win32.join(base, 'Google', 'Chrome', 'Application', 'chrome.exe'),
      path.win32.join(base, 'Chromium', 'Application', 'chrome.exe'),
    ]);
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
    '/opt/google/chrome/chrome',
    '/usr/lib/chromium/chromium',
  ];
}

/**
 * The node_modules/.bin folders of pipe-migrate's own installation: its package folder's, and, when it is itself
 * installed as a dependency (<prefix>/node_modules/pipe-migrate), the one npm hoists its neighbours' programs into.
 * Never the working folder's: that one belongs to whatever the user happens to be in.
 */
function ownBinDirs(packageRoot: string | undefined, join: (...parts: string[]) => string): string[] {
  if (!packageRoot) return [];
  const dirs = [join(packageRoot, 'node_modules', '.bin')];
  const parent = path.dirname(packageRoot);
  if (path.basename(parent) === 'node_modules') dirs.push(join(parent, '.bin'));
  return dirs;
}

/**
 * Finds a local mmdc and a local Chrome/Chromium. mmdc: MMDC_PATH, else node_modules/.bin/mmdc of pipe-migrate's own
 * installation, else the absolute folders of PATH; never the working folder. Chrome: CHROME_PATH, else
 * PUPPETEER_EXECUTABLE_PATH, else PATH, else the usual install locations. A variable that is set but names no file
 * means "not found": no fallback.
 */
export function findRenderer(env: NodeJS.ProcessEnv = process.env, options: FindRendererOptions = {}): RendererLookup {
  const platform = options.platform ?? process.platform;
  const bin = platform === 'win32' ? ['mmdc.cmd', 'mmdc.exe', 'mmdc'] : ['mmdc'];
  const join = platform === 'win32' ? path.win32.join : path.join;

  let mmdc: string | undefined;
  const explicitMmdc = envValue(env, 'MMDC_PATH');
  if (explicitMmdc) {
    if (!isFile(explicitMmdc)) {
      return { ok: false, reason: 'mmdc_not_found', variable: 'MMDC_PATH', detail: `MMDC_PATH=${explicitMmdc} does not exist` };
    }
    mmdc = explicitMmdc;
  } else {
    for (const dir of ownBinDirs(options.packageRoot ?? findPackageRoot(), join)) {
      mmdc = bin.map((b) => join(dir, b)).find((f) => isFile(f));
      if (mmdc) break;
    }
    mmdc ??= onPath(platform === 'win32' ? ['mmdc'] : bin, env, platform);
    if (!mmdc) return { ok: false, reason: 'mmdc_not_found', detail: 'mmdc not found (MMDC_PATH, pipe-migrate\'s node_modules/.bin, PATH)' };
  }

  let chrome: string | undefined;
  for (const variable of ['CHROME_PATH', 'PUPPETEER_EXECUTABLE_PATH'] as const) {
    const explicit = envValue(env, variable);
    if (!explicit) continue;
    if (!isFile(explicit)) return { ok: false, reason: 'chrome_not_found', variable, detail: `${variable}=${explicit} does not exist` };
    chrome = explicit;
    break;
  }
  if (!chrome) {
    chrome = onPath(CHROME_NAMES, env, platform) ?? chromeLocations(env, platform).find((f) => isExecutable(f, platform));
    if (!chrome) return { ok: false, reason: 'chrome_not_found', detail: 'Chrome/Chromium not found (CHROME_PATH, PUPPETEER_EXECUTABLE_PATH, PATH, usual locations)' };
  }
  return { ok: true, mmdc, chrome };
}

/** One translated line saying why there is no recipe_diagram.png. */
export function pngStatusMessage(
  reason: PngFailureReason | string,
  lang: Lang,
  details: { variable?: string; timeoutMs?: number } = {},
): string {
  const t = translator(pngMessages, lang);
  switch (reason) {
    case 'empty_mermaid':
    case 'disabled':
    case 'render_failed':
    case 'not_png':
      return t(reason);
    case 'mmdc_not_found':
      return details.variable ? t('mmdc_var_missing', { variable: details.variable }) : t('mmdc_not_found');
    case 'chrome_not_found':
      return details.variable ? t('chrome_var_missing', { variable: details.variable }) : t('chrome_not_found');
    case 'timeout':
      return t('timeout', { seconds: Math.max(1, Math.round((details.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000)) });
    default:
      return t('error');
  }
}

/** The child's environment: the caller's, minus anything that looks like a credential. */
function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (/(TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|CREDENTIAL)/i.test(key)) continue;
    out[key] = value;
  }
  out.PUPPETEER_SKIP_DOWNLOAD = '1';
  return out;
}

function tail(text: unknown, max = 300): string {
  const s = String(text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(-3)
    .join(' | ');
  return s.length > max ? s.slice(s.length - max) : s;
}

interface RunOutcome {
  exitCode?: number;
  signal?: string;
  timedOut: boolean;
  stderr: string;
}

/** Runs a command with a hard time limit that kills its whole process tree. */
async function runWithTimeout(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string, timeoutMs: number): Promise<RunOutcome> {
  // execa (and its ~40 modules) loads only when a renderer was found and a diagram is really drawn.
  const { execa } = await import('execa');
  const windows = process.platform === 'win32';
  const child = execa(command, args, {
    env,
    extendEnv: false,
    cwd,
    stdin: 'ignore',
    reject: false,
    detached: !windows,
    cleanup: true,
    windowsHide: true,
    maxBuffer: 1024 * 1024,
  });
  const pid = child.pid;
  let timedOut = false;
  const killTree = () => {
    if (pid === undefined) return;
    try {
      if (windows) {
        void execa('taskkill', ['/pid', String(pid), '/T', '/F'], { reject: false, windowsHide: true, stdin: 'ignore' });
      } else process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  // The child has its own process group: if we are interrupted, take it down with us.
  const onExit = () => killTree();
  const onSignal = (signal: NodeJS.Signals) => {
    killTree();
    detach();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const detach = () => {
    process.removeListener('exit', onExit);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    process.removeListener('SIGHUP', onSignal);
  };
  process.once('exit', onExit);
  if (!windows) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    process.once('SIGHUP', onSignal);
  }
  const timer = setTimeout(() => {
    timedOut = true;
    killTree();
  }, timeoutMs);
  try {
    const result = await child;
    return { exitCode: result.exitCode, signal: result.signal ?? undefined, timedOut, stderr: String(result.stderr ?? '') };
  } finally {
    clearTimeout(timer);
    // Leftover browser processes of a finished render go too.
    if (!windows) killTree();
    detach();
  }
}

/** How to start mmdc: a JavaScript entry runs on the `node` of PATH (the machine's Node), anything else directly. */
function mmdcCommand(mmdc: string, env: NodeJS.ProcessEnv): { command: string; args: string[] } {
  if (/\.(c|m)?js$/i.test(mmdc)) {
    const node = onPath(['node'], env, process.platform) ?? process.execPath;
    return { command: node, args: [mmdc] };
  }
  return { command: mmdc, args: [] };
}

/** Renders Mermaid source to a PNG with the local renderer. Never throws. */
export async function renderPng(mermaid: string, options: RenderOptions = {}): Promise<PngResult> {
  const env = options.env ?? process.env;
  const timeoutMs = options.timeoutMs && options.timeoutMs > 0 ? options.timeoutMs : DEFAULT_TIMEOUT_MS;
  let dir: string | undefined;
  try {
    if (typeof mermaid !== 'string' || mermaid.trim() === '') return { ok: false, reason: 'empty_mermaid', detail: 'empty diagram' };
    const renderer = options.renderer ?? findRenderer(env, options);
    if ('ok' in renderer && renderer.ok === false) return renderer;
    const { mmdc, chrome } = renderer as { mmdc: string; chrome: string };

    // Sync file calls: three small files, and most runs (no renderer) never load node:fs/promises or node:os for them
    dir = mkdtempSync(path.join(nodeOs().tmpdir(), 'pipe-migrate-diagram-'));
    const input = path.join(dir, 'diagram.mmd');
    const output = path.join(dir, 'diagram.png');
    const puppeteerConfig = path.join(dir, 'puppeteer.json');
    writeFileSync(input, mermaid, 'utf8');
    writeFileSync(puppeteerConfig, JSON.stringify({ executablePath: chrome, headless: true, args: CHROME_ARGS }), 'utf8');

    const { command, args } = mmdcCommand(mmdc, env);
    const outcome = await runWithTimeout(
      command,
      [...args, '--input', input, '--output', output, '--backgroundColor', 'white', '--scale', '2', '--puppeteerConfigFile', puppeteerConfig, '--quiet'],
      childEnv(env),
      dir,
      timeoutMs,
    );
    if (outcome.timedOut) return { ok: false, reason: 'timeout', detail: `mmdc did not finish in ${timeoutMs} ms`, timeoutMs };
    if (outcome.exitCode !== 0) {
      const how = outcome.signal ? `signal ${outcome.signal}` : `exit code ${outcome.exitCode}`;
      return { ok: false, reason: 'render_failed', detail: `mmdc failed (${how})${outcome.stderr ? `: ${tail(outcome.stderr)}` : ''}` };
    }
    let png: Buffer;
    try {
      png = readFileSync(output);
    } catch {
      return { ok: false, reason: 'not_png', detail: 'mmdc wrote no PNG' };
    }
    if (png.length <= PNG_SIGNATURE.length || !png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
      return { ok: false, reason: 'not_png', detail: 'the file mmdc wrote is not a PNG' };
    }
    return { ok: true, png };
  } catch (error) {
    return { ok: false, reason: 'error', detail: (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300) };
  } finally {
    if (dir) removeQuietly(dir);
  }
}
