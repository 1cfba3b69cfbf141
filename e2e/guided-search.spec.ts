import { expect, test } from './support/shop-test';

test('a shopper starts a guided search by price', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Where BIG commitment meets SMART choices.' })).toBeVisible();

  await page.getByRole('link', { name: 'Build your ring' }).click();
  await expect(page).toHaveURL(/\/shop-by$/);

  await page.getByRole('button', { name: /Shop by price/ }).click();
  await expect(page).toHaveURL(/\/shop-by-price\/step1$/);
  expect(await page.evaluate(() => localStorage.getItem('sb_action'))).toBe('"price"');

  await page.getByRole('button', { name: /\$5,000 to \$10,000/ }).click();
  await expect(page).toHaveURL(/\/shop-by-price\/step2$/);
  await expect(page.getByRole('heading', { name: 'Top 4' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('query') ?? 'null'));
  expect(stored).toEqual({ price_total_from: 5000, price_total_to: 10000, shapes: ['Round'], attr: 'price' });
  await expect(page.getByTestId('search-budget')).toHaveText('$5,000 to $10,000');
});

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
