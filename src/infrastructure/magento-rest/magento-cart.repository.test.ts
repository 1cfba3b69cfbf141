import { describe, expect, it } from 'vitest';
import { toCartTotals } from './magento-cart.repository';

describe('the cart totals in the shop names', () => {
  it.each([
    [{ base_grand_total: 100, grand_total: 90, subtotal: 110, tax_amount: 5, discount_amount: -15 }, { grandTotal: 100, subtotal: 110, tax: 5, discount: -15 }],
    [{ grand_total: 90 }, { grandTotal: 90, subtotal: 0, tax: 0, discount: 0 }],
    [{ base_grand_total: 0, grand_total: 90 }, { grandTotal: 0, subtotal: 0, tax: 0, discount: 0 }],
    [{}, { grandTotal: 0, subtotal: 0, tax: 0, discount: 0 }],
  ])('reads %j as %j', (wire, totals) => {
    expect(toCartTotals(wire)).toEqual(totals);
  });
});
