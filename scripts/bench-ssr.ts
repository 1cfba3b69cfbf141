/**
 * `npm run bench:ssr`: how fast the storefront's production server renders the five pages shoppers decide on
 * (landing, recommendations for a search in the address, product details, ring list, bag), at 20 concurrent
 * connections. Builds the storefront into `dist-bench/` when no build is there (`--dist DIR` names another), starts a
 * fresh mock backend and `scripts/serve.mjs` on free ports, then for each page keeps 20 loops each sending the next
 * request as soon as the last answer's body has arrived, for a fixed time after a short warm-up. Prints requests/s,
 * p50 and p99 of the whole answer (the streamed HTML to its end) per page, and the target: the product page's p99
 * ≤ 100 ms. A measurement, not a test: `npm test` never runs it; the figures go to docs/performance.md.
 *
 * Options: `--seconds N` (10) per page, `--connections N` (20), `--page NAME` (may be repeated), `--dist DIR`.
 * The load comes from the same machine: on 2 cores the client takes a share of the CPU the server would have.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { productDetailsPath } from '../src/domain/diamond/diamond-id-codec';
import { SEARCH_PATH, startShop, type ShopUnderTest } from './support/shop-under-test';

const PRODUCT_P99_TARGET_MS = 100;
const WARM_UP_MS = 2_000;

const { values: options } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' }, page: { type: 'string', multiple: true }, dist: { type: 'string', default: 'dist-bench' } },
});
const seconds = Math.max(1, Number(options.seconds) || 10);
const connections = Math.max(1, Number(options.connections) || 20);
const DIST = options.dist;
let shop: ShopUnderTest | undefined;

async function stop(code: number): Promise<never> {
  await shop?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

/** The value below which `fraction` of the sorted values fall (nearest rank). */
const percentile = (sorted: readonly number[], fraction: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;

interface Load {
  readonly requests: number;
  readonly failures: number;
  readonly latencies: number[];
  readonly elapsedMs: number;
}

/** `connections` loops, each requesting `url` again as soon as the whole previous answer has arrived, for `ms`. */
async function load(url: string, headers: Record<string, string>, ms: number): Promise<Load> {
  const latencies: number[] = [];
  let failures = 0;
  const began = performance.now();
  const until = began + ms;
  const loop = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.status === 200) latencies.push(performance.now() - sent);
        else failures++;
      } catch {
        failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { requests: latencies.length, failures, latencies: latencies.sort((a, b) => a - b), elapsedMs: performance.now() - began };
}

async function main(): Promise<void> {
  shop = await startShop({ dist: DIST, rebuild: false, removeBuild: false, onCrash: () => void stop(1) });
  const { origin, diamondId } = shop;

  const pages = [
    { name: 'landing', path: '/' },
    { name: 'recommendations', path: SEARCH_PATH },
    { name: 'product details', path: productDetailsPath(diamondId) },
    { name: 'ring list', path: '/ring-detail' },
    { name: 'bag', path: '/cart' },
  ].filter((page) => !options.page?.length || options.page.includes(page.name));
  // A browser's request (not a crawler's: those wait for the whole page before the first byte).
  const headers = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0 Mobile Safari/537.36', accept: 'text/html' };

  console.log(`Server renders at ${connections} connections, ${seconds} s per page after ${WARM_UP_MS / 1000} s of warm-up; ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}.`);
  const rows: string[][] = [];
  let productP99: number | undefined;
  for (const page of pages) {
    const first = await fetch(`${origin}${page.path}`, { headers });
    await first.arrayBuffer();
    if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}.`);
    await load(`${origin}${page.path}`, headers, WARM_UP_MS);
    const result = await load(`${origin}${page.path}`, headers, seconds * 1000);
    const [p50, p99] = [percentile(result.latencies, 0.5), percentile(result.latencies, 0.99)];
    if (page.name === 'product details') productP99 = p99;
    const shownPath = page.path.startsWith('/product-details/') ? '/product-details/{id}' : page.path.replace(/\?.*/, '?…');
    rows.push([page.name, shownPath, (result.requests / (result.elapsedMs / 1000)).toFixed(0), p50.toFixed(1), p99.toFixed(1), String(result.failures)]);
    console.log(`  ${page.name}: ${result.requests} renders, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
  }
  const header = ['page', 'path', 'requests/s', 'p50 (ms)', 'p99 (ms)', 'failed'];
  console.log('');
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log('');
  if (productP99 === undefined) console.log(`Target: product page p99 ≤ ${PRODUCT_P99_TARGET_MS} ms (not measured in this run).`);
  else if (productP99 <= PRODUCT_P99_TARGET_MS) console.log(`Target: product page p99 ≤ ${PRODUCT_P99_TARGET_MS} ms: met (${productP99.toFixed(1)} ms).`);
  else {
    console.log(`Target: product page p99 ≤ ${PRODUCT_P99_TARGET_MS} ms: MISSED (${productP99.toFixed(1)} ms).`);
    process.exitCode = 1;
  }
}

main()
  .then(() => stop(Number(process.exitCode ?? 0)))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return stop(1);
  });
