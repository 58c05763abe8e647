// The password in a real terminal: `smtp --password-stdin` and the SMTP form. The built CLI runs in a
// pseudo-terminal (python3's pty module, driven by test/support/pty-run.py), the password is typed one key at
// a time or pasted in one piece, and everything the terminal showed is checked: never the password.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { typePassword } from '../src/smtp/password-stdin.js';
import { distNeedsBuild, srcIsNewerThanDist } from './support/dist.js';
import { fakeIo, PASSWORD, senderArgs, TOKEN } from './support/pipefy-stand-in.harness.js';
import { startPipefyStandIn, type PipefyStandIn } from './support/pipefy-stand-in.mjs';
import { BACKSPACE, CTRL_C, ENTER } from './support/keys.js';

const REPO = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

function python(): string | undefined {
  try {
    execFileSync('python3', ['-c', 'import pty'], { stdio: 'ignore' });
    return 'python3';
  } catch {
    return undefined;
  }
}

interface TerminalRun {
  output: string;
  status: number;
  timedOut: boolean;
}

type Step = { wait: string } | { type: string } | { paste: string } | { pause: number };

function inTerminal(args: string[], steps: Step[], extraEnv: Record<string, string> = {}): Promise<TerminalRun> {
  const spec = {
    argv: [process.execPath, path.join(REPO, 'bin', 'pipe-migrate.js'), ...args],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      TERM: 'xterm-256color',
      LANG: 'en_US.UTF-8',
      PIPEFY_GRAPHQL_URL: standIn.graphqlUrl,
      PIPEFY_TOKEN: TOKEN,
      PIPEFY_TIMEOUT_MS: '5000',
      ...extraEnv,
    },
    cwd: mkdtempSync(path.join(tmpdir(), 'pipe-migrate-pty-')),
    steps,
    timeout: 20,
  };
  return new Promise((resolve, reject) => {
    const child = execFile('python3', [path.join(REPO, 'test', 'support', 'pty-run.py')], { timeout: 30_000 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as TerminalRun);
    });
    child.stdin!.end(JSON.stringify(spec));
  });
}

const sender = senderArgs(['--username', 'mailer', '--password-stdin'], '300123');

let skip: string | undefined;
let standIn: PipefyStandIn;

beforeAll(async () => {
  standIn = await startPipefyStandIn({ tokens: [TOKEN] });
  if (process.platform === 'win32' || !python()) {
    skip = 'python3 with the pty module is not available: the terminal prompt test is skipped';
    return;
  }
  if (distNeedsBuild()) {
    execFileSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'ignore', timeout: 300_000 });
    if (!existsSync(path.join(REPO, 'dist', 'cli.js')) || srcIsNewerThanDist()) skip = 'npm run build did not produce an up-to-date dist/';
  }
}, 360_000);
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => standIn.reset());

/** Every piece of 6 characters of the password: none may reach the terminal (shorter ones, like "SMTP", are in the prompt). */
function expectNoPieceOf(output: string, password: string): void {
  for (let start = 0; start + 6 <= password.length; start++) expect(output).not.toContain(password.slice(start, start + 6));
}

