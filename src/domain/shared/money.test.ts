import { describe, it, expect } from 'vitest';
import { CURRENCY_CODE, CURRENCY_SYMBOL, formatPrice, formatWholeDollars, toCents } from './money';

describe('money', () => {
  it('is in US dollars', () => {
    expect(CURRENCY_CODE).toBe('USD');
    expect(CURRENCY_SYMBOL).toBe('$');
  });

  it.each([
    [0, '$0.00'],
    [1, '$1.00'],
    [1234.5, '$1,234.50'],
    [999.999, '$1,000.00'],
    [1_000_000, '$1,000,000.00'],
    [12_345_678.9, '$12,345,678.90'],
    [0.1 + 0.2, '$0.30'],
    [1.005, '$1.01'],
    [668, '$668.00'],
    [9309, '$9,309.00'],
    [-100, '-$100.00'],
    [-1234.5, '-$1,234.50'],
    [-0.001, '$0.00'],
    [-0, '$0.00'],
    [Number.NaN, '$0.00'],
    [Number.POSITIVE_INFINITY, '$0.00'],
  ])('formatPrice(%s) is %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it.each([
    [0, 0],
    [1, 100],
    [17_500, 1_750_000],
    [19.99, 1999],
    [1.005, 101],
    [0.285, 29],
    [1234.567, 123_457],
    [-1.005, -101],
    [-0.004, 0],
    [Number.NaN, 0],
  ])('toCents(%s) is %s', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
    expect(Object.is(toCents(dollars), -0)).toBe(false);
  });
});

describe('formatWholeDollars', () => {
  it.each([
    [5_000, '$5,000'],
    [0, '$0'],
    [1_000_000, '$1,000,000'],
    [1_234.6, '$1,235'],
    [-100, '-$100'],
    [Number.NaN, '$0'],
  ])('formatWholeDollars(%s) is %s', (amount, expected) => {
    expect(formatWholeDollars(amount)).toBe(expected);
  });
});
