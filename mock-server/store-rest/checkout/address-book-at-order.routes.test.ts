import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVED_CARD, cardNonce, cardPayment, checkoutAddress } from '../../test/checkout-calls';
import { customerClient, DEMO, TEST_HASH_COST } from '../../test/customer-client';
import type { CustomerClient } from '../../test/customer-client';
import { diamondIdAt } from '../../test/guest-cart-client';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

interface BookAddress {
  id: number;
  street: string[];
  city: string;
  region: { region_code: string };
  default_billing?: boolean;
  default_shipping?: boolean;
}

/** A customer's checkout as the storefront runs it: the billing address, then the shipping information, then the card. */
describe("a customer's checkout addresses in their address book", () => {
  let mock: TestServer;
  let api: CustomerClient;
  let stone = 10;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 200, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
  });
  afterAll(() => mock.close());

  const book = async (token: string) => (await api.call('GET', '/falcon/customers/me/address', token)).body as BookAddress[];

  const checkOut = async (token: string, { billing, shipping, sameAsBilling, pay = true }: { billing: Record<string, unknown>; shipping: Record<string, unknown>; sameAsBilling: boolean; pay?: boolean }) => {
    await api.call('POST', '/carts/mine', token);
    expect((await api.call('POST', '/carts/mine/items', token, { cartItem: { sku: diamondIdAt(stone++), qty: 1 } })).status).toBe(200);
    expect((await api.call('POST', '/carts/mine/billing-address', token, { address: billing })).status).toBe(200);
    const information = { addressInformation: { shipping_address: { ...shipping, same_as_billing: sameAsBilling ? 1 : 0 }, billing_address: billing, shipping_method_code: 'freeshipping', shipping_carrier_code: 'freeshipping' } };
    expect((await api.call('POST', '/carts/mine/shipping-information', token, information)).status).toBe(200);
    if (!pay) return;
    const nonce = await cardNonce(mock.url, APPROVED_CARD);
    expect((await api.call('POST', '/carts/mine/payment-information', token, { paymentMethod: cardPayment(nonce) })).status).toBe(200);
  };

  it("keeps a first-time buyer's marked address once the order is placed, as their default billing and shipping address", async () => {
    const token = await api.tokenFor('first-time@example.com');
    // Shipping to the billing address, the storefront marks the billing address only.
    await checkOut(token, { billing: checkoutAddress({ save_in_address_book: 1 }), shipping: checkoutAddress(), sameAsBilling: true, pay: false });
    // Nothing is kept before the order is placed: an abandoned checkout leaves the book as it was.
    expect(await book(token)).toEqual([]);
    const nonce = await cardNonce(mock.url, APPROVED_CARD);
    expect((await api.call('POST', '/carts/mine/payment-information', token, { paymentMethod: cardPayment(nonce) })).status).toBe(200);
    expect(await book(token)).toEqual([expect.objectContaining({ street: ['12 Analytical Way'], city: 'Boston', region: expect.objectContaining({ region_code: 'MA' }), default_billing: true, default_shipping: true })]);
  });

  it('keeps a separate shipping address as the default shipping address, and the billing address as the default billing address', async () => {
    const token = await api.tokenFor('two-places@example.com');
    await checkOut(token, { billing: checkoutAddress({ save_in_address_book: 1 }), shipping: checkoutAddress({ street: ['9 Elm St'], city: 'Salem', save_in_address_book: 1 }), sameAsBilling: false });
    const kept = await book(token);
    expect(kept).toHaveLength(2);
    expect(kept.find((address) => address.default_shipping)).toMatchObject({ city: 'Salem', default_billing: false });
    expect(kept.find((address) => address.default_billing)).toMatchObject({ city: 'Boston', default_shipping: false });
  });

  it("adds a marked address beside a customer's defaults without taking their place, and keeps nothing unmarked", async () => {
    const token = (await api.signIn(DEMO.email, DEMO.password)).body as string;
    const before = await book(token);
    await checkOut(token, { billing: checkoutAddress(), shipping: checkoutAddress(), sameAsBilling: true });
    expect(await book(token)).toEqual(before);
    await checkOut(token, { billing: checkoutAddress({ street: ['1 Harbor Rd'], save_in_address_book: 1 }), shipping: checkoutAddress(), sameAsBilling: true });
    const after = await book(token);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((address) => address.street[0] === '1 Harbor Rd')).toMatchObject({ default_billing: false, default_shipping: false });
    expect(after.filter((address) => address.default_billing).map((address) => address.id)).toEqual(before.filter((address) => address.default_billing).map((address) => address.id));
  });

  it("records the order's shipping address beside its billing address", async () => {
    const token = await api.tokenFor('ships-elsewhere@example.com');
    await checkOut(token, { billing: checkoutAddress(), shipping: checkoutAddress({ street: ['9 Elm St'], city: 'Salem' }), sameAsBilling: false });
    const orders = (await api.call('GET', '/falcon/orders/mine', token)).body as { items: { billing_address: { city: string }; extension_attributes: { shipping_assignments: { shipping: { address: { city: string; address_type: string } } }[] } }[] };
    expect(orders.items[0]?.billing_address.city).toBe('Boston');
    expect(orders.items[0]?.extension_attributes.shipping_assignments[0]?.shipping.address).toMatchObject({ city: 'Salem', address_type: 'shipping' });
  });
});
