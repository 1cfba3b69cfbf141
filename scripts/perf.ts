/**
 * `npm run perf`: Lighthouse 12 with its default (mobile) configuration on five pages of a production build, served
 * by the storefront's production server (`scripts/serve.mjs`: server rendering, its cache and security headers)
 * against a fresh mock backend. Prints one row per page (the four category scores, LCP, TBT, CLS), then each page's
 * figures against the targets (`scripts/perf-targets.ts`: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05,
 * accessibility, best practices and SEO 100), and exits non-zero when a page misses one. A measurement, not a test:
 * `npm test` never runs it; the figures go to docs/performance.md.
 *
 * The mobile preset is Lighthouse's default: a Moto G Power sized screen (412 × 823, DPR 1.75) and simulated
 * throttling (150 ms RTT, 1.6 Mbit/s down, CPU slowed 4×), so a page is scored as a mid-range phone on a slow 4G
 * network would load it.
 *
 * Pages that need a journey behind them get it through local storage, set before the audit on a small static file of
 * the same origin (`/robots.txt`, so no script of the shop is loaded or cached beforehand):
 * - `/shop-by-price/step2` reads the saved search: `query`, `sb_action`, `sb_state` as the price step writes them
 *   ($5,000 to $10,000, Round);
 * - `/product-details/{id}` is the stone the mock recommends ('finest') for that search, with the same saved search;
 * - `/cart` holds that stone: a guest cart is created and filled through the mock's REST API, and `guestCartId` and
 *   `diamondId` are stored as the bag would store them.
 * The recommendations page also carries that search in its address (`?price_total_from=…&price_total_to=…&shapes=Round`),
 * so the server can render its picks. Lighthouse then audits the page with its usual reset (browser cache, cache storage, service workers); local
 * storage is not among the types it clears (`clearStorageTypes` below), so the seeded keys survive.
 *
 * Options: `--runs N` audits every page N times (median shown, min–max beside it when N > 1); `--page PATH` (may be
 * repeated) audits only those pages; `--reports DIR` writes each Lighthouse report (JSON) there; `--dist DIR`
 * serves a build made elsewhere (e.g. of another revision, to compare) instead of building, and leaves it in place.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { productDetailsPath } from '../src/domain/diamond/diamond-id-codec';
import { CHROMIUM_ARGS, describeChromium, resolveChromium } from '../e2e/support/chromium';
import { CATEGORIES, TARGETS, verdicts, type Category } from './perf-targets';
import { postJson, SEARCH, SEARCH_PATH, startShop, type ShopUnderTest } from './support/shop-under-test';
interface Measure {
  readonly version: string;
  /** Lighthouse's measure of the machine's speed at the time (higher is faster; it drops when other work shares the CPU). */
  readonly benchmarkIndex: number;
  readonly scores: Record<Category, number>;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
}
interface PageSpec {
  readonly name: string;
  readonly path: string;
  /** Local storage the page expects from the journey before it (values as JSON text, as the shop writes them). */
  readonly storage: Record<string, string>;
}

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, page: { type: 'string', multiple: true }, reports: { type: 'string' }, dist: { type: 'string' } },
});
const runs = Math.max(1, Number(options.runs) || 1);
const DIST = options.dist ?? 'dist-lighthouse';

let shop: ShopUnderTest | undefined;
let chrome: LaunchedChrome | undefined;
let browser: Browser | undefined;

