// Folder and file names that fit every common file system, shortened the same way on every run.
import { nodeCrypto } from '../lazy-builtins.js';

/** Most file systems allow 255 bytes per name, encrypted home folders (eCryptfs) about 143: stay well below. */
export const MAX_NAME_BYTES = 120;

/**
 * `name` when it fits in `maxBytes` (UTF-8), else its longest prefix that fits with room for "-" and 8 hex digits
 * of its SHA-256: deterministic, distinct for distinct long names, and idempotent (a fitted name is left alone).
 */
export function fitName(name: string, maxBytes = MAX_NAME_BYTES): string {
  if (Buffer.byteLength(name) <= maxBytes) return name;
  const hash = nodeCrypto().createHash('sha256').update(name).digest('hex').slice(0, 8);
  const room = maxBytes - hash.length - 1;
  let prefix = '';
  let bytes = 0;
  for (const char of name) {
    const size = Buffer.byteLength(char);
    if (bytes + size > room) break;
    prefix += char;
    bytes += size;
  }
  return `${prefix.replace(/[-. ]+$/, '')}-${hash}`;
}

/** Hidden work entries in the output folder (temporary and old recipe folders, lock drafts) start with this. */
export const WORK_PREFIX = '.pipe-migrate-';
type WorkKind = 'tmp' | 'old' | 'lock' | 'stale';
/** Also matches older versions' work folders, which named the recipe folder before the pid. */
const WORK_ENTRY = /^\.pipe-migrate-(?:.*-)?(\d+)-[0-9a-f]{8}\.(?:tmp|old|lock|stale)$/;

/**
 * A fresh work entry name that says which process made it. Its 8 hex digits keep this process's entries apart: they
 * must differ, not be unguessable (the entries live in the user's own output folder), so Math.random serves as well
 * as randomBytes did and spares every run loading node:crypto.
 */
export function workName(kind: WorkKind): string {
  const suffix = Math.floor(Math.random() * 0x1_0000_0000).toString(16).padStart(8, '0');
  return `${WORK_PREFIX}${process.pid}-${suffix}.${kind}`;
}

/** The pid of the run that made a work entry, or undefined for any other name. */
export function workOwner(name: string): number | undefined {
  const match = WORK_ENTRY.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** A single path segment: no separators, no NUL, not `.` or `..`. */
export function isPlainName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !/[/\\\0]/.test(name);
}
