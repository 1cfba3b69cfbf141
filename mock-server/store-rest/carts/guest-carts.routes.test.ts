import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDiamondCatalog } from '../../recommendation/diamond-catalog';
import { diamondIdAt, guestCartClient } from '../../test/guest-cart-client';
import type { GuestCartClient } from '../../test/guest-cart-client';
import { LEAK_PATTERN, postRaw, startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

const DIAMOND_COUNT = 2000;
const catalog = sharedDiamondCatalog(42, DIAMOND_COUNT);
const required = (fieldName: string) => ({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName } });
const invalid = (fieldName: string, value: string) => ({
  message: 'Invalid value of "%value" provided for the %fieldName field.',
  parameters: { value, fieldName },
});
const typeMismatch = (value: string, type: string) => ({
  message: 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.',
  parameters: { value, type },
});
const noSuchCart = (cartId: string) => ({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: cartId } });

describe('guest carts: /rest/V1/guest-carts', () => {
  let mock: TestServer;
  let carts: GuestCartClient;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: DIAMOND_COUNT });
    carts = guestCartClient(mock.url);
  });
  afterAll(() => mock.close());

  it('creates a cart: 200 with a masked id of 32 url-safe characters, different every time', async () => {
    const ids = await Promise.all([carts.create(), carts.create(), carts.create()]);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('serves a new cart in the shape of Magento\'s CartInterface', async () => {
    const cartId = await carts.create();
    const { status, body } = await carts.get(cartId);
    expect(status).toBe(200);
    const emptyAddress = {
      id: expect.any(Number),
      region: null,
      region_id: null,
      region_code: null,
      country_id: null,
      street: [''],
      telephone: null,
      postcode: null,
      city: null,
      firstname: null,
      lastname: null,
      email: null,
      same_as_billing: 0,
      save_in_address_book: 0,
    };
    expect(body).toEqual({
      id: expect.any(Number),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      is_active: true,
      is_virtual: false,
      items: [],
      items_count: 0,
      items_qty: 0,
      customer: {},
      billing_address: emptyAddress,
      orig_order_id: 0,
      currency: {
        global_currency_code: 'USD',
        base_currency_code: 'USD',
        store_currency_code: 'USD',
        quote_currency_code: 'USD',
        store_to_base_rate: 0,
        store_to_quote_rate: 0,
        base_to_global_rate: 1,
        base_to_quote_rate: 1,
      },
      customer_is_guest: true,
      customer_note_notify: true,
      customer_tax_class_id: 3,
      store_id: 1,
      extension_attributes: { shipping_assignments: [{ shipping: { address: emptyAddress, method: null }, items: [] }] },
    });
  });

  it('runs the whole guest flow: add a diamond, list, totals, billing address, delete, totals 0', async () => {
    const cartId = await carts.create();
    const cartEntityId = ((await carts.get(cartId)).body as { id: number }).id;
    const ids = [diamondIdAt(7), diamondIdAt(1234)];
    const added = [];
    for (const diamondId of ids) {
      const { status, body } = await carts.addDiamond({ cartId, diamondId });
      expect(status).toBe(200);
      added.push(body as { item_id: number; price: number; name: string });
    }
    const diamond = catalog.find(ids[0] ?? '');
    if (!diamond) throw new Error('the seeded diamond is missing');
    expect(added[0]).toEqual({
      item_id: expect.any(Number),
      sku: ids[0],
      qty: 1,
      name: `${diamond.size.toFixed(2)} ct ${diamond.shape} ${diamond.color} ${diamond.clarity} ${diamond.cut} diamond`,
      price: diamond.total_sales_price,
      product_type: 'simple',
      quote_id: String(cartEntityId),
    });
    expect(added[0]?.name).toMatch(/^\d+\.\d\d ct [A-Z][a-z]+ [D-N] \S+ [A-Za-z ]+ diamond$/);
    expect(added[1]!.item_id).toBeGreaterThan(added[0]!.item_id);

    const items = await carts.items(cartId);
    expect(items.status).toBe(200);
    expect(items.body).toEqual(added);

    const cart = (await carts.get(cartId)).body as { items: unknown[]; items_count: number; items_qty: number; extension_attributes: { shipping_assignments: { items: unknown[] }[] } };
    expect(cart.items).toEqual(added);
    expect(cart.items_count).toBe(2);
    expect(cart.items_qty).toBe(2);
    expect(cart.extension_attributes.shipping_assignments[0]?.items).toEqual(added);

    const sum = added.reduce((total, item) => total + item.price, 0);
    const totals = (await carts.totals(cartId)).body as Record<string, unknown> & { items: { item_id: number; price: number; row_total: number; qty: number; name: string }[] };
    expect(totals).toMatchObject({
      grand_total: sum,
      base_grand_total: sum,
      subtotal: sum,
      base_subtotal: sum,
      discount_amount: 0,
      base_discount_amount: 0,
      subtotal_with_discount: sum,
      shipping_amount: 0,
      tax_amount: 0,
      items_qty: 2,
      quote_currency_code: 'USD',
      base_currency_code: 'USD',
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: sum },
        { code: 'shipping', title: 'Shipping & Handling', value: 0 },
        { code: 'tax', title: 'Tax', value: 0, extension_attributes: { tax_grandtotal_details: [] } },
        { code: 'grand_total', title: 'Grand Total', value: sum, area: 'footer' },
      ],
    });
    expect(totals.items.map(({ item_id, price, qty, row_total }) => ({ item_id, price, qty, row_total }))).toEqual(
      added.map((item) => ({ item_id: item.item_id, price: item.price, qty: 1, row_total: item.price })),
    );
    expect(totals.items.map((item) => item.name)).toEqual(added.map((item) => item.name));

    // The storefront assigns an empty address right after adding a diamond.
    const empty = await carts.billingAddress(cartId, { address: {} });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(expect.any(Number));
    const filled = await carts.billingAddress(cartId, {
      address: { firstname: 'Ada', lastname: 'Lovelace', street: ['1 Main St', 'Apt 2'], city: 'New York', region_code: 'NY', country_id: 'US', postcode: 10001, telephone: '2125550123', email: 'ada@example.com' },
    });
    expect(filled.body).toBe(empty.body);
    const withAddress = (await carts.get(cartId)).body as { billing_address: Record<string, unknown>; customer: unknown };
    expect(withAddress.billing_address).toMatchObject({ id: empty.body, firstname: 'Ada', street: ['1 Main St', 'Apt 2'], postcode: '10001', email: 'ada@example.com' });
    expect(withAddress.customer).toEqual({ email: 'ada@example.com' });

    for (const item of added) {
      const removed = await carts.deleteItem(cartId, item.item_id);
      expect(removed).toEqual({ status: 200, body: true });
    }
    expect((await carts.items(cartId)).body).toEqual([]);
    const emptied = (await carts.totals(cartId)).body as { grand_total: number; subtotal: number; items_qty: number; items: unknown[] };
    expect(emptied).toMatchObject({ grand_total: 0, subtotal: 0, items_qty: 0, items: [] });
  });

  it('adds a diamond through the items route too, answering the item with quote_id and the client\'s attributes', async () => {
    const cartId = await carts.create();
    const { status, body } = await carts.addItem(cartId, {
      cartItem: { sku: diamondIdAt(3), qty: 1, quote_id: cartId, extension_attributes: { parent_sku: 'none' }, custom_attributes: [{ attribute_code: 'ring_size', value: 'A&B' }] },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      sku: diamondIdAt(3),
      qty: 1,
      product_type: 'simple',
      quote_id: expect.stringMatching(/^\d+$/),
      extension_attributes: { parent_sku: 'none' },
      custom_attributes: [{ attribute_code: 'ring_size', value: 'A&B' }],
    });
    expect((await carts.items(cartId)).body).toEqual([body]);
  });

  it('keeps one diamond once on the items route as well, and refuses more than one of it', async () => {
    const cartId = await carts.create();
    const first = await carts.addItem(cartId, { cartItem: { sku: diamondIdAt(4), qty: 1 } });
    const again = await carts.addItem(cartId, { cartItem: { sku: diamondIdAt(4), qty: 1 } });
    expect(again).toEqual(first);
    const two = await carts.addItem(cartId, { cartItem: { sku: diamondIdAt(5), qty: 2 } });
    expect(two).toEqual({ status: 400, body: { message: 'The requested qty is not available', parameters: [] } });
    expect((await carts.items(cartId)).body).toEqual([first.body]);
  });

  it('answers 404 for a sku that is neither a diamond nor a product', async () => {
    const cartId = await carts.create();
    for (const sku of ['fw-nothing-er', 'fw-solitaire-er-Rose Gold-14K-12.5', diamondIdAt(DIAMOND_COUNT), '0100000001']) {
      const { status, body } = await carts.addItem(cartId, { cartItem: { sku, qty: 1 } });
      expect(status).toBe(404);
      expect(body).toEqual({ message: "The product that was requested doesn't exist. Verify the product and try again.", parameters: [] });
    }
    expect((await carts.items(cartId)).body).toEqual([]);
  });

  it('answers 404 naming the cart for an unknown masked id on every route', async () => {
    const unknown = 'A'.repeat(32);
    const answers = [
      await carts.get(unknown),
      await carts.items(unknown),
      await carts.totals(unknown),
      await carts.addItem(unknown, { cartItem: { sku: diamondIdAt(1), qty: 1 } }),
      await carts.deleteItem(unknown, 1),
      await carts.billingAddress(unknown, { address: {} }),
      await carts.addDiamond({ cartId: unknown, diamondId: diamondIdAt(1) }),
      { status: (await fetch(`${carts.rest}/guest-carts/${unknown}/billing-address`)).status, body: noSuchCart(unknown) },
    ];
    for (const answer of answers) expect(answer).toEqual({ status: 404, body: noSuchCart(unknown) });
  });

  it('does not open a cart by its entity id', async () => {
    const cartId = await carts.create();
    const entityId = String(((await carts.get(cartId)).body as { id: number }).id);
    expect(await carts.get(entityId)).toEqual({ status: 404, body: noSuchCart(entityId) });
  });

  it('answers Magento\'s 404 when deleting an item the cart does not hold, and 400 for an id that is not a number', async () => {
    const cartId = await carts.create();
    const other = await carts.create();
    const { body: item } = await carts.addDiamond({ cartId: other, diamondId: diamondIdAt(9) });
    const itemId = (item as { item_id: number }).item_id;
    const entityId = ((await carts.get(cartId)).body as { id: number }).id;
    for (const missing of [itemId, 999_999]) {
      expect(await carts.deleteItem(cartId, missing)).toEqual({
        status: 404,
        body: { message: "The %1 Cart doesn't contain the %2 item.", parameters: [String(entityId), String(missing)] },
      });
    }
    expect(await carts.deleteItem(cartId, 'abc')).toEqual({ status: 400, body: typeMismatch('abc', 'int') });
    // The other cart keeps its item.
    expect(((await carts.items(other)).body as unknown[]).length).toBe(1);
  });

  it.each([
    ['no body', undefined, required('cartItem')],
    ['an array', [{ sku: 'x', qty: 1 }], required('cartItem')],
    ['no sku', { cartItem: { qty: 1 } }, required('sku')],
    ['an empty sku', { cartItem: { sku: '', qty: 1 } }, required('sku')],
    ['a sku that is a number', { cartItem: { sku: 100000001, qty: 1 } }, typeMismatch('100000001', 'string')],
    ['no qty', { cartItem: { sku: diamondIdAt(1) } }, required('qty')],
    ['a zero qty', { cartItem: { sku: diamondIdAt(1), qty: 0 } }, invalid('qty', '0')],
    ['a negative qty', { cartItem: { sku: diamondIdAt(1), qty: -1 } }, invalid('qty', '-1')],
    ['a fractional qty', { cartItem: { sku: diamondIdAt(1), qty: 1.5 } }, invalid('qty', '1.5')],
    ['a qty that is text', { cartItem: { sku: diamondIdAt(1), qty: 'one' } }, typeMismatch('one', 'float')],
    ['custom attributes that are not a list', { cartItem: { sku: diamondIdAt(1), qty: 1, custom_attributes: 'ring' } }, typeMismatch('ring', 'array')],
  ])('POST items with %s answers 400 and adds nothing', async (_case, body, expected) => {
    const cartId = await carts.create();
    const response = body === undefined ? await fetch(`${carts.rest}/guest-carts/${cartId}/items`, { method: 'POST' }) : await postRaw(`${carts.rest}/guest-carts/${cartId}/items`, JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expected);
    expect((await carts.items(cartId)).body).toEqual([]);
  });

  it.each([
    ['no address', {}, required('address')],
    ['a null address', { address: null }, required('address')],
    ['an address that is a list', { address: ['1 Main St'] }, typeMismatch('["1 Main St"]', 'object')],
    ['a bad email', { address: { email: 'ada@' } }, invalid('email', 'ada@')],
    ['a first name that is a number', { address: { firstname: 7 } }, typeMismatch('7', 'string')],
    ['a country code that is too long', { address: { country_id: 'USA' } }, invalid('country_id', 'USA')],
    ['a US zip of four digits', { address: { country_id: 'US', postcode: '2108' } }, invalid('postcode', '2108')],
    ['a US zip sent as a number', { address: { country_id: 'US', postcode: 2108 } }, invalid('postcode', '2108')],
  ])('POST billing-address with %s answers 400', async (_case, body, expected) => {
    const cartId = await carts.create();
    expect(await carts.billingAddress(cartId, body)).toEqual({ status: 400, body: expected });
  });

  it('keeps a Boston zip with its leading zero on the billing address', async () => {
    const cartId = await carts.create();
    expect((await carts.billingAddress(cartId, { address: { firstname: 'Ada', city: 'Boston', country_id: 'US', postcode: '02108' } })).status).toBe(200);
    expect((await fetch(`${carts.rest}/guest-carts/${cartId}/billing-address`).then((r) => r.json()))).toMatchObject({ city: 'Boston', postcode: '02108' });
  });

  it('copies the billing address to the shipping address with useForShipping, each keeping its id', async () => {
    const cartId = await carts.create();
    const before = (await carts.get(cartId)).body as { extension_attributes: { shipping_assignments: { shipping: { address: { id: number } } }[] } };
    const shippingId = before.extension_attributes.shipping_assignments[0]?.shipping.address.id;
    const billingId = (await carts.billingAddress(cartId, { address: { firstname: 'Grace', city: 'Arlington' }, useForShipping: true })).body;
    expect(billingId).not.toBe(shippingId);
    const after = (await carts.get(cartId)).body as typeof before;
    expect(after.extension_attributes.shipping_assignments[0]?.shipping.address).toMatchObject({ id: shippingId, firstname: 'Grace', city: 'Arlington', same_as_billing: 1 });
    expect((await fetch(`${carts.rest}/guest-carts/${cartId}/billing-address`).then((r) => r.json()))).toMatchObject({ id: billingId, firstname: 'Grace' });
  });

  it('is served under the store codes and never leaks internals in an error', async () => {
    const cartId = await carts.create();
    for (const prefix of ['/rest/default/V1', '/rest/all/V1']) {
      expect((await fetch(`${mock.url}${prefix}/guest-carts/${cartId}/totals`)).status).toBe(200);
    }
    const text = await (await postRaw(`${carts.rest}/guest-carts/${cartId}/items`, '{"cartItem":')).text();
    expect(text).not.toMatch(LEAK_PATTERN);
    expect(JSON.parse(text)).toEqual({ message: 'Decoding error.', parameters: [] });
  });
});