async function stop(code: number): Promise<never> {
  await browser?.disconnect().catch(() => undefined);
  chrome?.kill();
  await shop?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

/** Sets the page's local storage on the same origin, on a static file, then lets Lighthouse load the page. */
async function audit(page: Page, origin: string, spec: PageSpec, run: number): Promise<Measure> {
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((entries) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(spec.storage));
  const result = await lighthouse(
    `${origin}${spec.path}`,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Lighthouse's own default, spelled out: local storage (the journey above) is kept.
      clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${spec.path}.`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${spec.path}: ${lhr.runtimeError.message}`);
  if (options.reports) {
    mkdirSync(options.reports, { recursive: true });
    writeFileSync(join(options.reports, `${spec.name.replace(/\W+/g, '-')}-${run}.json`), JSON.stringify(lhr, null, 1));
  }
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    version: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<Category, number>,
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const cell = (values: number[], format: (value: number) => string) => {
  const [low, high] = [format(Math.min(...values)), format(Math.max(...values))];
  return low === high ? low : `${format(median(values))} (${low}–${high})`;
};

async function main(): Promise<void> {
  shop = await startShop({ dist: DIST, rebuild: !options.dist, removeBuild: !options.dist, onCrash: () => void stop(1) });
  const { mockUrl, origin, diamondId, tempDir } = shop;
  // The bag's journey: a guest cart holding the recommended stone.
  const cartId = await postJson<string>(`${mockUrl}/rest/V1/guest-carts`, {});
  await postJson(`${mockUrl}/rest/V1/diamondsearch/cart`, { cartId, diamondId });

  const search = { query: JSON.stringify(SEARCH), sb_action: JSON.stringify('price'), sb_state: JSON.stringify('step2') };
  const pages: PageSpec[] = [
    { name: 'landing', path: '/', storage: {} },
    { name: 'recommendations', path: SEARCH_PATH, storage: search },
    { name: 'product details', path: productDetailsPath(diamondId), storage: search },
    { name: 'ring list', path: '/ring-detail', storage: {} },
    { name: 'bag', path: '/cart', storage: { ...search, guestCartId: JSON.stringify(cartId), diamondId: JSON.stringify(diamondId) } },
  ];
  const wanted = options.page ?? [];
  const chosen = (spec: PageSpec, page: string) =>
    page === spec.name || page === spec.path || page === spec.path.split('?')[0] || (page === '/product-details' && spec.path.startsWith('/product-details/'));
  const unknown = wanted.filter((page) => !pages.some((spec) => chosen(spec, page)));
  if (unknown.length) {
    throw new Error(`No page is called ${unknown.map((page) => `"${page}"`).join(' or ')}. The pages: ${pages.map((spec) => `"${spec.name}"`).join(', ')} (or their paths).`);
  }
  if (wanted.length) pages.splice(0, pages.length, ...pages.filter((spec) => wanted.some((page) => chosen(spec, page))));

  const chromium = await resolveChromium();
  console.log(`Measured with ${describeChromium(chromium)}`);
  mkdirSync(join(tempDir, 'chrome'));
  chrome = await launch({ chromePath: chromium.path, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'], userDataDir: join(tempDir, 'chrome'), logLevel: 'silent' });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });

  const results = new Map<PageSpec, Measure[]>();
  for (let run = 1; run <= runs; run++) {
    for (const spec of pages) {
      const page = await browser.newPage();
      const measure = await audit(page, origin, spec, run);
      await page.close();
      results.set(spec, [...(results.get(spec) ?? []), measure]);
      console.log(`  run ${run}/${runs} ${spec.path}: performance ${measure.scores.performance}, LCP ${Math.round(measure.lcp)} ms, TBT ${Math.round(measure.tbt)} ms, CLS ${measure.cls.toFixed(3)}`);
    }
  }

  const header = ['page', 'path', 'performance', 'accessibility', 'best-practices', 'SEO', 'LCP (ms)', 'TBT (ms)', 'CLS'];
  const rows: string[][] = [];
  const verdictRows: string[][] = [];
  const misses: string[] = [];
  for (const [spec, measures] of results) {
    const scoreOf = (category: Category) => measures.map((measure) => measure.scores[category]);
    const shownPath = spec.path.startsWith('/product-details/') ? '/product-details/{id}' : spec.path.replace(/\?.*/, '?…');
    rows.push([
      spec.name,
      shownPath,
      ...CATEGORIES.map((category) => cell(scoreOf(category), String)),
      cell(measures.map((measure) => measure.lcp), (value) => String(Math.round(value))),
      cell(measures.map((measure) => measure.tbt), (value) => String(Math.round(value))),
      cell(measures.map((measure) => measure.cls), (value) => value.toFixed(3)),
    ]);
    const figures = {
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, median(scoreOf(category))])) as Record<Category, number>,
      lcp: median(measures.map((measure) => measure.lcp)),
      tbt: median(measures.map((measure) => measure.tbt)),
      cls: median(measures.map((measure) => measure.cls)),
    };
    const pageVerdicts = verdicts(figures);
    verdictRows.push([spec.name, ...pageVerdicts.map((verdict) => `${verdict.shown} ${verdict.met ? 'met' : 'MISSED'}`)]);
    for (const verdict of pageVerdicts) if (!verdict.met) misses.push(`${shownPath}: ${verdict.figure} ${verdict.shown}, target ${verdict.target}`);
  }

  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log('');
  const all = [...results.values()].flat();
  const version = all[0]?.version ?? '?';
  const benchmark = all.map((measure) => measure.benchmarkIndex);
  console.log(`Lighthouse ${version} mobile preset, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GB, Chromium ${chromium.version} (${chromium.source}), Node ${process.version}, Lighthouse benchmark index ${cell(benchmark, (value) => String(Math.round(value)))}${runs > 1 ? `; median of ${runs} runs (min–max)` : ''}`);
  console.log('');
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log('');
  const targetHeader = ['page', ...verdicts({ scores: { performance: 0, accessibility: 0, 'best-practices': 0, seo: 0 }, lcp: 0, tbt: 0, cls: 0 }).map((verdict) => `${verdict.figure} ${verdict.target}`)];
  console.log(`| ${targetHeader.join(' | ')} |`);
  console.log(`| ${targetHeader.map(() => '---').join(' | ')} |`);
  for (const row of verdictRows) console.log(`| ${row.join(' | ')} |`);
  console.log('');
  console.log(`Targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcp / 1000} s, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls}, accessibility, best practices and SEO ${TARGETS.accessibility}.`);
  if (misses.length) {
    console.log(`Missed:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
    process.exitCode = 1;
  } else console.log('Every page meets the targets.');
  console.log(`Reports: ${options.reports ? resolve(options.reports) : 'not kept (--reports DIR keeps them)'}`);
}

main()
  .then(() => stop(Number(process.exitCode ?? 0)))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return stop(1);
  });
