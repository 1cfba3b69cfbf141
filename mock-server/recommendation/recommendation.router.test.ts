import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiamondWire as Diamond } from '../../contracts/recommendation';
import { LEAK_PATTERN, postJson, postRaw, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { recommendationContractIssues } from '../test/recommendation-contract';
import { createDiamondCatalog } from './diamond-catalog';
import { recommendationsResponse } from './recommendation-responses';

const HEADER = { username: 'loupe', password: 'loupe-dev' };
const COUNT = 20_000;

/** The heaviest stone of a shape, in carats, read from the stones themselves. */
const heaviest = (catalog: ReturnType<typeof createDiamondCatalog>, shape: string): number => {
  let largest = 0;
  for (let index = 0; index < catalog.inventory.count; index++) {
    const diamond = catalog.diamond(index);
    if (diamond.shape === shape && diamond.size > largest) largest = diamond.size;
  }
  return largest;
};
const SHOP_BY_PRICE = { shapes: ['Round'], price_total_from: 1_000, price_total_to: 5_000, attr: 'price' };

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

describe('/recommendation', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: COUNT });
  });
  afterAll(() => mock.close());

  async function call(path: string, body: unknown): Promise<Answer> {
    const response = await postJson(`${mock.url}/recommendation/${path}`, body);
    const text = await response.text();
    expect(text).not.toMatch(LEAK_PATTERN);
    const answer = { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
    // Every answer, success or error, keeps to the contract the shop reads it with.
    expect(recommendationContractIssues(path, answer.status, answer.body)).toEqual([]);
    return answer;
  }

  describe('credentials', () => {
    const PATHS = ['recommendations/', 'rule_recommendation/', 'pricerange/', 'diamonds/100000001', 'comparisons/'];
    it.each(PATHS)('POST %s without the header answers 401, before looking at the body', async (path) => {
      expect(await call(path, { body: 'not even a query' })).toEqual({
        status: 401,
        body: { message: 'Invalid recommendation service credentials.', parameters: [] },
      });
    });

    it.each([
      ['a wrong password', { username: 'loupe', password: 'loupe' }],
      ['a wrong username', { username: 'admin', password: 'loupe-dev' }],
      ['numbers', { username: 1, password: 2 }],
      ['a string header', 'loupe:loupe-dev'],
      ['an empty header', {}],
    ])('%s answers 401', async (_, header) => {
      const answer = await call('recommendations/', { header, body: SHOP_BY_PRICE });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Invalid recommendation service credentials.');
    });

    it('a request without any body answers 401', async () => {
      const response = await fetch(`${mock.url}/recommendation/recommendations/`, { method: 'POST' });
      expect(response.status).toBe(401);
    });

    it('takes the credentials from the server options, not from the code', async () => {
      const other = await startTestServer({ diamondCount: 500, recommendationAuth: { username: 'shop', password: 's3cret' } });
      try {
        const url = `${other.url}/recommendation/recommendations/`;
        expect((await postJson(url, { header: HEADER, body: {} })).status).toBe(401);
        expect((await postJson(url, { header: { username: 'shop', password: 's3cret' }, body: {} })).status).toBe(200);
      } finally {
        await other.close();
      }
    });
  });

  describe('POST recommendations/', () => {
    it('answers the count, a state and four different picks in the contract’s key order', async () => {
      const { status, body } = await call('recommendations/', { header: HEADER, body: SHOP_BY_PRICE });
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(['total_available_diamonds', 'state', 'recommended', 'biggest', 'brightest', 'best_deal']);
      expect(body.total_available_diamonds).toBeGreaterThan(1_000);
      expect(body.state).toEqual({
        history: [],
        future: [],
        version: 1,
        query: { shapes: ['Round'], price_total_from: 1_000, price_total_to: 5_000 },
        current: null,
      });
      const diamonds = ['recommended', 'biggest', 'brightest', 'best_deal'].map((key) => (body[key] as { diamond: Diamond }).diamond);
      expect(new Set(diamonds.map((diamond) => diamond.diamond_id)).size).toBe(4);
      for (const diamond of diamonds) {
        expect(diamond.shape).toBe('Round');
        expect(diamond.total_sales_price).toBeGreaterThanOrEqual(1_000);
        expect(diamond.total_sales_price).toBeLessThanOrEqual(5_000);
      }
    });

    it.each(['recommendations', 'recommendations/'])('is served at %s too', async (path) => {
      expect((await call(path, { header: HEADER, body: {} })).status).toBe(200);
    });

    it('reads shape when shapes is absent or empty, Round when neither is given', async () => {
      const pickShapes = async (query: object) => {
        const { body } = await call('recommendations/', { header: HEADER, body: query });
        return [...new Set(['recommended', 'biggest', 'brightest', 'best_deal'].map((key) => (body[key] as { diamond: Diamond }).diamond.shape))];
      };
      expect(await pickShapes({ shape: 'Oval' })).toEqual(['Oval']);
      expect(await pickShapes({ shapes: [], shape: 'Pear' })).toEqual(['Pear']);
      expect(await pickShapes({})).toEqual(['Round']);
    });

    it('keeps to a size window', async () => {
      const { body } = await call('recommendations/', { header: HEADER, body: { shapes: ['Round', 'Oval'], size_from: 1, size_to: 1.25 } });
      for (const key of ['recommended', 'biggest', 'brightest', 'best_deal']) {
        const { size } = (body[key] as { diamond: Diamond }).diamond;
        expect(size).toBeGreaterThanOrEqual(1);
        expect(size).toBeLessThanOrEqual(1.25);
      }
    });

    it('answers no match with a count of 0, the state and the message, and no keys', async () => {
      const { status, body } = await call('recommendations/', { header: HEADER, body: { price_total_from: 10, price_total_to: 20 } });
      expect(status).toBe(200);
      expect(body).toEqual({ total_available_diamonds: 0, state: expect.objectContaining({ history: [], future: [] }), message: 'No diamonds match this search.' });
    });

    it('makes fewer picks when fewer stones match: one stone, one key', async () => {
      const stone = (await call('diamonds/100000007', { header: HEADER })).body.diamond as Diamond;
      const exactly = { shape: stone.shape, price_total_from: stone.total_sales_price, price_total_to: stone.total_sales_price, size_from: stone.size, size_to: stone.size };
      const { body } = await call('recommendations/', { header: HEADER, body: exactly });
      expect(body.total_available_diamonds).toBe(1);
      const picks = Object.entries(body).filter(([key]) => key !== 'total_available_diamonds' && key !== 'state');
      expect(picks).toEqual([[expect.any(String), { diamond: stone }]]);
    });
  });

  describe('bad bodies answer 400 naming the field', () => {
    it.each([
      ['no body', { header: HEADER }, '"%fieldName" is required. Enter and try again.', { fieldName: 'body' }],
      ['a null body', { header: HEADER, body: null }, '"%fieldName" is required. Enter and try again.', { fieldName: 'body' }],
      ['a body that is not an object', { header: HEADER, body: [1] }, 'Invalid value of "%value" provided for the %fieldName field.', { value: '[1]', fieldName: 'body' }],
      ['an unknown shape', { header: HEADER, body: { shapes: ['Round', 'Trillion'] } }, 'Invalid value of "%value" provided for the %fieldName field.', { value: 'Trillion', fieldName: 'shapes' }],
      ['a lower-case shape', { header: HEADER, body: { shape: 'round' } }, 'Invalid value of "%value" provided for the %fieldName field.', { value: 'round', fieldName: 'shape' }],
      ['shapes that is not a list', { header: HEADER, body: { shapes: 'Round' } }, 'Invalid value of "%value" provided for the %fieldName field.', { value: 'Round', fieldName: 'shapes' }],
      ['a non-numeric price', { header: HEADER, body: { price_total_from: '1000' } }, 'Invalid value of "%value" provided for the %fieldName field.', { value: '1000', fieldName: 'price_total_from' }],
      ['a negative size', { header: HEADER, body: { size_to: -1 } }, 'Invalid value of "%value" provided for the %fieldName field.', { value: '-1', fieldName: 'size_to' }],
      ['an unknown attr', { header: HEADER, body: { attr: 'color' } }, 'Invalid value of "%value" provided for the %fieldName field.', { value: 'color', fieldName: 'attr' }],
      ['price from above to', { header: HEADER, body: { price_total_from: 5_000, price_total_to: 1_000 } }, '"%fieldName" must not be greater than "%otherFieldName".', { fieldName: 'price_total_from', otherFieldName: 'price_total_to' }],
      ['size from above to', { header: HEADER, body: { size_from: 2, size_to: 1.5 } }, '"%fieldName" must not be greater than "%otherFieldName".', { fieldName: 'size_from', otherFieldName: 'size_to' }],
    ])('recommendations/ with %s', async (_, request, message, parameters) => {
      expect(await call('recommendations/', request)).toEqual({ status: 400, body: { message, parameters } });
    });

    it('rule_recommendation/ without a preference', async () => {
      expect(await call('rule_recommendation/', { header: HEADER, body: {} })).toEqual({
        status: 400,
        body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'preference' } },
      });
    });

    it('rule_recommendation/ with a bad preference', async () => {
      const answer = await call('rule_recommendation/', { header: HEADER, body: { preference: { size_from: 'big' } } });
      expect(answer).toEqual({ status: 400, body: { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: 'big', fieldName: 'size_from' } } });
    });

    it.each([
      [{}, { fieldName: 'body' }],
      [{ body: {} }, { fieldName: 'size' }],
      [{ body: { size: null } }, { fieldName: 'size' }],
    ])('pricerange/ with %j', async (request, parameters) => {
      expect(await call('pricerange/', { header: HEADER, ...request })).toEqual({
        status: 400,
        body: { message: '"%fieldName" is required. Enter and try again.', parameters },
      });
    });

    it('broken JSON is a decoding error, as on every mount', async () => {
      const response = await postRaw(`${mock.url}/recommendation/recommendations/`, '{"header":');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Decoding error.', parameters: [] });
    });
  });

  describe('POST rule_recommendation/', () => {
    it('answers the recommended pick of recommendations/, with a fresh state', async () => {
      const list = await call('recommendations/', { header: HEADER, body: SHOP_BY_PRICE });
      const { status, body } = await call('rule_recommendation', { header: HEADER, body: { preference: SHOP_BY_PRICE } });
      expect(status).toBe(200);
      const recommended = (list.body.recommended as { diamond: Diamond }).diamond;
      expect(body).toEqual({
        state: { history: [], future: [], version: 1, query: { shapes: ['Round'], price_total_from: 1_000, price_total_to: 5_000 }, current: recommended.diamond_id },
        diamond_recommended: { diamond: recommended },
        status: { better_deal: false },
        moves: { price: { dec: true, inc: true }, size: { dec: true, inc: true }, quality: { dec: expect.any(Boolean), inc: expect.any(Boolean) } },
      });
    });

    it('answers 404 when no stone matches', async () => {
      expect(await call('rule_recommendation/', { header: HEADER, body: { preference: { price_total_to: 5 } } })).toEqual({
        status: 404,
        body: { message: 'Diamond was not found', parameters: [] },
      });
    });
  });

  describe('POST pricerange/', () => {
    it('answers whole-dollar percentiles of Round by default, and of the shape asked', async () => {
      const round = await call('pricerange/', { header: HEADER, body: { size: 1 } });
      expect(round.status).toBe(200);
      expect(Object.keys(round.body)).toEqual(['price_total_from', 'price_total_to', 'size_max']);
      const { price_total_from: from, price_total_to: to } = round.body as { price_total_from: number; price_total_to: number };
      expect(Number.isInteger(from) && Number.isInteger(to)).toBe(true);
      expect(from).toBeGreaterThan(1_500);
      expect(from).toBeLessThan(to);
      expect(to).toBeLessThan(15_000);
      expect((await call('pricerange', { header: HEADER, body: { size: 1, shape: 'Round' } })).body).toEqual(round.body);
      const oval = await call('pricerange/', { header: HEADER, body: { size: 1, shape: 'Oval' } });
      expect(oval.body).not.toEqual(round.body);
    });

    it('grows with the size step', async () => {
      const lows: number[] = [];
      for (const size of [0.25, 0.5, 0.75, 1, 1.5, 2]) {
        lows.push(((await call('pricerange/', { header: HEADER, body: { size } })).body as { price_total_from: number }).price_total_from);
      }
      expect([...lows].sort((a, b) => a - b)).toEqual(lows);
    });

    it('answers no bounds when no stone of the shape is that big, so the page keeps its estimate; size_max still says where the shape stops', async () => {
      const catalog = createDiamondCatalog(42, COUNT);
      expect(await call('pricerange/', { header: HEADER, body: { size: 7 } })).toEqual({ status: 200, body: { size_max: heaviest(catalog, 'Round') } });
    });

    it.each(['Round', 'Heart', 'Princess'])('answers size_max, the heaviest %s stone: the size step at its quarter has a range, the step past it none', async (shape) => {
      const catalog = createDiamondCatalog(42, COUNT);
      const largest = heaviest(catalog, shape);
      const top = Math.floor(largest * 4) / 4;
      const atTop = await call('pricerange/', { header: HEADER, body: { size: top, shape } });
      expect(atTop.body).toEqual({ price_total_from: expect.any(Number), price_total_to: expect.any(Number), size_max: largest });
      const past = await call('pricerange/', { header: HEADER, body: { size: top + 0.25, shape } });
      expect(past.body).toEqual({ size_max: largest });
    });
  });

  describe('POST diamonds/{id}', () => {
    it('answers the stone and its calculated quality', async () => {
      const { body: list } = await call('recommendations/', { header: HEADER, body: SHOP_BY_PRICE });
      const biggest = (list.biggest as { diamond: Diamond }).diamond;
      for (const path of [`diamonds/${biggest.diamond_id}`, `diamonds/${biggest.diamond_id}/`]) {
        expect(await call(path, { header: HEADER })).toEqual({ status: 200, body: { diamond: biggest, calculated_quality: biggest.calculated_quality } });
      }
    });

    it.each(['99999999', String(100_000_000 + COUNT), '0100000001', 'abc'])('answers 404 for the unknown id %s', async (id) => {
      expect(await call(`diamonds/${id}`, { header: HEADER })).toEqual({ status: 404, body: { message: 'Diamond was not found', parameters: [] } });
    });
  });

  describe('POST comparisons/', () => {
    it('answers both stones in the order asked', async () => {
      const first = (await call('diamonds/100000007', { header: HEADER })).body.diamond;
      const second = (await call('diamonds/100000003', { header: HEADER })).body.diamond;
      expect(await call('comparisons/', { header: HEADER, diamond_ids: ['100000007', '100000003'] })).toEqual({ status: 200, body: { diamonds: [first, second] } });
      expect((await call('comparisons', { header: HEADER, diamond_ids: ['100000003', '100000007'] })).body).toEqual({ diamonds: [second, first] });
    });

    it.each([
      ['no ids', {}],
      ['an empty list', { diamond_ids: [] }],
      ['one id', { diamond_ids: ['100000001'] }],
      ['three ids', { diamond_ids: ['100000001', '100000002', '100000003'] }],
      ['the same id twice', { diamond_ids: ['100000001', '100000001'] }],
      ['numbers', { diamond_ids: [100000001, 100000002] }],
      ['an empty id', { diamond_ids: ['100000001', ''] }],
    ])('answers 400 for %s', async (_, request) => {
      expect(await call('comparisons/', { header: HEADER, ...request })).toEqual({ status: 400, body: { message: 'There were no diamonds passed', parameters: [] } });
    });

    it('answers 404 when an id is unknown', async () => {
      expect(await call('comparisons/', { header: HEADER, diamond_ids: ['100000001', '999999999'] })).toEqual({
        status: 404,
        body: { message: 'Diamond was not found', parameters: [] },
      });
    });
  });

  it('serves only POST: a GET is the mount’s JSON 404', async () => {
    const response = await fetch(`${mock.url}/recommendation/diamonds/100000001`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Request does not match any route.', parameters: [] });
  });

  it('keeps the same stones through a control reset', async () => {
    const controlled = await startTestServer({ diamondCount: COUNT, control: true });
    try {
      const url = `${controlled.url}/recommendation/recommendations/`;
      const before = await (await postJson(url, { header: HEADER, body: SHOP_BY_PRICE })).json();
      expect((await fetch(`${controlled.url}/__control/reset`, { method: 'POST' })).status).toBe(200);
      expect(await (await postJson(url, { header: HEADER, body: SHOP_BY_PRICE })).json()).toEqual(before);
    } finally {
      await controlled.close();
    }
  });
});

describe('determinism', () => {
  it('builds the same stones and picks for the same seed and count, and others for another seed', () => {
    const query = { shapes: ['Round', 'Oval'] as const, price_total_from: 5_000, price_total_to: 10_000 };
    const answerOf = (seed: number) => {
      const catalog = createDiamondCatalog(seed, 5_000);
      return { response: recommendationsResponse(catalog, query), stone: catalog.diamond(1_234) };
    };
    const first = answerOf(42);
    expect(answerOf(42)).toEqual(first);
    expect(answerOf(43)).not.toEqual(first);
  });
});
