import type { Page } from '@playwright/test';
import { signInAsDemo } from './support/accounts';
import { expect, expectHttpError, test } from './support/shop-test';

/** How each password field on the page draws its inner input: inside the field's own box, with no box of its own. */
const passwordInputs = (page: Page) =>
  page.locator('input[type="password"]').evaluateAll((inputs) =>
    inputs.map((input) => {
      const style = getComputedStyle(input);
      return { border: style.borderTopWidth, background: style.backgroundColor, position: style.position };
    }),
  );
const DRAWN_INSIDE_ITS_FIELD = { border: '0px', background: 'rgba(0, 0, 0, 0)', position: 'absolute' };

test('every password field is one box: sign in, sign up, new client, password reset and change', async ({ page }) => {
  for (const [path, fields] of [['/register', 2], ['/new-client', 1], ['/password-reset?token=abc', 1]] as const) {
    await page.goto(path);
    await expect(page.locator('input[type="password"]')).toHaveCount(fields);
    // Read again until the page has settled: a field the page puts back while it wakes has no style for a moment.
    await expect.poll(() => passwordInputs(page), { message: path }).toEqual(Array(fields).fill(DRAWN_INSIDE_ITS_FIELD));
  }
  await signInAsDemo(page);
  await page.goto('/password-change');
  await expect(page.locator('input[type="password"]')).toHaveCount(2);
  await expect.poll(() => passwordInputs(page), { message: '/password-change' }).toEqual(Array(2).fill(DRAWN_INSIDE_ITS_FIELD));
});

test('an empty sign-in names the Email field in the shop\'s words', async ({ page }) => {
  expectHttpError(400);
  await page.goto('/register');
  const logIn = page.getByRole('region', { name: 'Sign in' });
  await logIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(logIn.getByRole('alert')).toHaveText('Email is required.');
  await logIn.getByRole('textbox', { name: 'Email' }).fill('demo@loupe.test');
  await logIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(logIn.getByRole('alert')).toHaveText('Password is required.');
});
