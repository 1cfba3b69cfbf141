/**
 * `npm run bench:api`: requests per second and latency of three calls of the shop on the real mock backend (the CLI
 * as `npm run mock` runs it, in its own process, with a data file and its request log), each at 50 connections for
 * 10 s after a warm-up:
 * - `POST /recommendation/recommendations/`: the diamond search, over a fixed list of realistic queries;
 * - `GET /rest/V1/guest-carts/{id}/totals`: the bag's totals, on a cart holding a diamond and a ring;
 * - `POST /rest/V1/guest-carts/{id}/items`: a diamond added to a guest cart, spread over many carts (each request
 *   another cart and another stone), so that no cart grows without bound; every add is a write on disk;
 * - the same add with 10,000 carts already stored (`bench-stored-carts.ts`, on a server of its own): whether a
 *   write's cost grows with the size of everything stored.
 * Then the latency of small requests while hostile ones run (`bench-api-hostile.ts`).
 * A measurement, not a test: `npm test` never runs it. The figures go to docs/reliability.md.
 *
 * Environment: DIAMOND_COUNT (100000, as the CLI), BENCH_SECONDS (10), and the CLI's RECOMMENDATION_USERNAME /
 * RECOMMENDATION_PASSWORD, read the way the CLI reads them, so the benchmark sends the header the server expects.
 */
import autocannon from 'autocannon';
import type { AutocannonRequestSpec, AutocannonResult } from 'autocannon';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCliConfig } from '../mock-server/cli/read-cli-config';
import { READY_LINE, REPO_ROOT } from '../mock-server/test/cli-process';
import { hostileLoadFailed, measureUnderHostileLoad, printHostileLoad } from './bench-api-hostile';
import type { HostileLoadFigures } from './bench-api-hostile';
import { measureAddWithStoredCarts, STORED_CARTS } from './bench-stored-carts';
import type { StoredCartsResult } from './bench-stored-carts';
import { createCart, expectOk, postJson } from './bench-http';

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
/** Carts the add-to-cart run spreads its requests over. */
const ADD_CARTS = 500;
const FIRST_DIAMOND_ID = 100_000_000;
const RING_SKU = 'fw-halo-er-Rose Gold-18K-6.5';

/** What the storefront's search sends: the shop-by-price budgets, size windows, several shapes at once. */
const RECOMMENDATION_QUERIES = [
  { shapes: ['Round'], price_total_from: 1_000, price_total_to: 5_000 },
  { shapes: ['Round'], price_total_from: 5_000, price_total_to: 10_000 },
  { shapes: ['Round'], price_total_from: 10_000, price_total_to: 1_000_000 },
  { shapes: ['Oval'], size_from: 1, size_to: 1.25 },
  { shapes: ['Round'], size_from: 0.5, size_to: 0.75, price_total_from: 1_500, price_total_to: 4_000 },
  { shapes: ['Princess', 'Cushion', 'Emerald'], price_total_from: 2_000, price_total_to: 8_000 },
  { shapes: ['Pear', 'Marquise'], size_from: 0.7, size_to: 1.5 },
  { shapes: ['Radiant', 'Asscher', 'Heart'], price_total_from: 3_000, price_total_to: 12_000, size_from: 1, size_to: 2 },
] as const;

interface Row {
  route: string;
  result: AutocannonResult;
}

const seconds = readSeconds(process.env.BENCH_SECONDS);
const temp = await mkdtemp(join(tmpdir(), 'loupe-bench-api-'));
const dbFile = join(temp, 'db.json');
const configResult = readCliConfig({ ...process.env, MOCK_PORT: '0', MOCK_DB: dbFile }, process.cwd());
if (!configResult.ok) {
  for (const error of configResult.errors) console.error(`bench:api: ${error}`);
  rmSync(temp, { recursive: true, force: true });
  process.exit(2);
}
const { diamondCount, recommendationAuth } = configResult.config;
/** The admin token of the hostile-load scenario's product searches. */
const integrationToken = configResult.config.integrationToken ?? 'bench-api-integration-token';

let server: ChildProcess | undefined;
// Ctrl-C: stop the server and leave no temp files behind.
process.once('SIGINT', () => {
  server?.kill('SIGKILL');
  rmSync(temp, { recursive: true, force: true });
  process.exit(130);
});

