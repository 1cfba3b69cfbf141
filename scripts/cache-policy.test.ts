import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-policy.mjs';

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300';
const PRIVATE = 'private, no-store';

describe('what the storefront lets browsers and the CDN keep', () => {
  it('keeps public pages for a minute, then serves them stale while it fetches a fresh one', () => {
    for (const path of ['/', '/how-it-works', '/ring-detail', '/ring-builder/solitaire', '/shop-by-price/step2', '/product-details/MTAwMDgwMzQx', '/terms-conditions', '/sitemap.xml'])
      expect(cacheControlFor(path, 200), path).toBe(PUBLIC);
  });

  it('never stores a personal page (bag, checkout, account, passwords, the order received), nor its data', () => {
    for (const path of ['/cart', '/cart.data', '/cart/', '/billing', '/shipping', '/shipping-billing', '/order-review', '/cardholder', '/cardholder-review', '/order-received', '/account', '/account-markup', '/register', '/new-client', '/password-forgot', '/password-reset', '/password-change', '/Account'])
      expect(cacheControlFor(path, 200), path).toBe(PRIVATE);
  });

  it('never stores an error, a missing page or a redirect, whatever the address', () => {
    for (const status of [404, 500, 502, 302]) expect(cacheControlFor('/product-details/bm8tc3VjaC1zdG9uZQ', status)).toBe(PRIVATE);
  });

  it('a public page whose address merely starts like a personal one stays public', () => {
    expect(cacheControlFor('/cartier-rings', 200)).toBe(PUBLIC);
  });
});
