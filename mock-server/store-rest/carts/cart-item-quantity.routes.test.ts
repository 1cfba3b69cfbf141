import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedRingCatalog } from '../../catalog/ring-catalog';
import { customerClient, notAuthorizedSelf, TEST_HASH_COST } from '../../test/customer-client';
import type { CustomerClient } from '../../test/customer-client';
import { diamondIdAt, guestCartClient } from '../../test/guest-cart-client';
import type { GuestCartClient } from '../../test/guest-cart-client';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

const catalog = sharedRingCatalog(42);
const FREE_RING = (() => {
  const design = catalog.products.find((product) => product.attributes.url_key === 'freering-solitaire');
  const variant = design ? catalog.variantsOf(design)[0] : undefined;
  if (!variant) throw new Error('the free ring has no variants');
  return variant.sku;
})();
const RING = catalog.products.find((product) => product.type_id === 'simple' && product.price > 0)!.sku;
const MOST = (qty: number) => ({ status: 400, body: { message: 'The most you may purchase is %1.', parameters: [String(qty)] } });

/** A line's quantity changed in place: `PUT …/items/:itemId` on guest and customer carts, under the add rules. */
describe('changing the quantity of a line', () => {
  let mock: TestServer;
  let carts: GuestCartClient;
  let api: CustomerClient;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100, passwordHashCost: TEST_HASH_COST });
    carts = guestCartClient(mock.url);
    api = customerClient(mock.url);
  });
  afterAll(() => mock.close());

  const setQty = (cartId: string, itemId: number | string, qty: number) =>
    api.call('PUT', `/guest-carts/${cartId}/items/${itemId}`, undefined, { cartItem: { qty, quote_id: cartId } });
  const itemId = (answer: { body: unknown }) => (answer.body as { item_id: number }).item_id;

  it('sets a ring line to a new quantity and answers the item, the totals following', async () => {
    const cartId = await carts.create();
    const line = itemId(await carts.addItem(cartId, { cartItem: { sku: RING, qty: 1 } }));
    const changed = await setQty(cartId, line, 3);
    expect(changed).toMatchObject({ status: 200, body: { item_id: line, sku: RING, qty: 3 } });
    const price = (changed.body as { price: number }).price;
    expect((await carts.totals(cartId)).body).toMatchObject({ subtotal: price * 3 });
  });

  it('keeps a diamond at one, the free ring at one, and any product at the store maximum', async () => {
    const cartId = await carts.create();
    const diamond = itemId(await carts.addDiamond({ cartId, diamondId: diamondIdAt(2) }));
    expect(await setQty(cartId, diamond, 2)).toEqual({ status: 400, body: { message: 'The requested qty is not available', parameters: [] } });
    const ring = itemId(await carts.addItem(cartId, { cartItem: { sku: FREE_RING, qty: 1 } }));
    expect(await setQty(cartId, ring, 10_000)).toEqual(MOST(1));
    const other = itemId(await carts.addItem(cartId, { cartItem: { sku: RING, qty: 1 } }));
    expect(await setQty(cartId, other, 10_001)).toEqual(MOST(10_000));
    const items = (await carts.items(cartId)).body as { sku: string; qty: number }[];
    expect(items.map((item) => item.qty)).toEqual([1, 1, 1]);
  });

  it('caps a line over all its adds, not per request', async () => {
    const cartId = await carts.create();
    expect((await carts.addItem(cartId, { cartItem: { sku: RING, qty: 10_000 } })).status).toBe(200);
    expect(await carts.addItem(cartId, { cartItem: { sku: RING, qty: 1 } })).toEqual(MOST(10_000));
  });

  it("answers Magento's 404 for an item the cart does not hold, and the customer route needs a token", async () => {
    const cartId = await carts.create();
    expect((await setQty(cartId, 999_999, 1)).status).toBe(404);
    expect(await api.call('PUT', '/carts/mine/items/1', undefined, { cartItem: { qty: 2 } })).toEqual({ status: 401, body: notAuthorizedSelf });
  });

  it("changes a line of the customer's own cart", async () => {
    const token = await api.tokenFor('quantities@example.com');
    await api.call('POST', '/carts/mine', token);
    const line = itemId(await api.call('POST', '/carts/mine/items', token, { cartItem: { sku: RING, qty: 1 } }));
    expect(await api.call('PUT', `/carts/mine/items/${line}`, token, { cartItem: { qty: 2 } })).toMatchObject({ status: 200, body: { item_id: line, qty: 2 } });
  });
});
