import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import type { PricePosition } from '../../domain/diamond/deal-insight';
import { LoadDealInsight } from './load-deal-insight.use-case';

const position: PricePosition = {
  diamondId: 'd1',
  modelPrice: 5_000,
  percentile: 70,
  similar: { count: 40, shape: 'Round', caratFrom: 0.9, caratTo: 0.99, color: 'F', clarity: 'VS1' },
  histogram: [],
  reasons: [{ code: 'cut', text: 'A Very Good cut takes about $300 off.', amount: 300 }],
};

const setUp = () => {
  const gateway = new InMemoryRecommendationGateway([]);
  gateway.pricePositions.set('d1', position);
  const logged: string[] = [];
  const useCase = new LoadDealInsight(gateway, { warn: (message) => logged.push(message) });
  return { gateway, logged, useCase };
};

describe('LoadDealInsight', () => {
  it("answers the service's price position of the stone", async () => {
    const { useCase, logged } = setUp();
    expect(await firstValueFrom(useCase.execute('d1'))).toEqual(position);
    expect(logged).toEqual([]);
  });

  it.each([
    ['a service without the call', (gateway: InMemoryRecommendationGateway) => (gateway.lacksPricePosition = true)],
    ['a failing service', (gateway: InMemoryRecommendationGateway) => (gateway.failWith = Object.assign(new Error('Method Not Allowed'), { status: 405 }))],
  ])('answers nothing, and only logs it, with %s', async (_name, breakIt) => {
    const { gateway, useCase, logged } = setUp();
    breakIt(gateway);
    expect(await firstValueFrom(useCase.execute('d1'))).toBeNull();
    expect(logged).toEqual(['The deal insight of diamond d1 is not available']);
  });
});
