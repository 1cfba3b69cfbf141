import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricePositionAnswer } from '../../contracts/recommendation';
import { checkAnswersAgainstContracts } from '../test/contract-answers';
import { LEAK_PATTERN, postJson, postRaw, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { sharedDiamondCatalog } from './diamond-catalog';

const contract = checkAnswersAgainstContracts();

const HEADER = { username: 'loupe', password: 'loupe-dev' };
const SEED = 42;
const COUNT = 20_000;
const catalog = sharedDiamondCatalog(SEED, COUNT);

/** The first stone (by index) whose weight in hundredths passes `test`. */
const stoneWeighing = (test: (hundredths: number) => boolean): string => {
  for (let index = 0; index < catalog.inventory.count; index++) if (test(catalog.inventory.caratHundredths[index]!)) return catalog.diamond(index).diamond_id;
  throw new Error('no such stone');
};

describe('POST /recommendation/price_position/', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer({ seed: SEED, diamondCount: COUNT, recommendationAuth: HEADER });
  });
  afterAll(() => mock.close());

  async function call(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await postJson(`${mock.url}/recommendation/price_position/`, body);
    const text = await response.text();
    expect(text).not.toMatch(LEAK_PATTERN);
    return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
  }

  it('refuses a call without the credentials with 401, before reading the body', async () => {
    expect(await call({ diamond_id: 'not even an id' })).toEqual({ status: 401, body: { message: 'Invalid recommendation service credentials.', parameters: [] } });
    expect((await call({ header: { ...HEADER, password: 'loupe' }, diamond_id: '100000001' })).status).toBe(401);
  });

  it('answers 404 for a stone it does not have', async () => {
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
    const response = await postRaw(`${mock.url}/recommendation/price_position`, JSON.stringify({ header: HEADER, diamond_id: [[[]]] }));
    expect(response.status).toBe(400);
  });

  it("places the stone among the stones of its shape, colour, clarity and weight band, by the model's price", async () => {
    const id = stoneWeighing((hundredths) => hundredths === 101);
    const stone = catalog.find(id)!;
    const index = catalog.indexOf(id);
    const { status, body } = await call({ header: HEADER, diamond_id: id });
    expect(status).toBe(200);
    const answer = body as unknown as PricePositionAnswer;
    expect(answer.model_price).toBe(catalog.inventory.marketPrice[index]);
    expect(answer.similar).toMatchObject({ shape: stone.shape, color: stone.color, clarity: stone.clarity, carat_from: 1, carat_to: 1.11 });

    // The same stones counted the slow way, over every stone of the inventory.
    const similar: number[] = [];
    for (let other = 0; other < catalog.inventory.count; other++) {
      const diamond = catalog.diamond(other);
      if (other === index || diamond.shape !== stone.shape || diamond.color !== stone.color || diamond.clarity !== stone.clarity) continue;
      if (diamond.size >= 1 && diamond.size <= 1.11) similar.push(diamond.total_sales_price);
    }
    expect(answer.similar.count).toBe(similar.length);
    expect(answer.percentile).toBe(Math.round((100 * similar.filter((price) => price > stone.total_sales_price).length) / similar.length));
    expect(answer.histogram.length).toBeGreaterThanOrEqual(10);
    expect(answer.histogram.length).toBeLessThanOrEqual(20);
    expect(answer.histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(similar.length);
    expect(answer.histogram[0]!.from).toBeLessThanOrEqual(Math.min(stone.total_sales_price, ...similar));
    expect(answer.histogram.at(-1)!.to).toBeGreaterThan(Math.max(stone.total_sales_price, ...similar));
    expect(answer.histogram.slice(1).every((bin, at) => bin.from === answer.histogram[at]!.to)).toBe(true);
    expect(answer.reasons[0]).toMatchObject({ code: 'popular_weight_reached' });
    expect(answer.reasons[0]!.text).toMatch(/^1\.01 ct: at or just over 1 ct, where prices step up; a 0\.99 ct of the same grades typically costs \$[\d,]+\.00 less/);
  });

  it('tells a stone just below a popular weight what the step up costs and how much larger it looks', async () => {
    const id = stoneWeighing((hundredths) => hundredths === 92);
    const { body } = await call({ header: HEADER, diamond_id: id });
    const answer = body as unknown as PricePositionAnswer;
    expect(answer.similar).toMatchObject({ carat_from: 0.9, carat_to: 0.99 });
    const [weight] = answer.reasons;
    expect(weight).toMatchObject({ code: 'below_popular_weight' });
    expect(weight!.text).toBe(`0.92 ct: a 1.00 ct of the same grades typically costs $${weight!.amount!.toLocaleString('en-US')}.00 more, and looks 3% larger in diameter.`);
    expect(weight!.amount).toBeGreaterThan(1_000);
  });

  it('gives two or three reasons, each with a stable code, for every stone', async () => {
    const codes = new Set(['below_popular_weight', 'popular_weight_reached', 'grade_costs_most', 'grade_costs_least', 'fluorescence', 'cut', 'cut_excellent', 'reference_grades']);
    for (let index = 0; index < 600; index += 7) {
      const { body } = await call({ header: HEADER, diamond_id: catalog.diamond(index).diamond_id });
      const { reasons } = body as unknown as PricePositionAnswer;
      expect(reasons.length).toBeGreaterThanOrEqual(2);
      expect(reasons.length).toBeLessThanOrEqual(3);
      for (const reason of reasons) expect(codes).toContain(reason.code);
      // In US English (docs/product-decisions.md, third round).
      for (const reason of reasons) expect(reason.text).not.toMatch(/colour/i);
      // Every amount as the shop writes it (docs/adr/0032): separators and two decimals.
      for (const reason of reasons) for (const [amount] of reason.text.matchAll(/\$[\d,]*\d(\.\d+)?/g)) expect(amount).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    }
  });

  it('had every answer read through the contract', () => {
    expect(contract.checked()).toContain('recommendation price_position/');
  });
});

describe('POST /recommendation/price_position/ taken away, as an older service', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer({ seed: SEED, diamondCount: COUNT, recommendationAuth: HEADER, control: true });
  });
  afterAll(() => mock.close());

  const withheld = (offered: boolean) =>
    fetch(`${mock.url}/__control/recommendation-calls/price_position`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ offered }) });
  const ask = () => postJson(`${mock.url}/recommendation/price_position/`, { header: HEADER, diamond_id: catalog.diamond(0).diamond_id });

  it('answers 404 on the path, as a service without the call, until it is offered again or the data reset', async () => {
    expect((await withheld(false)).status).toBe(200);
    expect((await ask()).status).toBe(404);
    expect((await withheld(true)).status).toBe(200);
    expect((await ask()).status).toBe(200);
    await withheld(false);
    await fetch(`${mock.url}/__control/reset`, { method: 'POST' });
    expect((await ask()).status).toBe(200);
  });
});
