// What a command may touch of the outside world; tests pass their own.
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
