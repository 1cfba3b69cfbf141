import type { Page } from '@playwright/test';
import { tryComparingThree } from './support/discovery-journey';
import { expect, test } from './support/shop-test';

test('a shopper goes from the landing page to a comparison of two recommended diamonds', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Build your ring' }).click();
  await page.getByRole('link', { name: /Shop by price/ }).click();
  await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
  await expect(page).toHaveURL(/\/shop-by-price\/step2/);

  const cards = page.getByTestId('recommended-diamond');
  await expect(cards).toHaveCount(4);
  const ids = await cards.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.diamondId));
  expect(new Set(ids).size).toBe(4);
  for (const price of await page.getByTestId('diamond-price').allTextContents()) {
    const dollars = Number(price.replace(/[$,]/g, ''));
    expect(dollars).toBeGreaterThanOrEqual(5000);
    expect(dollars).toBeLessThanOrEqual(10000);
  }
  // Each card is one link to its stone, named by what it shows.
  for (const card of await cards.all()) await expect(card.getByRole('link')).toHaveAccessibleName(/ct Round/);

  const boxes = await tryComparingThree(page);
  await expect(boxes.nth(2)).not.toBeChecked();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();

  await expect(page).toHaveURL(/\/compare-diamonds\?ids=[\w-]+,[\w-]+$/);
  await expect(page.getByText('Comparison')).toBeVisible();
  const compared = page.getByTestId('compared-diamond');
  await expect(compared).toHaveCount(2);
  for (const row of ['Cut', 'Color', 'Clarity', 'Carat']) await expect(page.getByRole('rowheader', { name: row, exact: true })).toBeVisible();

  // The comparison's address names both ticked stones: opened elsewhere (no route state), it shows the same two.
  const named = new URL(page.url()).searchParams.get('ids')?.split(',').map((id) => Buffer.from(id, 'base64url').toString('utf8'));
  expect(named).toEqual(ids.slice(0, 2));
  const stones = (on: Page) => on.getByTestId('compared-diamond').evaluateAll((cells) => cells.map((cell) => /\d+\.\d\d ct \w+\$[\d,]+\.\d\d/.exec(cell.textContent ?? '')?.[0]));
  const elsewhere = await browser.newContext();
  const shared = await elsewhere.newPage();
  await shared.goto(page.url());
  await expect(shared.getByTestId('compared-diamond')).toHaveCount(2);
  expect(await stones(shared)).toEqual(await stones(page));
  await elsewhere.close();
});

test('the shape and size flow reaches the Top 4 in the chosen shape', async ({ page }) => {
  await page.goto('/shop-by');
  await page.getByRole('link', { name: /Shop by shape/ }).click();
  await page.getByRole('radio', { name: /^Oval/ }).click();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/shop-by-size\/step1\?shape=Oval$/);
  await expect(page.getByTestId('carat')).toHaveText(/0\.75/);
  const before = await page.getByTestId('price-range').textContent();
  await page.getByRole('button', { name: 'Bigger diamond' }).click();
  await expect(page.getByTestId('carat')).toHaveText(/^1\s*ct/);
  await expect(page.getByTestId('price-range')).not.toHaveText(before ?? '');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/shop-by-price\/step2\?size_from=1&size_to=1\.24&shapes=Oval&attr=shape$/);
  await expect(page.getByTestId('recommended-diamond').first()).toBeVisible();
  for (const card of await page.getByTestId('recommended-diamond').all()) await expect(card.getByRole('link')).toHaveAccessibleName(/1\.\d\d ct Oval/);
});

test('the size step stops at the largest Heart the shop holds, and Continue still finds diamonds', async ({ page }) => {
  await page.goto('/shop-by-shape/step1');
  await page.getByRole('radio', { name: /^Heart/ }).click();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/shop-by-size\/step1\?shape=Heart$/);
  const plus = page.getByRole('button', { name: 'Bigger diamond' });
  // The seeded Hearts stop at 3.19 ct: 3 ct is the last size the step offers.
  for (let press = 0; press < 20 && (await plus.isEnabled()); press++) {
    const before = await page.getByTestId('carat').textContent();
    await plus.click();
    await expect(page.getByTestId('carat')).not.toHaveText(before ?? '');
    await expect(page.getByTestId('price-range')).toHaveAttribute('aria-busy', 'false');
  }
  await expect(page.getByTestId('carat')).toHaveText(/^3\s*ct/);
  await expect(plus).toBeDisabled();
  await expect(page.getByTestId('price-range')).toHaveText(/^\$[\d,]+\.\d\d - \$[\d,]+\.\d\d$/);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/shop-by-price\/step2\?size_from=3&size_to=3\.24&shapes=Heart&attr=shape$/);
  await expect(page.getByTestId('recommended-diamond').first()).toBeVisible();
  await expect(page.getByText('There was an error loading the results')).toHaveCount(0);
  for (const card of await page.getByTestId('recommended-diamond').all()) await expect(card.getByRole('link')).toHaveAccessibleName(/3\.\d\d ct Heart/);
});

test('on a phone the comparison fits the screen, its Select Diamond links whole', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/shop-by-price/step1');
  await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
  await expect(page.getByTestId('recommended-diamond')).toHaveCount(4);
  await page.getByRole('button', { name: 'Compare' }).click();
  const boxes = page.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByTestId('compared-diamond')).toHaveCount(2);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const button of await page.getByRole('link', { name: /^Select Diamond/ }).all()) {
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    // The label is not cut off inside the button either.
    expect(await button.evaluate((node) => Array.from(node.querySelectorAll('*')).every((inner) => inner.scrollWidth <= inner.clientWidth || inner.clientWidth === 0))).toBe(true);
  }
});
