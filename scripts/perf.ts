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
 * Pages that need a journey behind them get it through local storage and the session's cookies, set before the audit
 * on a small static file of the same origin (`/robots.txt`, so no script of the shop is loaded or cached beforehand):
 * - `/shop-by-price/step2` reads the saved search: `query`, `sb_action`, `sb_state` as the price step writes them
 *   ($5,000 to $10,000, Round);
 * - `/product-details/{id}` is the stone the mock recommends ('finest') for that search, with the same saved search;
 * - `/cart` holds that stone: a guest cart is created and filled through the mock's REST API, and its id and the stone's
 *   are in the session's cookies (`loupe_cart`, `loupe_diamond`), as the storefront's server sets them;
 * - `/shipping-billing` and `/cardholder-review` hold that stone and a ring (Halo Royal, white gold, 18K, size 6.5) in
 *   a second guest cart, whose addresses (a Boston one) are given, as after the address step;
 * - `/account` is the demo customer's, signed in: the store's customer token (`POST /V1/integration/customer/token`)
 *   in the session's `HttpOnly` cookie, as the server's sign-in sets it.
 * The shopper's own pages say `noindex`: they are judged without SEO (`scripts/perf-targets.ts`).
 *
 * Then a figure Lighthouse does not give: a tap at first paint. With the CPU slowed 6× (and no network throttling), a
 * fresh browser opens the budget step, the recommendations and the product page, taps the budget tile, the first Top 4
 * card and Select diamond as soon as each is on screen (before the page's script has woken, as a quick thumb on a slow
 * phone would), and reports whether the page had woken, whether the tap landed where it leads, and the time from the
 * tap to the landing page showing what it is for.
 * The recommendations page also carries that search in its address (`?price_total_from=…&price_total_to=…&shapes=Round`),
 * so the server can render its picks. Lighthouse then audits the page with its usual reset (browser cache, cache storage, service workers); local
 * storage is not among the types it clears (`clearStorageTypes` below), so the seeded keys survive.
 *
 * Options: `--runs N` audits every page N times (median shown, min–max beside it when N > 1); `--page PATH` (may be
 * repeated) audits only those pages; `--reports DIR` writes each Lighthouse report (JSON) and the trace it was computed from there; `--dist DIR`
 * serves a build made elsewhere (e.g. of another revision, to compare) instead of building, and leaves it in place.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { productDetailsPath } from '../src/domain/diamond/diamond-id-codec';
import { CHROMIUM_ARGS, describeChromium, resolveChromium } from '../e2e/support/chromium';
import { CATEGORIES, TARGETS, verdicts, type Category } from './perf-targets';
import { postJson, SEARCH, SEARCH_PATH, startShop, type ShopUnderTest } from './support/shop-under-test';

