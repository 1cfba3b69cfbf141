import { randomInt } from 'node:crypto';

const LETTERS_AND_DIGITS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A secret token as Magento draws one (`Math\Random::getRandomString`: 32 letters and digits). Letters make a run of
 * 13 or more digits, which the store's card-data guard would read as a card number when the token comes back in a
 * request body (a password reset), vanishingly rare; hex, with six letters in sixteen, made it about one in 250.
 */
export function randomToken(length = 32): string {
  let token = '';
  for (let index = 0; index < length; index += 1) token += LETTERS_AND_DIGITS[randomInt(LETTERS_AND_DIGITS.length)];
  return token;
}
