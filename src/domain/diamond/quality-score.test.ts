import { describe, it, expect } from 'vitest';
import { EDUCATION_CLARITIES, EDUCATION_COLORS, EDUCATION_CUT_GRADES } from './grades';
import {
  CARAT_LEVELS,
  CARAT_LEVEL_THRESHOLDS,
  EQUAL_QUALITY_WEIGHTS,
  IMAGE_DENSITIES,
  MIN_LEVEL,
  QUALITY_LEVELS,
  calculateQuality,
  caratImageLevel,
  caratScore,
  clarityScore,
  colorScore,
  cutScore,
  overallLevel,
  qualityLevel,
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

  it('weighs the four Cs equally by default', () => {
    expect(EQUAL_QUALITY_WEIGHTS).toEqual({ cut: 1, color: 1, clarity: 1, carat: 1 });
  });
});

describe('icon scores', () => {
  it.each([
    ['Excellent', 5],
    ['Very Good', 4],
    ['very  good', 4],
    ['Good', 3],
    ['Fair', 2],
    ['Poor', 1],
    ['', 1],
    ['Ideal?', 1],
  ])('cut %j scores %i', (grade, score) => {
    expect(cutScore(grade)).toBe(score);
  });

  it.each([
    ['D', 5], ['E', 5], ['F', 5],
    ['G', 4], ['H', 4], ['I', 4], ['J', 4],
    ['K', 3], ['L', 3], ['M', 3],
    ['N', 2],
    ['O', 1], ['Z', 1], ['', 1], ['g', 4],
  ])('color %j scores %i', (grade, score) => {
    expect(colorScore(grade)).toBe(score);
  });

  it.each([
    ['FL', 5], ['IF', 5],
    ['VVS1', 4], ['VVS2', 4],
    ['VS1', 3], ['VS2', 3],
    ['SI1', 2], ['SI2', 2], ['SI3', 2],
    ['I1', 1], ['I2', 1], ['I3', 1],
    ['vs1', 3], ['', 1], ['XYZ', 1],
  ])('clarity %j scores %i', (grade, score) => {
    expect(clarityScore(grade)).toBe(score);
  });

  it('scores every education grade between 1 and 5, never rising down the scale', () => {
    for (const [scale, score] of [
      [EDUCATION_CUT_GRADES, cutScore],
      [EDUCATION_COLORS, colorScore],
      [EDUCATION_CLARITIES, clarityScore],
    ] as const) {
      const scores = scale.map((grade) => score(grade));
      expect(scores.every((value) => value >= 1 && value <= 5)).toBe(true);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(scores[0]).toBe(5);
    }
  });

  it('puts the carat steps at half a carat, one and two', () => {
    expect(CARAT_LEVEL_THRESHOLDS).toEqual([0.5, 1, 2]);
  });

  it.each([
    [0.25, 1],
    [0.49, 1],
    [0.5, 2],
    [0.99, 2],
    [1, 3],
    [1.99, 3],
    [2, 4],
    [10, 4],
    [0, 1],
    [Number.NaN, 1],
  ])('a %s ct stone is at carat level %i', (carat, level) => {
    expect(caratScore(carat)).toBe(level);
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

describe('overall level', () => {
  it.each([
    [{ cut: 5, color: 5, clarity: 5, carat: 4 }, 5],
    [{ cut: 1, color: 1, clarity: 1, carat: 1 }, 1],
    [{ cut: 5, color: 4, clarity: 3, carat: 2 }, 4],
    [{ cut: 3, color: 3, clarity: 3, carat: 2 }, 3],
    [{ cut: 9, color: 9, clarity: 9, carat: 9 }, 5],
    [{ cut: 2, color: 2, clarity: 2, carat: 1 }, 2],
  ])('with equal weights %j is %i', (levels, overall) => {
    expect(overallLevel(levels)).toBe(overall);
  });

  it.each([
    [{ cut: 1, color: 0, clarity: 0, carat: 0 }, 5],
    [{ cut: 0, color: 0, clarity: 0, carat: 1 }, 1],
    [{ cut: 0, color: 0, clarity: 0, carat: 0 }, 1],
    [{ cut: 3, color: 1, clarity: 0, carat: 0 }, 4],
    [{ cut: Number.NaN, color: 1, clarity: 0, carat: 0 }, 1],
    [{ cut: -5, color: 1, clarity: 0, carat: 0 }, 1],
  ])('with weights %j a perfect-cut, poor-everything-else stone is %i', (weights, overall) => {
    expect(overallLevel({ cut: 5, color: 1, clarity: 1, carat: 1 }, weights)).toBe(overall);
  });
});

describe('calculateQuality', () => {
  it.each([
    [{ cut: 'Excellent', color: 'D', clarity: 'IF', size: 2.5 }, { cut: 5, color: 5, clarity: 5, carat: 4, overall: 5 }],
    [{ cut: 'Very Good', color: 'H', clarity: 'VS2', size: 1 }, { cut: 4, color: 4, clarity: 3, carat: 3, overall: 4 }],
    [{ cut: 'Fair', color: 'M', clarity: 'SI2', size: 0.3 }, { cut: 2, color: 3, clarity: 2, carat: 1, overall: 2 }],
    [{ cut: 'Poor', color: 'N', clarity: 'I3', size: 0.25 }, { cut: 1, color: 2, clarity: 1, carat: 1, overall: 1 }],
  ])('grades %j as %j', (stone, quality) => {
    expect(calculateQuality(stone)).toEqual(quality);
  });

  it('uses the weights it is given', () => {
    const stone = { cut: 'Excellent', color: 'N', clarity: 'I1', size: 0.25 };
    expect(calculateQuality(stone).overall).toBe(2);
    expect(calculateQuality(stone, { cut: 1, color: 0, clarity: 0, carat: 0 }).overall).toBe(5);
  });
});
