import { putADiamondInTheBag } from './support/checkout-journey';
import { expect, test } from './support/shop-test';
import { PHONE_AND_DESKTOP } from './support/viewports';

/** Typing is never mixed with a saved address: the prefill leaves an address the shopper typed into alone and offers
 * the saved one; a guest's typing survives a reload of the page. */
for (const [device, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('typing before the saved address arrives is kept whole, and the saved address is offered', async ({ page }) => {
      await page.goto('/register');
      const logIn = page.getByRole('region', { name: 'Sign in' });
      await logIn.getByRole('textbox', { name: 'Email' }).fill('demo@loupe.test');
      await logIn.locator('input[type="password"]').fill('Diamond2024!');
      await logIn.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/shipping-billing$/);
      await putADiamondInTheBag(page);

      // The saved addresses answer late, as on a slow network; the shopper types meanwhile. The page looks the
      // customer's cart up once, for the bag and the addresses together; the cart read after that lookup is the one that
      // carries the saved addresses.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let cartReads = 0;
      let addressesHeld = 0;
      await page.route(/\/rest\/V1\/carts\/mine$/, async (route) => {
        if (route.request().method() === 'GET' && ++cartReads > 1) {
          addressesHeld += 1;
          await released;
        }
        await route.continue();
      });
      await page.getByRole('button', { name: 'Checkout' }).click();
      const panel = page.getByTestId('billing-panel');
      await panel.getByRole('textbox', { name: 'First name' }).fill('Dorothea');
      await panel.getByRole('textbox', { name: 'City' }).fill('Cambridge');
      // The page asks for them once it has woken, which on a loaded machine can be after the typing: the answer is held
      // either way, so the typing comes first.
      await expect.poll(() => addressesHeld).toBeGreaterThan(0);
      release();
      await expect(panel.getByRole('button', { name: 'Use my saved address' })).toBeVisible();
      await expect(panel.getByRole('textbox', { name: 'City' })).toHaveValue('Cambridge');
      await expect(panel.getByRole('textbox', { name: 'Last name' })).toHaveValue('');
      await panel.getByRole('button', { name: 'Use my saved address' }).click();
      await expect(panel.getByRole('textbox', { name: 'Address' })).toHaveValue('350 Fifth Avenue');
      await expect(panel.getByRole('textbox', { name: 'First name' })).not.toHaveValue('Dorothea');
    });

    test('a guest’s typing survives a reload of the page', async ({ page }) => {
      await putADiamondInTheBag(page);
      await page.goto('/shipping-billing');
      const panel = page.getByTestId('billing-panel');
      await panel.getByRole('textbox', { name: 'First name' }).fill('Grace');
      await panel.getByRole('textbox', { name: 'Zip' }).fill('02108');
      await page.reload();
      await expect(panel.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
      await expect(panel.getByRole('textbox', { name: 'Zip' })).toHaveValue('02108');
    });
  });
}
