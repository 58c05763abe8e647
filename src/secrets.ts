// Every secret of the run (Workato key, Pipefy token and client secret, SMTP password, access tokens issued on the
// way), registered where it is read or issued, and the one redaction every sink applies: the screens (<Txt>),
// stdout and stderr (io.ts), JSON output and written files. It runs on raw text, before any formatting, and also
// catches the JSON-escaped form of a secret and fragments of it (a server echoing a truncated token).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDotenv } from './dotenv-parse.js';

export const SECRET_VARIABLES = ['RECIPE_API_KEY', 'PIPEFY_TOKEN', 'PIPEFY_CLIENT_SECRET', 'SMTP_PASSWORD'] as const;

export const MASK = '***';
/** Shorter values would mask ordinary words; they are not real credentials anyway. */
const MIN_SECRET = 4;
/** A run of this many characters shared with a secret of at least FRAGMENT_FROM characters is masked. */
const FRAGMENT = 8;
const FRAGMENT_FROM = 12;
/** Fragment matching looks at every position; beyond this size (written flows) only whole secrets are masked. */
const FRAGMENT_SCAN_LIMIT = 1024 * 1024;

export class SecretRegistry {
  private readonly whole = new Set<string>();
  private readonly fragments = new Set<string>();

  /** Adds a value (trimmed too); undefined and short values are ignored. */
  add(value: string | undefined): void {
    if (value === undefined) return;
    for (const form of new Set([value, value.trim()])) {
      if (form.length < MIN_SECRET || this.whole.has(form)) continue;
      for (const shown of new Set([form, jsonEscaped(form)])) {
        this.whole.add(shown);
        if (shown.length < FRAGMENT_FROM) continue;
        for (let i = 0; i + FRAGMENT <= shown.length; i++) {
          const fragment = shown.slice(i, i + FRAGMENT);
          // Only fragments that mix letters with digits or symbols (a word or a number of a secret is not masked in
          // prose), and without quotes or backslashes (which would match the structure of JSON text).
          if (/\p{L}/u.test(fragment) && /[^\p{L}]/u.test(fragment) && !/["\\]/.test(fragment)) this.fragments.add(fragment);
        }
      }
    }
  }

  /** Forgets everything: a new run starts (tests run several in one process). */
  clear(): void {
    this.whole.clear();
    this.fragments.clear();
  }

  get size(): number {
    return this.whole.size;
  }

  /** The text with every secret, escaped secret and secret fragment replaced by `***`. */
  redact(text: string): string {
    if (this.whole.size === 0 || text.length < MIN_SECRET) return text;
    const ranges: Array<[number, number]> = [];
    for (const secret of this.whole) {
      for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + 1)) ranges.push([at, at + secret.length]);
    }
    if (this.fragments.size > 0 && text.length <= FRAGMENT_SCAN_LIMIT) {
      for (let i = 0; i + FRAGMENT <= text.length; i++) {
        if (this.fragments.has(text.slice(i, i + FRAGMENT))) ranges.push([i, i + FRAGMENT]);
      }
    }
    return ranges.length === 0 ? text : mask(text, ranges);
  }
}

function jsonEscaped(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

/** Replaces the merged ranges; a range never ends inside a backslash escape, so JSON text stays JSON. */
function mask(text: string, ranges: Array<[number, number]>): string {
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let cursor = 0;
  for (let i = 0; i < ranges.length; i++) {
    let [start, end] = ranges[i]!;
    while (i + 1 < ranges.length && ranges[i + 1]![0] <= end) end = Math.max(end, ranges[++i]![1]);
    start = Math.max(start, cursor);
    start = Math.max(escapeStart(text, start), cursor);
    end = escapeEnd(text, end);
    out += text.slice(cursor, start) + MASK;
    cursor = end;
  }
  return out + text.slice(cursor);
}

function oddBackslashesBefore(text: string, index: number): boolean {
  let count = 0;
  for (let i = index - 1; i >= 0 && text[i] === '\\'; i--) count++;
  return count % 2 === 1;
}

/** Moves `start` back to the backslash of an escape sequence the range would otherwise cut. */
function escapeStart(text: string, start: number): number {
  if (oddBackslashesBefore(text, start)) return start - 1;
  const back = text.lastIndexOf('\\u', start - 1);
  return back !== -1 && back > start - 6 && !oddBackslashesBefore(text, back) ? back : start;
}

/** Moves `end` past an escape sequence the range would otherwise cut (`\"`, `\\`, `\u00e9`). */
function escapeEnd(text: string, end: number): number {
  if (!oddBackslashesBefore(text, end)) {
    // The range may end inside `\uXXXX`.
    const back = text.lastIndexOf('\\u', end - 1);
    if (back !== -1 && back >= end - 5 && !oddBackslashesBefore(text, back)) return Math.min(text.length, back + 6);
    return end;
  }
  return Math.min(text.length, text[end] === 'u' ? end + 5 : end + 1);
}

/** The registry of this run: what the sinks redact. */
export const runSecrets = new SecretRegistry();

export function registerSecret(value: string | undefined): void {
  runSecrets.add(value);
}

export function redactSecrets(text: string): string {
  return runSecrets.redact(text);
}

/** Every string inside a JSON-able value, redacted (before it is serialised, so escaping cannot hide a secret). */
export function redactValue<T>(value: T): T {
  if (runSecrets.size === 0) return value;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return runSecrets.redact(item);
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(item)) out[runSecrets.redact(key)] = walk(inner);
      return out;
    }
    return item;
  };
  return walk(value) as T;
}

/** Registers the secret variables of the environment and of `.env` in `cwd`, before anything is printed. */
export function registerEnvironmentSecrets(env: NodeJS.ProcessEnv, cwd: string): void {
  let fromFile: Record<string, string> = {};
  try {
    fromFile = parseDotenv(readFileSync(join(cwd, '.env')));
  } catch {
    // no .env: only the environment counts
  }
  for (const name of SECRET_VARIABLES) {
    registerSecret(env[name]);
    registerSecret(fromFile[name]);
  }
}
