import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [35_120, '35,120'],
    [1_234_567, '1,234,567'],
    [-1204, '-1,204'],
    [12.9, '12'],
    [Number.NaN, '0'],
  ])('writes %s as %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });

  it('reads as toLocaleString("en-US") does for every whole count', () => {
    for (const count of [0, 1, 8, 10, 99, 100, 1001, 10_000, 123_456, 9_999_999]) expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });
});
