import { firstValueFrom, lastValueFrom, of, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE_ESTIMATE } from '../../domain/discovery/price-range';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isServiceDown, type ShopError } from '../../domain/shared/shop-error';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { InMemoryShopByStore } from '../../../test/doubles/in-memory-shop-by.store';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { ChooseShape } from './choose-shape.use-case';
import { CompareDiamonds } from './compare-diamonds.use-case';
import { EstimatePriceRange } from './estimate-price-range.use-case';
import { RecommendDiamonds } from './recommend-diamonds.use-case';
import type { RecommendationAnswer } from '../kernel/recommendation.gateway.port';

const stones = [
  aDiamond({ id: 'A', size: 1.01, price: 6000 }),
  aDiamond({ id: 'B', size: 1.5, price: 9000, color: 'J', clarity: 'SI1' }),
  aDiamond({ id: 'C', size: 0.9, price: 5200, color: 'D', clarity: 'IF' }),
  aDiamond({ id: 'D', size: 1.2, price: 5100 }),
  aDiamond({ id: 'E', size: 1.1, price: 7000 }),
  aDiamond({ id: 'O', shape: 'Oval', size: 1.3, price: 6500 }),
  aDiamond({ id: 'X', size: 3, price: 40000 }),
];
const RESULTS_NOT_LOADED = { code: 'DISCOVERY.RESULTS_NOT_LOADED', message: 'There was an error loading the results' };

describe('RecommendDiamonds', () => {
  it('gives up to four different stones within the search', async () => {
    const gateway = new InMemoryRecommendationGateway(stones);
    const list = await firstValueFrom(new RecommendDiamonds(gateway, new RecordingLogger()).execute({ shapes: ['Round'], priceFrom: 5000, priceTo: 10000 }));
    expect(list.picks).toHaveLength(4);
    expect(new Set(list.picks.map((p) => p.diamond.id)).size).toBe(4);
    expect(list.picks.every((p) => p.diamond.shape === 'Round' && p.diamond.price <= 10000)).toBe(true);
    expect(list.picks[0]?.featureLabel).toBe('finest');
    expect(list.totalAvailable).toBe(5);
  });

  it('gives a search no stone matches as a list without picks, not as an error', async () => {
    const list = await firstValueFrom(new RecommendDiamonds(new InMemoryRecommendationGateway(stones), new RecordingLogger()).execute({ shapes: ['Heart'] }));
    expect(list).toEqual({ picks: [], totalAvailable: 0, state: {} });
  });

  /** The service answers `answer` whatever it is asked. */
  const answering = (answer: RecommendationAnswer) => Object.assign(new InMemoryRecommendationGateway(stones), { recommend: () => of(answer) });

  it.each([
    ['an answer that counts stones but picks none', () => answering({ picks: [], totalAvailable: 12, state: {} }), {}],
    ['an answer with a message beside its count', () => answering({ picks: [], totalAvailable: 3, state: {}, message: 'Try later.' }), {}],
    ['a refusal of the search (a 4xx answer)', () => Object.assign(new InMemoryRecommendationGateway(stones), { failWith: { status: 400 } }), {}],
  ])('reports %s as the catalogue error', async (_case, makeGateway, query) => {
    const logger = new RecordingLogger();
    await expect(firstValueFrom(new RecommendDiamonds(makeGateway(), logger).execute(query))).rejects.toEqual(RESULTS_NOT_LOADED);
  });

  it.each([
    ['unreachable', new TypeError('fetch failed')],
    ['too slow', new DOMException('No answer within 8000 ms.', 'TimeoutError')],
    ['failing (a 5xx answer)', { status: 502 }],
  ])('tells a service that is %s apart, in the same words, so that its page is asked for again', async (_case, failure) => {
    const gateway = Object.assign(new InMemoryRecommendationGateway(stones), { failWith: failure });
    const error = await firstValueFrom(new RecommendDiamonds(gateway, new RecordingLogger()).execute({})).catch((caught: unknown) => caught);
    expect(error).toEqual(SHOP_ERRORS.RESULTS_SERVICE_DOWN);
    expect(isServiceDown(error)).toBe(true);
    expect((error as ShopError).message).toBe(RESULTS_NOT_LOADED.message);
  });

  it('logs a failing service', async () => {
    const logger = new RecordingLogger();
    const gateway = Object.assign(new InMemoryRecommendationGateway(stones), { failWith: new Error('offline') });
    await firstValueFrom(new RecommendDiamonds(gateway, logger).execute({})).catch(() => undefined);
    expect(logger.entries.map((e) => e.message)).toEqual(['Recommendations could not be loaded']);
  });
});

