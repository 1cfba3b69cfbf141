import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimilarDiamondsAnswer } from '../../contracts/recommendation';
import { cardNonce, cardPayment, shippingInformation } from '../test/checkout-calls';
import { checkAnswersAgainstContracts } from '../test/contract-answers';
import { customerClient } from '../test/customer-client';
import { guestCartClient } from '../test/guest-cart-client';
import { LEAK_PATTERN, postJson, postRaw, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { sharedDiamondCatalog } from './diamond-catalog';
import { CLARITY_SCALE, COLOR_SCALE } from './inventory/grade-scales';
import { NEAR, WIDER } from './engine/nearest-on-sale';

const contract = checkAnswersAgainstContracts();

const HEADER = { username: 'loupe', password: 'loupe-dev' };
const SEED = 42;
const COUNT = 20_000;
const catalog = sharedDiamondCatalog(SEED, COUNT);
/** A 1 ct-ish round of common grades: many stones come near it. */
const COMMON = (() => {
  for (let index = 0; index < COUNT; index++) {
    const stone = catalog.diamond(index);
    if (stone.shape === 'Round' && stone.size >= 1 && stone.size < 1.1 && stone.color === 'G' && stone.clarity === 'VS2') return stone;
  }
  throw new Error('no such stone');
})();

const gradeSteps = (scale: readonly string[], from: string, to: string) => {
  const step = (grade: string) => scale.filter((name) => name !== 'SI3').indexOf(grade);
  return Math.abs(step(from) - step(to));
};

describe('POST /recommendation/similar_diamonds/', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer({ seed: SEED, diamondCount: COUNT, recommendationAuth: HEADER, control: true });
  });
  afterAll(() => mock.close());

  async function call(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await postJson(`${mock.url}/recommendation/similar_diamonds/`, body);
    const text = await response.text();
    expect(text).not.toMatch(LEAK_PATTERN);
    return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
  }
  const similarTo = async (id: string) => (await call({ header: HEADER, diamond_id: id })).body as unknown as SimilarDiamondsAnswer;

  /** Another shopper buys the stones, through the store's guest checkout. */
  async function sell(...diamondIds: string[]): Promise<void> {
    const carts = guestCartClient(mock.url);
    const cartId = await carts.create();
    for (const diamondId of diamondIds) expect((await carts.addDiamond({ cartId, diamondId })).status).toBe(200);
    const api = customerClient(mock.url);
    expect((await api.call('POST', `/guest-carts/${cartId}/shipping-information`, undefined, shippingInformation())).status).toBe(200);
    const paid = await api.call('POST', `/guest-carts/${cartId}/payment-information`, undefined, { email: 'guest@example.com', paymentMethod: cardPayment(await cardNonce(mock.url)) });
    expect(paid.status).toBe(200);
  }

  it('refuses a call without the credentials with 401, before reading the body', async () => {
    expect(await call({ diamond_id: 'not even an id' })).toEqual({ status: 401, body: { message: 'Invalid recommendation service credentials.', parameters: [] } });
  });

  it('answers 404 for an id it never had', async () => {
    expect(await call({ header: HEADER, diamond_id: '999999999' })).toEqual({ status: 404, body: { message: 'Diamond was not found', parameters: [] } });
  });

  it.each([
    ['no id', { header: HEADER }],
    ['an id as a number', { header: HEADER, diamond_id: 100000001 }],
    ['an empty id', { header: HEADER, diamond_id: '' }],
  ])('answers 400 for a body with %s', async (_name, body) => {
    expect(await call(body)).toEqual({ status: 400, body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'diamond_id' } } });
  });

  it('answers 400, not a server error, for a body that is no JSON object', async () => {
    expect((await postRaw(`${mock.url}/recommendation/similar_diamonds`, JSON.stringify({ header: HEADER, diamond_id: [[[]]] }))).status).toBe(400);
    expect((await postRaw(`${mock.url}/recommendation/similar_diamonds`, '[1, 2]')).status).toBe(401);
  });

  it('names the stone and gives the three stones on sale nearest it: its shape, near its weight, color, clarity and price, closest first', async () => {
    const answer = await similarTo(COMMON.diamond_id);
    expect(answer.stone).toEqual({ diamond_id: COMMON.diamond_id, shape: 'Round', size: COMMON.size, color: 'G', clarity: 'VS2', available: true });
    expect(answer.diamonds).toHaveLength(3);
    expect(new Set(answer.diamonds.map((stone) => stone.diamond_id)).size).toBe(3);
    for (const stone of answer.diamonds) {
      expect(stone.diamond_id).not.toBe(COMMON.diamond_id);
      expect(stone.shape).toBe('Round');
      expect(gradeSteps(COLOR_SCALE, stone.color, COMMON.color)).toBeLessThanOrEqual(NEAR.grades);
      expect(gradeSteps(CLARITY_SCALE, stone.clarity, COMMON.clarity)).toBeLessThanOrEqual(NEAR.grades);
      expect(Math.abs(stone.size - COMMON.size)).toBeLessThanOrEqual(COMMON.size * NEAR.weight + 0.01);
      expect(Math.abs(stone.total_sales_price - COMMON.total_sales_price)).toBeLessThanOrEqual(COMMON.total_sales_price * NEAR.price);
      // As every diamond the service answers: with its deal block.
      expect(stone.deal).toEqual(expect.objectContaining({ model_price: expect.any(Number) }));
    }
  });

  it('still knows a stone once it sold, says it is no longer available, and offers none an order holds', async () => {
    const before = await similarTo(COMMON.diamond_id);
    const nearest = before.diamonds[0]!.diamond_id;
    await sell(COMMON.diamond_id, nearest);

    const after = await similarTo(COMMON.diamond_id);
    expect(after.stone).toEqual({ ...before.stone, available: false });
    expect(after.diamonds).toHaveLength(3);
    expect(after.diamonds.map((stone) => stone.diamond_id)).not.toContain(nearest);
    expect(after.diamonds.map((stone) => stone.diamond_id).slice(0, 2)).toEqual(before.diamonds.slice(1).map((stone) => stone.diamond_id));
    // Every other call has forgotten it.
    expect((await postJson(`${mock.url}/recommendation/diamonds/${COMMON.diamond_id}`, { header: HEADER })).status).toBe(404);
    await fetch(`${mock.url}/__control/reset`, { method: 'POST' });
  });

  it('reaches wider only when too few stones are near, and never past the wider reach', async () => {
    const { inventory } = catalog;
    // The heaviest stone of the inventory: few stones, if any, come near it.
    let heaviest = 0;
    for (let index = 1; index < COUNT; index++) if (inventory.caratHundredths[index]! > inventory.caratHundredths[heaviest]!) heaviest = index;
    const lone = catalog.diamond(heaviest);
    const answer = await similarTo(lone.diamond_id);
    expect(answer.diamonds.length).toBeLessThanOrEqual(3);
    for (const stone of answer.diamonds) {
      expect(stone.shape).toBe(lone.shape);
      expect(gradeSteps(COLOR_SCALE, stone.color, lone.color)).toBeLessThanOrEqual(WIDER.grades);
      expect(Math.abs(stone.size - lone.size)).toBeLessThanOrEqual(lone.size * WIDER.weight + 0.01);
      expect(Math.abs(stone.total_sales_price - lone.total_sales_price)).toBeLessThanOrEqual(lone.total_sales_price * WIDER.price);
    }
  });

  it('had every answer read through the contract', () => {
    expect(contract.checked()).toContain('recommendation similar_diamonds/');
  });
});
