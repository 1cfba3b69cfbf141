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
  return `{ ${Array.from({ length: count }, (_, index) => `p${index}: products(search: "Ring", pageSize: ${pageSize}) { items { sku name } }`).join(' ')} }`;
}

/** Fragments that spread the next one twice, `levels` times: a few fields written, 2^levels once spread. */
function doublingFragments(levels: number): string {
  const fragments = Array.from({ length: levels }, (_, index) =>
    index === levels - 1 ? `fragment F${index} on Query { __typename }` : `fragment F${index} on Query { ...F${index + 1} ...F${index + 1} }`,
  );
  return `{ ...F0 } ${fragments.join(' ')}`;
}

const graphql = (name: string, query: string): HostileRequest => ({ name, method: 'POST', path: '/graphql', auth: 'none', body: { query } });

/** GraphQL documents past Magento's limits or the mock's bounds on a document's text: each must be refused before
 * any resolver runs. */
export const HOSTILE_GRAPHQL: readonly HostileRequest[] = [
  graphql('GraphQL, 200 aliased product listings of 10 000', aliasedProducts(200, 10_000)),
  graphql('GraphQL, 30 doubling fragments', doublingFragments(30)),
  graphql('GraphQL, 80 spreads of a listing fragment', `{ ${Array.from({ length: 80 }, (_, index) => `p${index}: products(search: "Ring") { ...L }`).join(' ')} } fragment L on Products { total_count items { sku name } }`),
  graphql('GraphQL, 20 000 chained fragments', `{ ...F0 } ${Array.from({ length: 20_000 }, (_, index) => (index === 19_999 ? `fragment F${index} on Query { __typename }` : `fragment F${index} on Query { ...F${index + 1} }`)).join(' ')}`),
  graphql('GraphQL, 5 000 nested inline fragments', `{ ${'... on Query { '.repeat(5_000)}__typename${' }'.repeat(5_000)} }`),
  graphql('GraphQL, a list nested 5 000 deep', `{ products(search: ${'['.repeat(5_000)}"Ring"${']'.repeat(5_000)}) { total_count } }`),
];

/** GraphQL documents within every limit that still ask for much: answered, each quickly. */
export const HEAVY_GRAPHQL: readonly HostileRequest[] = [
  graphql('GraphQL, a product filter naming 4 000 skus', `{ products(filter: { sku: { in: [${Array.from({ length: 4_000 }, (_, index) => `"sku-${index}"`).join(' ')}] } }) { total_count } }`),
  graphql('GraphQL, 75 identical listings (complexity 300)', `{ ${'products(search: "Ring") { items { sku name } } '.repeat(75)}}`),
  graphql('GraphQL, 100 aliased listings of 300 products (complexity 300)', `{ ${Array.from({ length: 100 }, (_, index) => `p${index}: products(search: "Ring", pageSize: 300) { items { sku } }`).join(' ')} }`),
];
