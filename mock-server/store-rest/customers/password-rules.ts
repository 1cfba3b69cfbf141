import { HttpError } from '../../http/http-error';

/** Magento's defaults (Stores > Configuration > Customers > Password Options). */
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_CHARACTER_CLASSES = 3;

/**
 * Magento's AccountManagement::checkPasswordStrength, in its order: spaces at either end, length, then character
 * classes (lower case, upper case, digits, anything else); and a password may not be the email itself.
 */
export function checkPasswordRules(password: string, email: string): void {
  if (password !== password.trim()) {
    throw new HttpError(400, "The password can't begin or end with a space. Verify the password and try again.");
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new HttpError(400, 'The password needs at least %1 characters. Create a new password and try again.', [String(MIN_PASSWORD_LENGTH)]);
  }
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
  if (classes < MIN_CHARACTER_CLASSES) {
    throw new HttpError(
      400,
      'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
      [String(MIN_CHARACTER_CLASSES)],
    );
  }
  if (password.toLowerCase() === email.trim().toLowerCase()) {
    throw new HttpError(400, "The password can't be the same as the email address. Create a new password and try again.");
  }
}
