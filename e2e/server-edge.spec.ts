import { expect, test } from '@playwright/test';
import {
  abandonAfter,
  closedPort,
  hangingBackend,
  MOCK_URL,
  openStream,
  rawRequest,
  serverExit,
  startStorefront,
  streamingBackend,
  type StorefrontServer,
} from './support/storefront-server';

/** The storefront's production server tried as an attacker would, against the build and the mock backend
 * (docs/security.md, 'The storefront server'). Requests are sent as written: no client normalises their targets. */

const SHOP = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4173}`;

test.describe('the forwarding cannot be walked past', () => {
  test.beforeAll(async ({ request }) => {
    // A password-reset mail in the mock's mailbox: what an escape to the control routes would read.
    await request.post(`${MOCK_URL}/__control/reset`);
    await request.put(`${SHOP}/rest/V1/customers/password`, { data: { email: 'demo@loupe.test', template: 'email_reset' } });
    expect(await (await request.get(`${MOCK_URL}/__control/mailbox`)).text()).toContain('demo@loupe.test');
  });

  for (const path of [
    '/rest/%2e%2e/__control/mailbox',
    '/rest/../__control/mailbox',
    '/rest/%2E%2E/__control/mailbox',
    '/rest/.%2e/__control/mailbox',
    '/rest/V1/%2e%2e/%2e%2e/__control/mailbox',
    '/rest/..%2f__control%2fmailbox',
    '/rest/%252e%252e/__control/mailbox',
    '/rest/..%5c__control/mailbox',
    '/rest/..\\__control/mailbox',
    '/graphql/%2e%2e/__control/mailbox',
    '/media/%2e%2e/__control/mailbox',
    '/media/../db/customers',
    '/card-provider/%2e%2e/__control/mailbox',
    '/financing/%2e%2e/db/customers',
    '/chat/%2e%2e/__control/mailbox',
    '/%2e%2e/__control/mailbox',
    '/__control/mailbox',
    '/db/customers',
    '/chat/console',
    '/chat/conversations',
  ]) {
    test(`${path} reaches neither the mock's control routes nor its raw data`, async () => {
      const answer = await rawRequest(SHOP, `GET ${path} HTTP/1.1`);
      expect(answer.status, answer.head).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).not.toContain('demo@loupe.test');
      expect(answer.body).not.toContain('password_hash');
    });
  }

  test('an absolute-form target never makes the server connect where it says', async () => {
    for (const target of ['http://127.0.0.1:1/rest/V1/cmsPage/7', `${MOCK_URL}/__control/mailbox`, 'http://169.254.169.254/latest/meta-data/']) {
      const answer = await rawRequest(SHOP, `GET ${target} HTTP/1.1`);
      expect(answer.status, target).toBe(400);
      expect(answer.body).not.toContain('demo@loupe.test');
    }
  });

  test('odd requests answer 4xx, never 500', async () => {
    expect((await rawRequest(SHOP, 'OPTIONS * HTTP/1.1')).status).toBe(405);
    expect((await rawRequest(SHOP, 'TRACE / HTTP/1.1')).status).toBe(405);
    expect((await rawRequest(SHOP, 'TRACE /rest/V1/cmsPage/7 HTTP/1.1')).status).toBe(405);
    expect((await rawRequest(SHOP, 'OPTIONS /cart HTTP/1.1')).status).toBe(405);
    expect((await rawRequest(SHOP, 'GET * HTTP/1.1')).status).toBe(400);
    expect((await rawRequest(SHOP, 'GET /cart%zz HTTP/1.1')).status).toBe(400);
  });

  test('a deeply nested body to the recommendation route answers 400, not a false 502', async ({ request }) => {
    const answer = await request.post(`${SHOP}/recommendation/recommendations/`, { headers: { 'Content-Type': 'application/json' }, data: `${'['.repeat(3_000)}${']'.repeat(3_000)}`.replace(/^\[/, '{"body":[').replace(/\]$/, ']}') });
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/nests more than/);
  });

  test('the store is forwarded as before: a content page through /rest', async ({ request }) => {
    const answer = await request.get(`${SHOP}/rest/V1/cmsPage/7`);
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { identifier: string }).identifier).toBe('terms-conditions');
  });
});

