import { expect, test } from '@playwright/test';

/** What the storefront's server lets browsers and the CDN keep, per class of answer (`scripts/cache-policy.mjs`). */
test.describe('the storefront server’s cache headers', () => {
  test('hashed assets are kept for a year and never revalidated', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"#]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets.slice(0, 5)) {
      const answer = await request.get(asset);
      expect(answer.status(), asset).toBe(200);
      expect(answer.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
  });

  test('public pages are kept a minute, then served stale while a fresh one is fetched', async ({ request }) => {
    for (const path of ['/', '/how-it-works', '/ring-detail', '/shop-by-price/step1']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['cache-control'], path).toBe('public, max-age=60, stale-while-revalidate=300');
    }
  });

  test('personal pages are never stored (bag, checkout, account, passwords, the order received)', async ({ request }) => {
    for (const path of ['/cart', '/shipping', '/order-review', '/account', '/password-change', '/order-received']) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.headers()['cache-control'], path).toBe('private, no-store');
    }
  });

  test('an unknown stone and a missing asset answer 404 and are never stored', async ({ request }) => {
    for (const path of ['/product-details/bm8tc3VjaC1zdG9uZQ', '/assets/no-such-file.js']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(answer.headers()['cache-control'], path).toBe('private, no-store');
    }
  });

  test('the health check answers, and is never stored', async ({ request }) => {
    const answer = await request.get('/health');
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'ok' });
    expect(answer.headers()['cache-control']).toBe('private, no-store');
  });
});
