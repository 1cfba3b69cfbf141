import { describe, it, expect } from 'vitest';
import {
  EDUCATION_STEPS,
  EDUCATION_STEP_COUNT,
  EDUCATION_TABS,
  EDUCATION_TABS_TITLE,
  GUIDED_TOUR_STEP_COUNT,
  LAST_EDUCATION_STEP,
  educationStepAt,
  nextEducationStep,
  nextEducationTab,
} from './education-steps';

describe('education modal', () => {
  it('has five steps, 0 to 4', () => {
    expect(EDUCATION_STEP_COUNT).toBe(5);
    expect(LAST_EDUCATION_STEP).toBe(4);
  });

  it.each([
    [0, 'Diamond Education', 'Get Started'],
    [1, 'Cut', 'Continue to color'],
    [2, 'Color', 'Continue to clarity'],
    [3, 'Clarity', 'Continue to carat'],
    [4, 'Carat', 'Got it'],
  ])('step %i is %j with %j', (step, title, action) => {
    expect(EDUCATION_STEPS[step]).toEqual({ title, action });
  });

  it.each([
    [0, 1],
    [3, 4],
    [4, null],
    [9, null],
    [-2, 1],
  ])('after step %i comes %j', (step, next) => {
    expect(nextEducationStep(step)).toBe(next);
  });

  it.each([
    [2, 2],
    [-1, 0],
    [7, 4],
    [2.7, 2],
    [Number.NaN, 0],
  ])('a dot for %s goes to step %i', (step, shown) => {
    expect(educationStepAt(step)).toBe(shown);
  });
});

describe('4Cs tabs', () => {
  it("are cut, color, carat and clarity under 'Follow the green bars'", () => {
    expect(EDUCATION_TABS).toEqual(['cut', 'color', 'carat', 'clarity']);
    expect(EDUCATION_TABS_TITLE).toBe('Follow the green bars');
  });

  it.each([
    ['cut', 'color'],
    ['color', 'carat'],
    ['carat', 'clarity'],
    ['clarity', 'cut'],
  ] as const)('rotate from %s to %s', (tab, next) => {
    expect(nextEducationTab(tab)).toBe(next);
  });

  it('the guided tour has five steps', () => {
    expect(GUIDED_TOUR_STEP_COUNT).toBe(5);
  });
});
