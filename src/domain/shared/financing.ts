import { toCents } from './money';

/** The spec reads the configured financing limit as 17,500 dollars; above it the widget and estimate are hidden. */
export const FINANCING_LIMIT = 17_500;

/** The storefront shows its teaser before the provider has quoted anything, so it cannot know the shopper's APR.
 * A 12-month split at 0 % APR is the provider's common promotional plan and needs no interest model; the
 * provider's own widget replaces it with the real offer. */
export const FINANCING_TERM_MONTHS = 12;

/** Exactly the limit is still eligible; nothing to finance (zero, negative, not a number) is not. */
export const isFinancingEligible = (amount: number): boolean =>
  Number.isFinite(amount) && amount > 0 && amount <= FINANCING_LIMIT;

/** The monthly payment in cents, rounded up so that the twelve payments never fall short of the price;
 * null when the estimate must be hidden. */
export const monthlyEstimateCents = (amount: number): number | null =>
  isFinancingEligible(amount) ? Math.ceil(toCents(amount) / FINANCING_TERM_MONTHS) : null;

export const monthlyEstimate = (amount: number): number | null => {
  const cents = monthlyEstimateCents(amount);
  return cents === null ? null : cents / 100;
};
