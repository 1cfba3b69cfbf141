import type { Page } from '@playwright/test';
import { expect, expectHttpError, test } from './support/shop-test';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInAsDemo } from './support/accounts';
import { putADiamondInTheBag } from './support/checkout-journey';
import { screenshot } from './support/screenshots';
import { PHONE_AND_DESKTOP } from './support/viewports';

const SHOP = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4173}`;

/** The bag is filled on a wide screen (the detail page's select button is the journey of its own spec); the page
 * under test is then used at the width under test. */
async function aBagWithADiamond(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await putADiamondInTheBag(page);
  await page.setViewportSize(viewport);
}

/** Whether the page is wider than the window: a shopper would scroll it sideways. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  const size = viewport.width < 768 ? 'phone' : 'desktop';

  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test('a ring link naming a color and metal the design is not made in lands on a ring that can be bought, its address corrected', async ({ page, request }) => {
      // The server sends the link on to the ring it shows, before any script runs.
      const first = await request.get(`${SHOP}/ring-builder/art-deco-filigree?color=Rose-Gold&metal=24K`, { maxRedirects: 0 });
      expect(first.status()).toBe(302);
      expect(first.headers().location).toBe('/ring-builder/art-deco-filigree?color=White-Gold&metal=14K');

      await page.goto('/ring-builder/art-deco-filigree?color=Rose-Gold&metal=24K');
      await expect(page).toHaveURL(/\/ring-builder\/art-deco-filigree\?color=White-Gold&metal=14K$/);
      await expect(page.getByRole('heading', { name: 'Art Deco Filigree Ring' })).toBeVisible();
      await expect(page.getByTestId('item-number')).toHaveText('Item number fw-art-er-White Gold-14K-0');
      await expect(page.getByRole('button', { name: 'White Gold' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('ring-price')).toHaveText(/^\$[\d,]+\.\d\d$/);
      await screenshot(page, `ring-link-corrected-${size}`, { fullPage: true });
      await expectNoSeriousViolations(page, 'the ring builder opened from a link it corrected');

      await page.getByRole('combobox', { name: /^Select/ }).last().selectOption('6.5');
      await page.getByRole('button', { name: 'Add to bag' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('article', { name: 'Art Deco Filigree Ring · White Gold · 14K · size 6.5' })).toBeVisible();
    });

    test('a page of the ring list past its last answers 404 and leads back to the first and last pages', async ({ page, request }) => {
      expect((await request.get(`${SHOP}/ring-detail?page=9`)).status()).toBe(404);
      // The browser logs the page's own 404 in its console; that answer is what is under test.
      expectHttpError(404);
      await page.goto('/ring-detail?page=9');
      await expect(page.getByText('There is no page 9 of rings: the list ends at page 3.')).toBeVisible();
      await screenshot(page, `ring-list-past-last-${size}`);
      await expectNoSeriousViolations(page, 'a page of rings past the last');
      await page.getByRole('link', { name: 'Go to the last page (3)' }).click();
      await expect(page).toHaveURL(/\/ring-detail\?page=3$/);
      await expect(page.getByTestId('ring-page-summary')).toHaveText('Showing page 3 of 3');
    });

    test("the bag's lines read as a jeweller writes them, with their pictures, and removing the diamond asks first, naming the ring", async ({ page }) => {
      await aBagWithADiamond(page, viewport);
      await page.goto('/ring-builder/solitaire-classic?color=White-Gold&metal=18K&size=6.5');
      await expect(page.getByTestId('item-number')).toHaveText('Item number fw-solitaire-er-White Gold-18K-6.5');
      await page.getByRole('button', { name: 'Add to bag' }).click();
      await expect(page).toHaveURL(/\/cart$/);

      const ring = page.getByRole('article', { name: 'Classic Solitaire Ring · White Gold · 18K · size 6.5' });
      await expect(ring).toBeVisible();
      await expect(ring.getByRole('img', { name: 'Classic Solitaire Ring in White Gold' })).toBeVisible();
      await expect(ring.getByRole('link', { name: 'Classic Solitaire Ring · White Gold · 18K · size 6.5' })).toHaveAttribute('href', '/ring-builder/solitaire-classic?color=White-Gold&metal=18K&size=6.5');
      const diamond = page.getByRole('article', { name: /^\d+\.\d\d ct [A-Z][a-z]+ diamond$/ });
      await expect(diamond).toBeVisible();
      await expect(diamond.getByTestId('bag-item-details')).toHaveText(/^[D-N] color · [A-Z0-9]+ clarity · [A-Za-z ]+ cut · GIA report \d+$/);
      await expect(diamond.getByRole('img', { name: /^(Illustration of an? [a-zA-Z]+ diamond|Photo of this diamond)$/ })).toBeVisible();
      // Every picture the bag shows has loaded.
      for (const image of await page.getByTestId('bag-item').locator('img').all()) await expect.poll(() => image.evaluate((shown: HTMLImageElement) => shown.complete && shown.naturalWidth > 0)).toBe(true);
      expect(await sidewaysScroll(page)).toBe(0);
      await screenshot(page, `bag-lines-${size}`, { fullPage: true });
      await expectNoSeriousViolations(page, 'the bag with a diamond and a ring');

      // The ring's line opens the builder on the ring in the bag.
      await ring.getByRole('link').click();
      await expect(page).toHaveURL(/\/ring-builder\/solitaire-classic\?color=White-Gold&metal=18K&size=6\.5$/);
      await expect(page.getByRole('combobox', { name: /^Select/ }).last()).toHaveValue('6.5');
      await page.goto('/cart');

      const diamondTitle = (await diamond.getAttribute('aria-label')) ?? '';
      await diamond.getByRole('button', { name: `Remove ${diamondTitle}` }).click();
      const question = page.getByRole('dialog', { name: 'Remove the diamond?' });
      await expect(question).toContainText('Removing the diamond also removes the Classic Solitaire Ring · White Gold · 18K · size 6.5 from your bag.');
      // axe looks once the question has faded in, so the picture is taken after it.
      await expectNoSeriousViolations(page, 'the question before the diamond leaves the bag');
      await screenshot(page, `bag-remove-asks-${size}`);
      await question.getByRole('button', { name: 'Keep', exact: true }).click();
      await expect(question).toBeHidden();
      await expect(page.getByTestId('bag-item')).toHaveCount(2);

      await diamond.getByRole('button', { name: `Remove ${diamondTitle}` }).click();
      await question.getByRole('button', { name: 'Remove both' }).click();
      await expect(page.getByText('You have no items in your bag.')).toBeVisible();
    });

    test('the account fits the screen, an order opens to its lines, totals, addresses and status, and editing billing leaves shipping alone', async ({ page }) => {
      await signInAsDemo(page);
      await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
      for (const width of viewport.width < 768 ? [320, viewport.width] : [viewport.width]) {
        await page.setViewportSize({ width, height: viewport.height });
        expect(await sidewaysScroll(page), `the account at ${width} px`).toBe(0);
      }
      await screenshot(page, `account-${size}`, { fullPage: true });
      await expectNoSeriousViolations(page, 'the account');

      await page.getByRole('link', { name: /^Order #000000001, placed / }).click();
      await expect(page).toHaveURL(/\/account\?order=000000001$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Order #000000001' })).toBeVisible();
      await expect(page.getByTestId('order-status')).toHaveText('Complete');
      await expect(page.getByTestId('order-line')).toHaveCount(1);
      await expect(page.getByTestId('order-line')).toContainText(/^Classic Solitaire Ring · [A-Za-z ]+ · 14K · size [\d.]+\$[\d,]+\.\d\d$/);
      await expect(page.getByTestId('order-total')).toHaveText(/^\$[\d,]+\.\d\d$/);
      await expect(page.getByRole('heading', { name: 'Shipping address' }).locator('..')).toContainText('350 Fifth Avenue');
      expect(await sidewaysScroll(page)).toBe(0);
      await screenshot(page, `order-${size}`, { fullPage: true });
      await expectNoSeriousViolations(page, 'an order of the account');
      // The order is in the first HTML, rendered from the session.
      const html = (await (await page.request.get('/account?order=000000001')).text()).replace(/<!-- -->/g, '');
      expect(html).toContain('Order #000000001');

      await page.getByRole('link', { name: 'Back to your account' }).click();
      const billingCard = page.getByRole('heading', { name: 'Default billing address' }).locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');
      const shippingCard = page.getByRole('heading', { name: 'Default shipping address' }).locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');
      await billingCard.getByRole('link', { name: 'Edit' }).click();
      await expect(page).toHaveURL(/\/billing$/);
      await page.getByRole('textbox', { name: 'City' }).fill('Brooklyn');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(billingCard).toContainText('Brooklyn, NY 10118');
      await expect(shippingCard).toContainText('New York, NY 10118');
      await expect(shippingCard).not.toContainText('Brooklyn');
    });
  });
}
