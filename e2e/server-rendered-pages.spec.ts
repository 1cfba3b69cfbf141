import type { Browser, Page } from '@playwright/test';
import { layoutShift } from './support/layout-shift';
import { expect, expectHttpError, test } from './support/shop-test';

const MOCK = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}`;
const PRICE = /^\$[\d,]+\.\d\d$/;

/** A page as a crawler, a link preview or a shopper without JavaScript sees it: the server's HTML alone. */
async function withoutJavaScript<T>(browser: Browser, baseURL: string | undefined, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    return await read(await context.newPage());
  } finally {
    await context.close();
  }
}

test('without JavaScript, the ring builder shows the name, price and options of the address', async ({ browser, baseURL }) => {
  await withoutJavaScript(browser, baseURL, async (page) => {
    const answer = await page.goto('/ring-builder/halo-royal?color=White-Gold&metal=18K&size=6.5');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Royal Halo Ring' })).toBeVisible();
    await expect(page.getByTestId('ring-price')).toHaveText(PRICE);
    await expect(page.getByTestId('item-number')).toHaveText('Item number fw-halo-er-White Gold-18K-6.5');
    for (const metal of ['14K', '18K']) await expect(page.getByRole('button', { name: metal, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '18K', exact: true })).toHaveAttribute('aria-pressed', 'true');
    for (const color of ['Rose Gold', 'White Gold', 'Yellow Gold']) await expect(page.getByRole('button', { name: color })).toBeVisible();
    await expect(page.getByRole('button', { name: 'White Gold' })).toHaveAttribute('aria-pressed', 'true');
    const sizes = page.getByRole('combobox', { name: /^Select/ }).last();
    await expect(sizes).toHaveValue('6.5');
    expect(await sizes.locator('option').allTextContents()).toEqual(expect.arrayContaining(['5', '6.5', '8']));
    // The picture is the chosen colour's: the poster of its 360° video, which plays once the page runs.
    await expect(page.getByLabel('360° view of the Royal Halo Ring in White Gold')).toHaveAttribute('poster', /\/media\/rings\/halo-royal\/white-gold-front\.svg$/);
  });
});

test("the ring builder's first HTML carries its schema.org Product and social tags", async ({ request }) => {
  const html = await (await request.get('/ring-builder/halo-royal?metal=18K')).text();
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { name: string; sku: string; offers: { price: string; priceCurrency: string; availability: string; itemCondition: string } };
  expect(jsonLd).toMatchObject({ name: 'Royal Halo Ring', sku: 'fw-halo-er-Rose Gold-18K-0', offers: { priceCurrency: 'USD', availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/NewCondition' } });
  expect(Number(jsonLd.offers.price)).toBeGreaterThan(0);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/social\/rings\/halo-royal\.png"\/>/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/ring-builder\/halo-royal"\/>/);
  expect(html).toContain('<meta name="keywords"');
});

test('without JavaScript, the ring list shows its rings', async ({ browser, baseURL }) => {
  await withoutJavaScript(browser, baseURL, async (page) => {
    await page.goto('/ring-detail');
    await expect(page.getByTestId('ring-page-summary')).toHaveText(/^Showing page 1 of \d+$/);
    const cards = page.getByTestId('ring-card');
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(cards.first()).toContainText(/Ring/);
    await expect(cards.first()).toContainText(/\$[\d,]+\.\d\d/);
    expect(await page.getByRole('combobox', { name: 'Ring style' }).locator('option').allTextContents()).toEqual(expect.arrayContaining(['All Rings', 'Halo', 'Solitaire']));
  });
});

test("without JavaScript, a content page shows the store's text, sanitized", async ({ browser, baseURL, request }) => {
  const hostile = '<h2>Your data</h2><p>Plain text stays.</p><script>window.__pwned = 1</script><img src="data:,x" alt="" onerror="window.__pwned = 2"><a href="javascript:window.__pwned = 3">Read more</a>';
  expect((await request.put(`${MOCK}/__control/cms-pages/4`, { data: { content: hostile } })).status()).toBe(200);
  await withoutJavaScript(browser, baseURL, async (page) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const body = page.getByTestId('content-body');
    await expect(body.getByRole('heading', { name: 'Your data' })).toBeVisible();
    await expect(body.getByText('Plain text stays.')).toBeVisible();
    const rendered = await body.innerHTML();
    expect(rendered).not.toMatch(/<script|onerror|javascript:/i);
  });
  await withoutJavaScript(browser, baseURL, async (page) => {
    await page.goto('/terms-conditions');
    await expect(page.getByTestId('content-body')).toContainText('These terms apply to every purchase');
  });
});

test('an unknown ring and an unknown content page answer 404 and say so; robots.txt and sitemap.xml answer', async ({ browser, baseURL, request }) => {
  const ring = await request.get('/ring-builder/no-such-ring');
  expect(ring.status()).toBe(404);
  expect(await ring.text()).toContain('This ring is no longer available');

  // The store disables its about page: the shop no longer has it.
  expect((await request.put(`${MOCK}/__control/cms-pages/5`, { data: { active: false } })).status()).toBe(200);
  const about = await request.get('/about');
  expect(about.status()).toBe(404);
  await withoutJavaScript(browser, baseURL, async (page) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  });

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /cart');
  expect(rules).toContain('Disallow: /account');
  expect(rules).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  for (const path of ['/terms-conditions', '/how-it-works', '/shop-by', '/shop-by-price/step1', '/ring-builder/halo-royal']) expect(xml).toMatch(new RegExp(`<loc>http://127\\.0\\.0\\.1:\\d+${path}</loc>`));
});

