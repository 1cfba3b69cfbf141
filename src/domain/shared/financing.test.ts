import { describe, it, expect } from 'vitest';
import {
  FINANCING_LIMIT,
  FINANCING_TERM_MONTHS,
  isFinancingEligible,
  monthlyEstimate,
  monthlyEstimateCents,
} from './financing';

describe('financing', () => {
  it.each([
    ['limit', FINANCING_LIMIT, 17_500],
    ['term', FINANCING_TERM_MONTHS, 12],
  ])('the %s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [1, true],
    [5_000, true],
    [17_499.99, true],
    [17_500, true],
    [17_500.01, false],
    [25_000, false],
    [0, false],
    [-10, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('isFinancingEligible(%s) is %s', (amount, eligible) => {
    expect(isFinancingEligible(amount)).toBe(eligible);
  });

  it.each([
    [1200, 10_000, 100],
    [1000, 8_334, 83.34],
    [17_500, 145_834, 1458.34],
    [0.12, 1, 0.01],
    [0.13, 2, 0.02],
    [17_500.01, null, null],
    [0, null, null],
  ])('the monthly estimate of %s is %s cents (%s dollars)', (amount, cents, dollars) => {
    expect(monthlyEstimateCents(amount)).toBe(cents);
    expect(monthlyEstimate(amount)).toBe(dollars);
  });

  it('never lets twelve payments fall short of the price', () => {
    for (const amount of [999.99, 1234.56, 4321.09, 17_499.99]) {
      const cents = monthlyEstimateCents(amount);
      expect(cents).not.toBeNull();
      expect((cents ?? 0) * FINANCING_TERM_MONTHS).toBeGreaterThanOrEqual(Math.round(amount * 100));
      expect(((cents ?? 0) - 1) * FINANCING_TERM_MONTHS).toBeLessThan(Math.round(amount * 100));
    }
  });
});
