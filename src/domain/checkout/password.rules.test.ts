import { describe, it, expect } from 'vitest';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGE, isStrongPassword, passwordError, passwordOnBlur } from './password.rules';

const RULE =
  'Password should contain at least one upper case, one lower case, one numeric character and be at least 8 characters long';

describe('password rule', () => {
  it('has the catalogue message and an 8-character minimum', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(RULE);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it.each([
    ['Diamond2024!', true],
    ['Abcdefg1', true],
    ['aB3aaaaa', true],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['12345678', false],
    ['', false],
    ['Äbcdefg1', false],
  ])('%j is strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
    expect(passwordError(password)).toBe(strong ? null : RULE);
    expect(passwordOnBlur(password)).toEqual(strong ? { value: password, error: null } : { value: '', error: RULE });
  });
});
