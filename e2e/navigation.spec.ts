import type { Page } from '@playwright/test';
import { expect, test } from './support/shop-test';
import { putADiamondInTheBag } from './support/checkout-journey';

const scrollY = (page: Page): Promise<number> => page.evaluate(() => Math.round(window.scrollY));

test('on a phone a page reached going forward starts at its top, and Back returns to where the shopper was', async ({ page }) => {
  await putADiamondInTheBag(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();
  // The shopper reads down the bag to its total and Checkout.
  await page.getByTestId('bag-total').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  const whereTheShopperWas = await scrollY(page);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('bag-item')).toHaveCount(1);
  // Back to where the shopper was: the same view, to within a line of text (the bag's pictures and trust marks may
  // settle a few pixels after the scroll is restored on a slow phone).
  await expect.poll(async () => Math.abs((await scrollY(page)) - whereTheShopperWas)).toBeLessThanOrEqual(40);

  await page.goForward();
  await expect(page).toHaveURL(/\/register$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('tuning the stone keeps the shopper where they were on the details page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/shop-by-price/step1');
  await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
  await page.getByTestId('recommended-diamond').first().getByRole('link', { name: /^finest:/ }).click();
  await page.getByRole('button', { name: 'Skip the tour' }).click();
  // The tour's fading overlay would take the click meant for the page.
  await expect(page.getByRole('dialog')).toBeHidden();
  const firstStone = page.url();
  const lowerPrice = page.getByRole('button', { name: 'Lower price' });
  await lowerPrice.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  await lowerPrice.click();
  await expect(page).not.toHaveURL(firstStone);
  await expect(page.getByTestId('diamond-title')).toBeVisible();
  expect(await scrollY(page)).toBeGreaterThan(200);
});
