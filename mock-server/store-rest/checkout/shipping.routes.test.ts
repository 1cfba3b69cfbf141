import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAddress, collectTotals, shippingInformation } from '../../test/checkout-calls';
import { customerClient, notAuthorizedSelf, TEST_HASH_COST } from '../../test/customer-client';
import type { CustomerClient } from '../../test/customer-client';
import { diamondIdAt, guestCartClient } from '../../test/guest-cart-client';
import type { GuestCartClient } from '../../test/guest-cart-client';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

/** The /shipping step sends the phone as a number, and the shipping address as the billing one unless told. */
const ADDRESS_AS_SENT = { telephone: 6175550100, same_as_billing: 1 };
const address = (overrides: Record<string, unknown> = {}) => checkoutAddress({ ...ADDRESS_AS_SENT, ...overrides });
const shippingInfo = (overrides: Record<string, unknown> = {}, shipping: Record<string, unknown> = {}) => shippingInformation(overrides, { ...ADDRESS_AS_SENT, ...shipping });
const FREE = { carrier_code: 'freeshipping', method_code: 'freeshipping', carrier_title: 'Free Shipping', method_title: 'Free', amount: 0, base_amount: 0, available: true, price_excl_tax: 0, price_incl_tax: 0 };

describe('checkout shipping: shipping-methods, shipping-information, collect-totals', () => {
  let mock: TestServer;
  let api: CustomerClient;
  let guest: GuestCartClient;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 200, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
    guest = guestCartClient(mock.url);
  });
  afterAll(() => mock.close());

  const guestCartWithDiamond = async (index: number) => {
    const cartId = await guest.create();
    expect((await guest.addDiamond({ cartId, diamondId: diamondIdAt(index) })).status).toBe(200);
    return cartId;
  };

  it('offers free shipping only, on guest and customer carts', async () => {
    const cartId = await guest.create();
    expect(await api.call('GET', `/guest-carts/${cartId}/shipping-methods`)).toEqual({ status: 200, body: [FREE] });
    const token = await api.tokenFor('ship-methods@example.com');
    await api.call('POST', '/carts/mine', token);
    expect(await api.call('GET', '/carts/mine/shipping-methods', token)).toEqual({ status: 200, body: [FREE] });
    expect(await api.call('GET', '/carts/mine/shipping-methods')).toEqual({ status: 401, body: notAuthorizedSelf });
    expect((await api.call('GET', '/guest-carts/unknown-cart/shipping-methods')).status).toBe(404);
  });

  it('sets the shipping address and answers the payment methods and the cart\'s totals', async () => {
    const cartId = await guestCartWithDiamond(1);
    const answer = await api.call('POST', `/guest-carts/${cartId}/shipping-information`, undefined, shippingInfo());
    expect(answer.status).toBe(200);
    const totals = (await guest.totals(cartId)).body;
    expect(answer.body).toEqual({
      payment_methods: [
        { code: 'braintree', title: 'Credit Card' },
        { code: 'affirm_gateway', title: 'Financing' },
        { code: 'banktransfer', title: 'Bank Transfer Payment' },
      ],
      totals,
    });
    const cart = (await guest.get(cartId)).body as { billing_address: { city: string; email: string; telephone: string } };
    expect(cart.billing_address).toMatchObject({ city: 'Boston', email: 'ada@example.com', telephone: '6175550100' });
    const separate = await api.call('POST', `/guest-carts/${cartId}/shipping-information`, undefined, shippingInfo({ billing_address: address({ city: 'Salem', same_as_billing: 0 }) }));
    expect(separate.status).toBe(200);
    expect(((await guest.get(cartId)).body as { billing_address: { city: string } }).billing_address.city).toBe('Salem');
  });

  it('names the missing or invalid address field, and refuses other methods and empty carts', async () => {
    const cartId = await guestCartWithDiamond(2);
    const post = (body: unknown) => api.call('POST', `/guest-carts/${cartId}/shipping-information`, undefined, body);
    expect(await post(shippingInfo({}, { firstname: '' }))).toEqual({ status: 400, body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'firstname' } } });
    expect(await post(shippingInfo({}, { city: undefined }))).toMatchObject({ status: 400, body: { parameters: { fieldName: 'city' } } });
    expect(await post(shippingInfo({}, { country_id: 'FR' }))).toMatchObject({ status: 400, body: { parameters: { fieldName: 'country_id', value: 'FR' } } });
    expect(await post(shippingInfo({}, { postcode: 'ABC' }))).toMatchObject({ status: 400, body: { parameters: { fieldName: 'postcode' } } });
    expect(await post(shippingInfo({}, { postcode: '2108' }))).toEqual({
      status: 400,
      body: { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { fieldName: 'postcode', value: '2108' } },
    });
    expect(await post(shippingInfo({ billing_address: address({ postcode: '2108' }) }))).toMatchObject({ status: 400, body: { parameters: { fieldName: 'postcode', value: '2108' } } });
    expect((await post(shippingInfo({}, { postcode: '02108' }))).status).toBe(200);
    expect(await post(shippingInfo({ shipping_method_code: 'bestway', shipping_carrier_code: 'tablerate' }))).toEqual({
      status: 400,
      body: { message: 'Carrier with such method not found: %1, %2', parameters: ['tablerate', 'bestway'] },
    });
    const empty = await guest.create();
    expect((await api.call('POST', `/guest-carts/${empty}/shipping-information`, undefined, shippingInfo())).status).toBe(400);
    expect((await api.call('POST', '/guest-carts/unknown-cart/shipping-information', undefined, shippingInfo())).status).toBe(404);
  });

  it('collects the totals of the customer\'s cart for the card method and free shipping', async () => {
    const token = await api.tokenFor('collect@example.com');
    await api.call('POST', '/carts/mine', token);
    await api.call('POST', '/carts/mine/items', token, { cartItem: { sku: diamondIdAt(3), qty: 1 } });
    await api.call('PUT', '/carts/mine/coupons/WELCOME10', token);
    expect((await api.call('POST', '/carts/mine/shipping-information', token, shippingInfo())).status).toBe(200);
    const body = collectTotals();
    const collected = await api.call('PUT', '/carts/mine/collect-totals', token, body);
    expect(collected).toEqual({ status: 200, body: (await api.call('GET', '/carts/mine/totals', token)).body });
    expect((collected.body as { discount_amount: number }).discount_amount).toBeLessThan(0);
    expect((await api.call('PUT', '/carts/mine/collect-totals', token, { ...body, shippingMethodCode: 'flatrate' })).status).toBe(400);
    expect((await api.call('PUT', '/carts/mine/collect-totals', token, { ...body, paymentMethod: { method: 'checkmo' } })).body).toMatchObject({ message: 'The requested Payment Method is not available.' });
    expect((await api.call('PUT', '/carts/mine/collect-totals', undefined, body)).status).toBe(401);
  });
});
