import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedRingCatalog } from '../../catalog/ring-catalog';
import { cardNonce, cardPayment, shippingInformation } from '../../test/checkout-calls';
import { customerClient, TEST_HASH_COST } from '../../test/customer-client';
import type { CustomerClient } from '../../test/customer-client';
import { graphqlClient } from '../../test/graphql-client';
import { diamondIdAt, guestCartClient } from '../../test/guest-cart-client';
import type { GuestCartClient } from '../../test/guest-cart-client';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

/** Two variants of the free ring (another colour is another sku, the same offer). */
const [FREE_RING, OTHER_FREE_RING] = (() => {
  const catalog = sharedRingCatalog(42);
  const design = catalog.products.find((product) => product.attributes.url_key === 'freering-solitaire');
  const variants = design ? catalog.variantsOf(design) : [];
  if (variants.length < 2) throw new Error('the free ring has no variants');
  return [variants[0]!.sku, variants[variants.length - 1]!.sku];
})();
/** A ring that is not the offer: only the store maximum caps its quantity. */
const RING = sharedRingCatalog(42).products.find((product) => product.type_id === 'simple' && product.price > 0)!.sku;

const TOO_MANY = { message: 'The most you may purchase is %1.', parameters: ['1'] };
const NEEDS_DIAMOND = { message: 'The free ring is offered only with a diamond. Add a diamond and try again.', parameters: [] };

