import { describe, expect, it } from 'vitest';
import { dealInsight, describeSimilar, type PricePosition } from './deal-insight';
import { dealVerdict } from './deal-verdict';

const position: PricePosition = {
  diamondId: '100004217',
  modelPrice: 10_000,
  percentile: 82,
  similar: { count: 1240, shape: 'Round', caratFrom: 0.85, caratTo: 0.95, color: 'F', clarity: 'VS1' },
  histogram: [{ from: 8_000, to: 9_000, count: 3 }],
  reasons: [{ code: 'fluorescence', text: 'Faint fluorescence takes about $60 off.', amount: 60 }],
};
const deal = { modelPrice: 10_000, similarCount: 1240, similarMedian: 9_400 };

describe('the deal insight', () => {
  it('carries the verdict of the deal block the stone came with, the one every other place shows', () => {
    expect(dealInsight(position, { price: 8_800, deal }).verdict).toEqual(dealVerdict(8_800, deal));
    expect(dealInsight(position, { price: 9_450, deal }).verdict).toMatchObject({ kind: 'above' });
    expect(dealInsight(position, { price: 8_800 }).verdict).toBeNull();
  });

  it("states what 'similar' means, where the price sits among them, and keeps the numbers and reasons of the service", () => {
    expect(dealInsight(position, { price: 8_800, deal })).toMatchObject({
      similarTo: 'Round, 0.85–0.95 ct, F, VS1',
      similarCount: 1240,
      summary: 'Cheaper than 82% of 1,240 similar stones',
      charted: true,
      percentile: 82,
      price: 8_800,
      histogram: position.histogram,
      reasons: position.reasons,
    });
    expect(describeSimilar({ ...position.similar, caratFrom: 1, caratTo: 1 })).toBe('Round, 1.00 ct, F, VS1');
  });

  it('charts nothing and says so with fewer than eight similar stones', () => {
    const few = { ...position, percentile: 0, similar: { ...position.similar, count: 3 } };
    expect(dealInsight(few, { price: 8_800, deal })).toMatchObject({ summary: 'Only 3 similar stones: too few to rank this price', charted: false });
    const none = { ...position, percentile: 0, similar: { ...position.similar, count: 0 }, histogram: [] };
    expect(dealInsight(none, { price: 8_800, deal })).toMatchObject({ summary: 'No similar stone on sale to rank this price against', charted: false });
  });
});
