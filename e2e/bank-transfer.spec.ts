import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { fillBillingPanel, putADiamondInTheBag } from './support/checkout-journey';
import { expect, test } from './support/shop-test';
import { PHONE_AND_DESKTOP } from './support/viewports';

/** The order the store holds under a number (the mock's mailbox of order confirmations). */
async function storedOrder(request: APIRequestContext, orderId: string): Promise<{ email: string; status: string } | undefined> {
  const mailbox = (await (await request.get(`http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}/__control/mailbox`)).json()) as {
    orderConfirmations: { email: string; increment_id: string; status: string }[];
  };
  return mailbox.orderConfirmations.find((mail) => mail.increment_id === orderId);
}

/** The bag is filled on a wide screen (the detail page's journey is its own spec's); the checkout then runs at the
 * width under test, as a guest, to the payment page. */
async function guestAtThePaymentPage(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await putADiamondInTheBag(page);
  await page.setViewportSize(viewport);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('link', { name: 'Continue as a guest' }).click();
  await expect(page).toHaveURL(/\/shipping-billing$/);
  await fillBillingPanel(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/cardholder-review$/);
}

for (const [device, viewport] of PHONE_AND_DESKTOP) {
  test(`a guest pays by bank transfer on ${device}: the order is placed, pending, with the store's instructions`, async ({ page, request }) => {
    await guestAtThePaymentPage(page, viewport);
    const total = (await page.getByTestId('order-total').textContent()) ?? '';

    await page.getByRole('radio', { name: 'Bank transfer' }).check();
    const transfer = page.getByTestId('bank-transfer-payment');
    await expect(transfer).toContainText('Place your order now and pay by bank transfer.');
    await expect(page.getByTestId('card-payment')).toHaveCount(0);
    await expectNoSeriousViolations(page, `the bank transfer on the payment page (${device})`);

    await transfer.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order-received$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    const orderId = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(orderId).toMatch(/^\d{9}$/);
    const pending = page.getByTestId('payment-pending');
    await expect(pending).toContainText('Payment pending');
    await expect(pending).toContainText('Your payment is pending: we ship your order once your bank transfer has arrived.');
    // The store's own instructions for the transfer, as it keeps them with the order.
    await expect(page.getByTestId('payment-instructions')).toContainText('quoting your order number');
    expect(await storedOrder(request, orderId)).toMatchObject({ email: 'ada@example.com', status: 'pending' });
    // The receipt reports the order's total, as for a card.
    const receipt = await page.evaluate(() => (window as unknown as { dataLayer?: { event?: string; ecommerce?: { transaction_id?: string; value?: number } }[] }).dataLayer?.find((entry) => entry.event === 'purchase'));
    expect(receipt?.ecommerce?.transaction_id).toBe(orderId);
    expect(receipt?.ecommerce?.value).toBe(Number(total.replace(/[$,]/g, '')));
    await expectNoSeriousViolations(page, `the order received page of a pending order (${device})`);

    await page.goto('/cart');
    await expect(page.getByText('You have no items in your bag.')).toBeVisible();
  });
}
