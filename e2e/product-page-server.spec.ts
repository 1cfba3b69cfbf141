import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/shop-test';
import { PHONE_AND_DESKTOP } from './support/viewports';

const MOCK = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}`;

interface Stone {
  readonly diamond_id: string;
  readonly shape: string;
  readonly size: number;
  readonly color: string;
  readonly clarity: string;
  readonly cut: string;
  readonly total_sales_price: number;
}

/** A stone the recommendation service recommends between $5,000 and $6,000, asked of the service itself. */
async function aRecommendedStone(request: APIRequestContext): Promise<Stone> {
  const answer = await request.post(`${MOCK}/recommendation/recommendations`, {
    data: { header: { username: 'loupe', password: 'loupe-dev' }, body: { price_total_from: 5000, price_total_to: 6000, shapes: ['Round'] } },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { recommended: { diamond: Stone } }).recommended.diamond;
}

const addressOf = (id: string) => `/product-details/${Buffer.from(id).toString('base64url')}`;
const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test(`on ${name} without JavaScript, the product page shows the stone's price, grades and picture`, async ({ browser, request }) => {
    const stone = await aRecommendedStone(request);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    const response = await page.goto(addressOf(stone.diamond_id));
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('diamond-title')).toHaveText(`${stone.size.toFixed(2)} ct ${stone.shape} diamond`);
    await expect(page.getByTestId('diamond-price')).toContainText(dollars(stone.total_sales_price));
    for (const grade of [stone.color, stone.clarity, stone.cut]) await expect(page.getByText(grade, { exact: true }).first()).toBeVisible();
    const picture = page.getByRole('img', { name: `${stone.shape} diamond` }).first();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page).toHaveTitle(`${stone.size.toFixed(2)} ct ${stone.shape} diamond | Loupe`);
    await context.close();
  });
}

test('the first HTML of a product page carries its schema.org Product, canonical address and Open Graph tags', async ({ request }) => {
  const stone = await aRecommendedStone(request);
  const answer = await request.get(addressOf(stone.diamond_id), { headers: { 'user-agent': 'facebookexternalhit/1.1' } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(jsonLd, 'JSON-LD in the first HTML').toBeDefined();
  const product = JSON.parse(jsonLd ?? '{}') as Record<string, unknown> & { offers: Record<string, unknown> };
  expect(product).toMatchObject({ '@type': 'Product', sku: stone.diamond_id, brand: { '@type': 'Brand', name: 'Loupe' } });
  expect(product.offers).toMatchObject({
    '@type': 'Offer',
    price: stone.total_sales_price.toFixed(2),
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
  });
  const origin = new URL(answer.url()).origin;
  expect(html).toContain(`<link rel="canonical" href="${origin}${addressOf(stone.diamond_id)}"/>`);
  expect(html).toContain(`<meta property="og:title" content="${stone.size.toFixed(2)} ct ${stone.shape} diamond | Loupe"/>`);
  expect(html).toContain(`<meta property="og:image" content="${origin}/media/social/diamonds/${stone.diamond_id}.png"/>`);
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toContain('<meta property="og:type" content="product"/>');
  expect(html).toContain('<meta name="twitter:card"');
});

test('an address naming no stone answers 404 and says the diamond was not found, without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(addressOf('999999999'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText('Diamond was not found');
  await context.close();
});

test('the product page paints from its first HTML: its styles come inside it, stay while the shopper stays, and the browser links the page files on the way to the next page', async ({ page, request }) => {
  const stone = await aRecommendedStone(request);
  const answer = await request.get(addressOf(stone.diamond_id));
  const html = await answer.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head, 'no stylesheet to wait for before the first paint').not.toMatch(/<link[^>]*rel="stylesheet"/);
  const inlined = [...head.matchAll(/<style[^>]*data-inlined-from="([^"]+)"[^>]*>/g)].map((match) => match[1]!.replace(/#$/, ''));
  expect(inlined.length, 'the page’s stylesheets, written into its head').toBeGreaterThan(3);
  for (const href of inlined) expect(href).toMatch(/^\/assets\/[\w.~-]+\.css$/);

  // The browser hydrates that head without a mismatch (the journey fails on any console error) and keeps the written
  // styles while the shopper stays: the page's look holds, and the page does not link its route's files again.
  await page.goto(addressOf(stone.diamond_id));
  await expect(page.getByTestId('diamond-price')).toContainText(dollars(stone.total_sales_price));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Skip the tour' }).click();
  const picture = page.getByRole('img', { name: `${stone.shape} diamond` }).first();
  expect(await picture.evaluate((image) => getComputedStyle(image).objectFit), 'the product page’s own stylesheet applies').toBe('contain');
  await expect(page.locator('style[data-inlined-from]')).toHaveCount(inlined.length);
  const route = inlined.find((href) => /\/product-details-[\w-]+\.css$/.test(href));
  expect(route, 'the product page’s own stylesheet is among the written ones').toBeDefined();
  expect(await page.locator(`link[rel="stylesheet"][href$="${route}"]`).count(), 'not linked again while the shopper stays').toBe(0);

  // On the way to another page in the browser, the files are linked after the written styles; once loaded, the
  // written styles they repeat give way, and the next page's own file applies.
  await page.getByRole('link', { name: 'Loupe home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shell = inlined[0]!;
  await expect.poll(() => page.evaluate(() => Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (link) => new URL(link.getAttribute('href') ?? '', location.href).pathname))).toContain(shell);
  await expect(page.locator(`style[data-inlined-from^="${shell}"]`), 'the shell’s written styles give way to its loaded file').toHaveCount(0);
  const order = await page.evaluate(() => Array.from(document.head.querySelectorAll('style[data-inlined-from], link[rel="stylesheet"]'), (element) => element.tagName));
  expect(order.lastIndexOf('STYLE'), 'the linked files come after the written styles').toBeLessThan(order.indexOf('LINK'));

  // Back on the stone's page, its look holds: the shell's file stays linked, the page's own applies again.
  await page.goBack();
  await expect(page.getByTestId('diamond-price')).toContainText(dollars(stone.total_sales_price));
  expect(await page.evaluate(() => Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (link) => new URL(link.getAttribute('href') ?? '', location.href).pathname))).toContain(shell);
  await expect.poll(() => picture.evaluate((image) => getComputedStyle(image).objectFit)).toBe('contain');
  const verdict = page.getByTestId('deal-verdict').first();
  await expect(verdict).toBeVisible();
  expect(await verdict.evaluate((badge) => getComputedStyle(badge).color), 'a badge keeps its white text').toBe('rgb(255, 255, 255)');
});
