import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ringItemCode, ringVariantCode } from '../../catalog/ring-skus';
import { sharedRingCatalog } from '../../catalog/ring-catalog';
import { diamondIdAt, guestCartClient } from '../../test/guest-cart-client';
import type { GuestCartClient } from '../../test/guest-cart-client';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';

const catalog = sharedRingCatalog(42);
const priceOf = (sku: string) => catalog.bySku(sku)?.price ?? Number.NaN;

describe('rings in guest carts: POST /rest/V1/guest-carts/:cartId/items', () => {
  let mock: TestServer;
  let carts: GuestCartClient;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100 });
    carts = guestCartClient(mock.url);
  });
  afterAll(() => mock.close());

  it('adds a configured ring as its simple variant, with the design as parent sku and the choices as attributes', async () => {
    const cartId = await carts.create();
    // What the ring builder sends: the code built from the URL's colour (dashes for spaces), metal and size.
    const sku = ringVariantCode(ringItemCode('halo-royal'), 'Rose-Gold', '18K', '6.5');
    const { status, body } = await carts.addItem(cartId, { cartItem: { sku, qty: 1, quote_id: cartId } });
    expect(status).toBe(200);
    expect(body).toEqual({
      item_id: expect.any(Number),
      sku: 'fw-halo-er-Rose Gold-18K-6.5',
      qty: 1,
      name: 'Royal Halo Ring-Rose Gold-18K-6.5',
      price: priceOf(sku),
      product_type: 'simple',
      quote_id: expect.stringMatching(/^\d+$/),
      extension_attributes: { parent_sku: 'fw-halo-er' },
      custom_attributes: [
        { attribute_code: 'ring_color', value: 'Rose Gold' },
        { attribute_code: 'ring_metal', value: '18K' },
        { attribute_code: 'ring_size', value: '6.5' },
      ],
    });
    expect((await carts.items(cartId)).body).toEqual([body]);
  });

  it('grows the line when the same ring is added again, and keeps other rings on their own lines', async () => {
    const cartId = await carts.create();
    const sku = ringVariantCode('fw-solitaire-er', 'White Gold', '14K', '0');
    const first = (await carts.addItem(cartId, { cartItem: { sku, qty: 1 } })).body as { item_id: number };
    // The sku in another case is the same product (Magento's sku lookup ignores case); the store's attributes win.
    const again = (await carts.addItem(cartId, { cartItem: { sku: sku.toUpperCase(), qty: 2, custom_attributes: [{ attribute_code: 'ring_size', value: '9' }] } })).body;
    expect(again).toMatchObject({ item_id: first.item_id, sku, qty: 3, custom_attributes: expect.arrayContaining([{ attribute_code: 'ring_size', value: '0' }]) });
    const other = (await carts.addItem(cartId, { cartItem: { sku: ringVariantCode('fw-solitaire-er', 'White Gold', '14K', '7'), qty: 1 } })).body as { item_id: number };
    expect(other.item_id).not.toBe(first.item_id);
    const totals = (await carts.totals(cartId)).body as { subtotal: number; items_qty: number };
    expect(totals).toMatchObject({ items_qty: 4, subtotal: 4 * priceOf(sku) });
  });

  it('adds the free ring at $0 beside a diamond', async () => {
    const cartId = await carts.create();
    await carts.addDiamond({ cartId, diamondId: diamondIdAt(5) });
    const free = await carts.addItem(cartId, { cartItem: { sku: ringVariantCode('fw-freering-er', 'Rose Gold', 'Platinum', '5.25'), qty: 1 } });
    expect(free.body).toMatchObject({
      sku: 'fw-freering-er-Rose Gold-Platinum-5.25',
      name: 'Free Solitaire Ring-Rose Gold-Platinum-5.25',
      price: 0,
      extension_attributes: { parent_sku: 'fw-freering-er' },
    });
    const totals = (await carts.totals(cartId)).body as { subtotal: number; grand_total: number; items: { row_total: number }[] };
    expect(totals.items.map((item) => item.row_total)).toEqual([expect.any(Number), 0]);
    expect(totals.grand_total).toBe(totals.items[0]?.row_total);
  });

  it('asks for options when a design is added by its own sku, and 404s a colour the design is not made in', async () => {
    const cartId = await carts.create();
    expect(await carts.addItem(cartId, { cartItem: { sku: 'fw-halo-er', qty: 1 } })).toEqual({
      status: 400,
      body: { message: 'You need to choose options for your item.', parameters: [] },
    });
    expect(await carts.addItem(cartId, { cartItem: { sku: ringVariantCode('fw-art-er', 'Rose Gold', '14K', '6'), qty: 1 } })).toEqual({
      status: 404,
      body: { message: "The product that was requested doesn't exist. Verify the product and try again.", parameters: [] },
    });
    expect((await carts.items(cartId)).body).toEqual([]);
  });
});
