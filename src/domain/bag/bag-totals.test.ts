import { describe, it, expect } from 'vitest';
import { EMPTY_TOTALS, grandTotalOf } from './bag-totals';

describe('cart totals', () => {
  it.each([
    [{ base_grand_total: 100, grand_total: 90, tax_amount: 0, discount_amount: 0 }, 100],
    [{ grand_total: 90, tax_amount: 0, discount_amount: 0 }, 90],
    [{ base_grand_total: 0, grand_total: 90, tax_amount: 0, discount_amount: 0 }, 0],
    [{ tax_amount: 0, discount_amount: 0 }, 0],
    [null, 0],
    [undefined, 0],
  ])('the grand total of %j is %s', (totals, total) => {
    expect(grandTotalOf(totals)).toBe(total);
  });

  it('starts empty at zero', () => {
    expect(EMPTY_TOTALS).toEqual({ base_grand_total: 0, grand_total: 0, tax_amount: 0, discount_amount: 0 });
  });
});
