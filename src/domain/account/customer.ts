import type { Address } from '../checkout/address';

/** A signed-in customer as the store describes them (spec section 3). */
export interface Customer {
  readonly id: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly addresses: readonly Address[];
}

export type UserType = 'guest' | 'customer';

/** An id present means a customer (spec section 4: the user type is set on load from the customer lookup). */
export const userTypeOf = (customer: Pick<Customer, 'id'> | null | undefined): UserType => (customer && customer.id > 0 ? 'customer' : 'guest');

export const defaultBillingAddress = (customer: Pick<Customer, 'addresses'>): Address | null => customer.addresses.find((a) => a.default_billing) ?? null;
export const defaultShippingAddress = (customer: Pick<Customer, 'addresses'>): Address | null => customer.addresses.find((a) => a.default_shipping) ?? null;

/** Where the sign-in page goes next: the return url when one was given and it stays inside the shop, else the
 * address step of the checkout. */
export const AFTER_SIGN_IN = '/shipping-billing';
export const afterSignIn = (returnUrl: string | null | undefined): string => returnUrlOr(returnUrl, AFTER_SIGN_IN);

/** The return url when one was given and it stays inside the shop (a path, not `//elsewhere`), else `fallback`. */
export const returnUrlOr = (returnUrl: string | null | undefined, fallback: string): string =>
  returnUrl && returnUrl.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : fallback;
