/**
 * The cookies that hold the shopper's session, set and read by the storefront's server (and the bag's by the
 * browser): one source of truth, which the server reads to render a shopper's own pages and to sign the browser's
 * calls to the store.
 */
export const SESSION_COOKIES = {
  /** The customer's bearer token: `HttpOnly`, so no script in the page can read it; the server's forwarding of `/rest`
   * and `/graphql` turns it into `Authorization: Bearer …`. */
  customerToken: 'loupe_customer',
  /** That a customer's sign-in is held, for the browser (which cannot read the token): no secret in it. */
  signedIn: 'loupe_signed_in',
  /** The guest's bag (the store's masked cart id), which the browser names in its calls to the store. */
  guestCart: 'loupe_cart',
  /** The diamond last chosen for the bag. */
  chosenDiamond: 'loupe_diamond',
} as const;

/** The store's customer token lives an hour (Magento's default `oauth/access_token_lifetime/customer`): its cookies
 * expire with it. */
export const CUSTOMER_TOKEN_LIFETIME_SECONDS = 60 * 60;
/** A guest's bag and chosen diamond are remembered for 30 days (the store keeps a guest cart for as long). */
export const BAG_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