describe('smtp --password-stdin in a terminal', () => {
  it('prompts on the terminal, shows nothing typed, and sends exactly what was typed (Backspace edits)', async (context) => {
    if (skip) return context.skip(skip);
    const run = await inTerminal(sender, [{ wait: 'SMTP password' }, { type: `${PASSWORD}xy${BACKSPACE}${BACKSPACE}${ENTER}` }]);
    expect(run.timedOut).toBe(false);
    expect(run.output).toContain('SMTP password (what you type is not shown; Enter to finish, Ctrl+C to cancel):');
    expectNoPieceOf(run.output, PASSWORD);
    expect(run.output).not.toContain('xy');
    expect(run.status).toBe(0);
    expect(run.output).toContain(`Sender created: ${standIn.senders[0]!.id}`);
    expect(standIn.requests[0]!.body.variables.smtpConfiguration.password).toBe(PASSWORD);
  });

  it('the prompt is in the user\'s language', async (context) => {
    if (skip) return context.skip(skip);
    const run = await inTerminal([...sender, '--lang', 'pt'], [{ wait: 'Senha SMTP' }, { type: `${PASSWORD}${ENTER}` }]);
    expect(run.output).toContain('Senha SMTP (o que você digita não aparece; Enter para concluir, Ctrl+C para cancelar):');
    expectNoPieceOf(run.output, PASSWORD);
    expect(run.status).toBe(0);
  });

  it('Ctrl+C cancels: nothing is sent, exit 130, the typed part is not shown', async (context) => {
    if (skip) return context.skip(skip);
    const run = await inTerminal(sender, [{ wait: 'SMTP password' }, { type: `${PASSWORD.slice(0, 8)}${CTRL_C}` }]);
    expect(run.status).toBe(130);
    expect(run.output).toContain('Cancelled. Nothing was sent to Pipefy.');
    expectNoPieceOf(run.output, PASSWORD.slice(0, 8));
    expect(standIn.requests).toHaveLength(0);
  });

  it('the other values are checked before the password is asked for', async (context) => {
    if (skip) return context.skip(skip);
    const run = await inTerminal(senderArgs(['--username', 'mailer', '--password-stdin'], 'https://evil.example/organizations/300123'), []);
    expect(run.status).toBe(2);
    expect(run.output).toContain('--organization-id: Only an organization URL of Pipefy');
    expect(run.output).not.toContain('SMTP password (');
    expect(standIn.requests).toHaveLength(0);
  });

  it('with --json the prompt goes to the terminal and stdout stays JSON', async (context) => {
    if (skip) return context.skip(skip);
    const run = await inTerminal([...sender, '--json'], [{ wait: 'SMTP password' }, { type: `${PASSWORD}${ENTER}` }]);
    expect(run.status).toBe(0);
    expectNoPieceOf(run.output, PASSWORD);
    expect(run.output).toMatch(/\{"ok":true,"sender":\{"id":"[0-9a-f-]+"/);
  });
});

describe('the SMTP form in a terminal', () => {
  it("a password manager's user⇥password↵ pasted in one piece enters nothing and never shows the password", async (context) => {
    if (skip) return context.skip(skip);
    const run = await inTerminal(
      ['smtp', '--host', 'smtp.acme.example'],
      // Ink turns raw mode on just after its first frame: before that, the terminal itself would echo.
      [{ wait: 'Create sender' }, { pause: 0.3 }, { paste: `mailer\t${PASSWORD}\r` }, { wait: 'That input held a Tab' }, { type: '\u001B' }],
    );
    expect(run.timedOut).toBe(false);
    expect(run.output).toContain('That input held a Tab or a line break');
    expectNoPieceOf(run.output, PASSWORD);
    expect(run.status).toBe(130);
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('a terminal that cannot hide typing', () => {
  it('is refused with a hint to pipe the password, before anything is sent', async () => {
    const io = fakeIo({ LANG: 'es_ES.UTF-8', PIPEFY_GRAPHQL_URL: standIn.graphqlUrl, PIPEFY_TOKEN: TOKEN });
    // A terminal stream without raw mode (no setRawMode), as some Windows consoles and emulators give.
    io.stdin = Object.assign(Readable.from([]), { isTTY: true });
    const code = await main(sender, io);
    expect(code).toBe(2);
    expect(io.err.join('')).toContain('Esta terminal no puede ocultar lo que se escribe');
    expect(io.err.join('')).toContain('--password-stdin');
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('the keys of the password prompt', () => {
  it('adds characters, Backspace removes whole characters, Ctrl+U clears', () => {
    expect(typePassword({ value: '' }, 'ab😀c\u007F\u007F')).toStrictEqual({ value: 'ab' });
    expect(typePassword({ value: 'secret' }, '\u0015new')).toStrictEqual({ value: 'new' });
    expect(typePassword({ value: 'abc' }, '\b')).toStrictEqual({ value: 'ab' });
  });

  it('Enter, a line feed or Ctrl+D ends; what follows in the chunk is not taken', () => {
    expect(typePassword({ value: '' }, 'pass\rmore')).toStrictEqual({ value: 'pass', end: 'enter' });
    expect(typePassword({ value: '' }, 'pass\n')).toStrictEqual({ value: 'pass', end: 'enter' });
    expect(typePassword({ value: 'pass' }, '\u0004')).toStrictEqual({ value: 'pass', end: 'enter' });
    expect(typePassword({ value: 'pa' }, 'ss\u0003')).toStrictEqual({ value: 'pass', end: 'cancel' });
  });

  it('arrow keys, function keys and other control characters never become password text', () => {
    expect(typePassword({ value: '' }, 'a\u001B[Ab\u001B[1;5Cc\u001BOPd\u0007\te')).toStrictEqual({ value: 'abcde' });
    // An escape sequence cut between two chunks.
    const first = typePassword({ value: 'a' }, 'b\u001B[');
    expect(first).toStrictEqual({ value: 'ab', pendingEscape: '\u001B[' });
    expect(typePassword(first, 'Dc')).toStrictEqual({ value: 'abc' });
    // Esc, then Enter: the Enter still ends.
    expect(typePassword({ value: 'ab' }, '\u001B\r')).toStrictEqual({ value: 'ab', end: 'enter' });
  });
});
