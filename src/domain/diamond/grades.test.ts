import { describe, it, expect } from 'vitest';
import {
  CUT_GRADES,
  EDUCATION_CLARITIES,
  EDUCATION_COLORS,
  EDUCATION_CUT_GRADES,
  POLISH_GRADES,
  SLIDER_CLARITIES,
  SLIDER_COLORS,
  SYMMETRY_GRADES,
  gradeAt,
  gradeIndex,
  gradeRange,
  isGradeOf,
} from './grades';

describe('grade scales', () => {
  it.each([
    ['cut', CUT_GRADES, ['Excellent', 'Very Good', 'Good', 'Fair']],
    ['polish', POLISH_GRADES, ['Excellent', 'Very Good', 'Good', 'Fair']],
    ['symmetry', SYMMETRY_GRADES, ['Excellent', 'Very Good', 'Good', 'Fair']],
    ['education cut', EDUCATION_CUT_GRADES, ['Excellent', 'Very Good', 'Good', 'Fair', 'Poor']],
    ['slider colors', SLIDER_COLORS, ['D', 'E', 'F', 'G', 'H', 'I', 'J']],
    ['education colors', EDUCATION_COLORS, ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N']],
    ['slider clarities', SLIDER_CLARITIES, ['IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'SI3', 'I1']],
    ['education clarities', EDUCATION_CLARITIES, ['IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'SI3', 'I1', 'I2', 'I3']],
  ])('the %s scale is %j', (_name, scale, expected) => {
    expect(scale).toEqual(expected);
  });
});

describe('impossible values fall back to the end of the scale', () => {
  it.each([
    [CUT_GRADES, 'Excellent', 0],
    [CUT_GRADES, 'Fair', 3],
    [CUT_GRADES, 'Poor', 3],
    [CUT_GRADES, 'excellent', 3],
    [SLIDER_COLORS, 'G', 3],
    [SLIDER_COLORS, 'K', 6],
    [SLIDER_COLORS, 'N', 6],
    [SLIDER_CLARITIES, 'VS2', 4],
    [SLIDER_CLARITIES, 'I2', 8],
    [SLIDER_CLARITIES, undefined, 8],
    [SLIDER_CLARITIES, 3, 8],
  ] as const)('in %j, %j sits at %i', (scale, grade, index) => {
    expect(gradeIndex(scale, grade)).toBe(index);
  });

  it.each([
    [0, 'D'],
    [6, 'J'],
    [7, 'J'],
    [-1, 'J'],
    [1.5, 'J'],
    [Number.NaN, 'J'],
  ])('gradeAt(colors, %s) is %s', (index, grade) => {
    expect(gradeAt(SLIDER_COLORS, index)).toBe(grade);
  });

  it('has no grade on an empty scale', () => {
    expect(gradeAt([], 0)).toBeUndefined();
    expect(gradeRange([], 'a', 'b')).toBeUndefined();
  });
});

describe('grade ranges', () => {
  it.each([
    [SLIDER_COLORS, 'E', 'H', { from: 'E', to: 'H' }],
    [SLIDER_COLORS, 'H', 'E', { from: 'E', to: 'H' }],
    [SLIDER_COLORS, 'G', 'M', { from: 'G', to: 'J' }],
    [SLIDER_COLORS, 'K', 'M', { from: 'J', to: 'J' }],
    [CUT_GRADES, 'Excellent', 'Poor', { from: 'Excellent', to: 'Fair' }],
    [CUT_GRADES, 'Good', 'Good', { from: 'Good', to: 'Good' }],
    [SLIDER_CLARITIES, 'VVS1', null, { from: 'VVS1', to: 'I1' }],
  ] as const)('in %j from %j to %j is %j', (scale, from, to, range) => {
    expect(gradeRange(scale, from, to)).toEqual(range);
  });

  it.each([
    [SLIDER_COLORS, 'D', true],
    [SLIDER_COLORS, 'K', false],
    [EDUCATION_COLORS, 'K', true],
    [CUT_GRADES, 'Poor', false],
    [EDUCATION_CUT_GRADES, 'Poor', true],
    [CUT_GRADES, 7, false],
  ] as const)('isGradeOf(%j, %j) is %s', (scale, value, expected) => {
    expect(isGradeOf(scale, value)).toBe(expected);
  });
});
