import type { APIRequestContext, Page, Request } from '@playwright/test';
import { APPROVED_CARD, authorizeCard, DECLINED_CARD, fillBillingPanel, putADiamondInTheBag } from './support/checkout-journey';
import { expect, test } from './support/shop-test';
import { sessionCookie } from './support/session';


/** From the bag as a guest: Checkout, Continue as a guest, the addresses, on to the payment page. */
async function guestToPayment(page: Page) {
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('link', { name: 'Continue as a guest' }).click();
  await expect(page).toHaveURL(/\/shipping-billing$/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('billing-panel').getByText('Required').first()).toBeVisible();
  await fillBillingPanel(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/cardholder-review$/);
}

/** Every request body the page sends to the store's REST and GraphQL routes. */
function recordStoreBodies(page: Page): { url: string; body: string }[] {
  const bodies: { url: string; body: string }[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/rest') && !pathname.startsWith('/graphql')) return;
    const body = request.postData();
    if (body) bodies.push({ url: request.url(), body });
  });
  return bodies;
}

/** The order confirmations the store mailed (the mock's mailbox), newest last. */
async function mailedOrderNumbers(request: APIRequestContext, email: string): Promise<{ increment_id: string; skus: string[] }[]> {
  const mailbox = (await (await request.get(`http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}/__control/mailbox`)).json()) as {
    orderConfirmations: { email: string; increment_id: string; skus: string[] }[];
  };
  return mailbox.orderConfirmations.filter((mail) => mail.email === email).map(({ increment_id, skus }) => ({ increment_id, skus }));
}

test('a guest buys a recommended diamond with the free ring by card and sees the order received page', async ({ page, request }) => {
  const storeBodies = recordStoreBodies(page);
  const diamondId = await putADiamondInTheBag(page);
  await page.getByRole('button', { name: 'Yellow Gold' }).click();
  await page.getByRole('combobox', { name: 'Ring size' }).selectOption('6.5');
  const total = (await page.getByTestId('bag-total').textContent()) ?? '';
  await guestToPayment(page);
  await expect(page.getByTestId('order-item')).toHaveCount(2);
  await expect(page.getByTestId('order-total')).toHaveText(total);

  await authorizeCard(page, APPROVED_CARD);
  const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
  await expect(confirm).toContainText(`Pay ${total} with the card ending in 1111.`);
  await confirm.getByRole('button', { name: 'Confirm payment' }).click();

  await expect(page).toHaveURL(/\/order-received$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('We sent the confirmation to ada@example.com.')).toBeVisible();
  // The order number is the increment id the store gave the order and named in its confirmation mail.
  const orderId = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderId).toMatch(/^\d{9}$/);
  expect(await mailedOrderNumbers(request, 'ada@example.com')).toEqual([{ increment_id: orderId, skus: [diamondId, 'fw-freering-er-Yellow Gold-14K-6.5'] }]);
  const receipt = await page.evaluate(() => (window as unknown as { dataLayer?: { event?: string; ecommerce?: { transaction_id?: string; items?: { item_id: string }[] } }[] }).dataLayer?.find((entry) => entry.event === 'purchase'));
  expect(receipt?.ecommerce?.transaction_id).toBe(orderId);
  expect(receipt?.ecommerce?.items?.map((item) => item.item_id)).toEqual([diamondId, 'fw-freering-er-Yellow Gold-14K-6.5']);
  expect([await sessionCookie(page, 'loupe_cart'), await sessionCookie(page, 'loupe_diamond')]).toEqual([null, null]);
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/shop-by$/);

  // Card data went to the card provider only: the store received the nonce.
  const digits = APPROVED_CARD.replace(/\s/g, '');
  expect(storeBodies.some(({ url, body }) => url.endsWith('/graphql') && body.includes('placeOrder'))).toBe(true);
  for (const { url, body } of storeBodies) expect(body.replace(/[\s-]/g, ''), url).not.toContain(digits);

  await page.goto('/cart');
  await expect(page.getByText('You have no items in your bag.')).toBeVisible();
});

