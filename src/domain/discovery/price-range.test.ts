import { describe, it, expect } from 'vitest';
import { canContinueWithSize, DEFAULT_PRICE_RANGE, DEFAULT_SIZE_ESTIMATE, nextPriceRange, nextSizeEstimate, sizeNotOfferedNote } from './price-range';

describe('estimated price range', () => {
  it('starts at 668 to 9309', () => {
    expect(DEFAULT_PRICE_RANGE).toEqual({ from: 668, to: 9309 });
  });

  const old = { from: 1_000, to: 2_000 };

  it.each([
    [{ priceFrom: 1_500, priceTo: 4_000 }, { from: 1_500, to: 4_000 }],
    [{ priceFrom: 0, priceTo: 0 }, { from: 0, to: 0 }],
    [{ priceFrom: 1_500 }, old],
    [{ priceTo: 4_000 }, old],
    [{ priceFrom: null, priceTo: 4_000 }, old],
    [{ priceFrom: Number.NaN, priceTo: 4_000 }, old],
    [{}, old],
    [null, old],
    [undefined, old],
  ])('answer %j gives %j', (response, range) => {
    expect(nextPriceRange(old, response)).toEqual(range);
  });
});

describe('size estimate', () => {
  it('starts with the default range and no largest size', () => {
    expect(DEFAULT_SIZE_ESTIMATE).toEqual({ range: DEFAULT_PRICE_RANGE, largestCarat: null, sizeOffered: null });
    expect(canContinueWithSize(DEFAULT_SIZE_ESTIMATE)).toBe(true);
  });

  it('learns the largest size from any answer that states it, even one without bounds', () => {
    const withRange = nextSizeEstimate(DEFAULT_SIZE_ESTIMATE, { priceFrom: 1_500, priceTo: 4_000, largestCarat: 3.19 });
    expect(withRange).toEqual({ range: { from: 1_500, to: 4_000 }, largestCarat: 3.19, sizeOffered: true });
    expect(canContinueWithSize(withRange)).toBe(true);
    // A size between two that are offered: the range stays, the size is not offered and cannot be continued.
    const skipped = nextSizeEstimate(withRange, { largestCarat: 3.19 });
    expect(skipped).toEqual({ ...withRange, sizeOffered: false });
    expect(canContinueWithSize(skipped)).toBe(false);
  });

  it.each([[{}], [{ largestCarat: null }], [{ largestCarat: 0 }], [{ largestCarat: Number.NaN }], [null]])('keeps the largest size it knew for %j', (answer) => {
    expect(nextSizeEstimate({ range: DEFAULT_PRICE_RANGE, largestCarat: 4.2, sizeOffered: true }, answer).largestCarat).toBe(4.2);
  });

  it('names the shape and size a shopper cannot continue with', () => {
    expect(sizeNotOfferedNote('Princess', '3.5')).toBe('We have no Princess diamonds of 3.5 ct right now. Try a size up or down.');
  });
});
