import type { Page } from '@playwright/test';
import { expect, test } from './support/shop-test';
import { sessionCookie } from './support/session';

const MOCK = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}`;
const SHOP = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4173}`;

async function signIn(page: Page) {
  await page.goto('/register');
  const logIn = page.getByRole('region', { name: 'Sign in' });
  await logIn.getByRole('textbox', { name: 'Email' }).fill('demo@loupe.test');
  await logIn.locator('input[type="password"]').fill('Diamond2024!');
  await logIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/shipping-billing$/);
}

test('the customer’s token lives in an HttpOnly cookie of the storefront server: no script in the page can read it', async ({ page }) => {
  await signIn(page);
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'loupe_customer');
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // It expires with the store's token: an hour.
  expect((token?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(3_500);
  expect((token?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(3_600);
  const seen = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`).join('\n'),
    session: Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key)}`).join('\n'),
  }));
  for (const place of Object.values(seen)) expect(place).not.toContain(token?.value ?? '-');
  expect(seen.cookie).toContain('loupe_signed_in=1');
  expect(seen.cookie).not.toContain('loupe_customer');

  // The page knows the customer all the same: the server signs the calls it forwards.
  await page.goto('/account');
  await expect(page.getByTestId('contact-email')).toHaveText('demo@loupe.test');
});

test('a forwarded change from another site answers 403, whatever cookies it carries', async ({ page, request }) => {
  await signIn(page);
  const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join('; ');
  const foreign: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }];
  for (const headers of foreign) {
    const changed = await request.post(`${SHOP}/rest/V1/carts/mine`, { headers: { ...headers, Cookie: cookie, 'Content-Type': 'application/json' }, data: {} });
    expect(changed.status()).toBe(403);
    const signedOut = await request.post(`${SHOP}/session/sign-out`, { headers: { ...headers, Cookie: cookie, 'Content-Type': 'application/json' }, data: {} });
    expect(signedOut.status()).toBe(403);
  }
  // The same request from the shop's own page goes through.
  const own = await request.get(`${SHOP}/rest/V1/customers/me`, { headers: { Cookie: cookie } });
  expect(((await own.json()) as { email: string }).email).toBe('demo@loupe.test');
});

test('sign-out clears the cookies and revokes the token at the store (Magento’s revoke-customer-token)', async ({ page, request }) => {
  await signIn(page);
  const token = await sessionCookie(page, 'loupe_customer');
  expect((await request.get(`${MOCK}/rest/V1/customers/me`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await sessionCookie(page, 'loupe_customer')).toBeNull();
  expect(await sessionCookie(page, 'loupe_signed_in')).toBeNull();
  expect((await request.get(`${MOCK}/rest/V1/customers/me`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
});
