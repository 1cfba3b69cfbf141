import { describe, expect, it } from 'vitest';
import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE, FLUORESCENCE_SCALE, ROUND, SHAPE_SCALE, shapeCode } from '../inventory/grade-scales';
import { askingPriceFactor, marketPrice, POPULAR_WEIGHT_STEPS, PRICE_NOISE } from './price-model';
import type { PricedStone } from './price-model';

/** A round, Excellent cut, polish and symmetry, G, VS2, no fluorescence: the stone the anchors are about. */
const reference = (caratHundredths: number, change: Partial<PricedStone> = {}): PricedStone => ({
  shape: ROUND,
  caratHundredths,
  color: COLOR_SCALE.indexOf('G'),
  clarity: CLARITY_SCALE.indexOf('VS2'),
  cut: 0,
  polish: 0,
  symmetry: 0,
  fluorescence: 0,
  ...change,
});

describe('the diamond price model', () => {
  it.each([
    [50, 1_200, 2_000],
    [100, 4_500, 8_000],
    [200, 18_000, 35_000],
  ])('prices a %i-hundredths round, Excellent cut, G, VS2 within the anchor $%i–$%i', (hundredths, low, high) => {
    const price = marketPrice(reference(hundredths));
    expect(price).toBeGreaterThanOrEqual(low);
    expect(price).toBeLessThanOrEqual(high);
  });

  it('grows with weight, and jumps at each popular weight', () => {
    for (let hundredths = 26; hundredths <= 500; hundredths++) {
      expect(marketPrice(reference(hundredths))).toBeGreaterThan(marketPrice(reference(hundredths - 1)));
    }
    for (const [carat, step] of POPULAR_WEIGHT_STEPS) {
      const at = Math.round(carat * 100);
      const jump = marketPrice(reference(at)) / marketPrice(reference(at - 1));
      const smooth = marketPrice(reference(at + 1)) / marketPrice(reference(at));
      expect(jump).toBeGreaterThan(smooth * Math.exp(step) * 0.99);
    }
  });

  it.each([
    ['color', COLOR_SCALE],
    ['clarity', CLARITY_SCALE],
    ['cut', FINISH_SCALE],
    ['polish', FINISH_SCALE],
    ['symmetry', FINISH_SCALE],
    ['fluorescence', FLUORESCENCE_SCALE],
  ] as const)('falls with every %s grade down the scale', (facet, scale) => {
    for (const hundredths of [30, 100, 300]) {
      const prices = scale.map((_, code) => marketPrice(reference(hundredths, { [facet]: code })));
      for (let code = 1; code < prices.length; code++) expect(prices[code]).toBeLessThan(prices[code - 1]!);
    }
  });

  it('prices every fancy shape below a round of the same weight and grades', () => {
    for (const shape of SHAPE_SCALE.filter((name) => name !== 'Round')) {
      expect(marketPrice(reference(100, { shape: shapeCode(shape) }))).toBeLessThan(marketPrice(reference(100)));
    }
  });

  it('asks around the market price: a plain draw within the noise, a deal well below, a premium above', () => {
    expect(askingPriceFactor(0, 0.5, 0.5)).toBe(1);
    expect(askingPriceFactor(1, 0.5, 0.5)).toBeCloseTo(Math.exp(PRICE_NOISE.sigma));
    expect(askingPriceFactor(0, 0, 1)).toBeCloseTo(Math.exp(-PRICE_NOISE.dealDiscount[1]));
    expect(askingPriceFactor(0, PRICE_NOISE.dealShare, 0)).toBeCloseTo(Math.exp(PRICE_NOISE.premium[0]));
  });
});
