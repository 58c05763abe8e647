// Node built-ins that a translation does not use, loaded on first use: node:crypto alone takes ~5 ms to load.
// createRequire, as in dotenv-parse.ts: an ES module has no synchronous import on demand.
import { createRequire } from 'node:module';

let load: NodeRequire | undefined;

function builtin<T>(id: string): T {
  return (load ??= createRequire(import.meta.url))(id) as T;
}

export const nodeCrypto = (): typeof import('node:crypto') => builtin('node:crypto');
export const nodeFsPromises = (): typeof import('node:fs/promises') => builtin('node:fs/promises');
export const nodeOs = (): typeof import('node:os') => builtin('node:os');
