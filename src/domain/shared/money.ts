/** Money is held in dollars (the store's currency, USD) and converted to whole cents at the edges that need it:
 * the financing provider and the ring page's monthly teaser take cents. */
import { groupThousands } from './count';
export const CURRENCY_CODE = 'USD';
export const CURRENCY_SYMBOL = '$';

/** Price × 100 as a whole cent. Multiplying first by 100 leaves float noise (1.005 × 100 = 100.49999…), so the
 * product is cut to 15 significant digits before rounding; halves round away from zero so that refunds and
 * charges of the same size stay symmetric. */
export const toCents = (dollars: number): number => {
  if (!Number.isFinite(dollars)) return 0;
  const cents = Number((dollars * 100).toPrecision(15));
  const rounded = Math.round(Math.abs(cents));
  return cents < 0 && rounded !== 0 ? -rounded : rounded;
};

export const fromCents = (cents: number): number => toCents(cents / 100) / 100;

/** '$1,234.50': '$' prefix, thousands separators, always two decimals. A negative amount (a discount) reads
 * '-$100.00'. Something that is not a number shows as '$0.00' rather than '$NaN' on a price tag. */
export const formatPrice = (dollars: number): string => {
  const cents = toCents(dollars);
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  const sign = cents < 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${groupThousands(String(whole))}.${fraction}`;
};

/** '$5,000': a whole-dollar amount as a slider says it, with separators and no cents (its stops are whole thousands,
 * and '$5,000.00' would be read out as five thousand dollars and zero cents). */
export const formatWholeDollars = (dollars: number): string => {
  const whole = Math.round(Math.abs(Number.isFinite(dollars) ? dollars : 0));
  return `${dollars < 0 && whole !== 0 ? '-' : ''}${CURRENCY_SYMBOL}${groupThousands(String(whole))}`;
};
