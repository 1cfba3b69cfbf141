import type { BagItem } from '../bag/bag-item';
import type { BagTotals } from '../bag/bag-totals';
import { grandTotalOf } from '../bag/bag-totals';
import { CURRENCY_CODE, toCents } from '../shared/money';
import type { Address } from './address';

/** One party (billing or shipping) of a financing checkout: the name, a postal address of one or two lines. */
export interface FinancingParty {
  readonly firstName: string;
  readonly lastName: string;
  readonly line1: string;
  readonly line2?: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly country: 'US';
  readonly phone?: string;
  readonly email?: string;
}

/** What the financing provider's checkout is opened with: every amount in cents (price × 100). */
export interface FinancingCheckout {
  readonly lines: readonly { readonly sku: string; readonly name: string; readonly unitPriceCents: number; readonly qty: 1 }[];
  /** The discount of each coupon, by its code. */
  readonly discountCents?: Readonly<Record<string, number>>;
  readonly shippingCents: 0;
  readonly taxCents: number;
  readonly totalCents: number;
  readonly currency: typeof CURRENCY_CODE;
  readonly billing: FinancingParty;
  readonly shipping: FinancingParty;
  /** The store's cart, which the provider keeps as its order reference. */
  readonly cartId?: string;
}

export const financingParty = (address: Address): FinancingParty => {
  const [line1 = '', ...rest] = address.street;
  const line2 = rest.join(', ');
  return {
    firstName: address.firstname,
    lastName: address.lastname,
    line1,
    ...(line2 ? { line2 } : {}),
    city: address.city,
    state: address.region.code,
    zip: address.postcode,
    country: 'US',
    ...(address.telephone ? { phone: address.telephone } : {}),
    ...(address.email ? { email: address.email } : {}),
  };
};

/**
 * The provider's checkout for a bag: one line per item at qty 1 (the shop sells single stones and single rings),
 * the coupon as a discount, tax and the total in cents. The total is the store's grand total, and the provider
 * checks it against the lines, so a bag whose lines do not add up fails there rather than charging a wrong amount.
 */
export const financingCheckout = (input: {
  readonly items: readonly BagItem[];
  readonly totals: BagTotals;
  readonly coupon: string | null;
  readonly billing: Address;
  readonly shipping: Address;
  readonly cartId?: string;
}): FinancingCheckout => {
  const discount = Math.abs(toCents(input.totals.discount));
  return {
    lines: input.items.map((item) => ({ sku: item.sku, name: item.name, unitPriceCents: toCents(item.price), qty: 1 as const })),
    ...(discount > 0 ? { discountCents: { [input.coupon ?? 'discount']: discount } } : {}),
    shippingCents: 0,
    taxCents: toCents(input.totals.tax),
    totalCents: toCents(grandTotalOf(input.totals)),
    currency: CURRENCY_CODE,
    billing: financingParty(input.billing),
    shipping: financingParty(input.shipping),
    ...(input.cartId ? { cartId: input.cartId } : {}),
  };
};
