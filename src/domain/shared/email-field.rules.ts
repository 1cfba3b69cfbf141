import { isValidEmail } from './email';
import { isBlank, REQUIRED_MESSAGE } from './required-fields';

/** The spec gives no text for a malformed address, so the forms that check the format share this one. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** Required first, then the format. */
export const emailFieldError = (value: unknown): string | null => {
  if (isBlank(value)) return REQUIRED_MESSAGE;
  return typeof value === 'string' && isValidEmail(value) ? null : INVALID_EMAIL_MESSAGE;
};