test('the declined card shows the provider message and leaves the bag intact', async ({ page }) => {
  const diamondId = await putADiamondInTheBag(page);
  await guestToPayment(page);
  await authorizeCard(page, DECLINED_CARD);
  await page.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByTestId('payment-message')).toHaveText('Unable to place order: Processor declined');
  await expect(page.getByRole('dialog', { name: 'Confirm payment' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/cardholder-review$/);
  // Fresh fields for another card.
  await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toHaveValue('');

  await page.goto('/cart');
  await expect(page.getByTestId('bag-item')).toHaveCount(1);
  await expect(page.getByTestId('bag-item')).toHaveAttribute('data-sku', diamondId);
});

test('the demo customer buys by financing and finds the order on the account page', async ({ page }) => {
  await page.goto('/register');
  const logIn = page.getByRole('region', { name: 'Sign in' });
  await logIn.getByRole('textbox', { name: 'Email' }).fill('demo@loupe.test');
  await logIn.locator('input[type="password"]').fill('Diamond2024!');
  await logIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/shipping-billing$/);

  await putADiamondInTheBag(page);
  const total = (await page.getByTestId('bag-total').textContent()) ?? '';
  await page.getByRole('button', { name: 'Checkout' }).click();
  // Signed in: the sign-in page sends the customer straight on, with the saved addresses filled in.
  await expect(page).toHaveURL(/\/shipping-billing$/);
  await expect(page.getByTestId('billing-panel').getByRole('textbox', { name: 'First name' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/cardholder-review$/);

  await page.getByRole('radio', { name: /Monthly payments/ }).check();
  await page.getByRole('button', { name: 'Continue with the financing provider' }).click();
  const modal = page.getByRole('dialog', { name: 'Pay over time' });
  const provider = modal.frameLocator('iframe[title="Financing checkout"]');
  await provider.getByLabel('Last 4 digits of your SSN').fill('1234');
  await provider.getByRole('button', { name: 'Confirm plan' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();

  await expect(page).toHaveURL(/\/order-received$/);
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/^0000000\d\d$/);
  await expect(page.getByText('We sent the confirmation to demo@loupe.test.')).toBeVisible();

  await page.goto('/account');
  const history = page.getByRole('table', { name: 'Order history' });
  await expect(history).toContainText(`#${orderNumber}`);
  await expect(history.getByTestId('order-row').filter({ hasText: `#${orderNumber}` })).toContainText(total);
});

test('a cancelled financing checkout returns to the start without a message', async ({ page }) => {
  await putADiamondInTheBag(page);
  await guestToPayment(page);
  await page.getByRole('radio', { name: /Monthly payments/ }).check();
  await page.getByRole('button', { name: 'Continue with the financing provider' }).click();
  const modal = page.getByRole('dialog', { name: 'Pay over time' });
  await modal.frameLocator('iframe[title="Financing checkout"]').getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue with the financing provider' })).toBeEnabled();
  await expect(page.getByTestId('payment-message')).toHaveCount(0);
});

test('on a phone the billing and shipping panels are two steps', async ({ page }) => {
  await putADiamondInTheBag(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/shipping-billing');
  await fillBillingPanel(page);
  await page.getByRole('checkbox', { name: 'Ship to my billing address' }).uncheck();
  await expect(page.getByTestId('shipping-panel')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  const shipping = page.getByTestId('shipping-panel');
  await expect(shipping).toBeVisible();
  await expect(page.getByTestId('billing-panel')).toHaveCount(0);
  // The click that opened the step submitted nothing.
  await expect(shipping.getByText('Required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(shipping.getByText('Required').first()).toBeVisible();
  await page.getByRole('button', { name: 'Back to billing' }).click();
  await expect(page.getByTestId('billing-panel').getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
});
