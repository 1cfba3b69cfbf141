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

export const defaultBillingAddress = (customer: Pick<Customer, 'addresses'>): Address | null => customer.addresses.find((a) => a.defaultBilling) ?? null;
export const defaultShippingAddress = (customer: Pick<Customer, 'addresses'>): Address | null => customer.addresses.find((a) => a.defaultShipping) ?? null;

/** Where the sign-in page goes next: the return url when one was given and it stays inside the shop, else the
 * address step of the checkout. */
export const AFTER_SIGN_IN = '/shipping-billing';
export const afterSignIn = (returnUrl: string | null | undefined): string => returnUrlOr(returnUrl, AFTER_SIGN_IN);

/** The return url when it is a page of this shop (see `shopPath`), else `fallback`. */
export const returnUrlOr = (returnUrl: string | null | undefined, fallback: string): string => shopPath(returnUrl) ?? fallback;

/** Longer than any address of the shop; a longer value is not one of its pages. */
export const RETURN_URL_MAX_LENGTH = 2048;

// Any origin would do: the value is resolved against one to see whether it leaves it.
const SHOP = 'https://shop.invalid';
// Browsers and the URL parser drop tabs and newlines and read a backslash as a slash, so `/\evil.example` and
// `/<tab>/evil.example` become `//evil.example`, another site. None of them belongs in a path of the shop, nor do
// invisible characters that would make a path read as something else.
const NOT_IN_A_PATH = /[\\\s\p{Cc}\p{Cf}]/u;

/** A return url as the path of this shop to go to (pathname, search and hash, as the URL parser writes them), or
 * null when it could lead anywhere else: it must start with a single '/', hold no backslash, whitespace or control
 * character (written or percent-encoded in the path), keep no '//' in its path once '.' and '..' are resolved, and
 * stay on the shop's origin. The return url arrives in the address, where anyone can write it. */
export function shopPath(returnUrl: string | null | undefined): string | null {
  if (!returnUrl || returnUrl.length > RETURN_URL_MAX_LENGTH) return null;
  if (!returnUrl.startsWith('/') || returnUrl.startsWith('//') || NOT_IN_A_PATH.test(returnUrl)) return null;
  let url: URL;
  let path: string;
  try {
    url = new URL(returnUrl, SHOP);
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.origin !== SHOP || path.includes('//') || NOT_IN_A_PATH.test(path)) return null;
  const shopped = `${url.pathname}${url.search}${url.hash}`;
  return shopped.length <= RETURN_URL_MAX_LENGTH ? shopped : null;
}
