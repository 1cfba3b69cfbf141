import type { CartItem } from '../cart/cart-item';
import type { CartTotals } from '../cart/cart-totals';
import { grandTotalOf } from '../cart/cart-totals';
import { CURRENCY_CODE, toCents } from '../shared/money';
import type { Address } from './address';

/** One party (billing or shipping) as the financing provider takes it. */
export interface FinancingParty {
  readonly name: { readonly first: string; readonly last: string };
  readonly address: { readonly line1: string; readonly line2?: string; readonly city: string; readonly state: string; readonly zipcode: string; readonly country: 'US' };
  readonly phone_number?: string;
  readonly email?: string;
}

/** What the financing provider's checkout modal is opened with: every amount in cents (price × 100). */
export interface FinancingCheckout {
  readonly items: readonly { readonly sku: string; readonly display_name: string; readonly unit_price: number; readonly qty: 1 }[];
  readonly discounts?: Readonly<Record<string, { readonly discount_amount: number }>>;
  readonly shipping_amount: 0;
  readonly tax_amount: number;
  readonly total: number;
  readonly currency: typeof CURRENCY_CODE;
  readonly billing: FinancingParty;
  readonly shipping: FinancingParty;
  readonly order_id?: string;
}

export const financingParty = (address: Address): FinancingParty => {
  const [line1 = '', ...rest] = address.street;
  const line2 = rest.join(', ');
  return {
    name: { first: address.firstname, last: address.lastname },
    address: { line1, ...(line2 ? { line2 } : {}), city: address.city, state: address.region.region_code, zipcode: address.postcode, country: 'US' },
    ...(address.telephone ? { phone_number: address.telephone } : {}),
    ...(address.email ? { email: address.email } : {}),
  };
};

/**
 * The provider's checkout for a bag: one line per item at qty 1 (the shop sells single stones and single rings),
 * the coupon as a discount, tax and the total in cents. The total is the store's grand total, and the provider
 * checks it against the lines, so a bag whose lines do not add up fails there rather than charging a wrong amount.
 */
export const financingCheckout = (input: {
  readonly items: readonly CartItem[];
  readonly totals: CartTotals;
  readonly coupon: string | null;
  readonly billing: Address;
  readonly shipping: Address;
  readonly cartId?: string;
}): FinancingCheckout => {
  const discount = Math.abs(toCents(input.totals.discount_amount));
  return {
    items: input.items.map((item) => ({ sku: item.sku, display_name: item.name, unit_price: toCents(item.price), qty: 1 as const })),
    ...(discount > 0 ? { discounts: { [input.coupon ?? 'discount']: { discount_amount: discount } } } : {}),
    shipping_amount: 0,
    tax_amount: toCents(input.totals.tax_amount),
    total: toCents(grandTotalOf(input.totals)),
    currency: CURRENCY_CODE,
    billing: financingParty(input.billing),
    shipping: financingParty(input.shipping),
    ...(input.cartId ? { order_id: input.cartId } : {}),
  };
};
