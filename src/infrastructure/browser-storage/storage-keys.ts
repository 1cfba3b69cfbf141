/** The local-storage keys the spec names (section 3, client state) that stay in the browser. One list, so nothing else
 * invents keys. The bag's cart and chosen diamond and the customer's sign-in moved to cookies the storefront's server
 * reads (`infrastructure/cookies/session-cookies.ts`, ADR 0028). */
export const STORAGE_KEYS = {
  ringSize: 'ringSize',
  /** In session storage. */
  customerCartId: 'customerCartId',
  /** In session storage: the product page's tuning history, by entry of the tab's history. */
  tuningTrail: 'tuningTrail',
  cache: 'cache',
  query: 'query',
  shopByState: 'sb_state',
  shopByAction: 'sb_action',
  shapeFilter: 'shape',
  /** The order numbers whose purchase this browser reported to the tag manager (the shop's own, beside the spec's). */
  reportedOrders: 'reported_orders',
} as const;