/** A ring variant of the store's catalogue: Halo Royal in white gold, 18K, size 6.5. */
const RING_SKU = 'fw-halo-er-White Gold-18K-6.5';
/** The address the checkout pages' journey gave (Magento's address shape). */
const BOSTON = {
  firstname: 'Grace',
  lastname: 'Hopper',
  street: ['1 Beacon Street'],
  city: 'Boston',
  region_code: 'MA',
  region: 'Massachusetts',
  postcode: '02108',
  country_id: 'US',
  telephone: '(617) 555-1234',
  email: 'grace@example.com',
};
/** The demo customer of the mock store. */
const DEMO_CUSTOMER = { username: 'demo@loupe.test', password: 'Diamond2024!' };
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
  /** The session's cookies the page expects (the bag, the customer's token), as the storefront's server sets them. */
  readonly cookies?: Record<string, string>;
  /** One shopper's own page (`noindex`): judged without SEO. */
  readonly personal?: boolean;
}

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    page: { type: 'string', multiple: true },
    reports: { type: 'string' },
    dist: { type: 'string' },
    'no-taps': { type: 'boolean', default: false },
  },
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
  const client = await page.createCDPSession();
  await client.send('Network.clearBrowserCookies');
  await client.detach();
  const cookies = Object.entries(spec.cookies ?? {});
  if (cookies.length) await page.setCookie(...cookies.map(([name, value]) => ({ name, value, url: origin })));
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
      onlyCategories: CATEGORIES.filter((category) => !(spec.personal && category === 'seo')),
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
    // The trace the figures were computed from (open it in Chrome's Performance panel to see where a page's time went).
    writeFileSync(join(options.reports, `${spec.name.replace(/\W+/g, '-')}-${run}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    version: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, spec.personal && category === 'seo' ? Number.NaN : score(category)])) as Record<Category, number>,
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
  // The checkout's: another guest cart with the stone and a ring, its addresses given.
  const checkoutCartId = await postJson<string>(`${mockUrl}/rest/V1/guest-carts`, {});
  await postJson(`${mockUrl}/rest/V1/diamondsearch/cart`, { cartId: checkoutCartId, diamondId });
  await postJson(`${mockUrl}/rest/V1/guest-carts/${checkoutCartId}/items`, { cartItem: { sku: RING_SKU, qty: 1, quote_id: checkoutCartId } });
  await postJson(`${mockUrl}/rest/V1/guest-carts/${checkoutCartId}/shipping-information`, {
    addressInformation: { shipping_address: BOSTON, billing_address: BOSTON, shipping_carrier_code: 'freeshipping', shipping_method_code: 'freeshipping' },
  });
  // The account's: the demo customer signed in.
  const token = await postJson<string>(`${mockUrl}/rest/V1/integration/customer/token`, DEMO_CUSTOMER);

  const search = { query: JSON.stringify(SEARCH), sb_action: JSON.stringify('price'), sb_state: JSON.stringify('step2') };
  const bag = { loupe_cart: cartId, loupe_diamond: diamondId };
  const checkout = { loupe_cart: checkoutCartId, loupe_diamond: diamondId };
  const pages: PageSpec[] = [
    { name: 'landing', path: '/', storage: {} },
    { name: 'recommendations', path: SEARCH_PATH, storage: search },
    { name: 'product details', path: productDetailsPath(diamondId), storage: search },
    { name: 'ring list', path: '/ring-detail', storage: {} },
    { name: 'bag', path: '/cart', storage: search, cookies: bag, personal: true },
    { name: 'addresses', path: '/shipping-billing', storage: search, cookies: checkout, personal: true },
    { name: 'payment', path: '/cardholder-review', storage: search, cookies: checkout, personal: true },
    { name: 'account', path: '/account', storage: {}, cookies: { loupe_customer: token, loupe_signed_in: '1' }, personal: true },
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
      ...CATEGORIES.map((category) => (spec.personal && category === 'seo' ? 'n/a (noindex)' : cell(scoreOf(category), String))),
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
    const pageVerdicts = verdicts(figures, { personal: spec.personal });
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

  if (!options['no-taps']) await reportTaps(origin, diamondId);
}

interface Tap {
  readonly name: string;
  readonly path: string;
  /** What is tapped, found as soon as it is on screen. */
  readonly target: string;
  /** True once the page it leads to shows what it is for. */
  readonly landed: (diamondId: string) => boolean;
}

const TAPS: readonly Tap[] = [
  {
    name: 'budget tile',
    path: '/shop-by-price/step1',
    target: 'main a[href*="price_total_from=5000&price_total_to=10000"]',
    landed: () => location.pathname === '/shop-by-price/step2' && document.querySelectorAll('[data-testid="recommended-diamond"]').length === 4,
  },
  {
    name: 'Top 4 card',
    path: SEARCH_PATH,
    target: '[data-testid="recommended-diamond"] a[href^="/product-details/"]',
    landed: () => location.pathname.startsWith('/product-details/') && document.querySelector('[data-testid="diamond-title"]') !== null,
  },
  {
    name: 'Select diamond',
    path: '',
    target: 'main form button[type="submit"]',
    landed: (diamondId) => location.pathname === '/cart' && document.querySelector(`[data-testid="bag-item"][data-sku="${diamondId}"]`) !== null,
  },
];

/** Each primary action tapped the moment it is on screen, the CPU slowed 6×: whether it lands, and how long it takes. */
async function reportTaps(origin: string, diamondId: string): Promise<void> {
  if (!browser) return;
  const rows: string[][] = [];
  let lost = 0;
  for (const tap of TAPS) {
    const times: number[] = [];
    let woken = 0;
    let landed = 0;
    for (let run = 1; run <= Math.max(3, runs); run++) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
      const client = await page.createCDPSession();
      await client.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      const path = tap.path || productDetailsPath(diamondId);
      const opening = page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 }).catch(() => undefined);
      // The first element of the target's kind that is on screen (a page may hold another, laid out for a wider one).
      const target = (
        await page.waitForFunction(
          (selector: string) =>
            Array.from(document.querySelectorAll(selector)).find((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
            }),
          { timeout: 60_000, polling: 'raf' },
          tap.target,
        )
      ).asElement() as ElementHandle<Element> | null;
      const wokenAtTap = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
      const tappedAt = Date.now();
      await target?.tap();
      const arrived = await page
        .waitForFunction(tap.landed, { timeout: 30_000, polling: 50 }, diamondId)
        .then(() => true)
        .catch(() => false);
      if (arrived) {
        times.push(Date.now() - tappedAt);
        landed += 1;
      } else lost += 1;
      if (wokenAtTap) woken += 1;
      await opening;
      await context.close();
    }
    const total = Math.max(3, runs);
    rows.push([tap.name, `${landed}/${total}`, `${woken}/${total}`, times.length ? cell(times, (value) => String(Math.round(value))) : '—']);
  }
  console.log('');
  console.log('A tap at first paint (CPU slowed 6×, a phone-sized screen): each action tapped the moment it is on screen.');
  console.log('');
  console.log('| action | landed | page had woken at the tap | tap to landing (ms) |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log('');
  if (lost) {
    console.log(`Lost taps: ${lost}.`);
    process.exitCode = 1;
  } else console.log('Every tap landed where it leads.');
}

main()
  .then(() => stop(Number(process.exitCode ?? 0)))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return stop(1);
  });
