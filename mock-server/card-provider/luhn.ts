/** Whether a string of digits passes the Luhn checksum that every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as people type it (spaces or dashes between groups) reduced to its digits, or null when it cannot be one. */
export function cardDigits(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits) ? digits : null;
}

/**
 * Runs of 13 to 19 digits, optionally grouped by single spaces or dashes, that could be a card number: a whole run
 * only (not part of a longer number), and not the decimals of a number (`0.4111…`, as `Math.random()` writes them).
 */
const CARD_LIKE = /(?<!\d)(?<!\d[.,])\d(?:[ -]?\d){12,18}(?!\d)(?![.,]\d)/g;

/** Whether a text holds a Luhn-valid card number anywhere in it. */
export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(CARD_LIKE)) {
    if (cardDigits(match[0]) !== null) return true;
  }
  return false;
}
