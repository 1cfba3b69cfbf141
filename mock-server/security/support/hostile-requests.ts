/**
 * Requests built to hold a server's single thread: search criteria whose `like` patterns make a backtracking
 * matcher explode, and GraphQL documents that multiply work. Shared by the security suite (which checks that the
 * other requests keep being answered while these run) and `npm run bench:api` (which measures how fast).
 */

export interface HostileRequest {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Whose token the request carries: the signed-in customer's or the integration's. */
  readonly auth: 'customer' | 'integration' | 'none';
  readonly body?: unknown;
}

/** `searchCriteria` with one `like` filter on `field`. */
export function likeSearch(route: string, field: string, pattern: string): string {
  return (
    `${route}?searchCriteria[filter_groups][0][filters][0][field]=${field}` +
    `&searchCriteria[filter_groups][0][filters][0][value]=${encodeURIComponent(pattern)}` +
    '&searchCriteria[filter_groups][0][filters][0][condition_type]=like'
  );
}

const ORDERS = '/rest/V1/falcon/orders/mine';
const PRODUCTS = '/rest/V1/products';

/** Searches a customer (or the integration, for the catalogue) may send; none of them matches anything. */
export const HOSTILE_SEARCHES: readonly HostileRequest[] = [
  // Fifteen `%` and a character the value lacks: a regular expression tries every way to cut the e-mail in
  // fifteen, seconds of work for one order; each extra `%` multiplies it.
  { name: 'order search, 15 × % on the e-mail', method: 'GET', path: likeSearch(ORDERS, 'customer_email', `${'%'.repeat(15)}#`), auth: 'customer' },
  { name: 'order search, 250 bytes of %_ on the e-mail', method: 'GET', path: likeSearch(ORDERS, 'customer_email', `${'%_'.repeat(124)}#`), auth: 'customer' },
  { name: 'order search, %a%a… on the increment id', method: 'GET', path: likeSearch(ORDERS, 'increment_id', `${'%0'.repeat(60)}%#`), auth: 'customer' },
  { name: 'order search, 5 KB of %_ on the date', method: 'GET', path: likeSearch(ORDERS, 'created_at', `${'%_'.repeat(2_500)}#`), auth: 'customer' },
  { name: 'product search, %e%e… on the name', method: 'GET', path: likeSearch(PRODUCTS, 'name', `${'%e'.repeat(100)}%#`), auth: 'integration' },
  { name: 'product search, 4 KB of % on the sku', method: 'GET', path: likeSearch(PRODUCTS, 'sku', `${'%'.repeat(4_000)}#`), auth: 'integration' },
];

/** `{ products(pageSize: …) { items { sku } } }` under `count` aliases. */
function aliasedProducts(count: number, pageSize: number): string {
  return `{ ${Array.from({ length: count }, (_, index) => `p${index}: products(pageSize: ${pageSize}) { items { sku name } }`).join(' ')} }`;
}

/** A field nested `depth` times through fragments, and fragments that double each other `levels` times. */
function doublingFragments(levels: number): string {
  const fragments = Array.from({ length: levels }, (_, index) =>
    index === levels - 1 ? `fragment F${index} on Query { __typename }` : `fragment F${index} on Query { ...F${index + 1} ...F${index + 1} }`,
  );
  return `{ ...F0 } ${fragments.join(' ')}`;
}

/** GraphQL documents past Magento's limits: each must be refused before any resolver runs. */
export const HOSTILE_GRAPHQL: readonly HostileRequest[] = [
  { name: 'GraphQL, 200 aliased product listings of 10 000', method: 'POST', path: '/graphql', auth: 'none', body: { query: aliasedProducts(200, 10_000) } },
  { name: 'GraphQL, 30 doubling fragments', method: 'POST', path: '/graphql', auth: 'none', body: { query: doublingFragments(30) } },
  {
    name: 'GraphQL, 5 000 identical fields',
    method: 'POST',
    path: '/graphql',
    auth: 'none',
    body: { query: `{ ${'products { total_count } '.repeat(5_000)}}` },
  },
];
