import type { Page } from '@playwright/test';

/** A cookie of the shopper's session as the browser keeps it (`SESSION_COOKIES`: `loupe_cart`, `loupe_diamond`,
 * `loupe_customer`, `loupe_signed_in`), or null. */
export async function sessionCookie(page: Page, name: string): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === name);
  return cookie ? decodeURIComponent(cookie.value) : null;
}
