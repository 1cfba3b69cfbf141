import { grandTotalOf, type BagTotals } from '../../domain/bag/bag-totals';
import { DEFAULT_SHIPPING_METHOD } from '../../domain/checkout/shipping-method';
import { monthlyEstimate } from '../../domain/shared/financing';
import { formatPrice } from '../../domain/shared/money';

/** A bag's totals as every page shows them (the bag page, the checkout's order summary): one presentation. */
export interface BagTotalsSummary {
  readonly subtotal: string;
  /** Null without a discount. */
  readonly discount: string | null;
  /** The coupon the discount comes from, null without one. */
  readonly coupon: string | null;
  readonly shipping: string;
  readonly tax: string;
  readonly total: string;
  /** The monthly financing estimate, null above the financing limit. */
  readonly monthlyEstimate: string | null;
}

/** The bag's totals, formatted once for every page that shows them. */
export const bagTotalsSummary = (totals: BagTotals, coupon: string | null): BagTotalsSummary => {
  const total = grandTotalOf(totals);
  const monthly = monthlyEstimate(total);
  return {
    subtotal: formatPrice(totals.subtotal ?? 0),
    discount: totals.discount !== 0 ? formatPrice(totals.discount) : null,
    coupon,
    shipping: DEFAULT_SHIPPING_METHOD.label,
    tax: formatPrice(totals.tax),
    total: formatPrice(total),
    monthlyEstimate: monthly === null ? null : formatPrice(monthly),
  };
};
