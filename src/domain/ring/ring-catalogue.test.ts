import { describe, it, expect } from 'vitest';
import {
  ALL_RINGS_LABEL,
  DEFAULT_RING_PAGE,
  RING_ATTRIBUTE_SET_ID,
  RING_CATEGORY_ID,
  RING_PRODUCT_META,
  RING_SEARCH_TERM,
  RING_SORT,
  RING_TRUST_POINTS,
  pageSummary,
  ringOptionParam,
  ringPageParam,
} from './ring-catalogue';

describe('ring catalogue', () => {
  it.each([
    ['category id', RING_CATEGORY_ID, 99],
    ['attribute set', RING_ATTRIBUTE_SET_ID, 24],
    ['default page', DEFAULT_RING_PAGE, 1],
    ['search term', RING_SEARCH_TERM, 'Ring'],
    ['all-rings label', ALL_RINGS_LABEL, 'All Rings'],
  ])('the %s is %j', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('sorts by name ascending and describes rings as new, in stock, in USD', () => {
    expect(RING_SORT).toEqual({ name: 'ASC' });
    expect(RING_PRODUCT_META).toEqual({ currency: 'USD', availability: 'in stock', condition: 'new' });
    expect(RING_TRUST_POINTS).toEqual(['Free Shipping', 'Free Returns', '100% Risk Free']);
  });

  it.each([
    ['Halo', 'halo'],
    [' Three Stone ', 'three stone'],
    ['Pavé', 'pavé'],
  ])('option %j travels as %j', (label, param) => {
    expect(ringOptionParam(label)).toBe(param);
  });

  it.each([
    ['3', 3],
    ['1', 1],
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
  ])('page parameter %j is page %i', (value, page) => {
    expect(ringPageParam(value)).toBe(page);
  });

  it('summarises the page', () => {
    expect(pageSummary(2, 5)).toBe('Showing page 2 of 5');
  });
});
