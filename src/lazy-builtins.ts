// Modules a translation does not use, loaded on first use: node:crypto alone takes ~5 ms to load (and dotenv loads
// it too). createRequire: an ES module has no synchronous import on demand.
import { createRequire } from 'node:module';

let load: NodeRequire | undefined;

/** A package or a Node built-in, required when first asked for. */
export function lazyRequire<T>(id: string): T {
  return (load ??= createRequire(import.meta.url))(id) as T;
}

export const nodeCrypto = (): typeof import('node:crypto') => lazyRequire('node:crypto');
export const nodeFsPromises = (): typeof import('node:fs/promises') => lazyRequire('node:fs/promises');
export const nodeOs = (): typeof import('node:os') => lazyRequire('node:os');
export const nodeWorkerThreads = (): typeof import('node:worker_threads') => lazyRequire('node:worker_threads');
