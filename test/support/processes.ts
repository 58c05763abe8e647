// Whether a process still runs, for tests that check a killed program is really gone.
import { readFileSync } from 'node:fs';

/** True while `pid` runs; a zombie (exited, waiting for a parent that may never reap it) does not count. */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}
