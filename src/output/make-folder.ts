// Creates a folder and its missing parents, one mkdir at a time. Node's own recursive mkdir is not used: it spins
// forever, deaf to Ctrl+C, on a file system that answers ENOENT under a folder that exists (`--out /proc/x`,
// nodejs/node's MKDirpSync retries the parent on ENOENT), and it reports a read-only or full disk as ENOENT
// (nodejs/node#47098, nodejs/node#42808). Here each folder is made once and its own error is thrown.
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { errnoCode } from './fs-errors.js';

export function makeFolder(path: string): void {
  const missing: string[] = [];
  for (let dir = path; dirname(dir) !== dir && !statSync(dir, { throwIfNoEntry: false }); dir = dirname(dir)) {
    missing.unshift(dir);
  }
  for (const dir of missing) {
    try {
      mkdirSync(dir);
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') throw error;
    }
  }
}
