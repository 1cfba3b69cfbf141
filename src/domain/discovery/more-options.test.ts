import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  CARAT_SCALE,
  CARAT_SLIDER,
  DEFAULT_PRICE_SLIDER_RANGE,
  PRICE_SCALE,
  PRICE_SLIDER,
  moreOptionsAround,
  moreOptionsRanges,
  sliderRange,
} from './more-options';

describe('More Options sliders', () => {
  it.each([
    ['price', PRICE_SLIDER, { min: 0, max: 1_000_000, step: 2_000 }],
    ['carat', CARAT_SLIDER, { min: 0.25, max: 100, step: 0.2 }],
  ])('the %s slider is %j', (_name, slider, expected) => {
    expect(slider).toEqual(expected);
  });

  it('defaults the price to 1,000 to 1,000,000', () => {
    expect(DEFAULT_PRICE_SLIDER_RANGE).toEqual({ from: 1_000, to: 1_000_000 });
  });

  it.each([
    [1_000, 9_000, { from: 1_000, to: 9_000 }],
    [9_000, 1_000, { from: 1_000, to: 9_000 }],
    [-5, 2_000_000, { from: 0, to: 1_000_000 }],
    [undefined, undefined, { from: 0, to: 1_000_000 }],
    ['abc', Number.NaN, { from: 0, to: 1_000_000 }],
    [5_000, null, { from: 5_000, to: 1_000_000 }],
  ])('price handles %j and %j make %j', (from, to, range) => {
    expect(sliderRange(PRICE_SLIDER, from, to)).toEqual(range);
  });
});

describe('moreOptionsRanges', () => {
  it('fills every range from nothing', () => {
    expect(moreOptionsRanges({})).toEqual({
      price: { from: 1_000, to: 1_000_000 },
      size: { from: 0.25, to: 100 },
      cut: { from: 'Excellent', to: 'Fair' },
      color: { from: 'D', to: 'J' },
      clarity: { from: 'IF', to: 'I1' },
      polish: { from: 'Excellent', to: 'Fair' },
      symmetry: { from: 'Excellent', to: 'Fair' },
    });
  });

  it('keeps possible values and makes impossible ones fall back to the end of the scale', () => {
    expect(
      moreOptionsRanges({
        priceFrom: 2_000,
        priceTo: 8_000,
        sizeFrom: 0.9,
        sizeTo: 150,
        cutFrom: 'Very Good',
        cutTo: 'Poor',
        colorFrom: 'G',
        colorTo: 'K',
        clarityFrom: 'VS1',
        clarityTo: 'SI2',
        polishFrom: 'Good',
        polishTo: 'Excellent',
        symmetryFrom: 'bogus',
        symmetryTo: 'Very Good',
      }),
    ).toEqual({
      price: { from: 2_000, to: 8_000 },
      size: { from: 0.9, to: 100 },
      cut: { from: 'Very Good', to: 'Fair' },
      color: { from: 'G', to: 'J' },
      clarity: { from: 'VS1', to: 'SI2' },
      polish: { from: 'Excellent', to: 'Good' },
      symmetry: { from: 'Very Good', to: 'Fair' },
    });
  });
});

describe('moreOptionsAround: the ranges the panel opens with', () => {
  const EVERY_GRADE = {
    cut: { from: 'Excellent', to: 'Fair' },
    color: { from: 'D', to: 'J' },
    clarity: { from: 'IF', to: 'I1' },
    polish: { from: 'Excellent', to: 'Fair' },
    symmetry: { from: 'Excellent', to: 'Fair' },
  };

  it('opens around the shopper\'s search and the stone on screen, on the stops just outside them, with every grade', () => {
    const stone = { price: 5_093, size: 0.92 };
    expect(moreOptionsAround(stone, { shapes: ['Round'], priceFrom: 5_000, priceTo: 10_000 } as never)).toEqual({
      price: { from: 4_000, to: 10_000 },
      // A search by budget says nothing of the size: the whole carat track.
      size: { from: 0.25, to: 100 },
      ...EVERY_GRADE,
    });
  });

  it('takes in a stone tuned past the search: the budget and size widen to it', () => {
    const ranges = moreOptionsAround({ price: 12_345, size: 1.51 }, { priceFrom: 5_000, priceTo: 10_000, sizeFrom: 0.9, sizeTo: 1.2 });
    expect([ranges.price, ranges.size]).toEqual([
      { from: 4_000, to: 14_000 },
      { from: 0.85, to: 1.65 },
    ]);
  });

  it('opens at the spec\'s default price and the carat slider\'s ends where the search leaves a bound out, or has none', () => {
    for (const search of [{}, null, undefined, { priceFrom: 'lots', sizeFrom: Number.NaN }]) {
      const ranges = moreOptionsAround({ price: 5_093, size: 0.92 }, search);
      expect([ranges.price, ranges.size]).toEqual([
        { from: 0, to: 1_000_000 },
        { from: 0.25, to: 100 },
      ]);
    }
  });

  it('keeps the spec\'s bounds as the sliders\' ends, even for a stone past them', () => {
    const ranges = moreOptionsAround({ price: 1_250_000, size: 0.2 }, { priceFrom: 900_000 });
    expect([ranges.price, ranges.size]).toEqual([
      { from: 900_000, to: 1_000_000 },
      { from: 0.25, to: 100 },
    ]);
  });

  it('always holds the stone on the sliders, every end on a stop, whatever the search', () => {
    const bound = fc.option(fc.double({ min: 0, max: 1_000_000, noNaN: true }), { nil: undefined });
    const caratBound = fc.option(fc.double({ min: 0.25, max: 100, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 25, max: 10_000 }).map((hundredths) => hundredths / 100),
        bound,
        bound,
        caratBound,
        caratBound,
        (price, carat, priceFrom, priceTo, sizeFrom, sizeTo) => {
          const ranges = moreOptionsAround({ price, size: carat }, { priceFrom, priceTo, sizeFrom, sizeTo });
          expect(ranges.price.from).toBeLessThanOrEqual(price);
          expect(ranges.price.to).toBeGreaterThanOrEqual(price);
          expect(ranges.size.from).toBeLessThanOrEqual(carat);
          expect(ranges.size.to).toBeGreaterThanOrEqual(carat);
          expect(PRICE_SCALE.stops).toContain(ranges.price.from);
          expect(PRICE_SCALE.stops).toContain(ranges.price.to);
          expect(CARAT_SCALE.stops).toContain(ranges.size.from);
          expect(CARAT_SCALE.stops).toContain(ranges.size.to);
        },
      ),
    );
  });
});
