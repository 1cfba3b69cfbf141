import { describe, expect, it } from 'vitest';
import { dealInsight, describeSimilar, pricePositionSummary, type PricePosition } from './deal-insight';

const position: PricePosition = {
  diamondId: '100004217',
  modelPrice: 10_000,
  percentile: 82,
  similar: { count: 1240, shape: 'Round', caratFrom: 0.85, caratTo: 0.95, color: 'F', clarity: 'VS1' },
  histogram: [{ from: 8_000, to: 9_000, count: 3 }],
  reasons: [{ code: 'fluorescence', text: 'Faint fluorescence takes about $60 off.', amount: 60 }],
};

describe('the deal insight', () => {
  it.each([
    [8_800, 'below', 'Priced 12% below similar stones'],
    [9_690, 'below', 'Priced 3% below similar stones'],
    [9_700, 'in-line', 'Priced in line with similar stones'],
    [10_000, 'in-line', 'Priced in line with similar stones'],
    [10_300, 'in-line', 'Priced in line with similar stones'],
    [10_310, 'above', 'Priced 3% above similar stones'],
    [11_500, 'above', 'Priced 15% above similar stones'],
  ] as const)('says a stone asking $%d against a model price of ten thousand is %s: %s', (price, standing, sentence) => {
    expect(dealInsight(position, price)).toMatchObject({ standing, sentence });
  });

  it("states what 'similar' means, and keeps the numbers and reasons of the service", () => {
    expect(dealInsight(position, 8_800)).toMatchObject({
      similarTo: 'Round, 0.85–0.95 ct, F, VS1',
      similarCount: 1240,
      percentile: 82,
      percent: 12,
      histogram: position.histogram,
      reasons: position.reasons,
    });
    expect(describeSimilar({ ...position.similar, caratFrom: 1, caratTo: 1 })).toBe('Round, 1.00 ct, F, VS1');
  });
});

describe('the price chart in words', () => {
  it('says how many similar stones ask more, with the shop’s number formatting', () => {
    expect(pricePositionSummary(dealInsight(position, 8_800))).toBe('Cheaper than 82% of 1,240 similar stones');
  });

  it('says it in words at either end, of one stone or of many, and of none there is nothing to say', () => {
    expect(pricePositionSummary({ percentile: 100, similarCount: 17 })).toBe('Cheaper than all 17 similar stones');
    expect(pricePositionSummary({ percentile: 0, similarCount: 1_240 })).toBe('Dearer than all 1,240 similar stones');
    expect(pricePositionSummary({ percentile: 100, similarCount: 1 })).toBe('Cheaper than the one similar stone');
    expect(pricePositionSummary({ percentile: 0, similarCount: 1 })).toBe('Dearer than the one similar stone');
    expect(pricePositionSummary({ percentile: 50, similarCount: 2 })).toBe('Cheaper than 50% of 2 similar stones');
    expect(pricePositionSummary({ percentile: 0, similarCount: 0 })).toBeNull();
  });
});