describe('the free ring offer: one ring, qty 1, in an order that holds a diamond', () => {
  let mock: TestServer;
  let api: CustomerClient;
  let carts: GuestCartClient;
  let nextDiamond = 10;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 200, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
    carts = guestCartClient(mock.url);
  });
  afterAll(() => mock.close());

  const cartWithDiamond = async () => {
    const cartId = await carts.create();
    expect((await carts.addDiamond({ cartId, diamondId: diamondIdAt(nextDiamond++) })).status).toBe(200);
    return cartId;
  };
  const add = (cartId: string, sku: string, qty: number) => carts.addItem(cartId, { cartItem: { sku, qty } });
  const qtyOf = async (cartId: string, sku: string) => ((await carts.items(cartId)).body as { sku: string; qty: number }[]).filter((item) => item.sku === sku).reduce((sum, item) => sum + item.qty, 0);
  const ship = async (cartId: string) => expect((await api.call('POST', `/guest-carts/${cartId}/shipping-information`, undefined, shippingInformation())).status).toBe(200);
  const pay = async (cartId: string) =>
    api.call('POST', `/guest-carts/${cartId}/payment-information`, undefined, { email: 'guest@example.com', paymentMethod: cardPayment(await cardNonce(mock.url)) });

  it('refuses 10,000 free rings, and a free ring in a bag without a diamond', async () => {
    const empty = await carts.create();
    expect(await add(empty, FREE_RING, 10_000)).toEqual({ status: 400, body: TOO_MANY });
    expect(await add(empty, FREE_RING, 1)).toEqual({ status: 400, body: NEEDS_DIAMOND });
    expect((await carts.items(empty)).body).toEqual([]);
    const withDiamond = await cartWithDiamond();
    expect(await add(withDiamond, FREE_RING, 2)).toEqual({ status: 400, body: TOO_MANY });
    expect(await qtyOf(withDiamond, FREE_RING)).toBe(0);
  });

  it('takes one free ring beside a diamond and caps the line over all its adds, whatever the colour', async () => {
    const cartId = await cartWithDiamond();
    expect((await add(cartId, FREE_RING, 1)).status).toBe(200);
    expect(await add(cartId, FREE_RING, 1)).toEqual({ status: 400, body: TOO_MANY });
    expect(await add(cartId, OTHER_FREE_RING, 1)).toEqual({ status: 400, body: TOO_MANY });
    expect(await qtyOf(cartId, FREE_RING)).toBe(1);
    expect(await qtyOf(cartId, OTHER_FREE_RING)).toBe(0);
    // Other rings are not the offer.
    expect((await add(cartId, RING, 2)).status).toBe(200);
    expect((await add(cartId, RING, 1)).status).toBe(200);
    expect(await qtyOf(cartId, RING)).toBe(3);
  });

  it('holds a customer cart to the same offer', async () => {
    const token = await api.tokenFor('ring@example.com');
    const cartId = String((await api.call('POST', '/carts/mine', token)).body);
    const addMine = (sku: string, qty: number) => api.call('POST', '/carts/mine/items', token, { cartItem: { sku, qty, quote_id: cartId } });
    expect(await addMine(FREE_RING, 1)).toEqual({ status: 400, body: NEEDS_DIAMOND });
    expect((await addMine(diamondIdAt(nextDiamond++), 1)).status).toBe(200);
    expect((await addMine(FREE_RING, 1)).status).toBe(200);
    expect(await addMine(FREE_RING, 1)).toEqual({ status: 400, body: TOO_MANY });
  });

  it('keeps one free ring when a guest bag holding one merges into a customer bag holding one', async () => {
    const token = await api.tokenFor('merge@example.com');
    const cartId = String((await api.call('POST', '/carts/mine', token)).body);
    expect((await api.call('POST', '/carts/mine/items', token, { cartItem: { sku: diamondIdAt(nextDiamond++), qty: 1, quote_id: cartId } })).status).toBe(200);
    expect((await api.call('POST', '/carts/mine/items', token, { cartItem: { sku: FREE_RING, qty: 1, quote_id: cartId } })).status).toBe(200);
    const guest = await cartWithDiamond();
    expect((await add(guest, OTHER_FREE_RING, 1)).status).toBe(200);
    expect((await api.call('POST', '/falcon/carts/mine', token, { masked_quote_id: guest })).status).toBe(200);
    const items = (await api.call('GET', '/carts/mine/items', token)).body as { sku: string; qty: number }[];
    expect(items.filter((item) => item.sku === FREE_RING || item.sku === OTHER_FREE_RING)).toEqual([expect.objectContaining({ sku: FREE_RING, qty: 1 })]);
    expect(items).toHaveLength(3);
  });

  it('places the order of a diamond and its free ring, and refuses a free ring left without its diamond', async () => {
    const paid = await cartWithDiamond();
    expect((await add(paid, FREE_RING, 1)).status).toBe(200);
    await ship(paid);
    expect((await pay(paid)).status).toBe(200);

    const ringOnly = await cartWithDiamond();
    expect((await add(ringOnly, FREE_RING, 1)).status).toBe(200);
    const diamondLine = ((await carts.items(ringOnly)).body as { item_id: number; sku: string }[]).find((item) => item.sku !== FREE_RING)!;
    expect((await carts.deleteItem(ringOnly, diamondLine.item_id)).status).toBe(200);
    await ship(ringOnly);
    expect(await pay(ringOnly)).toEqual({ status: 400, body: NEEDS_DIAMOND });
    const graphql = graphqlClient(mock.url);
    expect((await graphql.post('mutation { setGuestEmailOnCart(input: { cart_id: "' + ringOnly + '", email: "guest@example.com" }) { cart { id } } }')).body.errors).toBeUndefined();
    const nonce = await cardNonce(mock.url);
    const method = await graphql.post('mutation M($cartId: String!, $nonce: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "braintree", braintree: { payment_method_nonce: $nonce, is_active_payment_token_enabler: false } } }) { cart { id } } }', { cartId: ringOnly, nonce });
    expect(method.body.errors).toBeUndefined();
    const placed = await graphql.post('mutation P($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } } }', { cartId: ringOnly });
    expect(placed.body.errors?.[0]?.message).toBe('Unable to place order: The free ring is offered only with a diamond. Add a diamond and try again.');
    expect(await qtyOf(ringOnly, FREE_RING)).toBe(1);
  });
});
