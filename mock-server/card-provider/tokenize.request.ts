import { HttpError } from '../http/http-error';
import { magentoErrors } from '../http/magento-errors';
import { cardDigits } from './luhn';

export interface CardInput {
  /** Digits only. */
  readonly number: string;
  readonly name: string;
}

const fieldInvalid = (fieldName: string) => new HttpError(400, 'The %fieldName field is invalid.', { fieldName });

/**
 * Reads `{ number, expiry: 'MM/YY', cvv, name }`. Read by hand rather than by the body validator, because no
 * answer may quote what was typed: a card number, expiry or CVV never appears in an error or a log.
 */
export function readCardInput(body: unknown, now: Date): CardInput {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const text = (name: string): string => {
    const value = fields[name];
    const result = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    if (result === '') throw magentoErrors.requiredField(name);
    return result;
  };
  const number = cardDigits(text('number').slice(0, 40));
  if (number === null) throw new HttpError(400, 'Card number is invalid.');
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(text('expiry'));
  if (!expiry) throw fieldInvalid('expiry');
  const year = 2000 + Number(expiry[2]);
  const month = Number(expiry[1]);
  // A card is valid through the last day of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    throw new HttpError(400, 'The card has expired: check the %fieldName field.', { fieldName: 'expiry' });
  }
  if (!/^\d{3,4}$/.test(text('cvv'))) throw fieldInvalid('cvv');
  const name = text('name');
  if (name.length > 255) throw fieldInvalid('name');
  return { number, name };
}
