import type { Page, Request } from '@playwright/test';
import { authorizeCard, fillAddressPanel, fillBillingPanel, putADiamondInTheBag } from './support/checkout-journey';
import { expect, expectHttpError, test } from './support/shop-test';
import { signInAsDemo } from './support/accounts';

/** The address bodies the page sends to the store's cart and address book. */
function recordAddressBodies(page: Page): { path: string; body: string }[] {
  const bodies: { path: string; body: string }[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    const body = request.postData();
    if (body && /\/(billing-address|shipping-information|customers\/me\/address)$/.test(pathname)) bodies.push({ path: pathname, body });
  });
  return bodies;
}

/** Types a Boston address into the one-address form (/shipping, /billing, the account's editor) key by key. */
async function typeBostonAddress(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Full name' }).pressSequentially('Mary Ann Smith');
  await page.getByRole('textbox', { name: 'Address' }).pressSequentially('24 Beacon St');
  await page.getByRole('textbox', { name: 'City' }).pressSequentially('Boston');
  await page.getByRole('combobox', { name: 'State' }).selectOption('MA');
  await page.getByRole('textbox', { name: 'Zip' }).pressSequentially('02108');
  await page.getByRole('textbox', { name: 'Phone' }).pressSequentially('6175550100');
  await page.getByRole('textbox', { name: 'Email' }).pressSequentially('mary@example.com');
}

test('a shopper from Boston (ZIP 02108) checks out through /shipping, /billing, /order-review and /cardholder', async ({ page }) => {
  const sent = recordAddressBodies(page);
  await putADiamondInTheBag(page);
  await page.goto('/shipping');
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  await typeBostonAddress(page);
  await expect(page.getByRole('textbox', { name: 'Zip' })).toHaveValue('02108');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('(617) 555-0100');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing address' })).toBeVisible();
  // The store copied the shipping address to billing: the step starts from it, leading zero and all.
  await expect(page.getByRole('textbox', { name: 'Zip' })).toHaveValue('02108');
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Mary Ann Smith');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/order-review$/);
  await expect(page.getByText('Boston, MA 02108')).toHaveCount(2);
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/cardholder$/);
  await authorizeCard(page);
  await page.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/order-received$/);
  await expect(page.getByText('We sent the confirmation to mary@example.com.')).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);

  const addresses = sent.map(({ body }) => JSON.parse(body) as { address?: { postcode?: unknown }; addressInformation?: { shipping_address: { postcode?: unknown } } });
  // The bag's add leaves an empty billing address first; the two steps then send the zip as typed.
  const postcodes = addresses.map((body) => body.address?.postcode ?? body.addressInformation?.shipping_address.postcode).filter((postcode) => postcode !== undefined);
  expect(postcodes).toEqual(['02108', '02108']);
});

test('the account saves a Boston shipping address with its leading zero and shows it back', async ({ page }) => {
  await signInAsDemo(page);

  const shippingCard = page.getByRole('heading', { name: 'Default shipping address' }).locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');
  await shippingCard.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/shipping$/);
  // The saved address fills the form; the shopper changes it to Boston.
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('New York');
  for (const name of ['Address', 'City', 'Zip']) await page.getByRole('textbox', { name }).clear();
  await page.getByRole('textbox', { name: 'Address' }).pressSequentially('24 Beacon St');
  await page.getByRole('textbox', { name: 'City' }).pressSequentially('Boston');
  await page.getByRole('combobox', { name: 'State' }).selectOption('MA');
  await page.getByRole('textbox', { name: 'Zip' }).pressSequentially('02108');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(shippingCard).toContainText('Boston, MA 02108');
  await shippingCard.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Zip' })).toHaveValue('02108');
});

test("on a phone, a billing zip the store refuses takes the shopper back to the billing step, marked on the field in the shop's words", async ({ page }) => {
  expectHttpError(400);
  await putADiamondInTheBag(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/shipping-billing');
  // A rule of the store the form cannot know: the store is sent a zip it takes as 2108, and refuses it.
  await page.route('**/rest/V1/guest-carts/*/billing-address', async (route) => {
    const body = route.request().postDataJSON() as { address: { postcode: string } };
    await route.continue({ postData: JSON.stringify({ ...body, address: { ...body.address, postcode: body.address.postcode.replace(/^0/, '') } }) });
  });
  await fillBillingPanel(page);
  const billingZip = page.getByTestId('billing-panel').getByRole('textbox', { name: 'Zip' });
  await billingZip.clear();
  await billingZip.pressSequentially('02108');
  await page.getByRole('checkbox', { name: 'Ship to my billing address' }).uncheck();
  await page.getByRole('button', { name: 'Continue to shipping' }).click();

  await fillAddressPanel(page, 'shipping-panel', { firstName: 'Grace', lastName: 'Hopper', address: '2 Navy Way', city: 'Arlington', state: 'VA', zip: '22202', phone: '7035550100', email: 'grace@example.com' });
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByTestId('billing-panel')).toBeVisible();
  await expect(page.getByTestId('shipping-panel')).toHaveCount(0);
  const refused = page.getByTestId('billing-panel').getByRole('textbox', { name: 'Zip' });
  await expect(refused).toHaveAccessibleDescription('Please check the ZIP code.');
  await expect(refused).toHaveValue('02108');
  await expect(refused).toBeFocused();
  await expect(refused).toBeInViewport();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/shipping-billing$/);
});
