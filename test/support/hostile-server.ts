// Local servers on 127.0.0.1 that misbehave on purpose: echo what they receive, redirect elsewhere, send endless
// or broken bodies, or do not speak HTTP at all. Each records what reached it, so a test can prove that a secret
// never arrived.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface HostileServer {
  /** http://127.0.0.1:<port> */
  url: string;
  received: Received[];
  /** bytes that reached a raw (non-HTTP) server */
  raw: string[];
  close(): Promise<void>;
}

export type Handler = (request: Received, response: ServerResponse) => void;

export async function startHttpServer(handler: Handler): Promise<HostileServer> {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      handler(request, res);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return listen(server, sockets, { received, raw: [] });
}

/** A TCP server that answers every connection with `reply` (then closes), whatever the client says. */
export async function startRawServer(reply: string | ((socket: Socket) => void)): Promise<HostileServer> {
  const raw: string[] = [];
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => raw.push(chunk.toString('latin1')));
    if (typeof reply === 'string') socket.end(reply);
    else reply(socket);
  });
  return listen(server, sockets, { received: [], raw });
}

function listen(
  server: ReturnType<typeof createTcpServer> | ReturnType<typeof createHttpServer>,
  sockets: Set<Socket>,
  records: Pick<HostileServer, 'received' | 'raw'>,
): Promise<HostileServer> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        ...records,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers });
  response.end(text);
}

/** A 200 whose body never ends (chunks of `x` until the client goes away). */
export function sendEndless(response: ServerResponse): void {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, 'x');
  const pump = () => {
    while (!response.destroyed && response.write(chunk));
    if (!response.destroyed) response.once('drain', pump);
  };
  response.on('error', () => undefined);
  pump();
}

/** Announces a body, sends part of it, then closes the connection. */
export function sendHalf(response: ServerResponse, body: string): void {
  response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  response.write(body.slice(0, Math.floor(body.length / 2)), () => response.socket?.destroy());
}
