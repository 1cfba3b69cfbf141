import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDiamondCatalog } from '../../recommendation/diamond-catalog';
import { diamondIdAt, guestCartClient } from '../../test/guest-cart-client';
import type { GuestCartClient } from '../../test/guest-cart-client';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

const DIAMOND_COUNT = 2000;
const notAuthorized = { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } };
const required = (fieldName: string) => ({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName } });

describe('the diamond add: POST /rest/V1/diamondsearch/cart', () => {
  let mock: TestServer;
  let carts: GuestCartClient;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: DIAMOND_COUNT });
    carts = guestCartClient(mock.url);
  });
  afterAll(() => mock.close());

  it('adds the stone as a simple product named after its grades, at its price', async () => {
    const cartId = await carts.create();
    const diamond = sharedDiamondCatalog(42, DIAMOND_COUNT).find(diamondIdAt(1999));
    const { status, body } = await carts.addDiamond({ cartId, diamondId: diamondIdAt(1999) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ sku: diamondIdAt(1999), qty: 1, price: diamond?.total_sales_price, product_type: 'simple' });
    expect((body as { name: string }).name).toBe(`${diamond?.size.toFixed(2)} ct ${diamond?.shape} ${diamond?.color} ${diamond?.clarity} ${diamond?.cut} diamond`);
  });

  it('does not add a diamond twice: the second add answers the item already there, even when both race', async () => {
    const cartId = await carts.create();
    const first = await carts.addDiamond({ cartId, diamondId: diamondIdAt(10) });
    const again = await carts.addDiamond({ cartId, diamondId: diamondIdAt(10) });
    expect(again).toEqual(first);
    const raced = await Promise.all(Array.from({ length: 5 }, () => carts.addDiamond({ cartId, diamondId: diamondIdAt(11) })));
    expect(new Set(raced.map(({ body }) => (body as { item_id: number }).item_id)).size).toBe(1);
    expect(((await carts.items(cartId)).body as { sku: string }[]).map((item) => item.sku)).toEqual([diamondIdAt(10), diamondIdAt(11)]);
  });

  it('lets two carts hold the same diamond', async () => {
    const [a, b] = [await carts.create(), await carts.create()];
    expect((await carts.addDiamond({ cartId: a, diamondId: diamondIdAt(12) })).status).toBe(200);
    expect((await carts.addDiamond({ cartId: b, diamondId: diamondIdAt(12) })).status).toBe(200);
  });

  it('lands 50 concurrent adds of different diamonds to one cart', async () => {
    const cartId = await carts.create();
    const ids = Array.from({ length: 50 }, (_, index) => diamondIdAt(100 + index));
    const answers = await Promise.all(ids.map((diamondId) => carts.addDiamond({ cartId, diamondId })));
    expect(answers.every(({ status }) => status === 200)).toBe(true);
    const items = (await carts.items(cartId)).body as { sku: string; item_id: number }[];
    expect(items).toHaveLength(50);
    expect(new Set(items.map((item) => item.sku))).toEqual(new Set(ids));
    expect(new Set(items.map((item) => item.item_id)).size).toBe(50);
    expect(((await carts.totals(cartId)).body as { items_qty: number }).items_qty).toBe(50);
  });

  it('answers 404 Diamond was not found for an unknown stone, and adds nothing', async () => {
    const cartId = await carts.create();
    for (const diamondId of [diamondIdAt(DIAMOND_COUNT), '123', 'not-a-stone']) {
      expect(await carts.addDiamond({ cartId, diamondId })).toEqual({ status: 404, body: { message: 'Diamond was not found', parameters: [] } });
    }
    expect((await carts.items(cartId)).body).toEqual([]);
  });

  it('takes a diamond id sent as a JSON number, as Magento casts it', async () => {
    const cartId = await carts.create();
    const { status, body } = await carts.addDiamond({ cartId, diamondId: 100_000_020 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ sku: '100000020' });
  });

  it.each([
    ['an empty body', {}, required('cartId')],
    ['no diamond id', { cartId: 'x'.repeat(32) }, required('diamondId')],
    ['an empty diamond id', { cartId: 'x'.repeat(32), diamondId: '' }, required('diamondId')],
    ['an empty cart id', { cartId: '', diamondId: diamondIdAt(1) }, required('cartId')],
  ])('answers 400 for %s', async (_case, body, expected) => {
    expect(await carts.addDiamond(body)).toEqual({ status: 400, body: expected });
  });

  it('answers 401 for any bearer token (no customer exists yet), before reading the body, and adds nothing', async () => {
    const cartId = await carts.create();
    for (const authorization of ['Bearer some-token', 'Bearer ', 'bearer abc']) {
      expect(await carts.addDiamond({ cartId, diamondId: diamondIdAt(1) }, { Authorization: authorization })).toEqual({ status: 401, body: notAuthorized });
    }
    expect(await carts.addDiamond({}, { Authorization: 'Bearer x' })).toEqual({ status: 401, body: notAuthorized });
    expect((await carts.items(cartId)).body).toEqual([]);
  });
});

describe('the customer cart: /rest/V1/carts/mine', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: DIAMOND_COUNT });
  });
  afterAll(() => mock.close());

  it.each([
    ['GET', '/carts/mine', undefined],
    ['GET', '/carts/mine/', undefined],
    ['POST', '/carts/mine', undefined],
    ['GET', '/carts/mine/totals', undefined],
    ['GET', '/carts/mine/items', 'Bearer made-up'],
    ['POST', '/carts/mine/items', 'Bearer made-up'],
    ['DELETE', '/carts/mine/items/1', undefined],
    ['PUT', '/carts/mine/coupons/WELCOME10', 'Bearer made-up'],
  ])('%s %s (token %s) answers 401 for the self resource', async (method, path, authorization) => {
    const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
    const response = await fetch(`${mock.url}/rest/V1${path}`, { method, headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(notAuthorized);
  });
});
