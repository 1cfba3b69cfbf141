import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerClient, notAuthorizedSelf, TEST_HASH_COST } from '../test/customer-client';
import type { CustomerClient } from '../test/customer-client';
import { diamondIdAt, guestCartClient } from '../test/guest-cart-client';
import type { GuestCartClient } from '../test/guest-cart-client';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

/**
 * The Magento 2.4 routes beside the storefront's own, which a storefront or a tool built for Magento also calls:
 * a guest cart assigned to the signed-in customer, the payment reads of a cart, the customer revoking its own
 * tokens, and the customer object of a customer's cart.
 */
describe('Magento routes around the storefront', () => {
  let mock: TestServer;
  let api: CustomerClient;
  let carts: GuestCartClient;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
    carts = guestCartClient(mock.url);
  });
  afterAll(() => mock.close());

  describe('PUT /V1/guest-carts/:cartId assigns a guest cart to the signed-in customer', () => {
    it('needs a customer token, and takes the customer from it, not from the body', async () => {
      const cartId = await carts.create();
      expect(await api.call('PUT', `/guest-carts/${cartId}`, undefined, { customerId: 1, storeId: 1 })).toEqual({ status: 401, body: notAuthorizedSelf });
      const token = await api.tokenFor('assignee@example.com');
      const me = (await api.me(token)).body as { id: number };
      expect(await api.call('PUT', `/guest-carts/${cartId}`, token, { customerId: 1, storeId: 1 })).toEqual({ status: 200, body: true });
      const mine = await api.call('GET', '/carts/mine', token);
      expect(mine.body).toMatchObject({ customer_is_guest: false, customer: { id: me.id, email: 'assignee@example.com' } });
      // The demo customer (id 1, named in the body) got nothing, and the masked id no longer answers.
      expect((await carts.get(cartId)).status).toBe(404);
    });

    it("merges the customer's own cart into the guest cart and keeps one cart", async () => {
      const token = await api.tokenFor('merger@example.com');
      await api.call('POST', '/carts/mine', token);
      expect((await api.call('POST', '/carts/mine/items', token, { cartItem: { sku: diamondIdAt(7), qty: 1 } })).status).toBe(200);
      const cartId = await carts.create();
      expect((await carts.addItem(cartId, { cartItem: { sku: diamondIdAt(8), qty: 1 } })).status).toBe(200);
      expect(await api.call('PUT', `/guest-carts/${cartId}`, token, { customerId: 0, storeId: 1 })).toEqual({ status: 200, body: true });
      const items = (await api.call('GET', '/carts/mine/items', token)).body as { sku: string }[];
      expect(items.map((item) => item.sku).sort()).toEqual([diamondIdAt(7), diamondIdAt(8)]);
    });

    it('refuses another store and an unknown cart, in Magento words', async () => {
      const token = await api.tokenFor('stores@example.com');
      const cartId = await carts.create();
      expect(await api.call('PUT', `/guest-carts/${cartId}`, token, { customerId: 0, storeId: 2 })).toEqual({
        status: 400,
        body: { message: "The customer can't be assigned to the cart. The cart belongs to a different store.", parameters: [] },
      });
      expect((await api.call('PUT', '/guest-carts/unknown-cart', token, { customerId: 0, storeId: 1 })).status).toBe(404);
    });
  });

  describe('payment reads', () => {
    it('lists the payment methods and the payment information of a guest cart', async () => {
      const cartId = await carts.create();
      await carts.addItem(cartId, { cartItem: { sku: diamondIdAt(9), qty: 1 } });
      const methods = await api.call('GET', `/guest-carts/${cartId}/payment-methods`);
      expect(methods).toEqual({
        status: 200,
        body: [
          { code: 'braintree', title: 'Credit Card' },
          { code: 'affirm_gateway', title: 'Financing' },
          { code: 'banktransfer', title: 'Bank Transfer Payment' },
        ],
      });
      const information = await api.call('GET', `/guest-carts/${cartId}/payment-information`);
      const totals = await carts.totals(cartId);
      expect(information).toEqual({ status: 200, body: { payment_methods: methods.body, totals: totals.body } });
      expect((await api.call('GET', '/guest-carts/unknown-cart/payment-methods')).status).toBe(404);
    });

    it("reads the customer's cart the same way, with a token only", async () => {
      const token = await api.tokenFor('payer@example.com');
      await api.call('POST', '/carts/mine', token);
      expect((await api.call('GET', '/carts/mine/payment-methods', token)).status).toBe(200);
      expect((await api.call('GET', '/carts/mine/payment-information')).status).toBe(401);
    });
  });

  describe('the customer revoking its own tokens', () => {
    it('is Magento 2.4’s route only: the older revoke route answers as no route does', async () => {
      const token = await api.tokenFor('oldroute@example.com');
      expect(await api.call('POST', '/integration/customer/revoke', token, { customerId: 1 })).toEqual({ status: 404, body: { message: 'Request does not match any route.', parameters: [] } });
      expect((await api.me(token)).status).toBe(200);
    });

    it('revokes every token of the calling customer, whoever the body names', async () => {
      const first = await api.tokenFor('leaver@example.com');
      const second = (await api.signIn('leaver@example.com', 'Secret-123')).body as string;
      const demo = (await api.signIn('demo@loupe.test', 'Diamond2024!')).body as string;
      expect(await api.call('POST', '/integration/customer/revoke-customer-token', first, { customerId: 1 })).toEqual({ status: 200, body: true });
      expect((await api.me(first)).status).toBe(401);
      expect((await api.me(second)).status).toBe(401);
      expect((await api.me(demo)).status).toBe(200);
      expect(await api.call('POST', '/integration/customer/revoke-customer-token')).toEqual({ status: 401, body: notAuthorizedSelf });
    });
  });

  describe("a customer's cart", () => {
    it('carries its customer, as GET /V1/customers/me answers it', async () => {
      const token = await api.tokenFor('holder@example.com');
      const cart = (await api.call('GET', '/carts/mine', token)).body as { customer: unknown };
      expect(cart.customer).toEqual((await api.me(token)).body);
    });
  });
});
