import { describe, it, expect } from 'vitest';
import { DEFAULT_PRICE_RANGE, nextPriceRange } from './price-range';

describe('estimated price range', () => {
  it('starts at 668 to 9309', () => {
    expect(DEFAULT_PRICE_RANGE).toEqual({ from: 668, to: 9309 });
  });

  const old = { from: 1_000, to: 2_000 };

  it.each([
    [{ price_total_from: 1_500, price_total_to: 4_000 }, { from: 1_500, to: 4_000 }],
    [{ price_total_from: 0, price_total_to: 0 }, { from: 0, to: 0 }],
    [{ price_total_from: 1_500 }, old],
    [{ price_total_to: 4_000 }, old],
    [{ price_total_from: null, price_total_to: 4_000 }, old],
    [{ price_total_from: Number.NaN, price_total_to: 4_000 }, old],
    [{}, old],
    [null, old],
    [undefined, old],
  ])('answer %j gives %j', (response, range) => {
    expect(nextPriceRange(old, response)).toEqual(range);
  });
});