const rows: Row[] = [];
let fileBytes: number | undefined;
let add = 0;
let hostileLoad: HostileLoadFigures | undefined;
let storedCarts: StoredCartsResult | undefined;
try {
  const started = performance.now();
  const cli = await startServer({ MOCK_PORT: '0', MOCK_DB: dbFile, DIAMOND_COUNT: String(diamondCount), MOCK_INTEGRATION_TOKEN: integrationToken });
  server = cli.child;
  const { url } = cli;
  console.log(
    `# API benchmark: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ` +
      `${diamondCount.toLocaleString('en-US')} diamonds, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log(`mock backend (CLI) ready in ${Math.round(performance.now() - started)} ms at ${url}`);
  console.log(`${CONNECTIONS} connections, ${seconds} s per route after a ${WARM_UP_SECONDS} s warm-up\n`);

  const stone = (index: number) => String(FIRST_DIAMOND_ID + (index % diamondCount));
  const bagCart = await createCart(url);
  await expectOk(postJson(`${url}/rest/V1/diamondsearch/cart`, { cartId: bagCart, diamondId: stone(7) }), 'the diamond of the bag');
  await expectOk(postJson(`${url}/rest/V1/guest-carts/${bagCart}/items`, { cartItem: { sku: RING_SKU, qty: 1 } }), 'the ring of the bag');
  const carts: string[] = [];
  while (carts.length < ADD_CARTS) carts.push(...(await Promise.all(Array.from({ length: 25 }, () => createCart(url)))));

  const json = { 'content-type': 'application/json' };
  let query = 0;
  rows.push({
    route: '`POST /recommendation/recommendations/`',
    result: await measure(url, {
      method: 'POST',
      path: '/recommendation/recommendations/',
      headers: json,
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ header: recommendationAuth, body: RECOMMENDATION_QUERIES[query++ % RECOMMENDATION_QUERIES.length] }),
      }),
    }),
  });
  rows.push({
    route: '`GET /rest/V1/guest-carts/{id}/totals` (a diamond and a ring)',
    result: await measure(url, { method: 'GET', path: `/rest/V1/guest-carts/${bagCart}/totals` }),
  });
  rows.push({
    route: `\`POST /rest/V1/guest-carts/{id}/items\` (a diamond, ${ADD_CARTS} carts)`,
    result: await measure(url, {
      method: 'POST',
      headers: json,
      setupRequest: (request) => {
        const n = add++;
        return { ...request, path: `/rest/V1/guest-carts/${carts[n % ADD_CARTS]}/items`, body: JSON.stringify({ cartItem: { sku: stone(n), qty: 1 } }) };
      },
    }),
  });
  fileBytes = (await stat(dbFile)).size;
  hostileLoad = await measureUnderHostileLoad({ url, smallPath: `/rest/V1/guest-carts/${bagCart}/totals`, seconds, integrationToken });
  await stopServer();
  storedCarts = await measureAddWithStoredCarts({
    dbFile: join(temp, 'stored-carts.json'),
    stone,
    startServer,
    measure,
    env: { MOCK_PORT: '0', DIAMOND_COUNT: String(diamondCount) },
  });
} finally {
  await stopServer();
  await rm(temp, { recursive: true, force: true });
}

console.log(row(['route', 'requests/s', 'p50 (ms)', 'p99 (ms)', 'errors / non-2xx']));
console.log(row(['---', '---:', '---:', '---:', '---:']));
for (const { route, result } of rows) {
  console.log(
    row([
      route,
      Math.round(result.requests.average).toLocaleString('en-US'),
      String(result.latency.p50),
      String(result.latency.p99),
      `${result.errors} / ${result.non2xx}`,
    ]),
  );
}
if (storedCarts) {
  const { result, alone, adds, fileBytes: storedBytes, besideBytes } = storedCarts;
  console.log(
    row([
      `\`POST /rest/V1/guest-carts/{id}/items\` (a diamond, ${STORED_CARTS.toLocaleString('en-US')} carts stored)`,
      Math.round(result.requests.average).toLocaleString('en-US'),
      String(result.latency.p50),
      String(result.latency.p99),
      `${result.errors} / ${result.non2xx}`,
    ]),
  );
  rows.push({ route: 'stored carts', result }, { route: 'stored carts, one at a time', result: alone });
  console.log(
    `\nwith ${STORED_CARTS.toLocaleString('en-US')} carts stored: add to cart p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms ` +
      `at ${CONNECTIONS} connections; one at a time (1 connection, ${Math.round(alone.requests.average)} requests/s) ` +
      `p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms ` +
      `(${adds.toLocaleString('en-US')} adds in all, warm-up included; data file ${(storedBytes / 2 ** 20).toFixed(1)} MB, ` +
      `${(besideBytes / 2 ** 20).toFixed(1)} MB beside it before the stop)`,
  );
}
console.log(`\ndata file after the run: ${((fileBytes ?? 0) / 2 ** 20).toFixed(1)} MB (${add.toLocaleString('en-US')} adds, warm-up included)`);
if (hostileLoad) printHostileLoad(hostileLoad);
if (rows.some(({ result }) => result.errors > 0 || result.non2xx > 0) || (hostileLoad && hostileLoadFailed(hostileLoad))) {
  console.error('bench:api: some requests failed or were not answered 2xx: the figures above are not comparable');
  process.exitCode = 1;
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function readSeconds(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 10;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 600) {
    console.error(`bench:api: BENCH_SECONDS must be a whole number of seconds from 1 to 600, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

async function stopServer(): Promise<void> {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

/** One route: a warm-up, then the measured run, both at CONNECTIONS connections. */
async function measure(url: string, request: AutocannonRequestSpec): Promise<AutocannonResult> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, warmup: { connections: CONNECTIONS, duration: WARM_UP_SECONDS }, requests: [request] });
}

/**
 * The CLI (`node --import tsx mock-server/main.ts`, as `npm run mock`), ready once it printed its ready line. Its
 * request log is read and dropped: a pipe nobody drains would block the server.
 */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  server = child;
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: string) => {
      output += chunk;
      const match = READY_LINE.exec(output);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        child.off('exit', onExit);
        resolve({ child, url: match[1] });
      }
    };
    const onExit = (code: number | null) => reject(new Error(`the mock backend exited (${code}) before it was ready:\n${output}`));
    child.stdout?.setEncoding('utf8').on('data', onData);
    child.once('exit', onExit);
  });
}
