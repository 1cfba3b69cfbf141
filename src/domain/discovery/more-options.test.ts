import { describe, it, expect } from 'vitest';
import {
  CARAT_SLIDER,
  DEFAULT_PRICE_SLIDER_RANGE,
  PRICE_SLIDER,
  moreOptionsRanges,
  sliderRange,
  snapToSlider,
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
    [PRICE_SLIDER, 5_100, 6_000],
    [PRICE_SLIDER, 4_999, 4_000],
    [PRICE_SLIDER, -10, 0],
    [PRICE_SLIDER, 2_000_000, 1_000_000],
    [CARAT_SLIDER, 0.6, 0.65],
    [CARAT_SLIDER, 0.25, 0.25],
    [CARAT_SLIDER, 1, 1.05],
    [CARAT_SLIDER, 0, 0.25],
    [CARAT_SLIDER, 100, 100],
    [CARAT_SLIDER, 99.99, 100],
  ])('snaps %# to the slider', (slider, value, snapped) => {
    expect(snapToSlider(slider, value)).toBe(snapped);
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
      price_total: { from: 1_000, to: 1_000_000 },
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
        price_total_from: 2_000,
        price_total_to: 8_000,
        size_from: 0.9,
        size_to: 150,
        cut_from: 'Very Good',
        cut_to: 'Poor',
        color_from: 'G',
        color_to: 'K',
        clarity_from: 'VS1',
        clarity_to: 'SI2',
        polish_from: 'Good',
        polish_to: 'Excellent',
        symmetry_from: 'bogus',
        symmetry_to: 'Very Good',
      }),
    ).toEqual({
      price_total: { from: 2_000, to: 8_000 },
      size: { from: 0.9, to: 100 },
      cut: { from: 'Very Good', to: 'Fair' },
      color: { from: 'G', to: 'J' },
      clarity: { from: 'VS1', to: 'SI2' },
      polish: { from: 'Excellent', to: 'Good' },
      symmetry: { from: 'Very Good', to: 'Fair' },
    });
  });
});
