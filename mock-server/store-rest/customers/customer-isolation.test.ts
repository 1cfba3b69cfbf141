import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerClient, DEMO, notAuthorizedSelf, TEST_HASH_COST, usAddress } from '../../test/customer-client';
import type { CustomerClient } from '../../test/customer-client';
import { diamondIdAt } from '../../test/guest-cart-client';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

/**
 * Every `me` / `mine` route, walked by a second customer who names the first customer's ids wherever a route
 * takes one: nothing of the first customer is read or changed, and every route refuses a request without a token.
 */
describe('customer isolation on every me/mine route', () => {
  let mock: TestServer;
  let api: CustomerClient;
  let demoToken: string;
  let demoCartId: number;
  let demoItemId: number;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
    demoToken = (await api.signIn(DEMO.email, DEMO.password)).body as string;
    demoCartId = (await api.call('POST', '/carts/mine', demoToken)).body as number;
    demoItemId = ((await api.call('POST', '/carts/mine/items', demoToken, { cartItem: { sku: diamondIdAt(5), qty: 1 } })).body as { item_id: number }).item_id;
    await api.call('PUT', '/carts/mine/coupons/WELCOME10', demoToken);
  });
  afterAll(() => mock.close());

  /** Everything the demo customer can read about themselves. */
  const demoState = async () =>
    Promise.all(
      ['/customers/me', '/falcon/customers/me/address', '/customers/me/billingAddress', '/falcon/orders/mine', '/carts/mine', '/carts/mine/items', '/carts/mine/totals', '/carts/mine/coupons', '/carts/mine/billing-address'].map(
        async (path) => [path, await api.call('GET', path, demoToken)] as const,
      ),
    );

  const routes = (): [method: string, path: string, body?: unknown][] => [
    ['GET', '/customers/me'],
    ['PUT', '/customers/me/password', { currentPassword: DEMO.password, newPassword: 'Hijack-123' }],
    ['GET', '/falcon/customers/me/address'],
    ['POST', '/falcon/customers/me/address', { address: usAddress({ id: 1 }) }],
    ['PUT', '/falcon/customers/me/address', { address: usAddress({ id: 1, city: 'Hijacked' }) }],
    ['DELETE', '/falcon/customers/me/address/1'],
    ['DELETE', '/falcon/customers/me/address/2'],
    ['GET', '/customers/me/billingAddress'],
    ['PUT', '/customers/me/billingAddress', { address: usAddress({ id: 1, city: 'Hijacked' }) }],
    ['GET', '/falcon/orders/mine?searchCriteria[filter_groups][0][filters][0][field]=entity_id&searchCriteria[filter_groups][0][filters][0][value]=1'],
    ['GET', '/carts/mine'],
    ['POST', '/carts/mine'],
    ['GET', '/carts/mine/items'],
    ['POST', '/carts/mine/items', { cartItem: { sku: diamondIdAt(6), qty: 1, quote_id: String(demoCartId) } }],
    ['PUT', `/carts/mine/items/${demoItemId}`, { cartItem: { qty: 2 } }],
    ['DELETE', `/carts/mine/items/${demoItemId}`],
    ['GET', '/carts/mine/totals'],
    ['GET', '/carts/mine/coupons'],
    ['PUT', '/carts/mine/coupons/SAVE100'],
    ['DELETE', '/carts/mine/coupons'],
    ['GET', '/carts/mine/billing-address'],
    ['POST', '/carts/mine/billing-address', { address: { city: 'Hijacked' } }],
    ['POST', '/falcon/carts/mine', { masked_quote_id: 'demo-cart' }],
    // Last: it ends the caller's own sessions.
    ['POST', '/integration/customer/revoke-customer-token', { customerId: 1 }],
  ];

  it('refuses every route without a valid token', async () => {
    for (const [method, path, body] of routes()) {
      for (const token of [undefined, 'made-up']) {
        expect({ method, path, answer: await api.call(method, path, token, body) }).toEqual({ method, path, answer: { status: 401, body: notAuthorizedSelf } });
      }
    }
  });

  it('lets a second customer read and change nothing of the first', async () => {
    const before = await demoState();
    const intruder = await api.tokenFor('intruder@example.com');
    await api.call('POST', '/falcon/customers/me/address', intruder, { address: usAddress({ city: 'Own' }) });

    for (const [method, path, body] of routes()) {
      const answer = await api.call(method, path, intruder, body);
      const text = JSON.stringify(answer.body);
      // The demo customer's email, addresses and order never reach the intruder.
      expect({ path, method, leaks: /demo@loupe\.test|350 Fifth Avenue|000000001|Dana/.test(text) }).toEqual({ path, method, leaks: false });
      expect(answer.status).not.toBe(500);
    }
    // The address ids of the demo customer are not found for the intruder (signed in again: the walk ended with the
    // sign-out).
    const again = (await api.signIn('intruder@example.com', 'Secret-123')).body as string;
    expect((await api.call('DELETE', '/falcon/customers/me/address/1', again)).status).toBe(404);
    expect((await api.call('PUT', '/falcon/customers/me/address', again, { address: usAddress({ id: 2 }) })).status).toBe(404);

    expect(await demoState()).toEqual(before);
    expect((await api.signIn(DEMO.email, DEMO.password)).status).toBe(200);
    expect((await api.me(demoToken)).status).toBe(200);
  });
});
