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
      price_total_from: choice.from,
      price_total_to: choice.to,
      shapes: ['Round'],
      attr: 'price',
    });
  });

  it('defaults to Round diamonds from $1,000 to $5,000', () => {
    expect(DEFAULT_DIAMOND_QUERY).toEqual({ shapes: ['Round'], price_total_from: 1_000, price_total_to: 5_000 });
  });
});

describe('describeBudget', () => {
  it.each<[ShopByQuery, string | null]>([
    // A budget chosen on a tile reads like any other (docs/adr/0032): the tile keeps the spec's name, the budget its bounds.
    [{ price_total_from: 5_000, price_total_to: 10_000 }, '$5,000.00 to $10,000.00'],
    [{ price_total_from: 10_000, price_total_to: 25_000 }, '$10,000.00 to $25,000.00'],
    [{ price_total_from: 48_000, price_total_to: 49_000 }, '$48,000.00 to $49,000.00'],
    [{ price_total_from: 10_000, price_total_to: 1_000_000 }, '$10,000.00 to $1,000,000.00'],
    [{ price_total_from: 2_500, price_total_to: 7_250.5 }, '$2,500.00 to $7,250.50'],
    [{ price_total_from: 3_000 }, 'From $3,000.00'],
    [{ price_total_to: 900 }, 'Up to $900.00'],
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
    [0.75, 'Round', 'size', { shapes: ['Round'], size_from: 0.75, size_to: 0.99, attr: 'size' }],
    [1, 'Oval', 'shape', { shapes: ['Oval'], size_from: 1, size_to: 1.24, attr: 'shape' }],
    [2.25, 'Round', 'size', { shapes: ['Round'], size_from: 2.25, size_to: 2.49, attr: 'size' }],
  ])('%s ct %s (%s)', (carat, shape, action, query) => {
    expect(sizeSearchQuery(carat, shape, action)).toEqual(query);
  });
});

describe('withShape', () => {
  it.each<[ShopByQuery, ShopByQuery]>([
    [{ shapes: ['Round'], price_total_from: 5000, price_total_to: 10000, attr: 'price' }, { shapes: ['Pear'], price_total_from: 5000, price_total_to: 10000, attr: 'price' }],
    [{ shape: 'Oval', size_from: 1, size_to: 1.24 }, { shapes: ['Pear'], size_from: 1, size_to: 1.24 }],
    [{}, { shapes: ['Pear'] }],
  ])('%j becomes %j', (query, result) => {
    expect(withShape(query, 'Pear')).toEqual(result);
  });
});

describe('searchInWords', () => {
  it.each<[ShopByQuery, string]>([
    [DEFAULT_DIAMOND_QUERY, 'Round diamonds, $1,000.00 to $5,000.00'],
    [{ shapes: ['Oval'], size_from: 1.25, size_to: 1.49, attr: 'size' }, 'Oval diamonds of 1.25 to 1.49 ct'],
    [{ shapes: ['Pear', 'Heart'], size_from: 2, price_total_to: 20_000 }, 'Pear, Heart diamonds of 2.00 ct or more, Up to $20,000.00'],
    [{ size_to: 0.5 }, 'Round diamonds of up to 0.50 ct'],
  ])('names %j %j', (query, words) => {
    expect(searchInWords(query, usd)).toBe(words);
  });
});
