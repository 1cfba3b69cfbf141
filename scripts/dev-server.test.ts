import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A port nobody listens on now (the development server insists on the port it is given). */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

/** The recommendation service, answering slowly: the status and the first bytes at once, the rest never. Asked to
 * `break`, it drops the connection after those first bytes instead, as a service that fails mid-answer. */
function slowService() {
  const closed: Array<() => void> = [];
  const server = createHttpServer(async (req, res) => {
    const broken = (await readBody(req)).includes('"break"');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.write('{"total_available_diamonds":');
    if (broken) setTimeout(() => res.socket?.destroy(), 50);
    req.socket.once('close', () => closed.shift()?.());
  });
  /** Resolves once the storefront's server has given up the call it forwarded. */
  const callGivenUp = () => new Promise<void>((resolve) => closed.push(resolve));
  return { server, callGivenUp };
}

const listening = (server: Server): Promise<number> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));

/** The shop's development server as `npm start` runs it (vite.config.ts with React Router's plugin), its backend the
 * slow service, every line it would log and every message it would push to the open tabs recorded. */
async function startDevServer(backend: string): Promise<ViteDevServer> {
  const saved = { VITEST: process.env.VITEST, PORT: process.env.PORT };
  // vite.config.ts gives the test runner React alone; this test needs the server the developer gets.
  process.env.VITEST = '';
  process.env.PORT = String(await freePort());
  // Read by the shop's server code at each request, as `npm start` gives it.
  process.env.MOCK_URL = backend;
  try {
    const server = await createServer({ root: ROOT, configFile: `${ROOT}vite.config.ts`, logLevel: 'silent', server: { host: '127.0.0.1', hmr: false, watch: null } });
    await server.listen();
    return server;
  } finally {
    process.env.VITEST = saved.VITEST;
    if (saved.PORT === undefined) delete process.env.PORT;
    else process.env.PORT = saved.PORT;
  }
}

describe('the development server', () => {
  const service = slowService();
  let dev: ViteDevServer;
  let origin: string;
  let logged: MockInstance<ViteDevServer['config']['logger']['error']>;
  let pushed: MockInstance<ViteDevServer['environments']['client']['hot']['send']>;

  beforeAll(async () => {
    const backend = `http://127.0.0.1:${await listening(service.server)}`;
    dev = await startDevServer(backend);
    origin = `http://127.0.0.1:${dev.config.server.port}`;
    logged = vi.spyOn(dev.config.logger, 'error');
    pushed = vi.spyOn(dev.environments.client.hot, 'send');
    // The first request loads the shop's server code: long, and not what is measured.
    expect((await fetch(`${origin}/robots.txt`)).status).toBe(200);
  }, 180_000);

  beforeEach(() => {
    logged.mockClear();
    pushed.mockClear();
  });

  afterAll(async () => {
    delete process.env.MOCK_URL;
    await dev?.close();
    service.server.closeAllConnections();
    service.server.close();
  });

  const errorsLogged = () => logged.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('Internal server error'));
  const errorsPushed = () => pushed.mock.calls.filter(([payload]) => typeof payload === 'object' && payload !== null && (payload as { type?: string }).type === 'error');
  /** A whole answer of the server after the one under test: by then it has finished with that one. */
  const settled = async () => expect((await fetch(`${origin}/robots.txt`)).status).toBe(200);
  const recommendationCall = (body: unknown, signal?: AbortSignal) =>
    fetch(`${origin}/recommendation/recommendations/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal });

  it('says nothing and shows no error when the browser abandons a call while its answer streams', async () => {
    const browser = new AbortController();
    const givenUp = service.callGivenUp();
    const answer = await recommendationCall({ body: { shapes: ['Round'] } }, browser.signal);
    expect(answer.status).toBe(200);
    await answer.body?.getReader().read();
    browser.abort();
    await givenUp;
    await settled();
    expect(errorsLogged()).toEqual([]);
    expect(errorsPushed()).toEqual([]);
  }, 60_000);

  it('still reports an answer that breaks while the browser waits for it', async () => {
    const answer = await recommendationCall({ body: { break: true } });
    await answer.text().catch(() => '');
    await settled();
    expect(errorsLogged()).toEqual([expect.stringContaining('Internal server error: terminated')]);
    expect(errorsPushed()).toHaveLength(1);
  }, 60_000);
});
