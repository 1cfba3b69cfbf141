import { OFFER_AMOUNT_MISSING, offerTooHighMessage, offerTooLowMessage } from '../shared/error-catalogue';
import { formatPrice, toCents } from '../shared/money';

/*
 * Make an offer accepts an amount between half the price and the price, both included (product decision, third
 * round). Counted in whole cents, so that half of an odd number of cents asks the cent above: an offer is never below
 * half the price.
 */

/** The least and the most an offer on a stone of `price` may be, in dollars. */
export const offerBounds = (price: number): { readonly least: number; readonly most: number } => {
  const cents = toCents(price);
  return { least: Math.ceil(cents / 2) / 100, most: cents / 100 };
};

/** Why an offer of `offer` dollars on a stone of `price` dollars is refused, or null when it is accepted. No amount
 * (0, or what is not a number) is asked for; a negative one is below half the price like any other too low. */
export const offerError = (offer: number, price: number): string | null => {
  if (!Number.isFinite(offer) || offer === 0) return OFFER_AMOUNT_MISSING;
  const { least, most } = offerBounds(price);
  if (toCents(offer) < toCents(least)) return offerTooLowMessage(formatPrice(least));
  if (toCents(offer) > toCents(most)) return offerTooHighMessage(formatPrice(most));
  return null;
};
