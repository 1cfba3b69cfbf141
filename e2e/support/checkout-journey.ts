import type { Page } from '@playwright/test';
import { expect } from './shop-test';

/** Picks the FINEST stone of the $5,000 to $10,000 budget and selects it: the bag holds one diamond. */
export async function putADiamondInTheBag(page: Page): Promise<string> {
  await page.goto('/shop-by-price/step1');
  await page.getByRole('button', { name: /\$5,000 to \$10,000/ }).click();
  await page.getByTestId('recommended-diamond').first().getByRole('button', { name: /^finest:/ }).click();
  await page.getByRole('button', { name: 'Skip the tour' }).click();
  const diamondId = (await page.getByTestId('diamond-title').getAttribute('data-diamond-id')) ?? '';
  await page.mouse.wheel(0, 400);
  await page.getByRole('button', { name: 'Select diamond' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('bag-item')).toHaveCount(1);
  return diamondId;
}

export const APPROVED_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 1111 1111 1115';

/** Fills the billing panel of /shipping-billing for Ada Lovelace in Austin, TX; the phone is typed through its mask. */
export async function fillBillingPanel(page: Page): Promise<void> {
  const billing = page.getByTestId('billing-panel');
  await billing.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await billing.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await billing.getByRole('textbox', { name: 'Address' }).fill('1 Main St');
  await billing.getByRole('textbox', { name: 'City' }).fill('Austin');
  await billing.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await billing.getByRole('textbox', { name: 'Zip' }).fill('73301');
  await billing.getByRole('textbox', { name: 'Phone' }).pressSequentially('5125550100');
  await expect(billing.getByRole('textbox', { name: 'Phone' })).toHaveValue('(512) 555-0100');
  await billing.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
}

/** Types the card into the provider's hosted fields and presses its Authorize button. */
export async function authorizeCard(page: Page, card: string = APPROVED_CARD): Promise<void> {
  const fields = page.frameLocator('iframe[title="Card details"]');
  await fields.getByLabel('Card number').fill(card);
  await fields.getByLabel('Expiry (MM/YY)').fill('12/39');
  await fields.getByLabel('CVV').fill('123');
  await fields.getByLabel('Name on card').fill('Ada Lovelace');
  await fields.getByRole('button', { name: 'Authorize' }).click();
}