test.describe('one public address', () => {
  test('no page, canonical link, social tag, sitemap or robots.txt follows the request’s Host', async () => {
    for (const path of ['/', '/ring-detail', '/robots.txt', '/sitemap.xml']) {
      const answer = await rawRequest(SHOP, `GET ${path} HTTP/1.1`, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain('evil.example');
      expect(answer.body, path).toContain(SHOP);
    }
  });

  test('the production server refuses to start without PUBLIC_URL, or with one that is not an origin', async () => {
    const unset = await serverExit({ MOCK_URL });
    expect(unset.code).toBe(1);
    expect(unset.output).toMatch(/PUBLIC_URL is not set/);
    const path = await serverExit({ MOCK_URL, PUBLIC_URL: 'https://shop.example/shop' });
    expect(path.code).toBe(1);
    expect(path.output).toMatch(/PUBLIC_URL names the shop's origin only/);
  });
});

test.describe('personal pages are private however they are spelled', () => {
  test('an encoded or dotted spelling of the bag is never public', async () => {
    for (const path of ['/%63art', '/c%61rt/', '/CART', '/cart.data', '/%63art.data', '/./cart', '/x/../cart', '/%2e/cart', '/account%2Dmarkup']) {
      const answer = await rawRequest(SHOP, `GET ${path} HTTP/1.1`);
      expect(answer.head, path).toMatch(/cache-control: private, no-store/i);
    }
  });

  test('every page says which browser features it may use: payment only where the card frame is', async () => {
    for (const path of ['/', '/cart', '/shipping-billing', '/product-details/bm8tc3VjaC1zdG9uZQ']) {
      const answer = await rawRequest(SHOP, `GET ${path} HTTP/1.1`);
      expect(answer.head, path).toMatch(/permissions-policy: camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/i);
    }
    for (const path of ['/cardholder', '/cardholder-review']) {
      const answer = await rawRequest(SHOP, `GET ${path} HTTP/1.1`);
      expect(answer.head, path).toMatch(/permissions-policy: camera=\(\), microphone=\(\), geolocation=\(\), payment=\(self\)/i);
    }
  });
});

test.describe('time limits, clean-up and honest answers when a backend fails', () => {
  test.describe.configure({ timeout: 120_000 });
  let hanging: Awaited<ReturnType<typeof hangingBackend>>;
  let shop: StorefrontServer;
  test.beforeAll(async () => {
    hanging = await hangingBackend();
    shop = await startStorefront({ MOCK_URL: hanging.url, CHAT_URL: `${hanging.url}/chat`, PUBLIC_URL: 'https://shop.example' });
  });
  test.afterAll(async () => {
    await shop?.stop();
    await hanging?.close();
  });

  test('every page answers 503 with the shop’s message within 10 s while the backend hangs, never cacheable', async () => {
    const pages = [
      ['/terms-conditions', 'This page is not available right now'],
      ['/product-details/MTAwMDE3MDk5', 'Something went wrong. Please try again.'],
      ['/ring-builder/art-deco-filigree', 'Something went wrong. Please try again.'],
      ['/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round', 'There was an error loading the results'],
      ['/ring-detail', 'There was an error loading the results'],
    ] as const;
    // Asked for together, as shoppers would: each page keeps its own deadline.
    await Promise.all(
      pages.map(async ([path, message]) => {
        const started = Date.now();
        const answer = await rawRequest(shop.origin, `GET ${path} HTTP/1.1`);
        expect(Date.now() - started, path).toBeLessThanOrEqual(10_000);
        expect(answer.status, path).toBe(503);
        expect(answer.head, path).toMatch(/retry-after: \d+/i);
        expect(answer.head, path).toMatch(/cache-control: private, no-store/i);
        expect(answer.body, path).toContain(message);
      }),
    );
  });

  test('a forwarded call answers 504 in the store’s format within its deadline while the backend hangs', async () => {
    const started = Date.now();
    const answer = await rawRequest(shop.origin, 'GET /rest/V1/cmsPage/7 HTTP/1.1');
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The backend did not answer in time.', parameters: [] });
  });

  test('pages and forwarded calls abandoned by the shopper leave no connection open to the backend', async () => {
    await expect.poll(hanging.open, { timeout: 10_000 }).toBe(0);
    const paths = ['/rest/V1/cmsPage/7', '/product-details/MTAwMDE3MDk5', '/terms-conditions', '/graphql?query=%7B__typename%7D'];
    await Promise.all(Array.from({ length: 20 }, (_, index) => abandonAfter(shop.origin, paths[index % paths.length]!, 500)));
    // While they waited, the backend held their calls; once they left, it holds none.
    await expect.poll(hanging.open, { timeout: 5_000 }).toBe(0);
  });
});

test.describe('a backend that is down', () => {
  let shop: StorefrontServer;
  test.beforeAll(async () => {
    const down = await closedPort();
    shop = await startStorefront({ MOCK_URL: down, PUBLIC_URL: 'https://shop.example' });
  });
  test.afterAll(async () => shop?.stop());

  test('a product page and a ring page answer 503 with Retry-After, never the 404 a crawler drops them for', async () => {
    for (const path of ['/product-details/MTAwMDE3MDk5', '/ring-builder/art-deco-filigree', '/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round']) {
      const answer = await rawRequest(shop.origin, `GET ${path} HTTP/1.1`);
      expect(answer.status, path).toBe(503);
      expect(answer.head, path).toMatch(/retry-after: \d+/i);
      expect(answer.head, path).toMatch(/cache-control: private, no-store/i);
    }
  });
});

test.describe('a shopper who leaves takes the backend request with them', () => {
  test('100 event streams opened and closed through the server leave no connection open to the backend', async () => {
    const backend = await streamingBackend();
    const shop = await startStorefront({ MOCK_URL, CHAT_URL: `${backend.url}/chat`, PUBLIC_URL: 'https://shop.example' });
    try {
      const streams = await Promise.all(Array.from({ length: 100 }, () => openStream(shop.origin, '/chat/conversations/c1/events')));
      await expect.poll(backend.open, { timeout: 10_000 }).toBe(100);
      for (const stream of streams) stream.destroy();
      await expect.poll(backend.open, { timeout: 10_000 }).toBe(0);
    } finally {
      await shop.stop();
      await backend.close();
    }
  });
});
