import { firstValueFrom, type Observable } from 'rxjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recommendationCallOf, serviceErrorSchema } from '../contracts/recommendation';
import { createMockServer, type MockServer } from '../mock-server/server';
import type { TuneAnswer } from '../src/application/kernel/recommendation.gateway.port';
import { DIAMOND_SHAPES } from '../contracts/catalog';
import { moreOptionsRanges } from '../src/domain/discovery/more-options';
import { PRICE_RANGE_CHOICES, priceRangeQuery, sizeSearchQuery, withShape } from '../src/domain/discovery/shop-by';
import { HttpRecommendationGateway } from '../src/infrastructure/recommendation-http/http-recommendation.gateway';
import { RecommendationAnswerError } from '../src/infrastructure/recommendation-http/recommendation-answer.error';

/*
 * The shop's recommendation adapter against the mock's recommendation service, in process, over every call the shop
 * makes: each request the adapter sends and each answer the mock gives (errors included) must keep to the one
 * contract both sides are written against (contracts/recommendation).
 */

const AUTH = { username: 'loupe', password: 'loupe-dev' };

interface Exchange {
  readonly path: string;
  readonly request: unknown;
  readonly status: number;
  readonly answer: unknown;
}

let backend: MockServer;
let baseUrl: string;
const exchanges: Exchange[] = [];
/** Rewrites the mock's answers on their way to the shop: only the drift test sets it. */
let tamper: ((answer: unknown) => unknown) | null = null;

