import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error';
import { applySearchCriteria } from './apply-search-criteria';
import type { FieldValue, SearchableFields } from './apply-search-criteria';
import { applyFieldsParam, parseFieldSelection } from './fields-filter';
import { readSearchCriteria } from './search-criteria';

interface Row {
  id: number;
  sku: string;
  price: number;
  color: string | null;
  tags: string;
  categories: number[];
}

const ROWS: Row[] = [
  { id: 1, sku: 'fw-halo-er', price: 1500, color: 'Rose', tags: 'halo,gold', categories: [99] },
  { id: 2, sku: 'fw-solitaire-er', price: 800, color: 'White', tags: 'solitaire', categories: [99, 100] },
  { id: 3, sku: 'fw-pave-er', price: 1200, color: null, tags: 'pave,gold', categories: [] },
  { id: 4, sku: 'FW-VINTAGE-ER', price: 2600, color: 'yellow', tags: 'vintage', categories: [100] },
  { id: 5, sku: 'diamond_1', price: 5000, color: 'rose', tags: '', categories: [] },
];

const fields: SearchableFields<Row> = {
  knows: (field) => ['id', 'sku', 'price', 'color', 'tags', 'category_id'].includes(field),
  read: (row, field): FieldValue => (field === 'category_id' ? row.categories : (row[field as keyof Row] as FieldValue)),
  unknown: (field) => new HttpError(400, 'Invalid attribute name: %1', [field]),
};

/** Builds `?searchCriteria[...]` from groups of [field, value, condition]. */
function url(groups: [string, string, string?][][], extra = ''): string {
  const parts = groups.flatMap((filters, g) =>
    filters.flatMap(([field, value, condition], f) => [
      `searchCriteria[filter_groups][${g}][filters][${f}][field]=${field}`,
      `searchCriteria[filter_groups][${g}][filters][${f}][value]=${encodeURIComponent(value)}`,
      ...(condition ? [`searchCriteria[filter_groups][${g}][filters][${f}][condition_type]=${condition}`] : []),
    ]),
  );
  return `/rest/V1/products?${[...parts, extra].filter(Boolean).join('&')}`;
}

const ids = (groups: [string, string, string?][][], extra = '') => applySearchCriteria(ROWS, readSearchCriteria(url(groups, extra)), fields).items.map((row) => row.id);

