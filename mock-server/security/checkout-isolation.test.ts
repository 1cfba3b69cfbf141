import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardNonce, checkoutAddress, collectTotals, shippingInformation } from '../test/checkout-calls';
import { customerClient, DEMO, TEST_HASH_COST } from '../test/customer-client';
import type { CustomerClient } from '../test/customer-client';
import { graphqlClient } from '../test/graphql-client';
import { diamondIdAt } from '../test/guest-cart-client';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { isCustomerRoute } from './support/route-cases';
import { declaredRoutes } from './support/route-walk';

const shippingInfo = shippingInformation();

/**
 * Customer isolation where `store-rest/customers/customer-isolation.test.ts` does not walk: the checkout calls on
 * `/V1/carts/mine` (shipping, totals, payment), the diamond add with a token naming another customer's cart, the
 * guest routes and the GraphQL cart calls given a customer's cart id. A second customer (and a guest) act on the
 * demo customer's cart wherever a request can name it; nothing of it is read or changed, and the second customer's
 * own checkout lands in their own cart and orders. The two files together walk every `me`/`mine` route the routers
 * declare (checked below).
 */
describe('customer isolation at checkout', () => {
  let mock: TestServer;
  let api: CustomerClient;
  let demoToken: string;
  let demoMaskedId: string;
  let demoCartId: number;

  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
    demoToken = (await api.signIn(DEMO.email, DEMO.password)).body as string;
    demoCartId = (await api.call('POST', '/carts/mine', demoToken)).body as number;
    await api.call('POST', '/carts/mine/items', demoToken, { cartItem: { sku: diamondIdAt(5), qty: 1 } });
    await api.call('PUT', '/carts/mine/coupons/WELCOME10', demoToken);
    expect((await api.call('POST', '/carts/mine/shipping-information', demoToken, shippingInfo)).status).toBe(200);
    const cart = await graphqlClient(mock.url, demoToken).post<{ customerCart: { id: string } }>('{ customerCart { id } }');
    demoMaskedId = cart.body.data?.customerCart.id ?? '';
    expect(demoMaskedId).toMatch(/^[\w-]{32}$/);
  });
  afterAll(() => mock.close());

  /** What the demo customer can read about their cart and orders. */
  const demoState = async () =>
    Promise.all(
      ['/carts/mine', '/carts/mine/items', '/carts/mine/totals', '/carts/mine/coupons', '/carts/mine/billing-address', '/carts/mine/shipping-methods', '/falcon/orders/mine'].map(
        async (path) => [path, await api.call('GET', path, demoToken)] as const,
      ),
    );
  const nonce = () => cardNonce(mock.url);

  it("lets a second customer's checkout touch only their own cart", async () => {
    const before = await demoState();
    const intruder = await api.tokenFor('checkout-intruder@example.com');
    await api.call('POST', '/carts/mine', intruder);
    await api.call('POST', '/carts/mine/items', intruder, { cartItem: { sku: diamondIdAt(6), qty: 1, quote_id: String(demoCartId) } });

    const answers = [
      await api.call('GET', '/carts/mine/shipping-methods', intruder),
      await api.call('POST', '/carts/mine/shipping-information', intruder, shippingInformation({}, { city: 'Hijacked', customer_id: 1 })),
      await api.call('PUT', '/carts/mine/collect-totals', intruder, collectTotals()),
      await api.call('GET', '/carts/mine/payment-methods', intruder),
      await api.call('GET', '/carts/mine/payment-information', intruder),
      await api.call('POST', '/carts/mine/payment-information', intruder, { paymentMethod: { method: 'braintree', additional_data: { payment_method_nonce: await nonce() } }, billingAddress: checkoutAddress({ customer_id: 1 }) }),
    ];
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(JSON.stringify(body)).not.toMatch(/demo@loupe\.test|Dana|100000005/);
    }
    // The order is the intruder's, made of the intruder's stone.
    const orders = (await api.call('GET', '/falcon/orders/mine', intruder)).body as { items: { customer_email: string; items: { sku: string }[] }[] };
    expect(orders.items.map((order) => [order.customer_email, order.items.map((item) => item.sku)])).toEqual([['checkout-intruder@example.com', [diamondIdAt(6)]]]);
    expect(await demoState()).toEqual(before);
  });

  it("refuses the diamond add naming another customer's cart, by id or masked id", async () => {
    const before = await demoState();
    const intruder = await api.tokenFor('diamond-intruder@example.com');
    await api.call('POST', '/carts/mine', intruder);
    for (const cartId of [String(demoCartId), demoMaskedId]) {
      const answer = await api.call('POST', '/diamondsearch/cart', intruder, { cartId, diamondId: diamondIdAt(7) });
      expect(answer.status).toBe(404);
      // As a guest, the customer's cart is no guest cart.
      expect((await api.call('POST', '/diamondsearch/cart', undefined, { cartId, diamondId: diamondIdAt(7) })).status).toBe(404);
    }
    expect(await demoState()).toEqual(before);
  });

  it("gives the guest routes nothing of a customer's cart named by its masked id", async () => {
    const before = await demoState();
    const calls: [string, string, unknown?][] = [
      ['GET', ''],
      ['GET', '/items'],
      ['POST', '/items', { cartItem: { sku: diamondIdAt(8), qty: 1 } }],
      ['GET', '/totals'],
      ['GET', '/billing-address'],
      ['POST', '/billing-address', { address: { city: 'Hijacked' } }],
      ['GET', '/coupons'],
      ['DELETE', '/coupons'],
      ['PUT', '/coupons/SAVE100'],
      ['GET', '/shipping-methods'],
      ['POST', '/shipping-information', shippingInfo],
      ['PUT', '/collect-totals', collectTotals()],
      ['GET', '/payment-methods'],
      ['GET', '/payment-information'],
      ['POST', '/payment-information', { email: 'guest@example.com', paymentMethod: { method: 'braintree', additional_data: { payment_method_nonce: 'tokencc_made-up' } } }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await api.call(method, `/guest-carts/${demoMaskedId}${path}`, undefined, body);
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 404 });
    }
    const intruder = await api.tokenFor('merge-intruder@example.com');
    expect((await api.call('POST', '/falcon/carts/mine', intruder, { masked_quote_id: demoMaskedId })).status).toBe(404);
    expect((await api.call('PUT', `/guest-carts/${demoMaskedId}`, intruder, { customerId: 0, storeId: 1 })).status).toBe(404);
    expect(await demoState()).toEqual(before);
  });

  it("refuses every GraphQL cart call on another customer's cart, to a guest and to a second customer", async () => {
    const before = await demoState();
    const intruder = await api.tokenFor('graphql-intruder@example.com');
    const operations = [
      `{ cart(cart_id: "${demoMaskedId}") { id email items { id } } }`,
      `mutation { setGuestEmailOnCart(input: { cart_id: "${demoMaskedId}", email: "thief@example.com" }) { cart { id email } } }`,
      `mutation { setPaymentMethodOnCart(input: { cart_id: "${demoMaskedId}", payment_method: { code: "braintree", braintree: { payment_method_nonce: "tokencc_made-up", is_active_payment_token_enabler: false } } }) { cart { id } } }`,
      `mutation { placeOrder(input: { cart_id: "${demoMaskedId}" }) { order { order_number } } }`,
    ];
    for (const token of [undefined, intruder]) {
      for (const query of operations) {
        const { status, body } = await graphqlClient(mock.url, token).post(query);
        expect(status).toBe(200);
        expect(body.errors?.map((error) => error.extensions.category)).toEqual(['graphql-authorization']);
        expect(JSON.stringify(body)).not.toMatch(/demo@loupe\.test|Dana|100000005/);
      }
    }
    expect(await demoState()).toEqual(before);
  });

  it('together with customer-isolation.test.ts, walks every me/mine route of the routers', async () => {
    const walked = [...(await readFile(new URL('../store-rest/customers/customer-isolation.test.ts', import.meta.url), 'utf8')).matchAll(/\['(GET|POST|PUT|DELETE)', [`'](\/[^`'?]*)/g)].map(
      ([, method, path]) => `${method} /rest/V1${(path ?? '').replace(/\$\{[^}]+\}/g, 'x')}`,
    );
    const here = ['GET /carts/mine/shipping-methods', 'POST /carts/mine/shipping-information', 'PUT /carts/mine/collect-totals', 'GET /carts/mine/payment-methods', 'GET /carts/mine/payment-information', 'POST /carts/mine/payment-information'].map((route) => route.replace(' /', ' /rest/V1/'));
    const server = mock.server;
    const unwalked = declaredRoutes(server.app, server.mounts)
      .filter((route) => isCustomerRoute(route.path))
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => {
        const pattern = new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`);
        return ![...walked, ...here].some((candidate) => pattern.test(candidate));
      });
    expect(unwalked).toEqual([]);
  });
});
