import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ringVariantCode } from '../../catalog/ring-skus';
import { sharedRingCatalog } from '../../catalog/ring-catalog';
import { sharedDiamondCatalog } from '../../recommendation/diamond-catalog';
import { graphqlClient } from '../../test/graphql-client';
import { guestCartClient } from '../../test/guest-cart-client';
import type { GuestCartClient } from '../../test/guest-cart-client';
import { makeTempDir, startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';

const DIAMOND_COUNT = 500;
const diamonds = sharedDiamondCatalog(42, DIAMOND_COUNT);
const rings = sharedRingCatalog(42);
const NOT_VALID = { status: 404, body: { message: "The coupon code isn't valid. Verify the code and try again.", parameters: [] } };
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A seeded diamond whose price lies in a range (the coupon rules depend on the subtotal). */
function diamondPriced(min: number, max: number): { id: string; price: number } {
  for (let index = 0; index < DIAMOND_COUNT; index++) {
    const diamond = diamonds.diamond(index);
    if (diamond.total_sales_price >= min && diamond.total_sales_price <= max) return { id: diamond.diamond_id, price: diamond.total_sales_price };
  }
  throw new Error(`no seeded diamond between $${min} and $${max}`);
}

/** A ring variant whose price lies in a range. */
function ringPriced(min: number, max: number): { sku: string; price: number } {
  const variant = rings.products.find((product) => product.type_id === 'simple' && product.price >= min && product.price <= max);
  if (!variant) throw new Error(`no ring between $${min} and $${max}`);
  return { sku: variant.sku, price: variant.price };
}

interface Totals {
  grand_total: number;
  base_grand_total: number;
  subtotal: number;
  discount_amount: number;
  base_discount_amount: number;
  subtotal_with_discount: number;
  coupon_code?: string;
  items: { item_id: number; price: number; qty: number; row_total: number; discount_amount: number; discount_percent: number }[];
  total_segments: { code: string; title: string; value: number }[];
}

describe('coupons on guest carts: /rest/V1/guest-carts/:cartId/coupons', () => {
  let mock: TestServer;
  let carts: GuestCartClient;
  const totals = async (cartId: string) => (await carts.totals(cartId)).body as Totals;
  const cartWith = async (...skus: string[]) => {
    const cartId = await carts.create();
    for (const sku of skus) expect((await carts.addItem(cartId, { cartItem: { sku, qty: 1 } })).status).toBe(200);
    return cartId;
  };

  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: DIAMOND_COUNT });
    carts = guestCartClient(mock.url);
  });
  afterAll(() => mock.close());

  it('WELCOME10 takes 10 % off the subtotal, in the totals, the items and a discount segment', async () => {
    const ring = ringPriced(1000, 2500);
    const diamond = diamondPriced(1000, 3000);
    const cartId = await cartWith(ring.sku, diamond.id);
    expect(await carts.coupon(cartId)).toEqual({ status: 200, body: null });
    expect(await carts.applyCoupon(cartId, 'WELCOME10')).toEqual({ status: 200, body: true });
    expect(await carts.coupon(cartId)).toEqual({ status: 200, body: 'WELCOME10' });

    const subtotal = cents(ring.price + diamond.price);
    const discount = cents(subtotal * 0.1);
    const result = await totals(cartId);
    expect(result).toMatchObject({
      subtotal,
      discount_amount: -discount,
      base_discount_amount: -discount,
      subtotal_with_discount: cents(subtotal - discount),
      grand_total: cents(subtotal - discount),
      base_grand_total: cents(subtotal - discount),
      coupon_code: 'WELCOME10',
    });
    expect(cents(result.items.reduce((sum, item) => sum + item.discount_amount, 0))).toBe(discount);
    expect(result.items.map((item) => item.discount_percent)).toEqual([10, 10]);
    expect(result.total_segments.map((segment) => segment.code)).toEqual(['subtotal', 'discount', 'shipping', 'tax', 'grand_total']);
    expect(result.total_segments[1]).toEqual({ code: 'discount', title: 'Discount (WELCOME10)', value: -discount });
  });

  it('SAVE100 takes $100 off from a $1,000 subtotal, and stops applying when the subtotal falls under it', async () => {
    const small = ringPriced(600, 900);
    const diamond = diamondPriced(450, 3000);
    const cartId = await cartWith(small.sku);
    expect(small.price).toBeLessThan(1000);
    expect(await carts.applyCoupon(cartId, 'SAVE100')).toEqual(NOT_VALID);

    await carts.addDiamond({ cartId, diamondId: diamond.id });
    const subtotal = cents(small.price + diamond.price);
    expect(subtotal).toBeGreaterThanOrEqual(1000);
    expect(await carts.applyCoupon(cartId, ' save100 ')).toEqual({ status: 200, body: true });
    expect(await totals(cartId)).toMatchObject({ subtotal, discount_amount: -100, grand_total: cents(subtotal - 100), coupon_code: 'save100' });

    const diamondItem = (await totals(cartId)).items.find((item) => item.price === diamond.price);
    await carts.deleteItem(cartId, diamondItem?.item_id ?? 0);
    const after = await totals(cartId);
    expect(after).toMatchObject({ subtotal: small.price, discount_amount: 0, grand_total: small.price });
    expect(after.coupon_code).toBeUndefined();
    expect(after.total_segments.map((segment) => segment.code)).not.toContain('discount');
    // Magento takes the code off the cart once it no longer applies.
    expect((await carts.coupon(cartId)).body).toBe('');
  });

  it.each(['EXPIRED5', 'NOPE', 'WELCOME'])('rejects %s like an invalid code and keeps the cart as it was', async (code) => {
    const cartId = await cartWith(ringPriced(600, 4000).sku);
    expect(await carts.applyCoupon(cartId, 'WELCOME10')).toEqual({ status: 200, body: true });
    expect(await carts.applyCoupon(cartId, code)).toEqual(NOT_VALID);
    expect((await carts.coupon(cartId)).body).toBe('WELCOME10');
  });

  it('holds one code: a new one replaces it; delete takes it off', async () => {
    const cartId = await cartWith(ringPriced(1000, 4000).sku, ringPriced(600, 4000).sku);
    await carts.applyCoupon(cartId, 'WELCOME10');
    expect(await carts.applyCoupon(cartId, 'SAVE100')).toEqual({ status: 200, body: true });
    expect(await totals(cartId)).toMatchObject({ coupon_code: 'SAVE100', discount_amount: -100 });
    expect(await carts.removeCoupon(cartId)).toEqual({ status: 200, body: true });
    expect((await carts.coupon(cartId)).body).toBe('');
    const after = await totals(cartId);
    expect(after).toMatchObject({ discount_amount: 0, grand_total: after.subtotal });
    expect(await carts.removeCoupon(cartId)).toEqual({ status: 200, body: true });
  });

  it('answers an empty cart and an unknown cart as Magento does', async () => {
    const cartId = await carts.create();
    const cartEntityId = String(((await carts.get(cartId)).body as { id: number }).id);
    const empty = { status: 404, body: { message: 'The "%1" Cart doesn\'t contain products.', parameters: [cartEntityId] } };
    expect(await carts.applyCoupon(cartId, 'WELCOME10')).toEqual(empty);
    expect(await carts.removeCoupon(cartId)).toEqual(empty);
    const unknown = 'B'.repeat(32);
    const noSuchCart = { status: 404, body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: unknown } } };
    expect(await carts.applyCoupon(unknown, 'WELCOME10')).toEqual(noSuchCart);
    expect(await carts.coupon(unknown)).toEqual(noSuchCart);
    expect(await carts.removeCoupon(unknown)).toEqual(noSuchCart);
  });

  it('agrees between the REST totals, the REST items and the GraphQL cart for a diamond, a ring and WELCOME10', async () => {
    const diamond = diamondPriced(2000, 9000);
    const ring = ringVariantCode('fw-three-er', 'Yellow-Gold', '18K', '7.25');
    const cartId = await carts.create();
    await carts.addDiamond({ cartId, diamondId: diamond.id });
    await carts.addItem(cartId, { cartItem: { sku: ring, qty: 1 } });
    await carts.applyCoupon(cartId, 'WELCOME10');

    const [restTotals, restItems, graph] = await Promise.all([
      totals(cartId),
      carts.items(cartId).then(({ body }) => body as { item_id: number; sku: string; name: string; qty: number; price: number }[]),
      graphqlClient(mock.url).post<{ cart: GraphqlCart }>(
        `query Cart($id: String!) { cart(cart_id: $id) {
          id total_quantity
          items { uid id quantity product { sku name } prices { price { value } row_total { value } total_item_discount { value } } }
          prices { grand_total { value currency } subtotal_excluding_tax { value } discounts { amount { value } label } }
          applied_coupons { code }
        } }`,
        { id: cartId },
      ),
    ]);
    expect(graph.body.errors).toBeUndefined();
    const cart = graph.body.data?.cart;
    expect(cart?.id).toBe(cartId);
    expect(restItems.map((item) => item.sku)).toEqual([diamond.id, 'fw-three-er-Yellow Gold-18K-7.25']);

    // Items: the same lines, quantities, names and prices everywhere.
    expect(cart?.items.map((item) => ({ id: Number(item.id), sku: item.product.sku, name: item.product.name, qty: item.quantity, price: item.prices.price.value }))).toEqual(
      restItems.map((item) => ({ id: item.item_id, sku: item.sku, name: item.name, qty: item.qty, price: item.price })),
    );
    expect(cart?.items.map((item) => [item.prices.row_total.value, item.prices.total_item_discount.value])).toEqual(
      restTotals.items.map((item) => [item.row_total, item.discount_amount]),
    );
    expect(cart?.total_quantity).toBe(2);

    // Money: subtotal, discount (negative in REST, positive in GraphQL) and grand total.
    const subtotal = cents(diamond.price + (rings.bySku(ring)?.price ?? 0));
    expect(restTotals.subtotal).toBe(subtotal);
    expect(cart?.prices.subtotal_excluding_tax.value).toBe(subtotal);
    expect(cart?.prices.discounts).toEqual([{ amount: { value: -restTotals.discount_amount }, label: 'WELCOME10' }]);
    expect(-restTotals.discount_amount).toBe(cents(subtotal * 0.1));
    expect(cart?.prices.grand_total).toEqual({ value: restTotals.grand_total, currency: 'USD' });
    expect(restTotals.grand_total).toBe(cents(subtotal + restTotals.discount_amount));
    expect(cart?.applied_coupons).toEqual([{ code: restTotals.coupon_code }]);
  });

  it('keeps the code on the cart across a restart of the server', async () => {
    const temp = await makeTempDir();
    try {
      const dbFile = join(temp.dir, 'db.json');
      const first = await startTestServer({ diamondCount: DIAMOND_COUNT, dbFile });
      const firstCarts = guestCartClient(first.url);
      const cartId = await firstCarts.create();
      await firstCarts.addItem(cartId, { cartItem: { sku: ringPriced(600, 4000).sku, qty: 1 } });
      expect((await firstCarts.applyCoupon(cartId, 'WELCOME10')).body).toBe(true);
      await first.close();
      const second = await startTestServer({ diamondCount: DIAMOND_COUNT, dbFile });
      try {
        expect((await guestCartClient(second.url).coupon(cartId)).body).toBe('WELCOME10');
      } finally {
        await second.close();
      }
    } finally {
      await temp.remove();
    }
  });

  it('answers the GraphQL cart of an unknown or missing id with Magento\'s errors', async () => {
    const graphql = graphqlClient(mock.url);
    const query = 'query ($id: String!) { cart(cart_id: $id) { id } }';
    expect((await graphql.post(query, { id: 'C'.repeat(32) })).body).toEqual({
      errors: [{ message: `Could not find a cart with ID "${'C'.repeat(32)}"`, locations: [{ line: 1, column: 24 }], path: ['cart'], extensions: { category: 'graphql-no-such-entity' } }],
      data: { cart: null },
    });
    expect((await graphql.post(query, { id: '' })).body.errors?.[0]).toMatchObject({ message: 'Required parameter "cart_id" is missing', extensions: { category: 'graphql-input' } });
    const emptyCart = await carts.create();
    expect((await graphql.post('query ($id: String!) { cart(cart_id: $id) { items { uid } prices { grand_total { value } discounts { label } } applied_coupons { code } } }', { id: emptyCart })).body).toEqual({
      data: { cart: { items: [], prices: { grand_total: { value: 0 }, discounts: null }, applied_coupons: null } },
    });
  });
});

interface GraphqlCart {
  id: string;
  total_quantity: number;
  items: { uid: string; id: string; quantity: number; product: { sku: string; name: string }; prices: { price: { value: number }; row_total: { value: number }; total_item_discount: { value: number } } }[];
  prices: { grand_total: { value: number; currency: string }; subtotal_excluding_tax: { value: number }; discounts: { amount: { value: number }; label: string }[] | null };
  applied_coupons: { code: string }[] | null;
}
