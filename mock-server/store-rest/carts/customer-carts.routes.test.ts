import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerClient, notAuthorizedSelf, TEST_HASH_COST } from '../../test/customer-client';
import type { CustomerClient } from '../../test/customer-client';
import { diamondIdAt, guestCartClient } from '../../test/guest-cart-client';
import type { GuestCartClient } from '../../test/guest-cart-client';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

interface Item {
  item_id: number;
  sku: string;
  qty: number;
}

describe('the customer\'s cart: /V1/carts/mine and the merge', () => {
  let mock: TestServer;
  let api: CustomerClient;
  let guest: GuestCartClient;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 500, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
    guest = guestCartClient(mock.url);
  });
  afterAll(() => mock.close());

  it('creates the cart on first use and keeps answering the same one', async () => {
    const token = await api.tokenFor('cart@example.com');
    const created = await api.call('POST', '/carts/mine', token);
    expect(created.status).toBe(200);
    expect(typeof created.body).toBe('number');
    expect(await api.call('POST', '/carts/mine', token)).toEqual(created);
    const cart = await api.call('GET', '/carts/mine', token);
    expect(cart.body).toMatchObject({ id: created.body, is_active: true, items: [], customer_is_guest: false });
  });

  it('adds, lists and removes items, with totals and coupons', async () => {
    const token = await api.tokenFor('shopper@example.com');
    const cartId = (await api.call('POST', '/carts/mine', token)).body as number;
    const added = await api.call('POST', '/carts/mine/items', token, { cartItem: { sku: diamondIdAt(10), qty: 1 } });
    expect(added.body).toMatchObject({ sku: diamondIdAt(10), qty: 1, quote_id: String(cartId) });
    const second = (await api.call('POST', '/carts/mine/items', token, { cartItem: { sku: diamondIdAt(11), qty: 1 } })).body as Item;
    expect(((await api.call('GET', '/carts/mine/items', token)).body as Item[]).map((item) => item.sku)).toEqual([diamondIdAt(10), diamondIdAt(11)]);

    expect(await api.call('GET', '/carts/mine/coupons', token)).toEqual({ status: 200, body: null });
    expect(await api.call('PUT', '/carts/mine/coupons/WELCOME10', token)).toEqual({ status: 200, body: true });
    expect(await api.call('GET', '/carts/mine/coupons', token)).toEqual({ status: 200, body: 'WELCOME10' });
    const totals = (await api.call('GET', '/carts/mine/totals', token)).body as { subtotal: number; discount_amount: number; grand_total: number };
    expect(totals.discount_amount).toBeCloseTo(-totals.subtotal * 0.1, 2);
    expect((await api.call('PUT', '/carts/mine/coupons/EXPIRED5', token)).status).toBe(404);
    expect(await api.call('DELETE', '/carts/mine/coupons', token)).toEqual({ status: 200, body: true });
    expect((await api.call('GET', '/carts/mine/coupons', token)).body).toBe('');

    expect(await api.call('DELETE', `/carts/mine/items/${second.item_id}`, token)).toEqual({ status: 200, body: true });
    expect((await api.call('GET', '/carts/mine/items', token)).body).toHaveLength(1);

    const addressId = await api.call('POST', '/carts/mine/billing-address', token, { address: { firstname: 'Ada', city: 'Boston', email: 'shopper@example.com' } });
    expect(addressId.status).toBe(200);
    expect((await api.call('GET', '/carts/mine/billing-address', token)).body).toMatchObject({ id: addressId.body, city: 'Boston' });
  });

  it('adds a diamond through the diamond search module to the customer\'s own cart only', async () => {
    const token = await api.tokenFor('diamonds@example.com');
    const cartId = (await api.call('POST', '/carts/mine', token)).body as number;
    const auth = { Authorization: `Bearer ${token}` };
    expect(await guest.addDiamond({ cartId: String(cartId), diamondId: diamondIdAt(20) }, auth)).toMatchObject({ status: 200, body: { sku: diamondIdAt(20) } });
    // Another cart (a guest's, or another customer's) is not theirs: not found for them, and untouched.
    const guestCart = await guest.create();
    expect((await guest.addDiamond({ cartId: guestCart, diamondId: diamondIdAt(21) }, auth)).status).toBe(404);
    const otherToken = await api.tokenFor('other-diamonds@example.com');
    const otherCart = (await api.call('POST', '/carts/mine', otherToken)).body as number;
    expect((await guest.addDiamond({ cartId: String(otherCart), diamondId: diamondIdAt(22) }, auth)).status).toBe(404);
    expect((await guest.items(guestCart)).body).toEqual([]);
    expect((await api.call('GET', '/carts/mine/items', otherToken)).body).toEqual([]);
  });

  it('merges a guest cart: items without a duplicate diamond, its coupon, and the guest cart closes', async () => {
    const token = await api.tokenFor('merge@example.com');
    await api.call('POST', '/carts/mine', token);
    await api.call('POST', '/carts/mine/items', token, { cartItem: { sku: diamondIdAt(30), qty: 1 } });
    const guestCart = await guest.create();
    await guest.addItem(guestCart, { cartItem: { sku: diamondIdAt(30), qty: 1 } });
    await guest.addItem(guestCart, { cartItem: { sku: diamondIdAt(31), qty: 1 } });
    expect((await guest.applyCoupon(guestCart, 'WELCOME10')).status).toBe(200);

    expect(await api.call('POST', '/falcon/carts/mine', token, { masked_quote_id: guestCart })).toEqual({ status: 200, body: true });
    expect(((await api.call('GET', '/carts/mine/items', token)).body as Item[]).map((item) => item.sku)).toEqual([diamondIdAt(30), diamondIdAt(31)]);
    expect((await api.call('GET', '/carts/mine/coupons', token)).body).toBe('WELCOME10');
    expect((await guest.get(guestCart)).status).toBe(404);
    // Merging it again finds no guest cart.
    expect((await api.call('POST', '/falcon/carts/mine', token, { masked_quote_id: guestCart })).status).toBe(404);
  });

  it('merges into a new cart when the customer has none yet', async () => {
    const token = await api.tokenFor('fresh-merge@example.com');
    const guestCart = await guest.create();
    await guest.addItem(guestCart, { cartItem: { sku: diamondIdAt(40), qty: 1 } });
    expect(await api.call('POST', '/falcon/carts/mine', token, { masked_quote_id: guestCart })).toEqual({ status: 200, body: true });
    expect(((await api.call('GET', '/carts/mine/items', token)).body as Item[]).map((item) => item.sku)).toEqual([diamondIdAt(40)]);
  });

  it('answers 401 on every mine route without a valid token', async () => {
    for (const [method, path] of [
      ['GET', '/carts/mine'],
      ['POST', '/carts/mine'],
      ['GET', '/carts/mine/unknown'],
      ['POST', '/falcon/carts/mine'],
    ] as const) {
      expect(await api.call(method, path, 'made-up', method === 'POST' ? {} : undefined)).toEqual({ status: 401, body: notAuthorizedSelf });
    }
    const token = await api.tokenFor('unknown-path@example.com');
    expect((await api.call('GET', '/carts/mine/unknown', token)).status).toBe(404);
  });
});
