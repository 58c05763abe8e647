// A local stand-in for the raw VERSION file on the repository's main branch, on 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VersionHostOptions {
  /** the body served at /VERSION (default "0.0.0\n") */
  body?: string;
  /** HTTP status (default 200) */
  status?: number;
  /** wait this long before answering (to test timeouts) */
  delayMs?: number;
}

export interface VersionHost {
  /** URL of the VERSION file */
  url: string;
  /** base URL, for other paths (e.g. /redirect answers 302 to /VERSION) */
  base: string;
  /** number of requests received */
  requests: number;
  /** the User-Agent of the last request */
  lastUserAgent?: string;
  /** changes what the host answers from now on */
  set(options: VersionHostOptions): void;
  close(): Promise<void>;
}

export async function startVersionHost(initial: VersionHostOptions = {}): Promise<VersionHost> {
  let options: VersionHostOptions = { ...initial };
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    host.requests++;
    host.lastUserAgent = req.headers['user-agent'];
    const answer = () => {
      if (req.url === '/redirect') {
        res.writeHead(302, { Location: '/VERSION' });
        res.end();
        return;
      }
      if (req.url !== '/VERSION') {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('404: Not Found');
        return;
      }
      res.writeHead(options.status ?? 200, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(options.body ?? '0.0.0\n');
    };
    if (options.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, options.delayMs);
      timers.add(timer);
    } else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const host: VersionHost = {
    url: `${base}/VERSION`,
    base,
    requests: 0,
    set(next) {
      options = { ...next };
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections?.();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return host;
}
