// The User-Agent of every request the tool makes.
import { toolVersion } from '../version.js';

export function userAgent(): string {
  try {
    return `pipe-migrate/${toolVersion()}`;
  } catch {
    return 'pipe-migrate';
  }
}
