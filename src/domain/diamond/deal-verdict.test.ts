import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canRankAmongSimilar, dealVerdict, similarStonesSummary, verdictLine, verdictOf, type DealVerdictKind } from './deal-verdict';

const basis = (similarMedian: number | null, similarCount = similarMedian === null ? 0 : 35) => ({ modelPrice: 10_000, similarCount, similarMedian });

describe('the deal verdict', () => {
  it.each([
    // price, median of the similar stones, verdict, sentence
    [8_800, 9_500, 'good-deal', '12% below the market price for its grades, and below the median of its 35 similar stones'],
    [9_990, 10_100, 'good-deal', 'Less than 1% below the market price for its grades, and below the median of its 35 similar stones'],
    [8_800, 8_800, 'above', '12% below the market price for its grades, but not below the median of its 35 similar stones'],
    [8_800, 8_500, 'above', '12% below the market price for its grades, but not below the median of its 35 similar stones'],
    [9_700, 9_600, 'in-line', '3% below the market price for its grades, but not below the median of its 35 similar stones'],
    [9_500, 9_400, 'in-line', '5% below the market price for its grades, but not below the median of its 35 similar stones'],
    [9_499, 9_400, 'above', '5% below the market price for its grades, but not below the median of its 35 similar stones'],
    [10_000, 11_000, 'in-line', 'At the market price for its grades'],
    [10_500, 11_000, 'in-line', '5% above the market price for its grades'],
    [10_501, 11_000, 'above', '5% above the market price for its grades'],
    [10_800, 9_000, 'above', '8% above the market price for its grades'],
  ] as const)('a stone asking $%d, similar stones at a median of $%d, against a model price of $10,000: %s', (price, median, kind, sentence) => {
    expect(dealVerdict(price, basis(median))).toMatchObject({ kind, sentence });
  });

  it('lets the model alone decide when no similar stone is on sale, and says so', () => {
    expect(dealVerdict(8_000, basis(null))).toMatchObject({ kind: 'good-deal', label: 'Good deal', sentence: '20% below the market price for its grades; no similar stone on sale' });
    expect(dealVerdict(9_800, basis(null))).toMatchObject({ kind: 'good-deal' });
    expect(dealVerdict(10_300, basis(null))).toMatchObject({ kind: 'in-line', label: 'Priced in line', sentence: '3% above the market price for its grades' });
    expect(dealVerdict(12_000, basis(null))).toMatchObject({ kind: 'above', label: 'Priced above', sentence: '20% above the market price for its grades' });
  });

  it('counts a single similar stone, and names it as one', () => {
    expect(dealVerdict(8_000, basis(7_900, 1))).toMatchObject({ kind: 'above', sentence: '20% below the market price for its grades, but not below its one similar stone' });
    expect(dealVerdict(8_000, basis(8_100, 1))).toMatchObject({ kind: 'good-deal', sentence: '20% below the market price for its grades, and below its one similar stone' });
    expect(dealVerdict(8_000, { modelPrice: 10_000, similarCount: 1_240, similarMedian: 9_000 }).sentence).toBe(
      '20% below the market price for its grades, and below the median of its 1,240 similar stones',
    );
  });

  it('keeps the numbers it was computed from, and the percent from the model with its sign', () => {
    expect(dealVerdict(8_800, basis(9_500))).toEqual({
      kind: 'good-deal',
      label: 'Good deal',
      sentence: '12% below the market price for its grades, and below the median of its 35 similar stones',
      percentFromModel: -12,
      price: 8_800,
      modelPrice: 10_000,
      similarCount: 35,
      similarMedian: 9_500,
    });
    expect(dealVerdict(9_999, basis(9_000)).percentFromModel).toBe(0);
    expect(Object.is(dealVerdict(9_999, basis(9_000)).percentFromModel, -0)).toBe(false);
  });

  it('is one of the three for any price and deal block, by the definition of each', () => {
    const dollars = fc.integer({ min: 100, max: 500_000 });
    fc.assert(
      fc.property(dollars, dollars, fc.nat({ max: 3_000 }), fc.option(dollars, { nil: null }), (price, modelPrice, count, median) => {
        const similarMedian = count === 0 ? null : (median ?? price);
        const { kind } = dealVerdict(price, { modelPrice, similarCount: count, similarMedian });
        const goodDeal = price < modelPrice && (similarMedian === null || price < similarMedian);
        const inLine = Math.abs(price - modelPrice) <= modelPrice * 0.05;
        const expected: DealVerdictKind = goodDeal ? 'good-deal' : inLine ? 'in-line' : 'above';
        expect(kind).toBe(expected);
      }),
    );
  });

  it('is read from the deal block the diamond came with, and is none without one', () => {
    const deal = { modelPrice: 10_000, similarCount: 3, similarMedian: 9_000 };
    expect(verdictOf({ price: 8_800, deal })).toEqual(dealVerdict(8_800, deal));
    expect(verdictOf({ price: 8_800 })).toBeNull();
    expect(verdictLine(dealVerdict(8_800, deal))).toBe('Good deal: 12% below the market price for its grades, and below the median of its 3 similar stones');
  });
});

describe('the similar stones in words', () => {
  it('gives the percentile from eight similar stones on, with the shop’s number formatting and words at either end', () => {
    expect(similarStonesSummary({ percentile: 82, similarCount: 1_240 })).toBe('Cheaper than 82% of 1,240 similar stones');
    expect(similarStonesSummary({ percentile: 100, similarCount: 17 })).toBe('Cheaper than all 17 similar stones');
    expect(similarStonesSummary({ percentile: 0, similarCount: 8 })).toBe('Dearer than all 8 similar stones');
    expect(canRankAmongSimilar(8)).toBe(true);
  });

  it('says too few instead of a percentile under eight, and none with none', () => {
    expect(similarStonesSummary({ percentile: 0, similarCount: 2 })).toBe('Only 2 similar stones: too few to rank this price');
    expect(similarStonesSummary({ percentile: 67, similarCount: 7 })).toBe('Only 7 similar stones: too few to rank this price');
    expect(similarStonesSummary({ percentile: 100, similarCount: 1 })).toBe('Only 1 similar stone: too few to rank this price');
    expect(similarStonesSummary({ percentile: 0, similarCount: 0 })).toBe('No similar stone on sale to rank this price against');
    expect(canRankAmongSimilar(7)).toBe(false);
  });

  it('never says a good deal is dearer than most of its similar stones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 20_000 }), fc.array(fc.integer({ min: 1_000, max: 20_000 }), { minLength: 8, maxLength: 60 }), (price, others) => {
        const sorted = [...others].sort((a, b) => a - b);
        const middle = sorted.length >> 1;
        const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
        const percentile = Math.round((100 * others.filter((other) => other > price).length) / others.length);
        const verdict = dealVerdict(price, { modelPrice: 25_000, similarCount: others.length, similarMedian: median });
        if (verdict.kind === 'good-deal') expect(percentile).toBeGreaterThanOrEqual(50);
      }),
    );
  });
});
