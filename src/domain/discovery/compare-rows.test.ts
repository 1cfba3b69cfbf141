import { describe, expect, it } from 'vitest';
import type { Diamond } from '../diamond/diamond';
import { aheadOf, compareRows, dealScore } from './compare-rows';

const stone = (id: string, fields: Partial<Diamond>): Diamond =>
  ({ id, shape: 'Round', cut: 'Excellent', color: 'F', clarity: 'VS1', size: 1, price: 5000, ...fields }) as Diamond;

/** A stone's deal block: the model's price, and the median of 35 similar stones. */
const deal = (modelPrice: number, similarMedian: number) => ({ modelPrice, similarCount: 35, similarMedian });

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
    const rows = compareRows([stone('a', { size: 1.25, price: 6250 }), stone('b', { size: 0.5, price: 2400 })]);
    expect(row(rows, 'pricePerCarat')).toEqual({ key: 'pricePerCarat', label: 'Price per carat', values: ['$5,000.00', '$4,800.00'], ahead: 1 });
    const same = compareRows([stone('a', { size: 2, price: 8000 }), stone('b', { size: 1, price: 4000 })]);
    expect(row(same, 'pricePerCarat')?.ahead).toBeNull();
  });

  it('puts the better deal ahead: the better verdict, though it costs more', () => {
    // a asks 5% above its model price (in line), b 10% below its own and below its similar stones (a good deal).
    const rows = compareRows([stone('a', { price: 4200, deal: deal(4000, 4100) }), stone('b', { price: 9000, deal: deal(10_000, 9500) })]);
    expect(row(rows, 'deal')).toEqual({
      key: 'deal',
      label: 'Deal',
      values: ['Priced in line: 5% above the market price for its grades', 'Good deal: 10% below the market price for its grades, and below the median of its 35 similar stones'],
      ahead: 1,
    });
  });

  it('puts the one further below its model price ahead of two good deals, and ties two the page words alike', () => {
    const two = compareRows([stone('a', { price: 8000, deal: deal(10_000, 9000) }), stone('b', { price: 8800, deal: deal(10_000, 9000) })]);
    expect(row(two, 'deal')?.ahead).toBe(0);
    const alike = compareRows([stone('a', { price: 5000, deal: deal(5050, 4900) }), stone('b', { price: 5001, deal: deal(5051, 4900) })]);
    expect(row(alike, 'deal')?.values[0]).toBe(row(alike, 'deal')?.values[1]);
    expect(row(alike, 'deal')?.ahead).toBeNull();
  });

  it('marks none when only one stone came with a deal block', () => {
    const one = compareRows([stone('a', { price: 4000, deal: deal(5000, 4500) }), stone('b', {})]);
    expect(row(one, 'deal')).toMatchObject({ values: ['Good deal: 20% below the market price for its grades, and below the median of its 35 similar stones', null], ahead: null });
  });

  it('has no deal row when neither stone came with a deal block', () => {
    expect(compareRows([stone('a', {}), stone('b', {})]).map((r) => r.key)).toEqual(['cut', 'color', 'clarity', 'carat', 'pricePerCarat']);
  });

  it('scores a deal by its verdict, then by the signed percent its sentence says', () => {
    expect(dealScore({ kind: 'good-deal', percentFromModel: -12 })).toBeLessThan(dealScore({ kind: 'good-deal', percentFromModel: -3 }));
    expect(dealScore({ kind: 'good-deal', percentFromModel: -1 })).toBeLessThan(dealScore({ kind: 'in-line', percentFromModel: -4 }));
    expect(dealScore({ kind: 'in-line', percentFromModel: 5 })).toBeLessThan(dealScore({ kind: 'above', percentFromModel: -20 }));
  });
});
