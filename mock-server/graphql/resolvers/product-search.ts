import { RING_OPTIONS_ATTRIBUTE, optionLabel } from '../../catalog/catalog-attributes';
import type { CatalogProduct, Visibility } from '../../catalog/catalog-product';
import { graphqlErrors } from '../graphql-errors';

export interface EqualFilter {
  readonly eq?: string | null;
  readonly in?: readonly (string | null)[] | null;
}

export interface ProductFilter {
  readonly category_id?: EqualFilter | null;
  readonly sku?: EqualFilter | null;
  readonly url_key?: EqualFilter | null;
  readonly ring_options?: EqualFilter | null;
  readonly name?: { readonly match?: string | null } | null;
  readonly price?: { readonly from?: string | null; readonly to?: string | null } | null;
}

type SortDirection = 'ASC' | 'DESC';

export interface ProductQuery {
  readonly filter?: ProductFilter | null;
  readonly search?: string | null;
  readonly pageSize?: number | null;
  readonly currentPage?: number | null;
  readonly sort?: Readonly<Partial<Record<'name' | 'price' | 'position' | 'relevance', SortDirection | null>>> | null;
}

export interface ProductPage {
  readonly items: readonly CatalogProduct[];
  readonly totalCount: number;
  readonly pageSize: number;
  readonly currentPage: number;
  readonly totalPages: number;
}

const DEFAULT_PAGE_SIZE = 20;
/** Magento's GraphQL input limit (`SearchCriteriaValidator`, `maxPageSize` 300): checked before the resolver runs. */
export const MAX_PAGE_SIZE = 300;
/** Search and category listings show what is visible there; a lookup by sku or url key anything visible. */
const VISIBLE_IN_SEARCH: readonly Visibility[] = [3, 4];
const VISIBLE_IN_CATALOG: readonly Visibility[] = [2, 4];
const VISIBLE_ON_SITE: readonly Visibility[] = [2, 3, 4];

/**
 * Magento 2.4's `products` query over the catalogue: the arguments are checked as Magento checks them, then
 * visibility (search: visible in search; a category filter: visible in catalog; otherwise any visible product),
 * the filters (all must hold), the search words (each must start a word of the name, sku, ring style, short
 * description or keywords), the sort (default: relevance for a search, else the category position), the page.
 */
export function searchProducts(products: readonly CatalogProduct[], query: ProductQuery): ProductPage {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const currentPage = query.currentPage ?? 1;
  if (pageSize > MAX_PAGE_SIZE) throw graphqlErrors.input('Maximum pageSize is %1', [String(MAX_PAGE_SIZE)]);
  if (currentPage < 1) throw graphqlErrors.input('currentPage value must be greater than 0.');
  if (pageSize < 1) throw graphqlErrors.input('pageSize value must be greater than 0.');
  const filter = query.filter ?? undefined;
  const search = query.search ?? undefined;
  if (search === undefined && filter === undefined) throw graphqlErrors.input("'search' or 'filter' input argument is required.");

  const visibility = search !== undefined ? VISIBLE_IN_SEARCH : filter?.category_id ? VISIBLE_IN_CATALOG : VISIBLE_ON_SITE;
  const words = search === undefined ? [] : searchWords(search);
  const wanted = compileFilter(filter);
  const found = products
    .filter((product) => product.status === 1 && visibility.includes(product.visibility) && matchesFilter(product, wanted))
    .map((product) => ({ product, relevance: relevance(product, words) }))
    .filter(({ relevance: score }) => words.length === 0 || score > 0);

  const sorted = found.sort((a, b) => compareProducts(a, b, query.sort ?? undefined, search !== undefined));
  const totalCount = sorted.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  if (currentPage > totalPages && totalCount > 0) {
    throw graphqlErrors.input('currentPage value %1 specified is greater than the %2 page(s) available.', [String(currentPage), String(totalPages)]);
  }
  const items = sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize).map(({ product }) => product);
  return { items, totalCount, pageSize, currentPage, totalPages };
}

/** The filter with its wanted values folded once, whatever the number of products it is tried on. */
interface CompiledFilter {
  readonly source: ProductFilter;
  readonly category_id: CompiledEqual | undefined;
  readonly sku: CompiledEqual | undefined;
  readonly url_key: CompiledEqual | undefined;
  readonly ring_options: CompiledEqual | undefined;
}

interface CompiledEqual {
  readonly eq: string | undefined;
  readonly in: ReadonlySet<string> | undefined;
}

