import type { Page } from '@playwright/test';
import { expect } from './shop-test';

/** Picks the FINEST stone of the $5,000 to $10,000 budget and selects it: the bag holds one diamond. */
export async function putADiamondInTheBag(page: Page): Promise<string> {
  await page.goto('/shop-by-price/step1');
  await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
  await page.getByTestId('recommended-diamond').first().getByRole('link', { name: /^finest:/ }).click();
  await page.getByRole('button', { name: 'Skip the tour' }).click();
  const diamondId = (await page.getByTestId('diamond-title').getAttribute('data-diamond-id')) ?? '';
  // The tour holds the page's scroll until it has gone; on a phone Select diamond waits for the shopper to scroll.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.mouse.wheel(0, 400);
  await page.getByRole('button', { name: 'Select diamond' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('bag-item')).toHaveCount(1);
  return diamondId;
}

export const APPROVED_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 1111 1111 1115';

/** A person and address as a shopper types them into a /shipping-billing panel. */
export interface PanelAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  /** Ten digits, typed through the (999) 999-9999 mask. */
  readonly phone: string;
  readonly email: string;
}

/** Fills one panel of /shipping-billing (`billing-panel` or `shipping-panel`); the phone is typed through its mask. */
export async function fillAddressPanel(page: Page, panelTestId: 'billing-panel' | 'shipping-panel', address: PanelAddress): Promise<void> {
  const panel = page.getByTestId(panelTestId);
  await panel.getByRole('textbox', { name: 'First name' }).fill(address.firstName);
  await panel.getByRole('textbox', { name: 'Last name' }).fill(address.lastName);
  await panel.getByRole('textbox', { name: 'Address' }).fill(address.address);
  await panel.getByRole('textbox', { name: 'City' }).fill(address.city);
  await panel.getByRole('combobox', { name: 'State' }).selectOption(address.state);
  await panel.getByRole('textbox', { name: 'Zip' }).fill(address.zip);
  await panel.getByRole('textbox', { name: 'Phone' }).pressSequentially(address.phone);
  await expect(panel.getByRole('textbox', { name: 'Phone' })).toHaveValue(`(${address.phone.slice(0, 3)}) ${address.phone.slice(3, 6)}-${address.phone.slice(6)}`);
  await panel.getByRole('textbox', { name: 'Email' }).fill(address.email);
}

/** Fills the billing panel of /shipping-billing for Ada Lovelace in Austin, TX. */
export async function fillBillingPanel(page: Page): Promise<void> {
  await fillAddressPanel(page, 'billing-panel', { firstName: 'Ada', lastName: 'Lovelace', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', phone: '5125550100', email: 'ada@example.com' });
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
