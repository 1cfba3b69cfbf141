import { describe, it, expect } from 'vitest';
import { INCOMPLETE_PHONE_MESSAGE, PHONE_DIGITS, PHONE_MASK, maskPhone, phoneDigits, phoneError } from './phone';

describe('phone', () => {
  it('uses the US mask of ten digits', () => {
    expect(PHONE_MASK).toBe('(999) 999-9999');
    expect(PHONE_DIGITS).toBe(10);
    expect(INCOMPLETE_PHONE_MESSAGE).toBe('Incomplete phone number');
  });

  it.each([
    ['', ''],
    ['abc', ''],
    ['5', '(5'],
    ['55', '(55'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['555123456', '(555) 123-456'],
    ['5551234567', '(555) 123-4567'],
    ['55512345678', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['+1 555 123 4567', '(155) 512-3456'],
    ['a5b5c5', '(555'],
  ])('masks %j as %j', (input, masked) => {
    expect(maskPhone(input)).toBe(masked);
  });

  it.each([
    ['(555) 123-4567', '5551234567'],
    [5551234567, '5551234567'],
    ['x', ''],
  ])('reads the digits of %j', (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
  });

  it.each([
    ['', 'Required'],
    ['(', 'Required'],
    [null, 'Required'],
    [undefined, 'Required'],
    ['(555', 'Incomplete phone number'],
    ['(555) 123-456', 'Incomplete phone number'],
    ['5551234567', null],
    ['(555) 123-4567', null],
    [5551234567, null],
    ['555123456789', 'Incomplete phone number'],
  ])('%j gives %j', (input, error) => {
    expect(phoneError(input)).toBe(error);
  });
});
