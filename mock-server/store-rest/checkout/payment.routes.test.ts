import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVED_CARD, cardNonce, cardPayment, checkoutAddress, DECLINED_CARD, shippingInformation } from '../../test/checkout-calls';
import { customerClient, TEST_HASH_COST } from '../../test/customer-client';
import type { CustomerClient } from '../../test/customer-client';
import { diamondIdAt, guestCartClient } from '../../test/guest-cart-client';
import type { GuestCartClient } from '../../test/guest-cart-client';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

const shippingInfo = shippingInformation();

interface Totals {
  subtotal: number;
  discount_amount: number;
  grand_total: number;
}
interface OrderList {
  items: { entity_id: number; increment_id: string; customer_id: number; customer_email: string; status: string; grand_total: number; subtotal: number; discount_amount: number; coupon_code?: string; billing_address: { city: string }; items: { sku: string }[] }[];
  total_count: number;
}

describe('placing an order: POST …/payment-information', () => {
  let mock: TestServer;
  let api: CustomerClient;
  let guest: GuestCartClient;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 200, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
    guest = guestCartClient(mock.url);
  });
  afterAll(() => mock.close());

  const nonceFor = (number: string) => cardNonce(mock.url, number);
  const readyGuestCart = async (diamond: number) => {
    const cartId = await guest.create();
    expect((await guest.addDiamond({ cartId, diamondId: diamondIdAt(diamond) })).status).toBe(200);
    expect((await api.call('POST', `/guest-carts/${cartId}/shipping-information`, undefined, shippingInfo)).status).toBe(200);
    return cartId;
  };
  const payAsGuest = async (cartId: string, nonce: string, extra: Record<string, unknown> = {}) =>
    api.call('POST', `/guest-carts/${cartId}/payment-information`, undefined, { email: 'guest@example.com', paymentMethod: cardPayment(nonce), ...extra });

  it('places a guest order with an approved card, answers its id and closes the cart', async () => {
    const cartId = await readyGuestCart(1);
    const totals = (await guest.totals(cartId)).body as Totals;
    const placed = await payAsGuest(cartId, await nonceFor(APPROVED_CARD));
    expect(placed.status).toBe(200);
    expect(placed.body).toMatch(/^\d+$/);
    expect(Number(placed.body)).toBeGreaterThan(1);
    expect((await guest.get(cartId)).status).toBe(404);
    expect(totals.grand_total).toBeGreaterThan(0);
    expect((await payAsGuest(cartId, await nonceFor(APPROVED_CARD))).status).toBe(404);
  });

  it('places a customer order that appears in their orders, with the cart\'s totals and discount', async () => {
    const token = await api.tokenFor('buyer@example.com');
    await api.call('POST', '/carts/mine', token);
    await api.call('POST', '/carts/mine/items', token, { cartItem: { sku: diamondIdAt(2), qty: 1 } });
    await api.call('POST', '/carts/mine/items', token, { cartItem: { sku: diamondIdAt(3), qty: 1 } });
    expect(await api.call('PUT', '/carts/mine/coupons/WELCOME10', token)).toEqual({ status: 200, body: true });
    const shipped = await api.call('POST', '/carts/mine/shipping-information', token, shippingInfo);
    const totals = (shipped.body as { totals: Totals }).totals;
    const placed = await api.call('POST', '/carts/mine/payment-information', token, { paymentMethod: cardPayment(await nonceFor(APPROVED_CARD)), billingAddress: checkoutAddress({ city: 'Salem' }) });
    expect(placed.status).toBe(200);
    const list = (await api.call('GET', '/falcon/orders/mine', token)).body as OrderList;
    expect(list.total_count).toBe(1);
    const [order] = list.items;
    expect(order).toMatchObject({
      entity_id: Number(placed.body),
      increment_id: String(placed.body).padStart(9, '0'),
      customer_email: 'buyer@example.com',
      status: 'processing',
      grand_total: totals.grand_total,
      subtotal: totals.subtotal,
      discount_amount: totals.discount_amount,
      coupon_code: 'WELCOME10',
      billing_address: { city: 'Salem' },
    });
    expect(totals.discount_amount).toBeLessThan(0);
    expect(order?.items.map((item) => item.sku)).toEqual([diamondIdAt(2), diamondIdAt(3)]);
    // The cart became the order: the next call starts a new, empty cart.
    expect((await api.call('GET', '/carts/mine', token)).body).toMatchObject({ items: [] });
  });

  it('gives increment ids in sequence', async () => {
    const first = Number((await payAsGuest(await readyGuestCart(10), await nonceFor(APPROVED_CARD))).body);
    const second = Number((await payAsGuest(await readyGuestCart(11), await nonceFor(APPROVED_CARD))).body);
    expect(second).toBe(first + 1);
  });

  it('uses a nonce once, refuses unknown nonces and declined cards', async () => {
    const nonce = await nonceFor(APPROVED_CARD);
    expect((await payAsGuest(await readyGuestCart(20), nonce)).status).toBe(200);
    const cartId = await readyGuestCart(21);
    const invalid = { status: 400, body: { message: 'Payment method nonce is invalid.', parameters: [] } };
    expect(await payAsGuest(cartId, nonce)).toEqual(invalid);
    expect(await payAsGuest(cartId, 'tokencc_made-up')).toEqual(invalid);
    expect(await payAsGuest(cartId, await nonceFor(DECLINED_CARD))).toEqual({ status: 400, body: { message: 'Processor declined', parameters: [] } });
    expect((await guest.get(cartId)).status).toBe(200);
    expect((await payAsGuest(cartId, await nonceFor(APPROVED_CARD))).status).toBe(200);
  });

  it('refuses an empty cart, a cart without shipping, other methods and a missing email, keeping the nonce', async () => {
    const nonce = await nonceFor(APPROVED_CARD);
    const empty = await guest.create();
    expect(await payAsGuest(empty, nonce)).toEqual({ status: 400, body: { message: "The cart doesn't contain products.", parameters: [] } });
    const unshipped = await guest.create();
    await guest.addDiamond({ cartId: unshipped, diamondId: diamondIdAt(30) });
    expect((await payAsGuest(unshipped, nonce)).status).toBe(400);
    const cartId = await readyGuestCart(31);
    expect((await payAsGuest(cartId, nonce, { paymentMethod: { method: 'checkmo' } })).status).toBe(400);
    expect(await api.call('POST', `/guest-carts/${cartId}/payment-information`, undefined, { paymentMethod: cardPayment(nonce) })).toMatchObject({ status: 400, body: { parameters: { fieldName: 'email' } } });
    expect((await payAsGuest('unknown-cart', nonce)).status).toBe(404);
    expect((await api.call('POST', '/carts/mine/payment-information', undefined, { paymentMethod: cardPayment(nonce) })).status).toBe(401);
    expect((await payAsGuest(cartId, nonce)).status).toBe(200);
  });

  it('refuses card numbers sent to the store, under any key, grouped or not', async () => {
    const cartId = await readyGuestCart(40);
    const refused = { status: 400, body: { message: 'Card data must not be sent to the store.', parameters: [] } };
    expect(await payAsGuest(cartId, 'x', { paymentMethod: { method: 'braintree', additional_data: { cc_number: APPROVED_CARD } } })).toEqual(refused);
    expect(await payAsGuest(cartId, 'x', { notes: { deep: [{ pan: 4111111111111111 }] } })).toEqual(refused);
    expect(await api.call('POST', `/guest-carts/${cartId}/billing-address`, undefined, { address: { street: ['card 4000-1111-1111-1115'] } })).toEqual(refused);
    // A long number that fails the Luhn check is no card: a phone number or an id passes.
    expect((await api.call('POST', `/guest-carts/${cartId}/billing-address`, undefined, { address: { telephone: '4111111111111112' } })).status).toBe(200);
  });
});
