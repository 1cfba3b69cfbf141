import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUT_GRADES } from '../diamond/grades';
import { CARAT_SCALE, PRICE_SCALE } from './more-options';
import { draggedRange, gradeSliderScale, keyedRange, stopsOf } from './slider-scale';

const CUT_SCALE = gradeSliderScale(CUT_GRADES);

describe('the price track', () => {
  it('stops at every $2,000 from $0 to $1,000,000, and nowhere else', () => {
    expect(PRICE_SCALE.stops).toHaveLength(501);
    expect(PRICE_SCALE.stops.slice(0, 4)).toEqual([0, 2_000, 4_000, 6_000]);
    expect(PRICE_SCALE.stops.at(-1)).toBe(1_000_000);
    expect(PRICE_SCALE.stops.every((stop) => stop % 2_000 === 0)).toBe(true);
  });

  it('is logarithmic: every doubling of the price takes the same distance along the track', () => {
    const doubling = PRICE_SCALE.position(4_000) - PRICE_SCALE.position(2_000);
    expect(doubling).toBeCloseTo(Math.log(2) / Math.log(1_000), 12);
    fc.assert(
      fc.property(fc.double({ min: 1_000, max: 500_000, noNaN: true }), fc.double({ min: 1.01, max: 2, noNaN: true }), (price, ratio) => {
        const distance = PRICE_SCALE.position(price * ratio) - PRICE_SCALE.position(price);
        expect(distance).toBeCloseTo(Math.log(ratio) / Math.log(1_000), 9);
      }),
    );
  });

  it('gives the budgets shoppers have most of the track: up to $25,000 takes almost half of it, not 2.5%', () => {
    expect(PRICE_SCALE.position(0)).toBe(0);
    expect(PRICE_SCALE.position(25_000)).toBeGreaterThan(0.46);
    expect(PRICE_SCALE.position(1_000_000)).toBe(1);
  });

  it('reads every stop back from its place exactly', () => {
    for (const stop of PRICE_SCALE.stops) expect(PRICE_SCALE.valueAt(PRICE_SCALE.position(stop))).toBe(stop);
    for (const stop of CARAT_SCALE.stops) expect(CARAT_SCALE.valueAt(CARAT_SCALE.position(stop))).toBe(stop);
  });

  it('lands any price on a stop within one step of it: value → place → value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1_000_000, noNaN: true }), (price) => {
        const landed = PRICE_SCALE.valueAt(PRICE_SCALE.position(price));
        expect(PRICE_SCALE.stops).toContain(landed);
        expect(Math.abs(landed - price)).toBeLessThanOrEqual(2_000);
      }),
    );
  });

  it('takes the nearest stop on the track for a place between stops, and a place past an end for that end', () => {
    expect(PRICE_SCALE.valueAt(0.04)).toBe(0);
    expect(PRICE_SCALE.valueAt(0.06)).toBe(2_000);
    expect(PRICE_SCALE.valueAt(-1)).toBe(0);
    expect(PRICE_SCALE.valueAt(2)).toBe(1_000_000);
  });

  it.each([
    [5_093, 4_000, 6_000],
    [4_000, 4_000, 4_000],
    [-10, 0, 0],
    [2_000_000, 1_000_000, 1_000_000],
  ])('puts %d between the stops %d and %d', (price, floor, ceil) => {
    expect([PRICE_SCALE.floor(price), PRICE_SCALE.ceil(price)]).toEqual([floor, ceil]);
  });

  it.each([
    [0, '$0'],
    [5_000, '$5,000'],
    [1_000_000, '$1,000,000'],
  ])('says %d as %s', (price, words) => {
    expect(PRICE_SCALE.words(price)).toBe(words);
  });
});

describe('the carat track', () => {
  it('stops every 0.2 ct from 0.25, and at 100', () => {
    expect(CARAT_SCALE.stops.slice(0, 5)).toEqual([0.25, 0.45, 0.65, 0.85, 1.05]);
    expect(CARAT_SCALE.stops.slice(-2)).toEqual([99.85, 100]);
    expect(stopsOf({ min: 0, max: 10, step: 5 })).toEqual([0, 5, 10]);
  });

  it('is logarithmic from 0.25 to 100 ct: 0.25 to 5 ct, where the stones are, takes half of it', () => {
    expect(CARAT_SCALE.position(0.5) - CARAT_SCALE.position(0.25)).toBeCloseTo(CARAT_SCALE.position(40) - CARAT_SCALE.position(20), 12);
    expect(CARAT_SCALE.position(5)).toBeCloseTo(Math.log(20) / Math.log(400), 12);
  });

  it('lands any carat on a stop within one step of it: value → place → value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.25, max: 100, noNaN: true }), (carat) => {
        const landed = CARAT_SCALE.valueAt(CARAT_SCALE.position(carat));
        expect(CARAT_SCALE.stops).toContain(landed);
        expect(Math.abs(landed - carat)).toBeLessThanOrEqual(0.2 + 1e-9);
      }),
    );
  });

  it.each([
    [1.25, '1.25 ct'],
    [0.25, '0.25 ct'],
    [100, '100.00 ct'],
  ])('says %d as %s', (carat, words) => {
    expect(CARAT_SCALE.words(carat)).toBe(words);
  });
});

