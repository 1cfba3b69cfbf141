import { describe, it, expect } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'demo@loupe.test',
    'a@b.co',
    'first.last@example.com',
    'first+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'USER_1@EXAMPLE.COM',
    'x-y@my-domain.shop',
    '  padded@example.com  ',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'plainaddress',
    '@example.com',
    'user@',
    'user@example',
    'user@example.c',
    'user@@example.com',
    'user@exa mple.com',
    'us er@example.com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@example..com',
    'user@example.123',
    'user@.example.com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses addresses longer than the 254-character limit', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`;
    const ok = `${local}@${domain}`;
    expect(ok.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
    expect(isValidEmail(ok)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`)).toBe(false);
  });
});
