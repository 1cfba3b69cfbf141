import type { RequestHandler } from 'express';
import { containsCardNumber } from '../../card-provider/luhn';
import { checkoutErrors } from './checkout-errors';

/**
 * Card data goes to the card provider, never to the store (docs/product-decisions.md): a store request whose body
 * holds a card number anywhere (a 13–19 digit, Luhn-valid run in any value or key, text or number, at any depth) is
 * refused before any route reads it, so the number is neither stored nor logged by the store.
 */
export function rejectCardData(): RequestHandler {
  return (req, _res, next) => {
    next(holdsCardNumber(req.body) ? checkoutErrors.cardData() : undefined);
  };
}

/** An explicit stack rather than recursion: a deeply nested body cannot overflow the call stack. */
function holdsCardNumber(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (containsCardNumber(value)) return true;
    } else if (typeof value === 'number') {
      if (Number.isSafeInteger(value) && containsCardNumber(String(value))) return true;
    } else if (Array.isArray(value)) {
      // One push per element: spreading a list of a few hundred thousand items overflows the call stack.
      for (const item of value as unknown[]) pending.push(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return false;
}
