// What a command may touch of the outside world; tests pass their own.
import { redactSecrets } from './secrets.js';
import { terminalSafe } from './text.js';

export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdin: NodeJS.ReadableStream;
  isTTY: boolean;
}

/**
 * The process's own Io. `stdin` and `isTTY` are read when asked for: node builds process.stdin on first access, which
 * loads its stream and readline modules (~8 ms), and only the screens and a piped password read it. `isTTY` asks
 * stdout first, so a run whose output is not a terminal never builds stdin.
 */
export function processIo(): Io {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    get stdin() {
      return process.stdin;
    },
    get isTTY() {
      return Boolean(process.stdout.isTTY && process.stdin.isTTY);
    },
  };
}

/** What may be printed of a text: the run's secrets masked, then escape sequences and controls removed. */
export function printable(text: string): string {
  return terminalSafe(redactSecrets(text), { keepColour: true });
}

/** The same Io whose writers pass everything through `printable`: the CLI's only way to stdout and stderr. */
export function guardedIo(io: Io): Io {
  // the descriptors, not a spread: a spread would read processIo's lazy getters
  const guarded = Object.defineProperties({}, Object.getOwnPropertyDescriptors(io)) as Io;
  guarded.stdout = (text) => io.stdout(printable(text));
  guarded.stderr = (text) => io.stderr(printable(text));
  return guarded;
}