function compileFilter(filter: ProductFilter | undefined): CompiledFilter | undefined {
  if (!filter) return undefined;
  return {
    source: filter,
    category_id: compileEqual(filter.category_id),
    sku: compileEqual(filter.sku),
    url_key: compileEqual(filter.url_key),
    ring_options: compileEqual(filter.ring_options),
  };
}

function compileEqual(filter: EqualFilter | null | undefined): CompiledEqual | undefined {
  if (!filter) return undefined;
  return {
    eq: filter.eq === undefined || filter.eq === null ? undefined : filter.eq.toLowerCase(),
    in: filter.in === undefined || filter.in === null ? undefined : new Set(filter.in.flatMap((value) => (value === null ? [] : [value.toLowerCase()]))),
  };
}

function matchesFilter(product: CatalogProduct, filter: CompiledFilter | undefined): boolean {
  if (!filter) return true;
  return (
    equalFilter(filter.category_id, product.category_ids.map(String)) &&
    equalFilter(filter.sku, [product.sku]) &&
    equalFilter(filter.url_key, [product.attributes.url_key]) &&
    equalFilter(filter.ring_options, [product.attributes.ring_options]) &&
    matchFilter(filter.source.name?.match, product.name) &&
    rangeFilter(filter.source.price, product.price)
  );
}

/** `eq` and `in` of Magento's FilterEqualTypeInput: the product's value (any of them, for a list) must be one of the
 * wanted ones. Text compares without regard to case, as MySQL does. An empty `in` matches nothing. */
function equalFilter(filter: CompiledEqual | undefined, values: readonly (string | undefined)[]): boolean {
  if (!filter) return true;
  const own = values.flatMap((value) => (value === undefined ? [] : [value.toLowerCase()]));
  if (filter.eq !== undefined && !own.includes(filter.eq)) return false;
  if (filter.in !== undefined && !own.some((value) => filter.in?.has(value) === true)) return false;
  return true;
}

/** FilterMatchTypeInput: every word given appears in the value. */
function matchFilter(match: string | null | undefined, value: string): boolean {
  if (match === undefined || match === null) return true;
  const haystack = value.toLowerCase();
  return searchWords(match).every((word) => haystack.includes(word));
}

function rangeFilter(range: ProductFilter['price'], price: number): boolean {
  if (!range) return true;
  const from = range.from === undefined || range.from === null || range.from === '' ? undefined : Number(range.from);
  const to = range.to === undefined || range.to === null || range.to === '' ? undefined : Number(range.to);
  return (from === undefined || Number.isNaN(from) || price >= from) && (to === undefined || Number.isNaN(to) || price <= to);
}

function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** 0 when a search word matches nothing; otherwise a name match weighs more than a match in other text. */
function relevance(product: CatalogProduct, words: readonly string[]): number {
  if (words.length === 0) return 0;
  const nameWords = searchWords(product.name);
  const style = product.attributes.ring_options ? optionLabel(RING_OPTIONS_ATTRIBUTE, product.attributes.ring_options) : undefined;
  const otherWords = searchWords(
    [product.sku, style ?? '', (product.attributes.short_description ?? '').replace(/<[^>]*>/g, ' '), product.attributes.meta_keyword ?? ''].join(' '),
  );
  let score = 0;
  for (const word of words) {
    const inName = nameWords.some((candidate) => candidate.startsWith(word));
    const inOther = otherWords.some((candidate) => candidate.startsWith(word));
    if (!inName && !inOther) return 0;
    score += inName ? 3 : 1;
  }
  return score;
}

type Ranked = { product: CatalogProduct; relevance: number };

function compareProducts(a: Ranked, b: Ranked, sort: ProductQuery['sort'] | undefined, isSearch: boolean): number {
  const keys = Object.entries(sort ?? {}).filter((entry): entry is [string, SortDirection] => entry[1] === 'ASC' || entry[1] === 'DESC');
  const orders: [string, SortDirection][] = keys.length > 0 ? keys : isSearch ? [['relevance', 'DESC']] : [['position', 'ASC']];
  for (const [key, direction] of orders) {
    const result = compareBy(key, a, b);
    if (result !== 0) return direction === 'DESC' ? -result : result;
  }
  return a.product.position - b.product.position || a.product.id - b.product.id;
}

function compareBy(key: string, a: Ranked, b: Ranked): number {
  switch (key) {
    case 'name':
      return a.product.name.localeCompare(b.product.name, 'en', { sensitivity: 'base' });
    case 'price':
      return a.product.price - b.product.price;
    case 'relevance':
      return a.relevance - b.relevance;
    default:
      return a.product.position - b.product.position;
  }
}
