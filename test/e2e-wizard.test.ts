// End to end: the real built CLI in a real terminal (tmux), from launch through a recipe file to the import
// checklist, against a local stand-in for the version host. Needs tmux (CI installs it) and a built dist/.
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distNeedsBuild, srcIsNewerThanDist } from './support/dist.js';
import { startVersionHost, type VersionHost } from './support/version-host.js';

const REPO = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const VERSION = readFileSync(path.join(REPO, 'VERSION'), 'utf8').trim();
/** A tmux server of our own, so nothing touches the user's sessions. */
const SOCKET = `pipe-migrate-e2e-${process.pid}`;

function which(command: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function run(file: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number } = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd: options.cwd, env: options.env ?? process.env, timeout: options.timeout ?? 30_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

/** npm's environment without the npm_* variables of the outer `npm test`. */
function npmEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!/^npm_/i.test(name)) env[name] = value;
  return env;
}

const tmux = (...args: string[]) => run('tmux', ['-L', SOCKET, ...args]);

/** The pane, wrapped lines joined, with its scrollback (the result and checklist scroll up). */
async function screen(session: string, escapes = false): Promise<string> {
  const out = await tmux('capture-pane', '-p', '-J', ...(escapes ? ['-e'] : []), '-S', '-500', '-t', session);
  return out.stdout;
}

