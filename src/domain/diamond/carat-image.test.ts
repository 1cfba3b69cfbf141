import { describe, it, expect } from 'vitest';
import {
  CARAT_SIZE_GUIDE,
  SIZE_IMAGE_BASE_CARAT,
  SIZE_IMAGE_BASE_REM,
  SIZE_IMAGE_MAX_CARAT,
  SIZE_IMAGE_MAX_REM,
  SIZE_IMAGE_MIN_REM,
  SIZE_IMAGE_REM_PER_CARAT,
  sizeImageWidthRem,
} from './carat-image';

describe('size image scale', () => {
  it.each([
    ['base width', SIZE_IMAGE_BASE_REM, 4.6],
    ['base carat', SIZE_IMAGE_BASE_CARAT, 0.75],
    ['cap', SIZE_IMAGE_MAX_REM, 9.4],
    ['carat at the cap', SIZE_IMAGE_MAX_CARAT, 3],
    ['floor', SIZE_IMAGE_MIN_REM, 2],
  ])('the %s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('grows 4.8 rem over 2.25 ct', () => {
    expect(SIZE_IMAGE_REM_PER_CARAT).toBeCloseTo(4.8 / 2.25, 10);
  });

  it.each([
    [0.75, 4.6],
    [1, 4.6 + 0.25 * (4.8 / 2.25)],
    [1.5, 6.2],
    [2, 7.2667],
    [3, 9.4],
    [3.25, 9.4],
    [20, 9.4],
    [0.5, 3.0667],
    [0.375, 2.3],
    [0.25, 2],
    [0.1, 2],
    [0, 2],
    [-1, 2],
    [Number.NaN, 2],
  ])('a %s ct stone is drawn %s rem wide', (carat, width) => {
    expect(sizeImageWidthRem(carat)).toBeCloseTo(width, 3);
  });

  it('never shrinks as the carat grows', () => {
    let previous = 0;
    for (let carat = 0; carat <= 5; carat += 0.05) {
      const width = sizeImageWidthRem(carat);
      expect(width).toBeGreaterThanOrEqual(previous);
      previous = width;
    }
  });
});

describe('carat size guide', () => {
  it('lists 0.25 ct, 1 ct, 2 ct and a dime', () => {
    expect(CARAT_SIZE_GUIDE).toEqual([
      { label: '0.25 ct', carat: 0.25, diameterMm: 4.1 },
      { label: '1 ct', carat: 1, diameterMm: 6.4 },
      { label: '2 ct', carat: 2, diameterMm: 8.1 },
      { label: '1 dime', carat: null, diameterMm: 18 },
    ]);
  });
});
