import { describe, it, expect } from 'vitest';
import { changePasswordErrors, forgotPasswordErrors, registerErrors, resetPasswordErrors } from './account-forms.rules';

const RULE =
  'Password should contain at least one upper case, one lower case, one numeric character and be at least 8 characters long';
const INVALID = 'Please enter a valid email address';

describe('register', () => {
  it.each([
    [{ firstName: 'Ann', lastName: 'Smith', email: 'ann@example.com', password: 'x' }, null],
    [{ firstName: '', lastName: 'Smith', email: 'ann@example.com', password: 'x' }, { firstName: 'Required' }],
    [{ firstName: 'Ann', lastName: ' ', email: 'ann@example.com', password: 'x' }, { lastName: 'Required' }],
    [{ firstName: 'Ann', lastName: 'Smith', email: '', password: 'x' }, { email: 'Required' }],
    [{ firstName: 'Ann', lastName: 'Smith', email: 'ann@example.com', password: '' }, { password: 'Required' }],
    [{}, { firstName: 'Required', lastName: 'Required', email: 'Required', password: 'Required' }],
    [{ firstName: 'Ann', lastName: 'Smith', email: 'not-an-email', password: 'x' }, { email: INVALID }],
    [{ firstName: 'N'.repeat(275), lastName: 'Smith', email: 'ann@example.com', password: 'x' }, { firstName: 'Please shorten this to 255 characters or fewer.' }],
    [{ firstName: 'Ann', lastName: 'S'.repeat(256), email: 'ann@example.com', password: 'x' }, { lastName: 'Please shorten this to 255 characters or fewer.' }],
    [{ firstName: 'A'.repeat(255), lastName: 'S'.repeat(255), email: 'ann@example.com', password: 'x' }, null],
  ])('%j gives %j', (values, errors) => {
    expect(registerErrors(values)).toEqual(errors);
  });
});

describe('forgot password', () => {
  it.each([
    [{ email: 'ann@example.com' }, null],
    [{ email: '' }, { email: 'Required' }],
    [{}, { email: 'Required' }],
    [{ email: 'ann.example.com' }, { email: INVALID }],
  ])('%j gives %j', (values, errors) => {
    expect(forgotPasswordErrors(values)).toEqual(errors);
  });
});

describe('reset password', () => {
  it.each([
    [{ email: 'ann@example.com', newPassword: 'Diamond2024!' }, null],
    [{ email: '', newPassword: 'Diamond2024!' }, { email: 'Required' }],
    [{ email: 'ann@', newPassword: 'Diamond2024!' }, { email: INVALID }],
    [{ email: 'ann@example.com', newPassword: 'weak' }, { newPassword: RULE }],
    [{}, { email: 'Required', newPassword: RULE }],
  ])('%j gives %j', (values, errors) => {
    expect(resetPasswordErrors(values)).toEqual(errors);
  });
});

describe('change password', () => {
  it.each([
    [{ currentPassword: 'old', newPassword: 'Diamond2024!' }, null],
    [{ currentPassword: '', newPassword: 'Diamond2024!' }, { currentPassword: 'Required' }],
    [{ currentPassword: 'old', newPassword: 'diamond2024' }, { newPassword: RULE }],
    [{}, { currentPassword: 'Required', newPassword: RULE }],
  ])('%j gives %j', (values, errors) => {
    expect(changePasswordErrors(values)).toEqual(errors);
  });
});
