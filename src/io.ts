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

export function processIo(): Io {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    stdin: process.stdin,
    isTTY: Boolean(process.stdin.isTTY && process.stdout.isTTY),
  };
}

/** What may be printed of a text: the run's secrets masked, then escape sequences and controls removed. */
export function printable(text: string): string {
  return terminalSafe(redactSecrets(text), { keepColour: true });
}

/** The same Io whose writers pass everything through `printable`: the CLI's only way to stdout and stderr. */
export function guardedIo(io: Io): Io {
  return { ...io, stdout: (text) => io.stdout(printable(text)), stderr: (text) => io.stderr(printable(text)) };
}
