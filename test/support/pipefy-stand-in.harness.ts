// Shared by the smtp tests: a fake Io and a few constants. (Not a mock of our modules: the code under test
// talks to the real stand-in over HTTP.)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Io } from '../../src/io.js';

export const TOKEN = 'sa-static-token-7f3c9d2e1b';
export const CLIENT_ID = 'sa-client-4821';
export const CLIENT_SECRET = 'client-secret-0a9b8c7d6e5f';
export const PASSWORD = 'Sup3r-Secret-SMTP-pass!';

export interface FakeIo extends Io {
  out: string[];
  err: string[];
  text(): string;
}

/** An Io with captured output, a temporary cwd (no .env unless written) and the given stdin text. */
export function fakeIo(env: NodeJS.ProcessEnv, stdinText?: string, options: { isTTY?: boolean; cwd?: string } = {}): FakeIo {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    text: () => out.join('') + err.join(''),
    stdout: (text) => void out.push(text),
    stderr: (text) => void err.push(text),
    env,
    cwd: options.cwd ?? mkdtempSync(join(tmpdir(), 'pipe-migrate-smtp-')),
    stdin: Readable.from(stdinText === undefined ? [] : [Buffer.from(stdinText)]),
    isTTY: options.isTTY ?? false,
  };
}
