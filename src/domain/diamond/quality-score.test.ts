import { describe, it, expect } from 'vitest';
import {
  CARAT_LEVELS,
  IMAGE_DENSITIES,
  MIN_LEVEL,
  QUALITY_LEVELS,
  caratImageLevel,
  qualityLevel,
  qualityIcon,
} from './quality-score';

describe('quality image constants', () => {
  it.each([
    ['quality levels', QUALITY_LEVELS, 5],
    ['carat levels', CARAT_LEVELS, 4],
    ['minimum level', MIN_LEVEL, 1],
  ])('%s: %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('draws every image at 1x, 2x and 3x', () => {
    expect(IMAGE_DENSITIES).toEqual(['1x', '2x', '3x']);
  });
});

describe('image levels', () => {
  it.each([
    [5, 5, 4],
    [6, 5, 4],
    [4.4, 4, 4],
    [4.5, 5, 4],
    [3, 3, 3],
    [1, 1, 1],
    [0, 1, 1],
    [-3, 1, 1],
    [Number.NaN, 1, 1],
    [Number.POSITIVE_INFINITY, 1, 1],
  ])('score %s is quality level %i and carat level %i', (score, quality, carat) => {
    expect(qualityLevel(score)).toBe(quality);
    expect(caratImageLevel(score)).toBe(carat);
  });
});

describe('qualityIcon', () => {
  it('names the icon of the level the score gives, with words that stand for it', () => {
    expect(qualityIcon('cut', 'Very Good', 4)).toEqual({ src: '/media/icons/cut-4.svg', alt: 'Cut Very Good: level 4 of 5', level: 4, of: 5 });
    expect(qualityIcon('clarity', 'I1', 1)).toEqual({ src: '/media/icons/clarity-1.svg', alt: 'Clarity I1: level 1 of 5', level: 1, of: 5 });
  });

  it('caps carat at level 4 and every C at its scale, never below 1', () => {
    expect(qualityIcon('carat', '3.02 ct', 5).src).toBe('/media/icons/carat-4.svg');
    expect(qualityIcon('carat', '3.02 ct', 5).of).toBe(4);
    expect(qualityIcon('color', 'D', 9).src).toBe('/media/icons/color-5.svg');
    expect(qualityIcon('color', 'Z', 0).src).toBe('/media/icons/color-1.svg');
  });
});
