import type { Page } from '@playwright/test';
import { expect, test } from './support/shop-test';
import { sessionCookie } from './support/session';

const shownId = (page: Page) => page.getByTestId('diamond-title').getAttribute('data-diamond-id');
const price = async (page: Page) => Number(((await page.getByTestId('diamond-price').textContent()) ?? '').replace(/[$,]/g, ''));

for (const [name, viewport] of [
  ['a phone', { width: 375, height: 812 }],
  ['a desktop', { width: 1440, height: 900 }],
] as const) {
  test(`on ${name}: tune a recommended diamond, go back, and select it into the bag`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/shop-by-price/step1');
    await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
    await page.getByTestId('recommended-diamond').first().getByRole('link', { name: /^finest:/ }).click();
    await expect(page).toHaveURL(/\/product-details\/[\w-]+\?pick=finest$/);
    await page.getByRole('button', { name: 'Skip the tour' }).click();
    const firstUrl = page.url();
    const firstId = await shownId(page);
    const firstPrice = await price(page);

    await page.getByRole('button', { name: 'Lower price' }).click();
    await expect(page).not.toHaveURL(firstUrl);
    await expect(page.getByTestId('diamond-title')).not.toHaveAttribute('data-diamond-id', firstId ?? '');
    expect(await price(page)).toBeLessThan(firstPrice);

    await page.getByRole('button', { name: 'Previous diamond' }).click();
    await expect(page.getByTestId('diamond-title')).toHaveAttribute('data-diamond-id', firstId ?? '');
    await expect(page).toHaveURL(firstUrl);

    // On a phone the Select button appears once the shopper scrolls.
    await page.mouse.wheel(0, 400);
    await page.getByRole('button', { name: 'Select diamond' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('bag-item')).toHaveCount(1);
    await expect(page.getByTestId('bag-item')).toHaveAttribute('data-sku', firstId ?? '');
    expect(await sessionCookie(page, 'loupe_diamond')).toBe(firstId);
  });
}

test('the certificate request card sends and thanks the shopper', async ({ page }) => {
  await page.goto('/shop-by-price/step1');
  await page.getByRole('link', { name: /\$1,000 to \$5,000/ }).click();
  await page.getByTestId('recommended-diamond').first().getByRole('link').click();
  await page.getByRole('button', { name: 'Skip the tour' }).click();
  // The logos sit at the foot of a long page, under the fixed footer bars: reach them with the keyboard.
  await page.getByRole('button', { name: 'Request the GIA certificate' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Request the certificate' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@loupe.test');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thank you!')).toBeVisible();
});
