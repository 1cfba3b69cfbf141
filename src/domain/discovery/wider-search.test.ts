import { describe, expect, it } from 'vitest';
import { formatPrice } from '../shared/money';
import type { ShopByQuery } from './shop-by';
import { widerSearchLabel, widerSearches } from './wider-search';

describe('the wider searches of a search no stone matches', () => {
  it.each<[string, ShopByQuery, ShopByQuery[]]>([
    [
      'a budget: a quarter down and half up, to whole hundreds outwards',
      { shapes: ['Heart'], price_total_from: 48_000, price_total_to: 49_000, attr: 'price' },
      [{ shapes: ['Heart'], price_total_from: 36_000, price_total_to: 73_500, attr: 'price' }],
    ],
    ['a budget that does not end on a hundred', { price_total_from: 1_234, price_total_to: 1_250 }, [{ price_total_from: 900, price_total_to: 1_900 }]],
    ['a budget with no top', { shapes: ['Oval'], price_total_from: 90_000 }, [{ shapes: ['Oval'], price_total_from: 67_500 }]],
    ['a budget with no bottom', { price_total_to: 700 }, [{ price_total_to: 1_100 }]],
    [
      'a size: a fifth either way, to the hundredth outwards',
      { shapes: ['Asscher'], size_from: 5, size_to: 5.24, attr: 'size' },
      [{ shapes: ['Asscher'], size_from: 4, size_to: 6.29, attr: 'size' }],
    ],
    ['a size in quarters (no float noise)', { size_from: 1.25, size_to: 1.49 }, [{ size_from: 1, size_to: 1.79 }]],
    [
      'a budget and a size: each widened alone, budget first',
      { shapes: ['Round'], price_total_from: 5_000, price_total_to: 5_150, size_from: 1.05, size_to: 1.1 },
      [
        { shapes: ['Round'], price_total_from: 3_700, price_total_to: 7_800, size_from: 1.05, size_to: 1.1 },
        { shapes: ['Round'], price_total_from: 5_000, price_total_to: 5_150, size_from: 0.84, size_to: 1.32 },
      ],
    ],
    ['only a shape', { shapes: ['Heart'] }, []],
  ])('widen %s', (_case, query, expected) => {
    expect(widerSearches(query).map((wider) => wider.query)).toEqual(expected);
  });

  it.each([
    [{ kind: 'budget' as const, query: { price_total_from: 36_000, price_total_to: 73_500 } }, 12, 'Widen the budget to $36,000.00 to $73,500.00: 12 diamonds'],
    [{ kind: 'budget' as const, query: { price_total_from: 67_500 } }, 1, 'Widen the budget to $67,500.00 or more: 1 diamond'],
    [{ kind: 'budget' as const, query: { price_total_to: 1_100 } }, 2_345, 'Widen the budget up to $1,100.00: 2,345 diamonds'],
    [{ kind: 'size' as const, query: { size_from: 4, size_to: 6.29 } }, 3, 'Widen the size to 4.00 to 6.29 ct: 3 diamonds'],
  ])('names the wider search %j finding %i stones', (wider, found, label) => {
    expect(widerSearchLabel(wider, found, formatPrice)).toBe(label);
  });
});
