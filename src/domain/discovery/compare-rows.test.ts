import { describe, expect, it } from 'vitest';
import { dealInsight, type DealInsight } from '../diamond/deal-insight';
import type { Diamond } from '../diamond/diamond';
import { aheadOf, compareRows, dealScore } from './compare-rows';

const stone = (id: string, fields: Partial<Diamond>): Diamond =>
  ({ diamond_id: id, shape: 'Round', cut: 'Excellent', color: 'F', clarity: 'VS1', size: 1, total_sales_price: 5000, ...fields }) as Diamond;

const insightOf = (id: string, price: number, modelPrice: number): DealInsight =>
  dealInsight(
    {
      diamondId: id,
      modelPrice,
      percentile: 50,
      similar: { count: 10, shape: 'Round', caratFrom: 0.9, caratTo: 1.1, color: 'F', clarity: 'VS1' },
      histogram: [],
      reasons: [],
    },
    price,
  );

const row = (rows: ReturnType<typeof compareRows>, key: string) => rows.find((r) => r.key === key);

describe('which stone is ahead on each row of the comparison', () => {
  it('is the one alone at the best score; a tie or a missing score marks none', () => {
    expect(aheadOf([1, 2])).toBe(0);
    expect(aheadOf([3, 2])).toBe(1);
    expect(aheadOf([2, 2])).toBeNull();
    expect(aheadOf([null, 2])).toBeNull();
    expect(aheadOf([2])).toBeNull();
  });

  it('puts the better cut, colour and clarity grade ahead', () => {
    const rows = compareRows([stone('a', { cut: 'Very Good', color: 'D', clarity: 'VS2' }), stone('b', { cut: 'Excellent', color: 'G', clarity: 'VVS1' })]);
    expect(row(rows, 'cut')).toEqual({ key: 'cut', label: 'Cut', values: ['Very Good', 'Excellent'], ahead: 1 });
    expect(row(rows, 'color')).toMatchObject({ values: ['D', 'G'], ahead: 0 });
    expect(row(rows, 'clarity')).toMatchObject({ values: ['VS2', 'VVS1'], ahead: 1 });
  });

  it('marks none when the grades are the same, or one is a grade the scale does not hold', () => {
    const rows = compareRows([stone('a', { color: 'F', cut: 'Ideal?' }), stone('b', { color: 'F' })]);
    expect(row(rows, 'color')?.ahead).toBeNull();
    expect(row(rows, 'cut')?.ahead).toBeNull();
  });

  it('puts the larger stone ahead, as the page shows the weight (hundredths)', () => {
    expect(row(compareRows([stone('a', { size: 1.01 }), stone('b', { size: 0.9 })]), 'carat')).toMatchObject({ values: ['1.01', '0.90'], ahead: 0 });
    expect(row(compareRows([stone('a', { size: 1.001 }), stone('b', { size: 1.0 })]), 'carat')?.ahead).toBeNull();
  });

  it('shows the price per carat in the shop’s money and puts the lower one ahead', () => {
    const rows = compareRows([stone('a', { size: 1.25, total_sales_price: 6250 }), stone('b', { size: 0.5, total_sales_price: 2400 })]);
    expect(row(rows, 'pricePerCarat')).toEqual({ key: 'pricePerCarat', label: 'Price per carat', values: ['$5,000.00', '$4,800.00'], ahead: 1 });
    const same = compareRows([stone('a', { size: 2, total_sales_price: 8000 }), stone('b', { size: 1, total_sales_price: 4000 })]);
    expect(row(same, 'pricePerCarat')?.ahead).toBeNull();
  });

  it('puts the better deal ahead: the lower price against what the model expects of each stone', () => {
    // a asks 5% above its model price, b 10% below its own: b is the better deal, though it costs more.
    const rows = compareRows([stone('a', { total_sales_price: 4200 }), stone('b', { total_sales_price: 9000 })], {
      a: insightOf('a', 4200, 4000),
      b: insightOf('b', 9000, 10000),
    });
    expect(row(rows, 'deal')).toEqual({ key: 'deal', label: 'Deal', values: ['Priced 5% above similar stones', 'Priced 10% below similar stones'], ahead: 1 });
  });

  it('ties two stones both in line, and marks none when only one stone has an insight', () => {
    const both = compareRows([stone('a', {}), stone('b', {})], { a: insightOf('a', 5000, 5050), b: insightOf('b', 5000, 4950) });
    expect(row(both, 'deal')?.ahead).toBeNull();
    const one = compareRows([stone('a', {}), stone('b', {})], { a: insightOf('a', 4000, 5000) });
    expect(row(one, 'deal')).toMatchObject({ values: ['Priced 20% below similar stones', null], ahead: null });
  });

  it('has no deal row when neither stone has an insight', () => {
    expect(compareRows([stone('a', {}), stone('b', {})]).map((r) => r.key)).toEqual(['cut', 'color', 'clarity', 'carat', 'pricePerCarat']);
  });

  it('keeps the deal row in place, empty, while the insights are on their way', () => {
    expect(row(compareRows([stone('a', {}), stone('b', {})], {}, true), 'deal')).toEqual({ key: 'deal', label: 'Deal', values: [null, null], ahead: null });
  });

  it('scores a deal by the signed percent its sentence says', () => {
    expect(dealScore({ standing: 'below', percent: 12 })).toBe(-12);
    expect(dealScore({ standing: 'above', percent: 8 })).toBe(8);
    expect(dealScore({ standing: 'in-line', percent: 0 })).toBe(0);
  });
});