/** The shop's fetch, recording what went out and what came back. */
const recordingFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const response = await fetch(input, init);
  const answer: unknown = await response.json();
  const given = tamper ? tamper(answer) : answer;
  exchanges.push({ path: url.pathname.replace(/^\/recommendation\//, ''), request: JSON.parse(String(init?.body)), status: response.status, answer: given });
  return new Response(JSON.stringify(given), { status: response.status, headers: response.headers });
};

const gateway = () => new HttpRecommendationGateway({ baseUrl, credentials: AUTH, fetch: recordingFetch });

/** What breaks the contract in the exchanges so far: the request by the call's request schema, the answer by its
 * answer schema (a 200) or the error body (anything else). */
const breaches = (): string[] =>
  exchanges.flatMap(({ path, request, status, answer }) => {
    const call = recommendationCallOf(path);
    if (!call) return [`${path}: no such call in the contract`];
    const issues = (side: string, result: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
      result.success ? [] : (result.error?.issues ?? []).map((issue) => `${path} ${side} ${issue.path.join('.') || '(body)'}: ${issue.message}`);
    return [...issues('request', call.request.safeParse(request)), ...issues(`answer ${status}`, (status === 200 ? call.answer : serviceErrorSchema).safeParse(answer))];
  });

const settle = (call: Observable<unknown>): Promise<unknown> => firstValueFrom(call).catch((error: unknown) => error);

beforeAll(async () => {
  backend = await createMockServer({ seed: 42, dbFile: null, diamondCount: 20_000, recommendationAuth: AUTH, log: false });
  baseUrl = `${(await backend.listen(0, '127.0.0.1')).url}/recommendation`;
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

beforeEach(() => {
  exchanges.length = 0;
  tamper = null;
});

describe('the recommendation adapter against the mock service', () => {
  it('keeps to the contract on recommendations/ for every search the guided flows build', async () => {
    const shop = gateway();
    const searches = [
      ...PRICE_RANGE_CHOICES.map(priceRangeQuery),
      ...DIAMOND_SHAPES.map((shape) => sizeSearchQuery(1, shape, 'shape')),
      sizeSearchQuery(0.5, 'Round'),
      withShape({ ...sizeSearchQuery(2, 'Oval'), shape: 'Oval' }, 'Pear'),
      { shapes: ['Round', 'Oval'] as const, priceTo: 3_000 },
      { shape: 'Heart' as const, sizeFrom: 0.5, attr: 'shape' as const },
      { priceFrom: 1, priceTo: 2 },
      {},
    ];
    const answers = [];
    for (const search of searches) answers.push(await settle(shop.recommend(search)));
    expect(breaches()).toEqual([]);
    expect(exchanges.map((exchange) => [exchange.path, exchange.status])).toEqual(searches.map(() => ['recommendations/', 200]));
    expect(answers.filter((answer) => answer instanceof Error)).toEqual([]);
    expect(exchanges.some((exchange) => (exchange.answer as { message?: string }).message)).toBe(true);
  });

  it('keeps to the contract on pricerange/ across the size step, past the heaviest stone included', async () => {
    const shop = gateway();
    for (const shape of DIAMOND_SHAPES) {
      for (const size of [0.25, 1, 2.5, 7]) await firstValueFrom(shop.estimatePriceRange(size, shape));
    }
    expect(exchanges).toHaveLength(DIAMOND_SHAPES.length * 4);
    expect(exchanges.some((exchange) => (exchange.answer as { price_total_from?: number }).price_total_from === undefined)).toBe(true);
    expect(breaches()).toEqual([]);
  });

  it('keeps to the contract on rule_recommendation/ through a whole tuning session: preference, every adjust, set, back and forward', async () => {
    const shop = gateway();
    const query = priceRangeQuery(PRICE_RANGE_CHOICES[1]!);
    let answer: TuneAnswer = await firstValueFrom(shop.recommendOne(query));
    const tune = async (edit: Parameters<HttpRecommendationGateway['tune']>[0]['edit']) => {
      answer = await firstValueFrom(shop.tune({ diamondId: answer.diamond.id, state: answer.state, edit }));
      return answer;
    };
    // The detail page's first move sends the state it starts with.
    answer = await firstValueFrom(shop.tune({ diamondId: answer.diamond.id, state: { history: [], future: [], query }, edit: { kind: 'adjust', attr: 'size', dir: 'inc' } }));
    for (const attr of ['price', 'size', 'quality'] as const) {
      for (const dir of ['inc', 'dec'] as const) await tune({ kind: 'adjust', attr, dir });
    }
    await tune({ kind: 'set', ranges: moreOptionsRanges({ priceFrom: 2_000, priceTo: 20_000, colorFrom: 'D', colorTo: 'H', clarityFrom: 'IF', clarityTo: 'VS2' }) });
    const stayed = await tune({ kind: 'set', ranges: moreOptionsRanges({ priceFrom: 0, priceTo: 1 }) });
    expect(stayed.moved).toBe(false);
    await tune({ kind: 'command', command: 'back' });
    await tune({ kind: 'command', command: 'back' });
    await tune({ kind: 'command', command: 'forward' });
    expect(answer.state.future.length).toBeGreaterThan(0);
    expect(exchanges.map((exchange) => Object.keys((exchange.request as { body: object }).body).at(-1))).toEqual([
      'preference',
      'adjust', 'adjust', 'adjust', 'adjust', 'adjust', 'adjust', 'adjust',
      'set', 'set',
      'command', 'command', 'command',
    ]);
    expect(breaches()).toEqual([]);
  });

  it('keeps to the contract on diamonds/{id} and comparisons/, not-found answers included', async () => {
    const shop = gateway();
    const { picks } = await firstValueFrom(shop.recommend(priceRangeQuery(PRICE_RANGE_CHOICES[0]!)));
    const [first, second] = picks.map((pick) => pick.diamond.id);
    expect(await firstValueFrom(shop.findDiamond(first!))).toEqual(picks[0]!.diamond);
    expect((await firstValueFrom(shop.compare([first!, second!]))).map((diamond) => diamond.id)).toEqual([first, second]);
    expect(await settle(shop.findDiamond('999999999'))).toMatchObject({ status: 404 });
    expect(await settle(shop.compare([first!, '999999999']))).toMatchObject({ status: 404 });
    expect(exchanges.map((exchange) => [exchange.path, exchange.status])).toEqual([
      ['recommendations/', 200],
      [`diamonds/${first}`, 200],
      ['comparisons/', 200],
      ['diamonds/999999999', 404],
      ['comparisons/', 404],
    ]);
    expect(breaches()).toEqual([]);
  });

  it('keeps to the contract on price_position/ for every pick, the not-found answer included', async () => {
    const shop = gateway();
    const { picks } = await firstValueFrom(shop.recommend(priceRangeQuery(PRICE_RANGE_CHOICES[1]!)));
    for (const { diamond } of picks) {
      const position = await firstValueFrom(shop.pricePosition(diamond.id));
      expect(position).toMatchObject({ diamondId: diamond.id, similar: { shape: diamond.shape, color: diamond.color, clarity: diamond.clarity } });
    }
    expect(await settle(shop.pricePosition('999999999'))).toMatchObject({ status: 404 });
    expect(exchanges.filter((exchange) => exchange.path === 'price_position/').map((exchange) => exchange.status)).toEqual([...picks.map(() => 200), 404]);
    expect(breaches()).toEqual([]);
  });

  it('keeps to the contract on similar_diamonds/ for every pick, the not-found answer included', async () => {
    const shop = gateway();
    const { picks } = await firstValueFrom(shop.recommend(priceRangeQuery(PRICE_RANGE_CHOICES[1]!)));
    for (const { diamond } of picks) {
      const similar = await firstValueFrom(shop.similarDiamonds(diamond.id));
      expect(similar.stone).toMatchObject({ id: diamond.id, shape: diamond.shape, available: true });
      expect(similar.diamonds.every((other) => other.shape === diamond.shape && other.id !== diamond.id)).toBe(true);
    }
    expect(await settle(shop.similarDiamonds('999999999'))).toMatchObject({ status: 404 });
    expect(exchanges.filter((exchange) => exchange.path === 'similar_diamonds/').map((exchange) => exchange.status)).toEqual([...picks.map(() => 200), 404]);
    expect(breaches()).toEqual([]);
  });

  it('catches a service that drifts: a price answered as text fails the contract and the call, never reaching a page', async () => {
    tamper = (answer) => {
      const picks = answer as Record<string, { diamond?: { total_sales_price: unknown } }>;
      for (const pick of Object.values(picks)) if (pick?.diamond) pick.diamond.total_sales_price = String(pick.diamond.total_sales_price);
      return answer;
    };
    const failure = await settle(gateway().recommend(priceRangeQuery(PRICE_RANGE_CHOICES[0]!)));
    expect(failure).toBeInstanceOf(RecommendationAnswerError);
    expect(breaches()).toContain('recommendations/ answer 200 recommended.diamond.total_sales_price: Invalid input: expected number, received string');
  });
});
