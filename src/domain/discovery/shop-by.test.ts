import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIAMOND_QUERY,
  PRICE_RANGE_CHOICES,
  describeBudget,
  priceRangeQuery,
  queryShapes,
  searchInWords,
  sizeSearchQuery,
  withShape,
  type ShopByQuery,
} from './shop-by';

const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('shop-by price ranges', () => {
  it.each([
    ['small-budget', '$1,000 to $5,000', 'Small budget? No problem we got you covered.', 1_000, 5_000],
    ['sweet-spot', '$5,000 to $10,000', 'The sweet spot. Quality & style at fair prices.', 5_000, 10_000],
    ['no-limit', '$10,000 to $25,000+', 'Spare no expense. Get the best of the best.', 10_000, 25_000],
  ])('%s is "%s" with its tagline and bounds', (id, label, tagline, from, to) => {
    const choice = PRICE_RANGE_CHOICES.find((candidate) => candidate.id === id);
    expect(choice).toEqual({ id, label, tagline, from, to });
  });

  it('offers exactly three choices in ascending order', () => {
    expect(PRICE_RANGE_CHOICES.map((choice) => choice.from)).toEqual([1_000, 5_000, 10_000]);
  });

  it.each(PRICE_RANGE_CHOICES.map((choice) => [choice.id, choice] as const))('%s stores its bounds and Round', (_id, choice) => {
    expect(priceRangeQuery(choice)).toEqual({
      priceFrom: choice.from,
      priceTo: choice.to,
      shapes: ['Round'],
      attr: 'price',
    });
  });

  it('defaults to Round diamonds from $1,000 to $5,000', () => {
    expect(DEFAULT_DIAMOND_QUERY).toEqual({ shapes: ['Round'], priceFrom: 1_000, priceTo: 5_000 });
  });
});

describe('describeBudget', () => {
  it.each<[ShopByQuery, string | null]>([
    // A budget chosen on a tile reads like any other (docs/adr/0032): the tile keeps the spec's name, the budget its bounds.
    [{ priceFrom: 5_000, priceTo: 10_000 }, '$5,000.00 to $10,000.00'],
    [{ priceFrom: 10_000, priceTo: 25_000 }, '$10,000.00 to $25,000.00'],
    [{ priceFrom: 48_000, priceTo: 49_000 }, '$48,000.00 to $49,000.00'],
    [{ priceFrom: 10_000, priceTo: 1_000_000 }, '$10,000.00 to $1,000,000.00'],
    [{ priceFrom: 2_500, priceTo: 7_250.5 }, '$2,500.00 to $7,250.50'],
    [{ priceFrom: 3_000 }, 'From $3,000.00'],
    [{ priceTo: 900 }, 'Up to $900.00'],
    [{ shapes: ['Oval'] }, null],
  ])('%j reads "%s"', (query, text) => {
    expect(describeBudget(query, usd)).toBe(text);
  });
});

describe('queryShapes', () => {
  it.each<[ShopByQuery, string[]]>([
    [{ shapes: ['Oval', 'Pear'] }, ['Oval', 'Pear']],
    [{ shape: 'Heart' }, ['Heart']],
    [{ shapes: [] }, ['Round']],
    [{}, ['Round']],
  ])('%j asks for %j', (query, shapes) => {
    expect(queryShapes(query)).toEqual(shapes);
  });
});

describe('sizeSearchQuery', () => {
  it.each<[number, 'Round' | 'Oval', 'size' | 'shape', ShopByQuery]>([
    [0.75, 'Round', 'size', { shapes: ['Round'], sizeFrom: 0.75, sizeTo: 0.99, attr: 'size' }],
    [1, 'Oval', 'shape', { shapes: ['Oval'], sizeFrom: 1, sizeTo: 1.24, attr: 'shape' }],
    [2.25, 'Round', 'size', { shapes: ['Round'], sizeFrom: 2.25, sizeTo: 2.49, attr: 'size' }],
  ])('%s ct %s (%s)', (carat, shape, action, query) => {
    expect(sizeSearchQuery(carat, shape, action)).toEqual(query);
  });
});

describe('withShape', () => {
  it.each<[ShopByQuery, ShopByQuery]>([
    [{ shapes: ['Round'], priceFrom: 5000, priceTo: 10000, attr: 'price' }, { shapes: ['Pear'], priceFrom: 5000, priceTo: 10000, attr: 'price' }],
    [{ shape: 'Oval', sizeFrom: 1, sizeTo: 1.24 }, { shapes: ['Pear'], sizeFrom: 1, sizeTo: 1.24 }],
    [{}, { shapes: ['Pear'] }],
  ])('%j becomes %j', (query, result) => {
    expect(withShape(query, 'Pear')).toEqual(result);
  });
});

describe('searchInWords', () => {
  it.each<[ShopByQuery, string]>([
    [DEFAULT_DIAMOND_QUERY, 'Round diamonds, $1,000.00 to $5,000.00'],
    [{ shapes: ['Oval'], sizeFrom: 1.25, sizeTo: 1.49, attr: 'size' }, 'Oval diamonds of 1.25 to 1.49 ct'],
    [{ shapes: ['Pear', 'Heart'], sizeFrom: 2, priceTo: 20_000 }, 'Pear, Heart diamonds of 2.00 ct or more, Up to $20,000.00'],
    [{ sizeTo: 0.5 }, 'Round diamonds of up to 0.50 ct'],
  ])('names %j %j', (query, words) => {
    expect(searchInWords(query, usd)).toBe(words);
  });
});
