import { describe, it, expect } from 'vitest';
import { ZIP_MAX_DIGITS, sanitizeZip } from './zip';

describe('zip', () => {
  it('holds at most five digits', () => {
    expect(ZIP_MAX_DIGITS).toBe(5);
  });

  it.each([
    ['10001', '10001'],
    ['1000', '1000'],
    ['100011234', '10001'],
    ['10001-1234', '10001'],
    ['1a2b3', '123'],
    [' 90210 ', '90210'],
    ['', ''],
    [2139, '2139'],
  ])('keeps %j as %j', (input, zip) => {
    expect(sanitizeZip(input)).toBe(zip);
  });
});
