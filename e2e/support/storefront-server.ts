import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';

/** The production build the browser tests serve (`E2E_DIST`, as playwright.config.ts reads it). */
const DIST = process.env.E2E_DIST ?? 'dist';
/** The browser tests' own mock backend. */
export const MOCK_URL = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}`;

/** A free port on the loopback. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createTcpServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface StorefrontServer {
  readonly origin: string;
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

/** Starts another production server over a build (`scripts/serve.mjs`; the tests' build unless `dist` names another)
 * with `env`, and waits until it listens; rejects with its output when it stops first. */
export async function startStorefront(env: Record<string, string>, dist: string = DIST): Promise<StorefrontServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { PATH: process.env.PATH ?? '', BUILD_DIR: dist, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (/storefront \(server-rendered\) at/.test(output)) {
        clearInterval(check);
        resolve();
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(check);
      reject(new Error(`The storefront server stopped (exit code ${code}): ${output}`));
    });
  });
  return {
    origin,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Runs `node scripts/serve.mjs` with `env` and answers how it ended (for a server that must refuse to start). */
export const serverExit = (env: Record<string, string>): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/serve.mjs'], { env: { PATH: process.env.PATH ?? '', BUILD_DIR: DIST, HOST: '127.0.0.1', PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });

export interface FakeBackend {
  readonly url: string;
  /** Connections the backend holds open now. */
  readonly open: () => number;
  readonly close: () => Promise<void>;
}

const tracked = (server: Server | ReturnType<typeof createTcpServer>, sockets: Set<Socket>) =>
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

const listening = async (server: Server | ReturnType<typeof createTcpServer>, sockets: Set<Socket>): Promise<FakeBackend> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    open: () => sockets.size,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

/** A backend whose process is stopped: it takes connections (the kernel does) and never answers. */
export async function hangingBackend(): Promise<FakeBackend> {
  const sockets = new Set<Socket>();
  // It reads what arrives (so it sees a connection close) and never answers.
  const server = createTcpServer((socket) => socket.resume());
  tracked(server, sockets);
  return listening(server, sockets);
}

/** A backend whose every GET is a live stream (a heartbeat every 200 ms), as the chat provider's events are. */
export async function streamingBackend(): Promise<FakeBackend> {
  const sockets = new Set<Socket>();
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    res.write(': connected\n\n');
    const beat = setInterval(() => res.write(': heartbeat\n\n'), 200);
    res.on('close', () => clearInterval(beat));
  });
  tracked(server, sockets);
  return listening(server, sockets);
}

/** An address where nothing listens (a backend that is down). */
export const closedPort = async (): Promise<string> => `http://127.0.0.1:${await freePort()}`;

export interface RawAnswer {
  readonly status: number;
  readonly head: string;
  readonly body: string;
}

/** One request sent exactly as written, its target included (no client normalises it), and the whole answer. */
export const rawRequest = (origin: string, requestLine: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.setTimeout(30_000, () => socket.destroy(new Error(`No answer to ${requestLine}`)));
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1] ?? 0), head, body: rest.join('\r\n\r\n') });
    });
    const lines = [requestLine, `Host: ${headers.Host ?? new URL(origin).host}`, 'Connection: close', ...Object.entries(headers).filter(([name]) => name !== 'Host').map(([name, value]) => `${name}: ${value}`)];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });

/** Opens a live stream through the shop and answers its socket once the first bytes arrived. */
export const openStream = (origin: string, path: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const socket = connect(Number(port), hostname);
    socket.once('data', () => resolve(socket));
    socket.on('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nAccept: text/event-stream\r\n\r\n`);
  });

/** Asks for `path` and leaves after `ms`, as a shopper who clicks elsewhere does. */
export const abandonAfter = (origin: string, path: string, ms: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const socket = connect(Number(port), hostname);
    socket.on('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\n\r\n`);
    setTimeout(() => {
      socket.destroy();
      resolve();
    }, ms);
  });
