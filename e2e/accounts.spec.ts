import { expect, test } from './support/shop-test';
import { sessionCookie } from './support/session';

test('a guest with a diamond in the bag registers, keeps the bag and sees the account', async ({ page }) => {
  await page.goto('/shop-by-price/step1');
  await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
  await page.getByTestId('recommended-diamond').first().getByRole('link', { name: /^finest:/ }).click();
  await page.getByRole('button', { name: 'Skip the tour' }).click();
  const diamondId = await page.getByTestId('diamond-title').getAttribute('data-diamond-id');
  await page.mouse.wheel(0, 400);
  await page.getByRole('button', { name: 'Select diamond' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const signUp = page.getByRole('region', { name: 'Create an account' });
  await signUp.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await signUp.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await signUp.getByRole('textbox', { name: 'Email' }).fill('grace@loupe.test');
  await signUp.locator('input[type="password"]').fill('Cobol1959!');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/register$/);
  expect(await sessionCookie(page, 'loupe_cart')).toBeNull();

  await page.goto('/cart');
  await expect(page.getByTestId('bag-item')).toHaveCount(1);
  await expect(page.getByTestId('bag-item')).toHaveAttribute('data-sku', diamondId ?? '');

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByTestId('contact-name')).toHaveText('Grace Hopper');
  await expect(page.getByTestId('contact-email')).toHaveText('grace@loupe.test');
});

test('the demo customer signs in and finds the past order on the account page', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/register\?returnUrl=\/account$/);
  const logIn = page.getByRole('region', { name: 'Sign in' });
  await expect(logIn.getByRole('link', { name: 'Continue as a guest' })).toHaveCount(0);
  await logIn.getByRole('textbox', { name: 'Email' }).fill('demo@loupe.test');
  await logIn.locator('input[type="password"]').fill('Diamond2024!');
  await logIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('contact-email')).toHaveText('demo@loupe.test');
  await expect(page.getByRole('table', { name: 'Order history' }).getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Order history' })).toContainText('#000000001');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Where BIG commitment meets SMART choices.' })).toBeVisible();
  expect(await sessionCookie(page, 'loupe_customer')).toBeNull();
  expect(await sessionCookie(page, 'loupe_signed_in')).toBeNull();
});

test('a return url that would lead off the shop is not followed: the customer goes to the address step', async ({ page }) => {
  await page.goto('/register?returnUrl=%2F%5Cevil.example');
  const logIn = page.getByRole('region', { name: 'Sign in' });
  await logIn.getByRole('textbox', { name: 'Email' }).fill('demo@loupe.test');
  await logIn.locator('input[type="password"]').fill('Diamond2024!');
  await logIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/shipping-billing$/);
  await expect(page.getByRole('heading', { name: 'Billing and shipping' })).toBeVisible();

  // Signed in, the sign-in page sends the customer on at once: to the same page.
  for (const returnUrl of ['%2F%09%2Fevil.example', '%2F.%2F%2Fevil.example', '%2F%2F%2Fevil.example']) {
    await page.goto(`/register?returnUrl=${returnUrl}`);
    await expect(page).toHaveURL(/\/shipping-billing$/);
    await expect(page.getByRole('heading', { name: 'Billing and shipping' })).toBeVisible();
  }
});
