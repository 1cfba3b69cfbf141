import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INCOMPLETE_PHONE_MESSAGE, PHONE_DIGITS, PHONE_MASK, formatPhoneInput, phoneDigits, phoneError, readUsPhone, usPhoneNumber } from './phone';

const DIGITS_ONLY = 'Please use only digits in the phone number.';
const NOT_US = 'Please enter a US phone number (country code +1).';
const TOO_MANY = 'A US phone number has 10 digits: please remove the extra ones.';
const NOT_VALID = 'Please check the phone number.';

describe('phone', () => {
  it('uses the US mask of ten digits', () => {
    expect(PHONE_MASK).toBe('(999) 999-9999');
    expect(PHONE_DIGITS).toBe(10);
    expect(INCOMPLETE_PHONE_MESSAGE).toBe('Incomplete phone number');
  });

  it.each([
    ['+1 617 555 1234'],
    ['617.555.1234'],
    ['(617) 555-1234'],
    ['1-617-555-1234'],
    ['+1 (617) 555 1234'],
    ['6175551234'],
    ['16175551234'],
    ['+16175551234'],
    ['1 (617) 555-1234'],
    ['617/555-1234'],
    ['011 1 617 555 1234'],
    ['  617 555 1234  '],
  ])('lands %j as (617) 555-1234, its country code dropped', (input) => {
    expect(formatPhoneInput(input)).toBe('(617) 555-1234');
    expect(readUsPhone(input)).toEqual({ kind: 'number', digits: '6175551234' });
    expect(usPhoneNumber(input)).toBe('(617) 555-1234');
    expect(phoneError(input)).toBeNull();
  });

  it.each([
    ['', ''],
    ['5', '(5'],
    ['55', '(55'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['555123456', '(555) 123-456'],
    ['5552345678', '(555) 234-5678'],
    ['(555) 123-456', '(555) 123-456'],
    ['+', '+'],
    ['+1', '+1'],
    ['1', '+1'],
    ['16', '+1 (6'],
    ['+1 (617) 555-123', '+1 (617) 555-123'],
    ['1617555123', '+1 (617) 555-123'],
    ['(', ''],
  ])('masks %j, typed so far, as %j', (input, shown) => {
    expect(formatPhoneInput(input)).toBe(shown);
  });

  it.each([
    ['(617) 555-12345', TOO_MANY],
    ['617-555-1234999', TOO_MANY],
    ['+1 617 555 12345', TOO_MANY],
    ['+44 20 7946 0958', NOT_US],
    ['011 44 20 7946 0958', NOT_US],
    ['+52 55 1234 5678', NOT_US],
    ['617-555-CALL', DIGITS_ONLY],
    ['617 555 1234 ext 12', DIGITS_ONLY],
    ['abc', DIGITS_ONLY],
    ['617#555#1234', DIGITS_ONLY],
    ['(+1) 617 555 1234', DIGITS_ONLY],
    ['(017) 555-1234', NOT_VALID],
    ['(617) 155-1234', NOT_VALID],
  ])('refuses %j, shown as typed, with %j', (input, message) => {
    expect(formatPhoneInput(input)).toBe(input);
    expect(phoneError(input)).toBe(message);
    expect(usPhoneNumber(input)).toBeNull();
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
    ['  ', 'Required'],
    [null, 'Required'],
    [undefined, 'Required'],
    ['(555', 'Incomplete phone number'],
    ['(555) 123-456', 'Incomplete phone number'],
    ['+1', 'Incomplete phone number'],
    ['1617555123', 'Incomplete phone number'],
    ['5552345678', null],
    ['(555) 234-5678', null],
    [5552345678, null],
    ['(555) 123-4567', NOT_VALID],
    [16175551234, null],
    ['555123456789', TOO_MANY],
  ])('%j gives %j', (input, error) => {
    expect(phoneError(input)).toBe(error);
  });
});

/** A number North American numbering allows: an area code and an exchange that do not start with 0 or 1. */
const usNumber = fc
  .tuple(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 9999 }))
  .map(([a, b, c, d, line]) => `${a}${String(b).padStart(2, '0')}${c}${String(d).padStart(2, '0')}${String(line).padStart(4, '0')}`);

/** The ways people write a US number: with or without the country code, in any common notation. */
const written = fc.record({
  digits: usNumber,
  prefix: fc.constantFrom('', '1', '1 ', '1-', '+1', '+1 ', '+1-', '+1 (', '011 1 '),
  style: fc.constantFrom('plain', 'dots', 'dashes', 'spaces', 'brackets', 'brackets-dash', 'slash'),
  padding: fc.constantFrom('', ' ', '  '),
});

const write = ({ digits, prefix, style, padding }: { digits: string; prefix: string; style: string; padding: string }): string => {
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  const body = {
    plain: digits,
    dots: `${area}.${exchange}.${line}`,
    dashes: `${area}-${exchange}-${line}`,
    spaces: `${area} ${exchange} ${line}`,
    brackets: `(${area}) ${exchange} ${line}`,
    'brackets-dash': `(${area}) ${exchange}-${line}`,
    slash: `${area}/${exchange}-${line}`,
  }[style];
  // '+1 (' opens the bracket itself.
  const text = prefix.endsWith('(') ? `${prefix}${area}) ${exchange}-${line}` : `${prefix}${body}`;
  return `${padding}${text}${padding}`;
};

const canonical = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

describe('phone numbers keep their digits, whatever the notation', () => {
  it('reads every common notation of a US number as its ten digits, shown (999) 999-9999', () => {
    fc.assert(
      fc.property(written, (number) => {
        const text = write(number);
        expect(formatPhoneInput(text)).toBe(canonical(number.digits));
        expect(phoneError(text)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('loses no digit while the shopper types one key at a time, with or without the country code', () => {
    fc.assert(
      fc.property(usNumber, fc.constantFrom('', '1', '+1'), (digits, countryCode) => {
        let shown = '';
        for (const key of `${countryCode}${digits}`) shown = formatPhoneInput(shown + key);
        expect(shown).toBe(canonical(digits));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a number with digits past the tenth, and keeps them on screen', () => {
    fc.assert(
      fc.property(written, fc.stringMatching(/^\d{1,4}$/), (number, extra) => {
        const text = `${write(number).trim()}${extra}`;
        expect(phoneError(text)).toBe(TOO_MANY);
        expect(formatPhoneInput(text)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a number of another country code', () => {
    fc.assert(
      fc.property(fc.constantFrom('+44', '+33', '+49', '+52', '+61', '+81', '+86', '+91', '+7', '+20', '+351', '011 44'), usNumber, (code, digits) => {
        expect(phoneError(`${code} ${digits}`)).toBe(NOT_US);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses letters anywhere in the number', () => {
    fc.assert(
      fc.property(written, fc.nat(), fc.stringMatching(/^[A-Za-z]{1,3}$/), (number, at, letters) => {
        const text = write(number);
        const index = at % (text.length + 1);
        expect(phoneError(`${text.slice(0, index)}${letters}${text.slice(index)}`)).toBe(DIGITS_ONLY);
      }),
      { numRuns: 300 },
    );
  });
});
