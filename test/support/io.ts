// A captured Io for running commands in-process: output collected, a temporary cwd unless given.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Io } from '../../src/io.js';

export interface FakeIo extends Io {
  out: string[];
  err: string[];
  text(): string;
}

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
    cwd: options.cwd ?? mkdtempSync(join(tmpdir(), 'pipe-migrate-io-')),
    stdin: Readable.from(stdinText === undefined ? [] : [Buffer.from(stdinText)]),
    isTTY: options.isTTY ?? false,
  };
}