describe('EstimatePriceRange', () => {
  it('replaces the estimate with the answer and learns the largest size of the shape', async () => {
    const estimate = await firstValueFrom(
      new EstimatePriceRange(new InMemoryRecommendationGateway(stones), new RecordingLogger()).execute({ size: 1, shape: 'Round', current: DEFAULT_SIZE_ESTIMATE }),
    );
    expect(estimate).toEqual({ range: { from: 5100, to: 7000 }, largestCarat: Math.max(...stones.filter((d) => d.shape === 'Round').map((d) => d.size)), sizeOffered: true });
  });

  it.each([
    ['no stone of that size', () => new InMemoryRecommendationGateway(stones), 4.5],
    ['a failing service', () => Object.assign(new InMemoryRecommendationGateway(stones), { failWith: new Error('x') }), 1],
  ])('keeps the old estimate for %s', async (_case, makeGateway, size) => {
    const current = { range: { from: 1, to: 2 }, largestCarat: null, sizeOffered: true };
    const estimates = await lastValueFrom(new EstimatePriceRange(makeGateway(), new RecordingLogger()).execute({ size, shape: 'Round', current }).pipe(toArray()));
    expect(estimates.map((estimate) => estimate.range)).toEqual([current.range]);
  });

  it('tells a size the service holds no stone of (it answered) from a call that failed (it cannot tell)', async () => {
    const current = { range: { from: 1, to: 2 }, largestCarat: null, sizeOffered: true };
    const skipped = await firstValueFrom(new EstimatePriceRange(new InMemoryRecommendationGateway(stones), new RecordingLogger()).execute({ size: 4.5, shape: 'Round', current }));
    expect(skipped.sizeOffered).toBe(false);
    const failing = Object.assign(new InMemoryRecommendationGateway(stones), { failWith: new Error('x') });
    expect((await firstValueFrom(new EstimatePriceRange(failing, new RecordingLogger()).execute({ size: 1, shape: 'Round', current }))).sizeOffered).toBeNull();
  });
});

describe('ChooseShape', () => {
  it('a shape keeps the stored budget and is remembered as the filter', async () => {
    const store = new InMemoryShopByStore();
    store.query = { shapes: ['Round'], priceFrom: 5000, priceTo: 10000, attr: 'price' };
    const query = await firstValueFrom(new ChooseShape(store).execute('Oval'));
    expect(query).toEqual({ shapes: ['Oval'], priceFrom: 5000, priceTo: 10000, attr: 'price' });
    expect(store.query).toEqual(query);
    expect(store.shapeFilter).toBe('Oval');
  });

});

describe('CompareDiamonds', () => {
  const compare = (gateway = new InMemoryRecommendationGateway(stones)) => new CompareDiamonds(gateway, new RecordingLogger());

  it('gives both stones in the order asked', async () => {
    const pair = await firstValueFrom(compare().execute(['C', 'A']));
    expect(pair.map((d) => d.id)).toEqual(['C', 'A']);
  });

  it.each([[null], [[]], [['A']], [['A', 'A']], [['A', 'B', 'C']], [['A', '']]])('refuses %j with the catalogue message', async (ids) => {
    await expect(firstValueFrom(compare().execute(ids))).rejects.toEqual({ code: 'COMPARE.NO_DIAMONDS_PASSED', message: 'There were no diamonds passed' });
  });

  it('says an unknown stone was not found', async () => {
    await expect(firstValueFrom(compare().execute(['A', 'nope']))).rejects.toEqual({ code: 'DIAMOND.NOT_FOUND', message: 'Diamond was not found' });
  });
});