describe('search criteria', () => {
  it('reads filter groups, sort orders and paging in both spellings, with eq as the default condition', () => {
    expect(
      readSearchCriteria(
        '/x?searchCriteria[filterGroups][0][filters][0][field]=sku&searchCriteria[filterGroups][0][filters][0][value]=a+b%25&' +
          'searchCriteria[filterGroups][1][filters][0][field]=price&searchCriteria[filterGroups][1][filters][0][value]=5&searchCriteria[filterGroups][1][filters][0][conditionType]=gt&' +
          'searchCriteria[sortOrders][0][field]=price&searchCriteria[sortOrders][0][direction]=desc&searchCriteria[pageSize]=10&searchCriteria[current_page]=2',
      ),
    ).toEqual({
      filter_groups: [{ filters: [{ field: 'sku', value: 'a b%', condition_type: 'eq' }] }, { filters: [{ field: 'price', value: '5', condition_type: 'gt' }] }],
      sort_orders: [{ field: 'price', direction: 'DESC' }],
      page_size: 10,
      current_page: 2,
    });
    expect(readSearchCriteria('/x')).toEqual({ filter_groups: [] });
  });

  it('keeps every index, in numeric order, even past the 20 a plain query parser keeps as a list', () => {
    const many = Array.from({ length: 25 }, (_, index) => `searchCriteria[filter_groups][0][filters][${24 - index}][field]=f${24 - index}`).join('&');
    const filters = readSearchCriteria(`/x?${many}`).filter_groups[0]?.filters ?? [];
    expect(filters.map((filter) => filter.field)).toEqual(Array.from({ length: 25 }, (_, index) => `f${index}`));
  });

  it.each([
    ['searchCriteria[pageSize]=ten', 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.'],
    ['searchCriteria[sortOrders][0][field]=price&searchCriteria[sortOrders][0][direction]=UP', 'The sort order "%1" is invalid. Verify the sort order and try again.'],
    ['searchCriteria[sortOrders][0][field]=price;drop', 'Sort order field %1 contains restricted symbols'],
    ['searchCriteria[filter_groups][0][filters][0][value]=1', '"%fieldName" is required. Enter and try again.'],
  ])('answers Magento\'s 400 for %s', (query, phrase) => {
    expect(() => readSearchCriteria(`/x?${query}`)).toThrow(expect.objectContaining({ status: 400, phrase }));
  });

  it.each<[string, [string, string, string?][][], number[]]>([
    ['eq, ignoring case', [[['sku', 'fw-vintage-er']]], [4]],
    ['neq, never matching NULL', [[['color', 'rose', 'neq']]], [2, 4]],
    ['like with % and _', [[['sku', 'fw-%-er', 'like']]], [1, 2, 3, 4]],
    ['like, one character', [[['sku', 'diamond_1', 'like']]], [5]],
    ['nlike', [[['sku', 'fw-%', 'nlike']]], [5]],
    ['in', [[['sku', 'fw-halo-er,fw-pave-er', 'in']]], [1, 3]],
    ['nin', [[['id', '1,2,3', 'nin']]], [4, 5]],
    ['gt as numbers', [[['price', '1200', 'gt']]], [1, 4, 5]],
    ['lt', [[['price', '1200', 'lt']]], [2]],
    ['gteq', [[['price', '1200', 'gteq']]], [1, 3, 4, 5]],
    ['lteq', [[['price', '1200', 'lteq']]], [2, 3]],
    ['from and to', [[['price', '1000', 'from']], [['price', '2000', 'to']]], [1, 3]],
    ['finset', [[['tags', 'gold', 'finset']]], [1, 3]],
    ['null', [[['color', '', 'null']]], [3]],
    ['notnull', [[['color', '', 'notnull']]], [1, 2, 4, 5]],
    ['a list field: eq holds when the list holds the value', [[['category_id', '100']]], [2, 4]],
    ['a list field: nin holds when the list holds none', [[['category_id', '99', 'nin']]], [3, 4, 5]],
    ['an unknown condition as eq', [[['price', '800', 'sameas']]], [2]],
    ['OR within a group', [[['sku', 'fw-halo-er'], ['price', '2600']]], [1, 4]],
    ['AND across groups', [[['price', '1000', 'gt']], [['tags', 'gold', 'finset']]], [1, 3]],
  ])('filters with %s', (_name, groups, expected) => {
    expect(ids(groups)).toEqual(expected);
  });

  it('sorts by several fields, keeps ties in order, and pages like a Magento collection', () => {
    const sort = 'searchCriteria[sortOrders][0][field]=color&searchCriteria[sortOrders][0][direction]=ASC&searchCriteria[sortOrders][1][field]=price&searchCriteria[sortOrders][1][direction]=DESC';
    // NULL first, then text without regard to case; the two roses by price, dearest first.
    expect(ids([], sort)).toEqual([3, 5, 1, 2, 4]);
    const page = (size: number, current: number) => applySearchCriteria(ROWS, readSearchCriteria(url([], `searchCriteria[pageSize]=${size}&searchCriteria[currentPage]=${current}`)), fields);
    expect(page(2, 1).items.map((row) => row.id)).toEqual([1, 2]);
    expect(page(2, 3)).toEqual({ items: [ROWS[4]], total_count: 5 });
    // Past the last page Magento answers the last page again; page 0 is page 1.
    expect(page(2, 9).items.map((row) => row.id)).toEqual([5]);
    expect(page(2, 0).items.map((row) => row.id)).toEqual([1, 2]);
  });

  it('answers 400 for a filter on a field that does not exist, and ignores such a sort field', () => {
    expect(() => ids([[['nope', '1']]])).toThrow(expect.objectContaining({ status: 400, phrase: 'Invalid attribute name: %1', parameters: ['nope'] }));
    expect(ids([], 'searchCriteria[sortOrders][0][field]=nope')).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('fields (partial responses)', () => {
  const response = { items: [{ sku: 'a', name: 'A', extension_attributes: { website_ids: [1], category_links: [{ category_id: '99', position: 1 }] } }], total_count: 1, search_criteria: {} };

  it('keeps the selected keys, nested selections inside objects and every element of a list', () => {
    expect(applyFieldsParam(response, 'items[sku,extension_attributes[category_links[category_id]]],total_count')).toEqual({
      items: [{ sku: 'a', extension_attributes: { category_links: [{ category_id: '99' }] } }],
      total_count: 1,
    });
    expect(applyFieldsParam([{ label: 'Halo', value: '1' }], 'label')).toEqual([{ label: 'Halo' }]);
    expect(applyFieldsParam(response, undefined)).toBe(response);
  });

  it.each(['items[sku', 'items]sku[', 'items sku', 'items.sku', ''])('answers an empty list for the selection %j, as Magento does', (selection) => {
    expect(parseFieldSelection(selection)).toBeUndefined();
    expect(applyFieldsParam(response, selection)).toEqual([]);
  });
});

describe('reading a query string', () => {
  it('never lets a key reach Object.prototype (prototype pollution)', () => {
    const criteria = readSearchCriteria('/V1/products?__proto__[polluted]=1&constructor[prototype][polluted]=1&searchCriteria[__proto__][polluted]=1&searchCriteria[pageSize]=2');
    expect(criteria).toEqual({ filter_groups: [], page_size: 2 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  });
});
