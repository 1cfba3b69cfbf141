import { describe, it, expect } from 'vitest';
import { INVALID_EMAIL_MESSAGE, emailFieldError } from './email-field.rules';

describe('emailFieldError', () => {
  it.each([
    [undefined, 'Required'],
    ['', 'Required'],
    ['  ', 'Required'],
    ['not-an-email', INVALID_EMAIL_MESSAGE],
    ['a@b', INVALID_EMAIL_MESSAGE],
    [42, INVALID_EMAIL_MESSAGE],
    ['demo@loupe.test', null],
  ])('%j gives %j', (value, message) => {
    expect(emailFieldError(value)).toBe(message);
  });

  it('has a message of its own', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid email address');
  });
});
