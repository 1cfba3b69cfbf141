import { REQUIRED_MESSAGE } from '../shared/required-fields';

/** US phone numbers: ten digits shown through the mask (999) 999-9999. */
export const PHONE_MASK = '(999) 999-9999';
export const PHONE_DIGITS = 10;
export const INCOMPLETE_PHONE_MESSAGE = 'Incomplete phone number';

export const phoneDigits = (input: string | number): string => String(input).replace(/\D/g, '');

/** Formats as the shopper types, keeping only digits and dropping any past the tenth:
 * '555' → '(555', '5551234' → '(555) 123-4', '555-123-45678' → '(555) 123-4567'. */
export const maskPhone = (input: string): string => {
  const digits = phoneDigits(input).slice(0, PHONE_DIGITS);
  if (digits === '') return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (exchange === '') return `(${area}`;
  if (line === '') return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
};

/** 'Required' when no digit was typed, 'Incomplete phone number' for any count other than ten (more than ten can
 * only come from pasting past the mask, and there is no other catalogue message for it). */
export const phoneError = (input: string | number | null | undefined): string | null => {
  const digits = input === null || input === undefined ? '' : phoneDigits(input);
  if (digits === '') return REQUIRED_MESSAGE;
  return digits.length === PHONE_DIGITS ? null : INCOMPLETE_PHONE_MESSAGE;
};
