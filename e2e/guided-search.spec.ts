import type { Page } from '@playwright/test';
import { layoutShift } from './support/layout-shift';
import { expect, test } from './support/shop-test';

test('a shopper starts a guided search by price', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Where BIG commitment meets SMART choices.' })).toBeVisible();

  await page.getByRole('link', { name: 'Build your ring' }).click();
  await expect(page).toHaveURL(/\/shop-by$/);

  await page.getByRole('link', { name: /Shop by price/ }).click();
  await expect(page).toHaveURL(/\/shop-by-price\/step1$/);
  // The budgets' page remembers the way once it runs, however the shopper reached it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sb_action'))).toBe('"price"');

  await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
  await expect(page).toHaveURL(/\/shop-by-price\/step2\?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price$/);
  await expect(page.getByRole('heading', { name: 'Top 4' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('query') ?? 'null'));
  expect(stored).toEqual({ price_total_from: 5000, price_total_to: 10000, shapes: ['Round'], attr: 'price' });
  await expect(page.getByTestId('search-budget')).toHaveText('$5,000.00 to $10,000.00');
});

const picksOn = (page: Page) => page.getByTestId('recommended-diamond').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.diamondId));

test('the results of a search can be reloaded and shared, and show their four picks without JavaScript', async ({ page, browser, request }) => {
  await page.goto('/shop-by-price/step1');
  await page.getByRole('link', { name: /\$10,000 to \$25,000\+/ }).click();
  await expect(page.getByTestId('recommended-diamond')).toHaveCount(4);
  const address = page.url();
  expect(new URL(address).search).toBe('?price_total_from=10000&price_total_to=25000&shapes=Round&attr=price');
  const picks = await picksOn(page);

  await page.reload();
  await expect(page.getByTestId('recommended-diamond')).toHaveCount(4);
  expect(await picksOn(page)).toEqual(picks);
  await expect(page.getByTestId('search-budget')).toHaveText('$10,000.00 to $25,000.00');

  // Shared: opened by someone who never searched, in a browser of their own.
  const someoneElse = await browser.newContext();
  const shared = await someoneElse.newPage();
  await shared.goto(address);
  await expect(shared.getByTestId('recommended-diamond')).toHaveCount(4);
  expect(await picksOn(shared)).toEqual(picks);
  await expect(shared.getByTestId('search-budget')).toHaveText('$10,000.00 to $25,000.00');
  await someoneElse.close();

  // The picks are in the first HTML in place, not in a hidden block that only a script would reveal.
  const html = await (await request.get(address)).text();
  expect(html).not.toMatch(/<div hidden id="S:\d+">/);

  // Without JavaScript the server's page is the page: prices, carat, shape and grades of the four picks.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const plain = await noScript.newPage();
  await plain.goto(address);
  const cards = plain.getByTestId('recommended-diamond');
  await expect(cards).toHaveCount(4);
  expect(await picksOn(plain)).toEqual(picks);
  for (const card of await cards.all()) {
    // On a desktop the four stand side by side: there is no slider to move through them without JavaScript.
    await expect(card).toBeInViewport();
    await expect(card.getByTestId('diamond-price')).toHaveText(/^\$(1\d|2[0-5]),\d{3}\.\d\d$/);
    await expect(card).toContainText(/\d\.\d\d ct Round/);
    await expect(card).toContainText(/[D-N] color/);
    await expect(card).toContainText(/(Excellent|Very Good|Good|Fair|Ideal) cut/);
  }
  await expect(plain.getByText('Loading recommendations')).toHaveCount(0);
  await noScript.close();
});

for (const width of [375, 1280]) {
  test(`at ${width} px the results take over the server's page without a jump, compare two and open a pick`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Notes whether the server's picks ever leave the screen (for a loader) once they are on it.
    await page.addInitScript(() => {
      let shown = false;
      new MutationObserver(() => {
        const picks = document.querySelectorAll('[data-testid="recommended-diamond"]').length;
        if (picks > 0) shown = true;
        else if (shown) document.documentElement.dataset.picksLeft = 'true';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price');
    const cards = page.getByTestId('recommended-diamond');
    await expect(cards).toHaveCount(4);
    // A wide window's slider has taken over the server's list.
    if (width >= 992) await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.picksLeft ?? 'stayed')).toBe('stayed');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);

    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const boxes = page.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Compare', exact: true }).last().click();
    await expect(page).toHaveURL(/\/compare-diamonds\?ids=[\w-]+,[\w-]+$/);
    await expect(page.getByTestId('compared-diamond')).toHaveCount(2);

    await page.goto('/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price');
    await cards.first().getByRole('link', { name: /^finest:/ }).click();
    await expect(page).toHaveURL(/\/product-details\/[\w-]+\?pick=finest$/);
    // The address changes as the way there starts: the stone's own page is there once its title is.
    await expect(page.getByTestId('diamond-title')).toBeVisible();
    await expect(page.getByTestId('recommended-diamond')).toHaveCount(0);
  });
}

test('the terms page shows the heading of page 7 from the store', async ({ page }) => {
  await page.goto('/terms-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(page.getByTestId('content-body')).toContainText(/\w+/);
  await page.getByRole('link', { name: 'Got it' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the side menu leads to how it works, where the header is hidden', async ({ page }) => {
  await page.goto('/shop-by');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
});
