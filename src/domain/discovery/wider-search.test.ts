import { describe, expect, it } from 'vitest';
import { formatPrice } from '../shared/money';
import type { ShopByQuery } from './shop-by';
import { widerSearchLabel, widerSearches } from './wider-search';

describe('the wider searches of a search no stone matches', () => {
  it.each<[string, ShopByQuery, ShopByQuery[]]>([
    [
      'a budget: a quarter down and half up, to whole hundreds outwards',
      { shapes: ['Heart'], priceFrom: 48_000, priceTo: 49_000, attr: 'price' },
      [{ shapes: ['Heart'], priceFrom: 36_000, priceTo: 73_500, attr: 'price' }],
    ],
    ['a budget that does not end on a hundred', { priceFrom: 1_234, priceTo: 1_250 }, [{ priceFrom: 900, priceTo: 1_900 }]],
    ['a budget with no top', { shapes: ['Oval'], priceFrom: 90_000 }, [{ shapes: ['Oval'], priceFrom: 67_500 }]],
    ['a budget with no bottom', { priceTo: 700 }, [{ priceTo: 1_100 }]],
    [
      'a size: a fifth either way, to the hundredth outwards',
      { shapes: ['Asscher'], sizeFrom: 5, sizeTo: 5.24, attr: 'size' },
      [{ shapes: ['Asscher'], sizeFrom: 4, sizeTo: 6.29, attr: 'size' }],
    ],
    ['a size in quarters (no float noise)', { sizeFrom: 1.25, sizeTo: 1.49 }, [{ sizeFrom: 1, sizeTo: 1.79 }]],
    [
      'a budget and a size: each widened alone, budget first',
      { shapes: ['Round'], priceFrom: 5_000, priceTo: 5_150, sizeFrom: 1.05, sizeTo: 1.1 },
      [
        { shapes: ['Round'], priceFrom: 3_700, priceTo: 7_800, sizeFrom: 1.05, sizeTo: 1.1 },
        { shapes: ['Round'], priceFrom: 5_000, priceTo: 5_150, sizeFrom: 0.84, sizeTo: 1.32 },
      ],
    ],
    ['only a shape', { shapes: ['Heart'] }, []],
  ])('widen %s', (_case, query, expected) => {
    expect(widerSearches(query).map((wider) => wider.query)).toEqual(expected);
  });

  it.each([
    [{ kind: 'budget' as const, query: { priceFrom: 36_000, priceTo: 73_500 } }, 12, 'Widen the budget to $36,000.00 to $73,500.00: 12 diamonds'],
    [{ kind: 'budget' as const, query: { priceFrom: 67_500 } }, 1, 'Widen the budget to $67,500.00 or more: 1 diamond'],
    [{ kind: 'budget' as const, query: { priceTo: 1_100 } }, 2_345, 'Widen the budget up to $1,100.00: 2,345 diamonds'],
    [{ kind: 'size' as const, query: { sizeFrom: 4, sizeTo: 6.29 } }, 3, 'Widen the size to 4.00 to 6.29 ct: 3 diamonds'],
  ])('names the wider search %j finding %i stones', (wider, found, label) => {
    expect(widerSearchLabel(wider, found, formatPrice)).toBe(label);
  });
});
