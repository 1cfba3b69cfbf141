import { describe, expect, it } from 'vitest';
import { SHOP_ERRORS } from '../shared/error-catalogue';
import { searchFromAddress, searchQueryString } from './search-address';

describe('a guided search in the address', () => {
  it('is written under the spec\'s keys in one stable order, whatever order the search holds them in', () => {
    expect(searchQueryString({ attr: 'price', shapes: ['Round'], priceTo: 10000, priceFrom: 5000 })).toBe('price_total_from=5000&price_total_to=10000&shapes=Round&attr=price');
    expect(searchQueryString({ shapes: ['Round', 'Oval'], sizeTo: 1.49, sizeFrom: 1.25 })).toBe('size_from=1.25&size_to=1.49&shapes=Oval,Round');
  });

  it('is read back as the same search', () => {
    const query = { priceFrom: 5000, priceTo: 10000, sizeFrom: 1, sizeTo: 1.24, shapes: ['Oval' as const], attr: 'size' as const };
    expect(searchFromAddress(`?${searchQueryString(query)}`)).toEqual(query);
    expect(searchFromAddress('?shapes=oval,ROUND&shape=pear')).toEqual({ shapes: ['Oval', 'Round'], shape: 'Pear' });
  });

  it('is none when the address names no search key', () => {
    expect(searchFromAddress('')).toBeNull();
    expect(searchFromAddress('?utm_source=newsletter')).toBeNull();
  });

  it.each([
    '?price_total_from=-5',
    '?price_total_from=1e9',
    '?price_total_from=',
    '?price_total_from=5000&price_total_to=4000',
    '?size_from=2&size_to=1',
    '?shapes=Round,',
    '?shapes=Kite',
    '?shape=',
    '?attr=budget',
    '?shapes=Round&shapes=Oval',
  ])('cannot be read from %s: the catalogue\'s message', (search) => {
    expect(searchFromAddress(search)).toBe(SHOP_ERRORS.RESULTS_NOT_LOADED);
  });
});