describe('a grade track', () => {
  it('holds one stop per grade, evenly spaced, best first, and says each by its name', () => {
    expect(CUT_SCALE.stops).toEqual([0, 1, 2, 3]);
    expect(CUT_SCALE.position(1)).toBeCloseTo(1 / 3, 12);
    expect(CUT_SCALE.valueAt(0.4)).toBe(1);
    expect(CUT_SCALE.words(1)).toBe('Very Good');
    expect(CUT_SCALE.words(3)).toBe('Fair');
  });
});

describe('the keys of a thumb', () => {
  const budget = { from: 4_000, to: 10_000 };

  it.each([
    ['ArrowRight', 'from', { from: 6_000, to: 10_000 }],
    ['ArrowUp', 'to', { from: 4_000, to: 12_000 }],
    ['ArrowLeft', 'from', { from: 2_000, to: 10_000 }],
    ['ArrowDown', 'to', { from: 4_000, to: 8_000 }],
    // A tenth of the price track is a doubling, landed on a stop.
    ['PageUp', 'to', { from: 4_000, to: 20_000 }],
    ['PageDown', 'to', { from: 4_000, to: 6_000 }],
    // Two stops down from $4,000 is more than a halving.
    ['PageDown', 'from', { from: 0, to: 10_000 }],
    ['Home', 'from', { from: 0, to: 10_000 }],
    ['End', 'to', { from: 4_000, to: 1_000_000 }],
    // A thumb goes no further than a step short of the other.
    ['End', 'from', { from: 8_000, to: 10_000 }],
    ['Home', 'to', { from: 4_000, to: 6_000 }],
    ['PageUp', 'from', { from: 8_000, to: 10_000 }],
  ] as const)('%s on the %s thumb of a budget from 4,000 to 10,000 dollars makes %j', (key, thumb, range) => {
    expect(keyedRange(PRICE_SCALE, budget, thumb, key, 1)).toEqual(range);
  });

  it('moves at least two stops on PageUp and PageDown, where a tenth of the track is less', () => {
    expect(keyedRange(CUT_SCALE, { from: 0, to: 3 }, 'from', 'PageUp', 0)).toEqual({ from: 2, to: 3 });
    expect(keyedRange(CARAT_SCALE, { from: 0.25, to: 100 }, 'to', 'PageDown', 1)).toEqual({ from: 0.25, to: 54.85 });
  });

  it('lets both thumbs of a grade track stand on one grade, and stops at the ends', () => {
    expect(keyedRange(CUT_SCALE, { from: 1, to: 1 }, 'from', 'End', 0)).toEqual({ from: 1, to: 1 });
    expect(keyedRange(CUT_SCALE, { from: 0, to: 3 }, 'to', 'ArrowRight', 0)).toEqual({ from: 0, to: 3 });
    expect(keyedRange(CUT_SCALE, { from: 0, to: 3 }, 'from', 'ArrowLeft', 0)).toEqual({ from: 0, to: 3 });
  });

  it('answers no other key', () => {
    expect(keyedRange(PRICE_SCALE, budget, 'from', 'Enter', 1)).toBeNull();
    expect(keyedRange(PRICE_SCALE, budget, 'from', 'a', 1)).toBeNull();
  });

  it('never puts the two thumbs out of order or off the stops, whatever keys are pressed', () => {
    const keys = fc.constantFrom('ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End');
    fc.assert(
      fc.property(fc.array(fc.tuple(keys, fc.constantFrom('from', 'to') as fc.Arbitrary<'from' | 'to'>), { maxLength: 40 }), (presses) => {
        let range = budget;
        for (const [key, thumb] of presses) range = keyedRange(PRICE_SCALE, range, thumb, key, 1)!;
        expect(range.from).toBeLessThan(range.to);
        expect(PRICE_SCALE.stops).toContain(range.from);
        expect(PRICE_SCALE.stops).toContain(range.to);
      }),
    );
  });
});

describe('a drag on the track', () => {
  const budget = { from: 4_000, to: 10_000 };
  const place = (price: number) => PRICE_SCALE.position(price);

  it('moves the thumb whose stop changed to the stop nearest its place', () => {
    expect(draggedRange(PRICE_SCALE, budget, [place(4_000), place(24_900)], 1)).toEqual({ from: 4_000, to: 24_000 });
    expect(draggedRange(PRICE_SCALE, budget, [place(1_600), place(10_000)], 1)).toEqual({ from: 2_000, to: 10_000 });
  });

  it('keeps the dragged thumb a step clear of the other, and the range as it was when no stop changed', () => {
    expect(draggedRange(PRICE_SCALE, budget, [place(10_000), place(10_000)], 1)).toEqual({ from: 8_000, to: 10_000 });
    expect(draggedRange(PRICE_SCALE, budget, [place(4_100), place(9_900)], 1)).toBe(budget);
  });
});
