import type { Page } from '@playwright/test';
import { expect } from './shop-test';

/** Signs the seeded demo customer in from the sign-in page, returning to /account. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/register?returnUrl=/account');
  const logIn = page.getByRole('region', { name: 'Sign in' });
  await logIn.getByRole('textbox', { name: 'Email' }).fill('demo@loupe.test');
  await logIn.locator('input[type="password"]').fill('Diamond2024!');
  await logIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
}
