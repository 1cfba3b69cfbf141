import type { Page } from '@playwright/test';
import { expect, test } from './support/shop-test';
import { putADiamondInTheBag } from './support/checkout-journey';
import { sessionCookie } from './support/session';

const MOCK = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}`;
const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

/** What the store itself says about the guest bag: REST totals and the GraphQL cart. */
async function storeTotals(page: Page) {
  const cartId = await sessionCookie(page, 'loupe_cart');
  const rest = (await (await page.request.get(`${MOCK}/rest/V1/guest-carts/${cartId}/totals`)).json()) as { subtotal: number; discount_amount: number; grand_total: number };
  const graphql = (await (
    await page.request.post(`${MOCK}/graphql`, {
      data: { query: `query($id: String!) { cart(cart_id: $id) { items { product { sku } } prices { grand_total { value } subtotal_excluding_tax { value } discounts { amount { value } } } } }`, variables: { id: cartId } },
    })
  ).json()) as { data: { cart: { items: { product: { sku: string } }[]; prices: { grand_total: { value: number }; subtotal_excluding_tax: { value: number }; discounts: { amount: { value: number } }[] | null } } } };
  return { rest, graphql: graphql.data.cart };
}

test('the bag: a free ring chosen, WELCOME10 applied and cancelled, the diamond removed', async ({ page }) => {
  await putADiamondInTheBag(page);
  await expect(page.getByText('Congratulations!')).toBeVisible();

  await page.getByRole('button', { name: 'Yellow Gold' }).click();
  await page.getByRole('combobox', { name: 'Ring size' }).selectOption('6.5');
  await expect(page.getByRole('button', { name: 'Yellow Gold' })).toHaveAttribute('aria-pressed', 'true');

  const subtotal = dollars(await page.getByTestId('bag-subtotal').textContent());
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The coupon was applied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  const expectedTotal = Math.round((subtotal - subtotal * 0.1) * 100) / 100;
  await expect(page.getByTestId('bag-total')).toHaveText(`$${expectedTotal.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);

  // The page, the REST totals and the GraphQL cart agree.
  const { rest, graphql } = await storeTotals(page);
  expect(rest.grand_total).toBeCloseTo(expectedTotal, 2);
  expect(rest.discount_amount).toBeCloseTo(-subtotal * 0.1, 2);
  expect(graphql.prices.grand_total.value).toBeCloseTo(rest.grand_total, 2);
  expect(graphql.prices.subtotal_excluding_tax.value).toBeCloseTo(rest.subtotal, 2);
  expect(graphql.items.map((item) => item.product.sku)).toEqual([await page.getByTestId('bag-item').getAttribute('data-sku')]);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible();
  await expect(page.getByTestId('bag-total')).toHaveText(`$${subtotal.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);

  await page.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByText('You have no items in your bag.')).toBeVisible();
  expect(await sessionCookie(page, 'loupe_diamond')).toBeNull();
});

test('a shopper builds a ring and finds it in the bag with its variant sku', async ({ page }) => {
  await putADiamondInTheBag(page);
  await page.goto('/ring-detail');
  await expect(page.getByTestId('ring-page-summary')).toHaveText(/Showing page 1 of \d+/);
  await expect(page.getByText(/Your diamond:/)).toBeVisible();
  await page.getByTestId('ring-card').first().click();
  await expect(page).toHaveURL(/\/ring-builder\/[\w-]+$/);
  const urlKey = page.url().split('/').pop() ?? '';

  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await page.getByRole('button', { name: 'White Gold' }).click();
  await page.getByRole('combobox', { name: /^Select/ }).last().selectOption('6.5');
  await expect(page).toHaveURL(/color=White-Gold/);
  await expect(page).toHaveURL(/size=6\.5/);
  const itemNumber = ((await page.getByTestId('item-number').textContent()) ?? '').replace('Item number ', '');
  expect(itemNumber).toMatch(new RegExp(`^fw-${urlKey.split('-')[0]}-er-White Gold-14K-6\\.5$`));

  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('bag-item')).toHaveCount(2);
  await expect(page.locator(`[data-testid="bag-item"][data-sku="${itemNumber}"]`)).toBeVisible();
  // A ring in the bag: no free ring offer.
  await expect(page.getByRole('group', { name: 'Ring color' })).toHaveCount(0);
});

test("the ring builder's price and pictures follow the metal and colour before a size is chosen, and the price is what the bag line costs", async ({ page }) => {
  await page.goto('/ring-builder/halo-royal');
  const price = page.getByTestId('ring-price');
  await expect(price).toHaveText(/^\$[\d,]+\.\d\d$/);
  const picture = page.getByRole('img', { name: 'Royal Halo Ring' });
  const thumbnails = page.getByRole('group', { name: 'Pictures of this ring' }).locator('img');
  // The 360° video of the colour plays first, the colour's front picture as its poster.
  const video = page.getByLabel(/^360° view of the Royal Halo Ring in /);
  await expect(video).toHaveAttribute('poster', /\/media\/rings\/halo-royal\/rose-gold-front\.svg$/);
  const gold14 = dollars(await price.textContent());

  await page.getByRole('button', { name: '18K' }).click();
  await expect(page).toHaveURL(/metal=18K/);
  await expect(price).not.toHaveText(`$${gold14.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await expect(price).toHaveText(/^\$[\d,]+\.\d\d$/);
  const gold18 = dollars(await price.textContent());
  expect(gold18).toBeGreaterThan(gold14);

  await page.getByRole('button', { name: 'White Gold' }).click();
  await expect(page).toHaveURL(/color=White-Gold/);
  await expect(page).not.toHaveURL(/size=/);
  await expect(price).toHaveText(/^\$[\d,]+\.\d\d$/);
  const shown = (await price.textContent()) ?? '';
  // The pictures are the white gold ring's, every view of it, before any size is chosen, and the store serves them.
  await expect(video).toHaveAttribute('poster', /\/media\/rings\/halo-royal\/white-gold-front\.svg$/);
  await expect(thumbnails).toHaveCount(3);
  for (const [index, view] of ['front', 'side', 'top'].entries()) await expect(thumbnails.nth(index)).toHaveAttribute('src', new RegExp(`/media/rings/halo-royal/white-gold-${view}\\.svg$`));
  await page.getByRole('button', { name: 'Picture 2 of 3' }).click();
  await expect(picture).toHaveAttribute('src', /\/white-gold-side\.svg$/);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  await page.getByRole('combobox', { name: /^Select/ }).last().selectOption('6.5');
  await expect(page).toHaveURL(/size=6\.5/);
  await expect(price).toHaveText(shown);
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // The bag line, and the store's own cart, cost what the builder showed.
  const line = page.locator('[data-testid="bag-item"][data-sku="fw-halo-er-White Gold-18K-6.5"]');
  await expect(line).toBeVisible();
  await expect(line.getByText(shown, { exact: true })).toBeVisible();
  const cartId = await sessionCookie(page, 'loupe_cart');
  const items = (await (await page.request.get(`${MOCK}/rest/V1/guest-carts/${cartId}/items`)).json()) as { sku: string; price: number }[];
  expect(items.map((item) => [item.sku, item.price])).toEqual([['fw-halo-er-White Gold-18K-6.5', dollars(shown)]]);
});

test('the ring style dropdown keeps every style after a style without rings, and another style can be chosen from there', async ({ page }) => {
  await page.goto('/ring-detail');
  await expect(page.getByTestId('ring-page-summary')).toHaveText(/Showing page 1 of \d+/);
  const styles = page.getByRole('combobox', { name: 'Ring style' });
  const every = await styles.locator('option').allTextContents();
  expect(every).toEqual(expect.arrayContaining(['All Rings', 'Halo', 'Bridal Set']));

  await styles.selectOption('Bridal Set');
  await expect(page.getByText('There are no Bridal Set rings in stock right now.')).toBeVisible();
  await expect(styles.locator('option')).toHaveText(every);
  await expect(styles).toHaveValue('Bridal Set');

  await styles.selectOption('Halo');
  await expect(page).toHaveURL(/option=halo/);
  await expect(page.getByText('There are no Bridal Set rings in stock right now.')).toHaveCount(0);
  await expect(page.getByTestId('ring-card').first()).toContainText('Halo');
  await expect(styles).toHaveValue('Halo');
});