for (const width of [375, 1280]) {
  test(`at ${width} px the ring builder takes over the server's page without a jump, and a ring goes in the bag`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ring-builder/halo-royal?metal=18K');
    const price = page.getByTestId('ring-price');
    await expect(price).toHaveText(PRICE);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);

    await page.getByRole('button', { name: 'White Gold' }).click();
    await expect(page).toHaveURL(/color=White-Gold/);
    await expect(page.getByTestId('item-number')).toHaveText('Item number fw-halo-er-White Gold-18K-0');
    await page.getByRole('combobox', { name: /^Select/ }).last().selectOption('6.5');
    await expect(page).toHaveURL(/size=6\.5/);
    await expect(price).toHaveText(PRICE);
    await page.getByRole('button', { name: 'Add to bag' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('[data-testid="bag-item"][data-sku="fw-halo-er-White Gold-18K-6.5"]')).toBeVisible();
  });

  test(`at ${width} px the ring list takes over the server's page without a jump, and opens a ring`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ring-detail');
    await expect(page.getByTestId('ring-card').first()).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    const first = page.getByTestId('ring-card').first();
    const name = (await first.locator('p').first().textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/ring-builder\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
}

test('an unknown ring opened in the browser says it is no longer available', async ({ page }) => {
  expectHttpError(404);
  await page.goto('/ring-builder/no-such-ring');
  await expect(page.getByRole('alert').filter({ hasText: 'This ring is no longer available' })).toBeVisible();
  await page.getByRole('link', { name: 'See all rings' }).click();
  await expect(page.getByTestId('ring-card').first()).toBeVisible();
});

for (const path of ['/', '/ring-detail', '/shop-by-price/step1']) {
  test(`${path} paints the server's HTML before it asks for any of its script, then wakes`, async ({ page }) => {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const { firstPaint, firstScript, scripts } = await page.evaluate(() => {
      const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      return {
        firstPaint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? Number.NaN,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(scripts).toBeGreaterThan(10);
    expect(firstPaint).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
    // Every held-back file was asked for once the page had painted.
    await expect(page.locator('link[rel="loupe-modulepreload"]')).toHaveCount(0);
  });
}
