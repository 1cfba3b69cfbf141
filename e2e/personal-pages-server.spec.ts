import { expect, test, type APIRequestContext } from '@playwright/test';

/** The shopper's own pages rendered on the storefront's server from the session's cookies. */
const MOCK = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}`;
const SHOP = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4173}`;
const AUTH = { username: 'loupe', password: 'loupe-dev' };

test.beforeAll(async ({ request }) => {
  await request.post(`${MOCK}/__control/reset`);
});

/** Stones a guest may put in a bag, from the recommendation service. */
async function stones(request: APIRequestContext, count: number): Promise<string[]> {
  const ids = new Set<string>();
  for (const [from, to] of [[1000, 5000], [5000, 10000], [10000, 25000], [2000, 3000], [3000, 4000], [6000, 7000], [7000, 8000], [8000, 9000]]) {
    const picks = (await (await request.post(`${MOCK}/recommendation/recommendations/`, { data: { header: AUTH, body: { price_total_from: from, price_total_to: to, shapes: ['Round', 'Oval', 'Princess'] } } })).json()) as Record<string, { diamond?: { diamond_id: string } }>;
    for (const key of ['recommended', 'biggest', 'brightest', 'best_deal']) if (picks[key]?.diamond) ids.add(picks[key].diamond.diamond_id);
    if (ids.size >= count) break;
  }
  return [...ids].slice(0, count);
}

/** A guest's bag holding `diamondId`, made through the store as the shop makes it; answers its cart id. */
async function guestBagWith(request: APIRequestContext, diamondId: string): Promise<string> {
  const cartId = (await (await request.post(`${MOCK}/rest/V1/guest-carts`, { data: {} })).json()) as string;
  expect((await request.post(`${MOCK}/rest/V1/diamondsearch/cart`, { data: { cartId, diamondId } })).status()).toBe(200);
  return cartId;
}

test('the bag is in the first HTML, with its lines and totals, and never stored by a CDN', async ({ request }) => {
  const [diamondId] = await stones(request, 1);
  const cartId = await guestBagWith(request, diamondId!);
  const answer = await request.get(`${SHOP}/cart`, { headers: { Cookie: `loupe_cart=${cartId}` } });
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  // React separates the pieces of a sentence with empty comments in the HTML it streams.
  const html = (await answer.text()).replace(/<!-- -->/g, '');
  expect(html).toContain(`data-sku="${diamondId}"`);
  expect(html).toContain('data-testid="bag-total"');
  expect(html).toContain('Add a free 14k solitaire gold ring');
});

test('a guest without a bag and a customer who is not signed in: the empty bag, and the account sends to sign in', async ({ request }) => {
  expect(await (await request.get(`${SHOP}/cart`)).text()).toContain('You have no items in your bag.');
  const account = await request.get(`${SHOP}/account`, { maxRedirects: 0 });
  expect(account.status()).toBe(302);
  expect(account.headers().location).toBe('/register?returnUrl=/account');
});

test('many shoppers’ bags and accounts rendered at once: each answer holds its own shopper’s only', async ({ request }) => {
  const diamonds = await stones(request, 8);
  expect(diamonds.length).toBe(8);
  const carts = await Promise.all(diamonds.map((id) => guestBagWith(request, id)));
  const customers = await Promise.all(
    Array.from({ length: 6 }, async (_, index) => {
      const email = `pair${index}.${Date.now()}@loupe.test`;
      expect((await request.post(`${MOCK}/rest/V1/customers`, { data: { customer: { firstname: `Pair${index}`, lastname: 'Shopper', email }, password: 'Secret-123' } })).status()).toBe(200);
      const token = (await (await request.post(`${MOCK}/rest/V1/integration/customer/token`, { data: { username: email, password: 'Secret-123' } })).json()) as string;
      return { email, token };
    }),
  );
  for (let round = 0; round < 3; round += 1) {
    const [bags, accounts] = await Promise.all([
      Promise.all(carts.map((cartId) => request.get(`${SHOP}/cart`, { headers: { Cookie: `loupe_cart=${cartId}` } }).then((answer) => answer.text()))),
      Promise.all(customers.map(({ token }) => request.get(`${SHOP}/account`, { headers: { Cookie: `loupe_customer=${token}; loupe_signed_in=1` } }).then((answer) => answer.text()))),
    ]);
    bags.forEach((html, index) => {
      expect(html).toContain(`data-sku="${diamonds[index]}"`);
      for (const other of diamonds.filter((_, at) => at !== index)) expect(html).not.toContain(`data-sku="${other}"`);
    });
    accounts.forEach((html, index) => {
      expect(html).toContain(customers[index]!.email);
      for (const other of customers.filter((_, at) => at !== index)) expect(html).not.toContain(other.email);
    });
  }
});
