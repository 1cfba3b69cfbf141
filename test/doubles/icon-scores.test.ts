import { describe, it, expect } from 'vitest';
import { EDUCATION_CLARITIES, EDUCATION_COLORS, EDUCATION_CUT_GRADES } from '../../src/domain/diamond/grades';
import { clarityScore, colorScore, cutScore } from './icon-scores';

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
});
