/**
 * The shop as the measurement scripts (`npm run perf`, `npm run bench:ssr`) run it: a production build (made into
 * `dist` unless it is there and may be reused), a fresh mock backend and the storefront's production server on free
 * ports, and the stone the mock recommends for the search both scripts use. `stop()` ends every process it started
 * and removes its temporary files.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Ports other tools of the project use (npm start, the browser tests): never taken here. */
const RESERVED_PORTS = new Set([3001, 5173, 3101, 4173]);
export const RECOMMENDATION_AUTH = { username: 'loupe', password: 'loupe-dev' };
/** The search both scripts measure: $5,000 to $10,000, Round, as the price step writes it. */
export const SEARCH = { price_total_from: 5000, price_total_to: 10000, shapes: ['Round'], attr: 'price' };
/** The recommendations page's address for that search. */
export const SEARCH_PATH = `/shop-by-price/step2?price_total_from=${SEARCH.price_total_from}&price_total_to=${SEARCH.price_total_to}&shapes=${SEARCH.shapes.join(',')}`;

export interface ShopUnderTest {
  readonly mockUrl: string;
  readonly origin: string;
  /** The stone the mock recommends for `SEARCH`. */
  readonly diamondId: string;
  readonly tempDir: string;
  /** Ends the mock and the server (and removes the build when it was made for this run). */
  stop(): Promise<void>;
}

export interface ShopOptions {
  readonly dist: string;
  /** Build even when `dist` holds a build already. */
  readonly rebuild: boolean;
  /** Remove the build at `stop()` (it was made for this run only). */
  readonly removeBuild: boolean;
  /** Called when the mock or the server stops while the measurement still needs them. */
  readonly onCrash: () => void;
}

async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((done, fail) => {
      const server = createServer();
      server.once('error', fail);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => done(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port && !RESERVED_PORTS.has(port)) return port;
  }
}

async function waitFor(url: string, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function startShop({ dist, rebuild, removeBuild, onCrash }: ShopOptions): Promise<ShopUnderTest> {
  if (rebuild || !existsSync(join(dist, 'server', 'index.js'))) {
    console.log(`Building the storefront into ${dist}/…`);
    const build = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BUILD_DIR: dist } });
    if (build.status !== 0) throw new Error('The production build failed.');
  } else console.log(`Serving the build in ${dist}/.`);

  const tempDir = mkdtempSync(join(tmpdir(), 'loupe-measure-'));
  const children: ChildProcess[] = [];
  let stopping = false;
  const start = (name: string, args: string[], env: NodeJS.ProcessEnv) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    children.push(child);
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) => {
      if (stopping) return;
      console.error(`${name} stopped unexpectedly (exit code ${code ?? 'signal'}).\n${errors}`);
      onCrash();
    });
  };
  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(tempDir, { recursive: true, force: true });
    if (removeBuild) rmSync(dist, { recursive: true, force: true });
  };

  const [mockPort, webPort] = [await freePort(), await freePort()];
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const origin = `http://127.0.0.1:${webPort}`;
  const credentials = { RECOMMENDATION_USERNAME: RECOMMENDATION_AUTH.username, RECOMMENDATION_PASSWORD: RECOMMENDATION_AUTH.password };
  try {
    start('The mock backend', ['--import', 'tsx', 'mock-server/main.ts'], { MOCK_PORT: String(mockPort), MOCK_DB: join(tempDir, 'db.json'), MOCK_CONTROL: '1', STOREFRONT_ORIGIN: origin, ...credentials });
    await waitFor(`${mockUrl}/__control/health`, 'The mock backend');
    start('The storefront server', ['scripts/serve.mjs'], { BUILD_DIR: dist, PORT: String(webPort), HOST: '127.0.0.1', MOCK_URL: mockUrl, CHAT_URL: `${mockUrl}/chat`, PUBLIC_URL: `http://127.0.0.1:${webPort}`, ...credentials });
    await waitFor(`${origin}/robots.txt`, 'The storefront server');
    const picks = await postJson<Record<string, { diamond?: { diamond_id: string } }>>(`${mockUrl}/recommendation/recommendations/`, { header: RECOMMENDATION_AUTH, body: SEARCH });
    const diamondId = (picks.recommended ?? picks.biggest)?.diamond?.diamond_id;
    if (!diamondId) throw new Error('The mock recommended no diamond for the search.');
    return { mockUrl, origin, diamondId, tempDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
