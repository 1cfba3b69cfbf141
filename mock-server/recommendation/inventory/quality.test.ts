import { describe, expect, it } from 'vitest';
import { CLARITY_GRADE_NAMES, COLOR_GRADE_NAMES, CUT_GRADE_NAMES } from '../../../contracts/catalog';
import { calculatedQualitySchema } from '../../../contracts/recommendation';
import { calculateQuality, caratScore, clarityScore, colorScore, cutScore, overallLevel } from './quality';

describe('the icon scores of calculated_quality', () => {
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

  it('scores every grade the wire knows between 1 and 5, never rising down the scale', () => {
    for (const [scale, score] of [
      [CUT_GRADE_NAMES, cutScore],
      [COLOR_GRADE_NAMES, colorScore],
      [CLARITY_GRADE_NAMES, clarityScore],
    ] as const) {
      const scores = scale.map((grade) => score(grade));
      expect(scores.every((value) => value >= 1 && value <= 5)).toBe(true);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(scores[0]).toBe(5);
    }
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

describe('the overall level', () => {
  it.each([
    [{ cut: 5, color: 5, clarity: 5, carat: 4 }, 5],
    [{ cut: 1, color: 1, clarity: 1, carat: 1 }, 1],
    [{ cut: 5, color: 4, clarity: 3, carat: 2 }, 4],
    [{ cut: 3, color: 3, clarity: 3, carat: 2 }, 3],
    [{ cut: 2, color: 2, clarity: 2, carat: 1 }, 2],
  ])('of %j is %i', (levels, overall) => {
    expect(overallLevel(levels)).toBe(overall);
  });
});

describe('calculateQuality', () => {
  it.each([
    [{ cut: 'Excellent', color: 'D', clarity: 'IF', size: 2.5 }, { cut: 5, color: 5, clarity: 5, carat: 4, overall: 5 }],
    [{ cut: 'Very Good', color: 'H', clarity: 'VS2', size: 1 }, { cut: 4, color: 4, clarity: 3, carat: 3, overall: 4 }],
    [{ cut: 'Fair', color: 'M', clarity: 'SI2', size: 0.3 }, { cut: 2, color: 3, clarity: 2, carat: 1, overall: 2 }],
    [{ cut: 'Poor', color: 'N', clarity: 'I3', size: 0.25 }, { cut: 1, color: 2, clarity: 1, carat: 1, overall: 1 }],
  ])('grades %j as %j, a block the contract takes', (stone, quality) => {
    expect(calculateQuality(stone)).toEqual(quality);
    expect(calculatedQualitySchema.parse(calculateQuality(stone))).toEqual(quality);
  });
});
