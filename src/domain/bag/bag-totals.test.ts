import { describe, it, expect } from 'vitest';
import { EMPTY_TOTALS, grandTotalOf } from './bag-totals';

describe('cart totals', () => {
  it.each([
    [{ grandTotal: 100, tax: 0, discount: 0 }, 100],
    [{ grandTotal: 0, subtotal: 90, tax: 0, discount: -90 }, 0],
    [null, 0],
    [undefined, 0],
  ])('the grand total of %j is %s', (totals, total) => {
    expect(grandTotalOf(totals)).toBe(total);
  });

  it('starts empty at zero', () => {
    expect(EMPTY_TOTALS).toEqual({ grandTotal: 0, tax: 0, discount: 0 });
  });
});
