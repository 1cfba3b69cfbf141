import { firstValueFrom, throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import type { ShopByQuery } from '../../domain/discovery/shop-by';
import { WidenSearch } from './widen-search.use-case';

const stones = [
  aDiamond({ id: 'A', size: 1.01, price: 6000 }),
  aDiamond({ id: 'B', size: 1.5, price: 9000 }),
  aDiamond({ id: 'D', size: 1.2, price: 5100 }),
];

describe('WidenSearch', () => {
  it('asks the service for each wider search and keeps those that find stones, with how many', async () => {
    const gateway = new InMemoryRecommendationGateway(stones);
    const wider = await firstValueFrom(new WidenSearch(gateway, new RecordingLogger()).execute({ shapes: ['Round'], priceFrom: 6_100, priceTo: 6_400, sizeFrom: 1.3, sizeTo: 1.4 }));
    expect(gateway.queries).toEqual([
      { shapes: ['Round'], priceFrom: 4_500, priceTo: 9_600, sizeFrom: 1.3, sizeTo: 1.4 },
      { shapes: ['Round'], priceFrom: 6_100, priceTo: 6_400, sizeFrom: 1.04, sizeTo: 1.68 },
    ]);
    expect(wider).toEqual([]);
    const budgetOnly = await firstValueFrom(new WidenSearch(gateway, new RecordingLogger()).execute({ shapes: ['Round'], priceFrom: 6_100, priceTo: 6_400 }));
    expect(budgetOnly).toEqual([{ kind: 'budget', query: { shapes: ['Round'], priceFrom: 4_500, priceTo: 9_600 }, found: 3 }]);
  });

  it('offers nothing for a search with neither a budget nor a size, without asking', async () => {
    const gateway = new InMemoryRecommendationGateway(stones);
    expect(await firstValueFrom(new WidenSearch(gateway, new RecordingLogger()).execute({ shapes: ['Heart'] }))).toEqual([]);
    expect(gateway.queries).toEqual([]);
  });

  it('leaves out, and logs, a wider search the service cannot answer', async () => {
    const gateway = new InMemoryRecommendationGateway(stones);
    gateway.recommend = () => throwError(() => new Error('offline'));
    const logger = new RecordingLogger();
    const query: ShopByQuery = { shapes: ['Round'], priceFrom: 6_100, priceTo: 6_400 };
    expect(await firstValueFrom(new WidenSearch(gateway, logger).execute(query))).toEqual([]);
    expect(logger.entries.map((entry) => entry.message)).toEqual(['A wider budget could not be asked for']);
  });
});