async function waitFor(session: string, text: string | RegExp, timeoutMs = 30_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const shown = await screen(session);
    if (typeof text === 'string' ? shown.includes(text) : text.test(shown)) return shown;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${String(text)}; the terminal shows:\n${shown}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One key (or one literal text with `literal`), as a person would type it: one at a time. */
async function send(session: string, keys: string, literal = false): Promise<void> {
  await tmux('send-keys', '-t', session, ...(literal ? ['-l', keys] : [keys]));
  await new Promise((r) => setTimeout(r, 150));
}

let skip: string | undefined;
let host: VersionHost;
let node = process.execPath;
const sessions: string[] = [];

beforeAll(async () => {
  if (process.platform === 'win32') {
    skip = 'tmux is not available on Windows';
    return;
  }
  if (!which('tmux')) {
    skip = 'tmux is not installed (apt-get install -y tmux); the wizard end-to-end test is skipped';
    return;
  }
  if (distNeedsBuild()) {
    const build = await run('npm', ['run', 'build'], { cwd: REPO, env: npmEnv(), timeout: 300_000 });
    // tsc emits even with type errors elsewhere; only a missing or stale wizard build stops the test.
    if (!existsSync(path.join(REPO, 'dist', 'ui', 'wizard', 'run.js')) || srcIsNewerThanDist()) {
      skip = `npm run build did not produce an up-to-date dist/: ${build.stderr.slice(-400) || build.stdout.slice(-400)}`;
      return;
    }
  }
  // The CLI's runtime floor when CI provides it, else this Node.
  const node18 = process.env.PIPE_MIGRATE_NODE18;
  if (node18 && existsSync(node18)) node = node18;
  host = await startVersionHost({ body: VERSION + '\n' });
}, 360_000);

afterAll(async () => {
  if (!skip) await tmux('kill-server');
  await host?.close();
});

/** Starts the CLI in a new tmux session of `columns` × `rows` (40), in `cwd`, with a plain user's environment. */
async function launch(name: string, cwd: string, columns: number, extraEnv: Record<string, string> = {}, rows = 40): Promise<string> {
  const session = `${name}-${sessions.length}`;
  sessions.push(session);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: cwd,
    TERM: 'xterm-256color',
    LANG: 'en_US.UTF-8',
    PIPE_MIGRATE_VERSION_URL: host.url,
    MMDC_PATH: path.join(cwd, 'no-mmdc-here'),
    ...extraEnv,
  };
  // `env -i`: no CI variables (Ink would not draw, and the CLI would refuse to start the wizard), no secrets.
  const assignments = Object.entries(env).map(([k, v]) => `${k}=${shellQuote(v)}`).join(' ');
  const command =
    `cd ${shellQuote(cwd)} && env -i ${assignments} ${shellQuote(node)} ${shellQuote(path.join(REPO, 'bin', 'pipe-migrate.js'))}; ` +
    `echo "EXIT=$?"; stty -a | tr ' ;' '\\n\\n' | grep -x -- '-\\{0,1\\}icanon'; sleep 600`;
  const started = await tmux('new-session', '-d', '-s', session, '-x', String(columns), '-y', String(rows), command);
  if (started.code !== 0) throw new Error(`tmux new-session failed: ${started.stderr}`);
  return session;
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

describe('the wizard in a real terminal', () => {
  it('goes from launch through a recipe file to the import checklist, and writes the files', async (ctx) => {
    if (skip) ctx.skip(skip);
    const cwd = mkdtempSync(path.join(tmpdir(), 'pipe-migrate-e2e-wizard-'));
    mkdirSync(path.join(cwd, 'recipes'));
    copyFileSync(path.join(REPO, 'examples', 'pipefy-card-moved.recipe.json'), path.join(cwd, 'recipes', 'card moved.json'));
    const s = await launch('flow', cwd, 100);

    const ready = await waitFor(s, 'Where is the recipe?');
    expect(ready).toMatch(new RegExp(`✔ Ready · Node \\d+\\.\\d+\\.\\d+ · pipe-migrate ${VERSION.replace(/\./g, '\\.')} · engine self-test ok`));
    expect(ready).toContain(`Up to date (latest: ${VERSION}).`);
    expect(host.requests).toBeGreaterThan(0);

    await send(s, 'Down');
    await waitFor(s, /› Recipe JSON file/);
    await send(s, 'Enter');
    await waitFor(s, 'Path of the recipe file');
    // `~` is the HOME of the session: the temp folder. The space is typed as a terminal's drag-and-drop escapes it.
    await send(s, '~/recipes/card\\ moved.json', true);
    await waitFor(s, 'card\\ moved.json');
    await send(s, 'Enter');
    await waitFor(s, 'Connections (optional)');
    await send(s, 'Enter');
    const summary = await waitFor(s, 'Summary — check it before translating');
    expect(summary).toMatch(/Recipe\s+Notify approvals when a card reaches Review/);
    await send(s, 'Enter');

    const done = await waitFor(s, 'Open Pipefy in your browser?');
    const dir = path.join(cwd, 'output', 'notify-approvals-when-a-card-reaches-review');
    const named = path.join(dir, 'notify-approvals-when-a-card-reaches-review.flow.json');
    expect(done).toMatch(/Translated "Notify approvals when a card reaches Review"/);
    expect(done).toContain('Import this file into Pipefy:');
    // The path is one line (the terminal may soft-wrap it; -J joins that back), never broken by the tool.
    expect(done.split('\n')).toContain('  ' + named);
    const flat = done.replace(/\s+/g, ' ');
    expect(flat).toContain('Import checklist');
    expect(flat).toContain('Under "Build a Flow", click Import and choose notify-approvals-when-a-card-reaches-review.flow.json.');
    expect(flat).toContain('If something goes wrong');
    expect(flat).toContain('No recipe_diagram.png:');
    expect(existsSync(path.join(dir, 'flow.json'))).toBe(true);
    expect(existsSync(named)).toBe(true);
    expect(JSON.parse(readFileSync(named, 'utf8')).flows[0].displayName).toBe('Notify approvals when a card reaches Review');

    await send(s, 'q', true);
    const end = await waitFor(s, /EXIT=\d+/);
    expect(end).toContain('EXIT=0');
    expect(end).toContain('Done. The checklist above stays in this terminal.');
    // The terminal is back in its normal (cooked) mode: `stty` runs after the exit line, so wait for its answer.
    expect(await waitFor(s, /^-?icanon$/m)).toMatch(/^icanon$/m);
  }, 120_000);

  it('at 80×24 the summary, the description pager and the import path stay on screen', async (ctx) => {
    if (skip) ctx.skip(skip);
    const cwd = mkdtempSync(path.join(tmpdir(), 'pipe-migrate-e2e-wizard-'));
    copyFileSync(path.join(REPO, 'examples', 'pipefy-card-moved.recipe.json'), path.join(cwd, 'a-rather-long-recipe-file-name-for-a-narrow-terminal.json'));
    const s = await launch('small', cwd, 80, {}, 24);
    const visible = async () => (await tmux('capture-pane', '-p', '-t', s)).stdout.replace(/\n+$/, '').split('\n');
    await waitFor(s, 'Where is the recipe?');
    await send(s, 'Down');
    await send(s, 'Enter');
    await waitFor(s, 'Path of the recipe file');
    await send(s, 'a-rather-long-recipe-file-name-for-a-narrow-terminal.json', true);
    await send(s, 'Enter');
    await waitFor(s, 'Connections (optional)');
    await send(s, 'Enter');
    await waitFor(s, 'Enter translate');
    const summary = (await visible()).join('\n');
    expect(summary).toContain('Summary — check it before translating');
    expect(summary).toMatch(/Recipe\s+Notify approvals/);

    await send(s, 'd', true);
    await waitFor(s, 'lines 1–');
    const page = await visible();
    expect(page.length).toBeLessThanOrEqual(24);
    // The first line of the description is on screen, and so are the key hints: nothing scrolled away.
    expect(page.some((l) => l.trim() === 'Notify approvals when a card reaches Review')).toBe(true);
    expect(page.join('\n')).toMatch(/lines 1–\d+ of \d+/);
    // Markdown rendered for the terminal: no raw marks.
    for (const mark of ['**', '`', '|---|', '- [ ]']) expect(page.join('\n')).not.toContain(mark);
    expect(page.every((l) => [...l].length <= 80)).toBe(true);
    // The banner is printed once: a frame as tall as the terminal would make Ink clear it and print it again.
    expect((await screen(s)).split('pipe-migrate ' + VERSION + ' · Workato').length).toBe(2);
    await send(s, 'Enter');
    await waitFor(s, 'Enter translate');
    await send(s, 'Enter');
    const done = await waitFor(s, 'Open Pipefy in your browser?');
    const named = path.join(cwd, 'output', 'notify-approvals-when-a-card-reaches-review', 'notify-approvals-when-a-card-reaches-review.flow.json');
    expect(named.length).toBeGreaterThan(80);
    expect(done.split('\n')).toContain('  ' + named);
    const menu = (await visible()).join('\n');
    expect(menu).toContain('Open Pipefy in your browser?');
    expect(menu).toContain('No, continue');
    await send(s, 'q', true);
    await waitFor(s, /EXIT=\d+/);
  }, 120_000);

  it('keys sent together, as an agent drives it (send-keys Down Enter, text BSpace BSpace Enter, Enter Enter)', async (ctx) => {
    if (skip) ctx.skip(skip);
    const cwd = mkdtempSync(path.join(tmpdir(), 'pipe-migrate-e2e-wizard-'));
    copyFileSync(path.join(REPO, 'examples', 'pipefy-card-moved.recipe.json'), path.join(cwd, 'r.json'));
    const s = await launch('agent', cwd, 100);
    await waitFor(s, 'Where is the recipe?');
    // Each tmux send-keys writes its keys to the terminal at once, so the CLI reads them in one chunk.
    await tmux('send-keys', '-t', s, 'Down', 'Enter');
    await waitFor(s, 'Path of the recipe file');
    await tmux('send-keys', '-t', s, '-l', 'r.jsonXX');
    await tmux('send-keys', '-t', s, 'BSpace', 'BSpace', 'Enter');
    await waitFor(s, 'Connections (optional)');
    await tmux('send-keys', '-t', s, 'Enter', 'Enter');
    const done = await waitFor(s, 'Open Pipefy in your browser?');
    expect(done).toMatch(/Translated "Notify approvals when a card reaches Review"/);
    await tmux('send-keys', '-t', s, 'q');
    expect(await waitFor(s, /EXIT=\d+/)).toContain('EXIT=0');
  }, 120_000);

  it('Ctrl+C quits with 130 and restores the terminal; NO_COLOR and 60 columns stay readable', async (ctx) => {
    if (skip) ctx.skip(skip);
    const cwd = mkdtempSync(path.join(tmpdir(), 'pipe-migrate-e2e-wizard-'));
    const s = await launch('narrow', cwd, 60, { NO_COLOR: '1', LANG: 'pt_BR.UTF-8' });
    await waitFor(s, 'Onde está a receita?');
    const raw = await screen(s, true);
    // No colour escape (foreground 30–38/90–97, background 40–48/100–107, dim) under NO_COLOR.
    expect(raw).not.toMatch(/\u001B\[[0-9;]*\b(3[0-8]|9[0-7]|4[0-8]|10[0-7]|2)m/);
    const lines = (await tmux('capture-pane', '-p', '-t', s)).stdout.split('\n');
    expect(lines.every((l) => [...l].length <= 60)).toBe(true);
    expect(lines.join('\n')).toContain('API do Workato');

    await send(s, 'C-c');
    const end = await waitFor(s, /EXIT=\d+/);
    expect(end).toContain('EXIT=130');
    expect(end).toContain('Interrompido. Nada mais foi gravado.');
    expect(await waitFor(s, /^-?icanon$/m)).toMatch(/^icanon$/m);
  }, 120_000);
});
