import { compileLike } from './like-pattern';
import type { LikePattern } from './like-pattern';
import type { SearchCriteria, SearchFilter, SortOrder } from './search-criteria';

/** A record's value for a field: text, a number, nothing, or a list (category ids, a multiselect). */
export type FieldValue = string | number | null | readonly (string | number)[];

/** How the records of one collection are searched: which fields exist, and a record's value of one. */
export interface SearchableFields<T> {
  knows(field: string): boolean;
  read(record: T, field: string): FieldValue;
  /** The error for a field that does not exist (Magento: 400 `Invalid attribute name: %1`). */
  unknown(field: string): Error;
}

export interface SearchResult<T> {
  readonly items: readonly T[];
  readonly total_count: number;
}

/**
 * Magento's collection processing of a search criteria, in memory: filter groups ANDed, the filters of a group
 * ORed, then the sort orders, then the page. Comparisons follow MySQL with Magento's default collation: text is
 * compared without regard to case, numbers (and text that is a number) as numbers. Ties keep the records' order.
 *
 * Paging as Magento's collections page: no page size returns everything; a page below 1 is page 1, and a page
 * past the last one returns the last page again (clients must stop on `total_count`, not on an empty page).
 */
export function applySearchCriteria<T>(records: readonly T[], criteria: SearchCriteria, fields: SearchableFields<T>): SearchResult<T> {
  for (const group of criteria.filter_groups) {
    for (const filter of group.filters) if (!fields.knows(filter.field)) throw fields.unknown(filter.field);
  }
  const valueOf = (record: T, field: string): FieldValue => fields.read(record, field);
  const matching = records.filter((record) =>
    criteria.filter_groups.every((group) => group.filters.length === 0 || group.filters.some((filter) => matches(valueOf(record, filter.field), filter))),
  );
  // Magento ignores a sort field that is no attribute rather than failing the search.
  const orders = (criteria.sort_orders ?? []).filter((order) => fields.knows(order.field));
  const sorted = sortRecords(matching, orders, valueOf);
  const pageSize = criteria.page_size ?? 0;
  if (pageSize <= 0) return { items: sorted, total_count: sorted.length };
  const lastPage = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(Math.max(criteria.current_page ?? 1, 1), lastPage);
  return { items: sorted.slice((page - 1) * pageSize, page * pageSize), total_count: sorted.length };
}

/** Whether a value satisfies one filter. An unknown condition type falls back to equality, as Magento's SQL
 * builder does when it meets a key it does not know. */
export function matches(value: FieldValue, filter: SearchFilter): boolean {
  const wanted = filter.value ?? '';
  const list = (text: string) => text.split(',').map((part) => part.trim());
  if (Array.isArray(value)) return matchesList(value as readonly (string | number)[], filter.condition_type, wanted);
  const scalar = value as string | number | null;
  switch (filter.condition_type.toLowerCase()) {
    case 'eq':
      return scalar !== null && compare(scalar, wanted) === 0;
    case 'neq':
      // SQL: NULL != x is not true.
      return scalar !== null && compare(scalar, wanted) !== 0;
    case 'like':
      return scalar !== null && likePatternOf(filter).test(String(scalar));
    case 'nlike':
      return scalar !== null && !likePatternOf(filter).test(String(scalar));
    case 'in':
      return scalar !== null && list(wanted).some((item) => compare(scalar, item) === 0);
    case 'nin':
      return scalar !== null && list(wanted).every((item) => compare(scalar, item) !== 0);
    case 'gt':
      return scalar !== null && compare(scalar, wanted) > 0;
    case 'lt':
      return scalar !== null && compare(scalar, wanted) < 0;
    case 'gteq':
    case 'moreq':
    case 'from':
      return scalar !== null && compare(scalar, wanted) >= 0;
    case 'lteq':
    case 'to':
      return scalar !== null && compare(scalar, wanted) <= 0;
    case 'finset':
      return scalar !== null && list(String(scalar)).some((item) => compare(item, wanted) === 0);
    case 'null':
      return scalar === null || scalar === '';
    case 'notnull':
      return scalar !== null && scalar !== '';
    default:
      return scalar !== null && compare(scalar, wanted) === 0;
  }
}

/** A list field (category ids): `eq`/`in`/`finset` hold when the list holds one of the values, `neq`/`nin` when it
 * holds none, as Magento's category filter maps them to IN / NOT IN. */
function matchesList(values: readonly (string | number)[], conditionType: string, wanted: string): boolean {
  const wantedValues = wanted.split(',').map((part) => part.trim());
  const holdsOne = values.some((value) => wantedValues.some((item) => compare(value, item) === 0));
  switch (conditionType.toLowerCase()) {
    case 'neq':
    case 'nin':
      return !holdsOne;
    case 'null':
      return values.length === 0;
    case 'notnull':
      return values.length > 0;
    default:
      return holdsOne;
  }
}

/** Numbers as numbers, anything else as text without regard to case (MySQL's `utf8_general_ci`). */
export function compare(a: string | number, b: string | number): number {
  const numberA = toNumber(a);
  const numberB = toNumber(b);
  if (numberA !== undefined && numberB !== undefined) return numberA - numberB;
  const textA = String(a).toLowerCase();
  const textB = String(b).toLowerCase();
  return textA < textB ? -1 : textA > textB ? 1 : 0;
}

function toNumber(value: string | number): number | undefined {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** A filter's LIKE pattern, compiled once for all the records it is tried on. */
const compiledLikes = new WeakMap<SearchFilter, LikePattern>();
function likePatternOf(filter: SearchFilter): LikePattern {
  let pattern = compiledLikes.get(filter);
  if (pattern === undefined) {
    pattern = compileLike(filter.value ?? '');
    compiledLikes.set(filter, pattern);
  }
  return pattern;
}

function sortRecords<T>(records: readonly T[], orders: readonly SortOrder[], valueOf: (record: T, field: string) => FieldValue): T[] {
  if (orders.length === 0) return [...records];
  return records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => {
      for (const order of orders) {
        const result = compareForSort(valueOf(a.record, order.field), valueOf(b.record, order.field));
        if (result !== 0) return order.direction === 'DESC' ? -result : result;
      }
      return a.index - b.index;
    })
    .map(({ record }) => record);
}

/** NULL sorts first in ascending order, as in MySQL; a list sorts by its first value. */
function compareForSort(a: FieldValue, b: FieldValue): number {
  const first = (value: FieldValue) => (Array.isArray(value) ? ((value as readonly (string | number)[])[0] ?? null) : (value as string | number | null));
  const x = first(a);
  const y = first(b);
  if (x === null || y === null) return x === y ? 0 : x === null ? -1 : 1;
  return compare(x, y);
}
