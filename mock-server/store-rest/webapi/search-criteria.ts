import { HttpError } from '../../http/http-error';
import { magentoErrors } from '../../http/magento-errors';
import { listOf, parseBracketQuery, subtree } from './bracket-query';
import type { QueryTree } from './bracket-query';

/** Magento\Framework\Api\Filter. `value` is absent for `null` / `notnull`. */
export interface SearchFilter {
  readonly field: string;
  readonly value?: string;
  readonly condition_type: string;
}

export interface SortOrder {
  readonly field: string;
  readonly direction: 'ASC' | 'DESC';
}

/** Magento\Framework\Api\SearchCriteriaInterface: filters within a group are ORed, groups are ANDed. */
export interface SearchCriteria {
  readonly filter_groups: readonly { readonly filters: readonly SearchFilter[] }[];
  readonly sort_orders?: readonly SortOrder[];
  readonly page_size?: number;
  readonly current_page?: number;
}

/**
 * Reads `searchCriteria[...]` from a request URL as Magento's REST layer does: the snake_case and the camelCase
 * spellings of each key (`filter_groups` / `filterGroups`, `condition_type` / `conditionType`, `sort_orders` /
 * `sortOrders`, `page_size` / `pageSize`, `current_page` / `currentPage`), lists in index order, a condition type
 * of `eq` when none is given. A page number that is not a whole number is Magento's type error; a sort direction
 * other than ASC/DESC and a sort field with other characters than letters, digits and `_` are its input errors.
 */
export function readSearchCriteria(url: string): SearchCriteria {
  const root = subtree(parseBracketQuery(url), 'searchCriteria');
  const filterGroups = listOf(either(root, 'filter_groups', 'filterGroups')).map((group) => ({
    filters: listOf(either(asTree(group), 'filters')).map((filter) => readFilter(asTree(filter))),
  }));
  const sortOrders = listOf(either(root, 'sort_orders', 'sortOrders')).map((order) => readSortOrder(asTree(order)));
  const pageSize = text(root, 'page_size', 'pageSize');
  const currentPage = text(root, 'current_page', 'currentPage');
  return {
    filter_groups: filterGroups,
    ...(sortOrders.length > 0 ? { sort_orders: sortOrders } : {}),
    ...(pageSize === undefined ? {} : { page_size: wholeNumber(pageSize) }),
    ...(currentPage === undefined ? {} : { current_page: wholeNumber(currentPage) }),
  };
}

function readFilter(tree: QueryTree | undefined): SearchFilter {
  const field = text(tree, 'field');
  if (field === undefined || field.trim() === '') throw magentoErrors.requiredField('field');
  const value = text(tree, 'value');
  const conditionType = text(tree, 'condition_type', 'conditionType');
  return {
    field,
    ...(value === undefined ? {} : { value }),
    condition_type: conditionType === undefined || conditionType === '' ? 'eq' : conditionType,
  };
}

function readSortOrder(tree: QueryTree | undefined): SortOrder {
  const field = text(tree, 'field') ?? '';
  if (/[^a-z0-9_]/i.test(field)) throw new HttpError(400, 'Sort order field %1 contains restricted symbols', [field]);
  const direction = (text(tree, 'direction') ?? 'ASC').toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC') {
    throw new HttpError(400, 'The sort order "%1" is invalid. Verify the sort order and try again.', [text(tree, 'direction') ?? '']);
  }
  return { field, direction };
}

function either(tree: QueryTree | undefined, ...keys: string[]): QueryTree | undefined {
  for (const key of keys) {
    const child = subtree(tree, key);
    if (child) return child;
  }
  return undefined;
}

function text(tree: QueryTree | undefined, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = tree?.[key];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

function asTree(node: QueryTree | string): QueryTree | undefined {
  return typeof node === 'object' ? node : undefined;
}

function wholeNumber(value: string): number {
  const trimmed = value.trim();
  if (!/^-?\d+$/.test(trimmed)) throw magentoErrors.typeMismatch(value, 'int');
  return Number(trimmed);
}
