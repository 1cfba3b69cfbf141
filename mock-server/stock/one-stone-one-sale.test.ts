import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDiamondCatalog } from '../recommendation/diamond-catalog';
import { cardNonce, cardPayment, shippingInformation } from '../test/checkout-calls';
import { customerClient } from '../test/customer-client';
import type { CustomerClient } from '../test/customer-client';
import { financingCheckoutBody, financingClient } from '../test/financing-client';
import { graphqlClient } from '../test/graphql-client';
import { guestCartClient } from '../test/guest-cart-client';
import type { GuestCartClient } from '../test/guest-cart-client';
import { postJson, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

/** A stone as the recommendation service answers it. */
type Diamond = ReturnType<ReturnType<typeof sharedDiamondCatalog>['diamond']>;

const COUNT = 3_000;
const HEADER = { username: 'loupe', password: 'loupe-dev' };
/** A search the financing provider can pay for (every stone under $17,500). */
const SEARCH = { shapes: ['Round'], price_total_from: 1_000, price_total_to: 7_000 };
const NOT_SALABLE = { message: 'Product that you are trying to add is not available.', parameters: [] };
const NO_STOCK = { message: 'There are no source items with the in stock status', parameters: [] };
const NOT_FOUND = { message: 'Diamond was not found', parameters: [] };

const SET_EMAIL = `mutation SetEmail($cartId: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id } } }`;
const SET_FINANCING = `mutation SetFinancing($cartId: String!, $token: String!) {
  setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "affirm_gateway", affirm_gateway: { checkout_token: $token } } }) { cart { id } }
}`;
const PLACE_ORDER = `mutation Place($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } } }`;

type Picks = Record<'biggest' | 'best_deal' | 'brightest' | 'recommended', { diamond: Diamond } | undefined> & { total_available_diamonds: number };

/**
 * A stone whose `pricerange/` window (its shape, its weight up to 0.25 ct more) holds no other stone: selling it
 * must empty the estimate.
 */
const LONE_STONE = (() => {
  const catalog = sharedDiamondCatalog(42, COUNT);
  const { inventory } = catalog;
  for (let stone = 0; stone < COUNT; stone++) {
    const carat = inventory.caratHundredths[stone]!;
    let others = 0;
    for (let other = 0; other < COUNT && others === 0; other++) {
      const weight = inventory.caratHundredths[other]!;
      if (other !== stone && inventory.shape[other] === inventory.shape[stone] && weight >= carat && weight < carat + 25) others++;
    }
    if (others === 0) return catalog.diamond(stone);
  }
  throw new Error('no stone alone in its price range window');
})();

describe('one stone, one sale', () => {
  let mock: TestServer;
  let api: CustomerClient;
  let carts: GuestCartClient;
  /** The picks of the search before any sale. */
  let seeded: Picks;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: COUNT, control: true });
    api = customerClient(mock.url);
    carts = guestCartClient(mock.url);
    seeded = await picksOf();
  });
  afterAll(() => mock.close());

  const service = async (path: string, body: Record<string, unknown> = {}) => {
    const response = await postJson(`${mock.url}/recommendation/${path}`, { header: HEADER, ...body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const picksOf = async (): Promise<Picks> => (await service('recommendations/', { body: SEARCH })).body as unknown as Picks;
  const pickedIds = (picks: Picks) => (['biggest', 'best_deal', 'brightest', 'recommended'] as const).map((key) => picks[key]?.diamond.diamond_id);
  const tuned = async (from: string, edit: Record<string, unknown>) =>
    ((await service('rule_recommendation/', { body: { diamond: from, state: { history: [], future: [], query: SEARCH }, ...edit } })).body as { diamond_recommended: { diamond: Diamond } })
      .diamond_recommended.diamond.diamond_id;
  const priceRangeOf = async (diamond: Diamond) => (await service('pricerange/', { body: { shape: diamond.shape, size: diamond.size } })).body;

  /** A guest cart holding `diamondIds`, shipped: ready to pay. */
  const shippedCart = async (...diamondIds: string[]): Promise<string> => {
    const cartId = await carts.create();
    for (const diamondId of diamondIds) expect((await carts.addDiamond({ cartId, diamondId })).status).toBe(200);
    expect((await api.call('POST', `/guest-carts/${cartId}/shipping-information`, undefined, shippingInformation())).status).toBe(200);
    return cartId;
  };
  const payByCard = async (cartId: string, nonce?: string) =>
    api.call('POST', `/guest-carts/${cartId}/payment-information`, undefined, { email: 'guest@example.com', paymentMethod: cardPayment(nonce ?? (await cardNonce(mock.url))) });
  /** The GraphQL checkout of a guest paying with financing, up to (not including) placeOrder. */
  const financedCart = async (...diamondIds: string[]): Promise<string> => {
    const cartId = await shippedCart(...diamondIds);
    const graphql = graphqlClient(mock.url);
    expect((await graphql.post(SET_EMAIL, { cartId, email: 'guest@example.com' })).body.errors).toBeUndefined();
    const items = (await carts.items(cartId)).body as { sku: string; name: string; price: number; qty: number }[];
    const total = Math.round(items.reduce((sum, item) => sum + item.price * item.qty, 0) * 100);
    const checkout = financingCheckoutBody(0, {
      items: items.map((item) => ({ sku: item.sku, display_name: item.name, unit_price: Math.round(item.price * 100), qty: item.qty })),
      total,
      order_id: cartId,
    });
    const token = await financingClient(mock.url).approvedToken(checkout);
    expect((await graphql.post(SET_FINANCING, { cartId, token })).body.errors).toBeUndefined();
    return cartId;
  };
  const placeOrder = (cartId: string) => graphqlClient(mock.url).post<{ placeOrder: { order: { order_number: string } } | null }>(PLACE_ORDER, { cartId });

  it('takes a sold stone out of every recommendation, tuning move, comparison and price estimate, and out of every bag', async () => {
    const before = await picksOf();
    const finest = before.recommended?.diamond;
    const from = before.best_deal?.diamond;
    expect(finest).toBeDefined();
    expect(from).toBeDefined();
    if (!finest || !from) return;
    const cheaper = await tuned(from.diamond_id, { adjust: { attr: 'price', dir: 'dec' } });
    // More Options finds the stone nearest to the one on screen inside the ranges: here the nearest dearer one.
    const dearerOptions = { set: { price_total_from: from.total_sales_price + 1 } };
    const nearestDearer = await tuned(from.diamond_id, dearerOptions);
    expect(await priceRangeOf(LONE_STONE)).toEqual({ price_total_from: LONE_STONE.total_sales_price, price_total_to: LONE_STONE.total_sales_price, size_max: expect.any(Number) });
    const sold = [...new Set([finest.diamond_id, cheaper, nearestDearer, LONE_STONE.diamond_id])].filter((id) => id !== from.diamond_id);
    const soldStones = await Promise.all(sold.map(async (id) => ((await service(`diamonds/${id}`)).body as { diamond: Diamond }).diamond));
    const inSearch = soldStones.filter((stone) => stone.shape === 'Round' && stone.total_sales_price >= SEARCH.price_total_from && stone.total_sales_price <= SEARCH.price_total_to);
    // Another shopper holds the finest stone in a bag while it sells.
    const otherBag = await shippedCart(finest.diamond_id);

    expect((await payByCard(await shippedCart(...sold))).status).toBe(200);

    const after = await picksOf();
    expect(after.total_available_diamonds).toBe(before.total_available_diamonds - inSearch.length);
    for (const id of pickedIds(after)) expect(sold).not.toContain(id);
    const one = (await service('rule_recommendation/', { body: { preference: SEARCH } })).body as { diamond_recommended: { diamond: Diamond } };
    expect(sold).not.toContain(one.diamond_recommended.diamond.diamond_id);
    expect(sold).not.toContain(await tuned(from.diamond_id, { adjust: { attr: 'price', dir: 'dec' } }));
    expect(sold).not.toContain(await tuned(from.diamond_id, dearerOptions));
    expect(await priceRangeOf(LONE_STONE)).toEqual({ size_max: expect.any(Number) });
    expect(await service(`diamonds/${finest.diamond_id}`)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await service('comparisons/', { diamond_ids: [from.diamond_id, finest.diamond_id] })).toEqual({ status: 404, body: NOT_FOUND });
    expect((await service(`diamonds/${from.diamond_id}`)).status).toBe(200);

    // No bag can take it any more, by the diamond search module or the cart's item route.
    const cartId = await carts.create();
    expect(await carts.addDiamond({ cartId, diamondId: finest.diamond_id })).toEqual({ status: 400, body: NOT_SALABLE });
    expect(await carts.addItem(cartId, { cartItem: { sku: finest.diamond_id, qty: 1 } })).toEqual({ status: 400, body: NOT_SALABLE });
    expect((await carts.items(cartId)).body).toEqual([]);

    // The bag that still holds it cannot pay for it; it stays as it was, and the card's nonce is not used up.
    const nonce = await cardNonce(mock.url);
    expect(await payByCard(otherBag, nonce)).toEqual({ status: 400, body: NO_STOCK });
    const kept = (await carts.items(otherBag)).body as { item_id: number; sku: string }[];
    expect(kept.map((item) => item.sku)).toEqual([finest.diamond_id]);
    expect((await carts.deleteItem(otherBag, kept[0]!.item_id)).status).toBe(200);
    expect((await carts.addDiamond({ cartId: otherBag, diamondId: from.diamond_id })).status).toBe(200);
    expect((await payByCard(otherBag, nonce)).status).toBe(200);
    expect((await service(`diamonds/${from.diamond_id}`)).status).toBe(404);
  });

  it('stops the size step at the heaviest stone still for sale once the heaviest one sold', async () => {
    const catalog = sharedDiamondCatalog(42, COUNT);
    const ofShape = (shape: string) =>
      Array.from({ length: COUNT }, (_, stone) => catalog.diamond(stone))
        .filter((diamond) => diamond.shape === shape)
        .sort((a, b) => b.size - a.size);
    const [heaviest, next] = ofShape('Heart');
    if (!heaviest || !next) throw new Error('too few hearts');
    const sizeMax = async () => ((await service('pricerange/', { body: { shape: 'Heart', size: 1 } })).body as { size_max?: number }).size_max;
    expect(await sizeMax()).toBe(heaviest.size);
    expect((await payByCard(await shippedCart(heaviest.diamond_id))).status).toBe(200);
    expect(await sizeMax()).toBe(next.size);
  });

  it("drops a sold stone from the shopper's tuning history: back and forward skip it", async () => {
    const [first, second, third] = pickedIds(await picksOf()).filter((id): id is string => id !== undefined);
    if (!first || !second || !third) throw new Error('too few picks');
    const walk = async (command: 'back' | 'forward', history: string[], future: string[]) =>
      (await service('rule_recommendation/', { body: { diamond: third, command, state: { history, future, query: SEARCH } } })).body as {
        diamond_recommended: { diamond: Diamond };
        state: { history: unknown[]; future: unknown[] };
      };
    expect((await walk('back', [first, second], [])).diamond_recommended.diamond.diamond_id).toBe(second);
    expect((await payByCard(await shippedCart(second))).status).toBe(200);
    const back = await walk('back', [first, second], [second]);
    expect(back.diamond_recommended.diamond.diamond_id).toBe(first);
    expect(back.state.history).toEqual([]);
    expect(JSON.stringify(back.state.future)).not.toContain(second);
  });

  it('refuses a sold stone at GraphQL placeOrder too, keeping the bag', async () => {
    const stone = pickedIds(await picksOf())[0]!;
    const financed = await financedCart(stone);
    expect((await payByCard(await shippedCart(stone))).status).toBe(200);
    expect((await placeOrder(financed)).body).toEqual({
      errors: [{ message: 'Unable to place order: There are no source items with the in stock status', locations: expect.any(Array) as unknown, path: ['placeOrder'], extensions: { category: 'graphql-input' } }],
      data: { placeOrder: null },
    });
    expect(((await carts.items(financed)).body as { sku: string }[]).map((item) => item.sku)).toEqual([stone]);
  });

  it('gives exactly one order when shoppers race to pay for the same stone, by card and by financing', async () => {
    const stone = pickedIds(await picksOf())[1]!;
    const cardCarts = await Promise.all([1, 2, 3, 4].map(() => shippedCart(stone)));
    const financed = await financedCart(stone);
    const nonces = await Promise.all(cardCarts.map(() => cardNonce(mock.url)));
    const [graphqlAnswer, ...cardAnswers] = await Promise.all([placeOrder(financed), ...cardCarts.map((cartId, n) => payByCard(cartId, nonces[n]))]);
    const placedByGraphql = graphqlAnswer.body.errors === undefined ? 1 : 0;
    const placedByCard = cardAnswers.filter((answer) => answer.status === 200).length;
    expect(placedByGraphql + placedByCard).toBe(1);
    for (const answer of cardAnswers.filter((refused) => refused.status !== 200)) expect(answer).toEqual({ status: 400, body: NO_STOCK });
    if (placedByGraphql === 0) expect(graphqlAnswer.body.errors?.[0]?.message).toBe('Unable to place order: There are no source items with the in stock status');
    // Every refused bag still holds the stone.
    const open = await Promise.all([financed, ...cardCarts].map((cartId) => carts.items(cartId)));
    expect(open.filter((answer) => answer.status === 200)).toHaveLength(cardCarts.length);
  });

  it('brings the seeded stock back with the control reset', async () => {
    const finest = seeded.recommended!.diamond.diamond_id;
    expect((await service(`diamonds/${finest}`)).status).toBe(404);
    expect(await picksOf()).not.toEqual(seeded);

    expect((await postJson(`${mock.url}/__control/reset`, {})).status).toBe(200);

    expect(await picksOf()).toEqual(seeded);
    expect((await service(`diamonds/${finest}`)).status).toBe(200);
    const cartId = await carts.create();
    expect((await carts.addDiamond({ cartId, diamondId: finest })).status).toBe(200);
  });
});
