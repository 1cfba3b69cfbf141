import type { Page } from '@playwright/test';
import { expectErrorsAnnounced, expectNoSeriousViolations } from './support/accessibility';
import { fillBillingPanel, putADiamondInTheBag } from './support/checkout-journey';
import { screenshot } from './support/screenshots';
import { expect, test } from './support/shop-test';
import { PHONE_AND_DESKTOP } from './support/viewports';

const ZIP_MESSAGE = 'Please enter a 5-digit ZIP code.';
const EMAIL_MESSAGE = 'Please enter a valid email address';
const NAME_MESSAGE = 'Please enter your first and last name.';
const TOO_LONG = 'Please shorten this to 255 characters or fewer.';
const NAME_OF_275 = 'N'.repeat(275);

/** Every address the page sends to the store from now on. */
/** The bag is filled on a wide screen (the detail page's select button is the journey of its own spec); the form is
 * then used at the width under test. */
async function aBagWithADiamond(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await putADiamondInTheBag(page);
  await page.setViewportSize(viewport);
}

function addressCallsFrom(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/(billing-address|shipping-information|customers\/me\/address)$/.test(new URL(request.url()).pathname)) calls.push(request.url());
  });
  return calls;
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test("/shipping-billing refuses a 4-digit ZIP, an email that is not one, a 275-character name and a single name on their fields, in the shop's words, keeping what was typed", async ({ page }) => {
      await aBagWithADiamond(page, viewport);
      await page.goto('/shipping-billing');
      const billing = page.getByTestId('billing-panel');
      await fillBillingPanel(page);
      const sent = addressCallsFrom(page);
      await billing.getByRole('textbox', { name: 'First name' }).fill(NAME_OF_275);
      await billing.getByRole('textbox', { name: 'Last name' }).fill('');
      await billing.getByRole('textbox', { name: 'Zip' }).fill('0210');
      await billing.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
      await page.getByRole('button', { name: 'Continue to payment' }).click();

      await expect(billing.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(TOO_LONG);
      await expect(billing.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('Required');
      await expect(billing.getByRole('textbox', { name: 'Zip' })).toHaveAccessibleDescription(ZIP_MESSAGE);
      await expect(billing.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(EMAIL_MESSAGE);
      await expectErrorsAnnounced(page, [TOO_LONG, ZIP_MESSAGE, EMAIL_MESSAGE], `/shipping-billing at ${viewport.width} px`);
      // Nothing the shopper typed is lost, and nothing reached the store.
      await expect(billing.getByRole('textbox', { name: 'First name' })).toHaveValue(NAME_OF_275);
      await expect(billing.getByRole('textbox', { name: 'Zip' })).toHaveValue('0210');
      await expect(billing.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-email');
      await expect(billing.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
      await expect(page.getByText(/Invalid value of|is required\. Enter and try again|length must be equal/)).toHaveCount(0);
      await expect(page).toHaveURL(/\/shipping-billing$/);
      expect(sent).toEqual([]);
      await screenshot(page, `address-refusals-shipping-billing-${viewport.width}`, { fullPage: true });
      await expectNoSeriousViolations(page, `/shipping-billing with refused fields at ${viewport.width} px`);

      // Fixed, the same form goes on to the payment page.
      await billing.getByRole('textbox', { name: 'First name' }).fill('Cher');
      await billing.getByRole('textbox', { name: 'Last name' }).fill('Sarkisian');
      await billing.getByRole('textbox', { name: 'Zip' }).fill('02108');
      await billing.getByRole('textbox', { name: 'Email' }).fill('cher@example.com');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page).toHaveURL(/\/cardholder-review$/);
    });

    test("/shipping refuses a single name, a 275-character name, a 4-digit ZIP and an email that is not one on their fields, in the shop's words, keeping what was typed", async ({ page }) => {
      await aBagWithADiamond(page, viewport);
      await page.goto('/shipping');
      await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
      const sent = addressCallsFrom(page);
      const fullName = page.getByRole('textbox', { name: 'Full name' });
      const zip = page.getByRole('textbox', { name: 'Zip' });
      const email = page.getByRole('textbox', { name: 'Email' });
      await fullName.fill('Cher');
      await page.getByRole('textbox', { name: 'Address' }).fill('24 Beacon St');
      await page.getByRole('textbox', { name: 'City' }).fill('Boston');
      await page.getByRole('combobox', { name: 'State' }).selectOption('MA');
      await zip.fill('0210');
      await page.getByRole('textbox', { name: 'Phone' }).fill('+1 617 555 0100');
      await email.fill('not-an-email');
      // A pasted phone keeps its digits.
      await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('(617) 555-0100');
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(fullName).toHaveAccessibleDescription(NAME_MESSAGE);
      await expect(zip).toHaveAccessibleDescription(ZIP_MESSAGE);
      await expect(email).toHaveAccessibleDescription(EMAIL_MESSAGE);
      await expectErrorsAnnounced(page, [NAME_MESSAGE, ZIP_MESSAGE, EMAIL_MESSAGE], `/shipping at ${viewport.width} px`);
      await expect(fullName).toHaveValue('Cher');
      await expect(zip).toHaveValue('0210');
      await expect(email).toHaveValue('not-an-email');
      await screenshot(page, `address-refusals-shipping-${viewport.width}`, { fullPage: true });
      await expectNoSeriousViolations(page, `/shipping with refused fields at ${viewport.width} px`);

      // A single name of 275 letters still lacks a last name; a last name of 275 letters is longer than the store keeps.
      await fullName.fill(NAME_OF_275);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(fullName).toHaveAccessibleDescription(NAME_MESSAGE);
      await fullName.fill(`Ada ${NAME_OF_275}`);
      await fullName.blur();
      await expect(fullName).toHaveAccessibleDescription(TOO_LONG);
      await expect(fullName).toHaveValue(`Ada ${NAME_OF_275}`);
      await expect(page.getByText(/Invalid value of|is required\. Enter and try again|length must be equal/)).toHaveCount(0);
      await expect(page).toHaveURL(/\/shipping$/);
      expect(sent).toEqual([]);

      await fullName.fill('Cher Sarkisian');
      await zip.fill('02108');
      await email.fill('cher@example.com');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/billing$/);
      expect(sent).toHaveLength(1);
    });
  });
}
