import { describe, expect, it } from 'vitest';
import { bagTotalsSummary } from './bag-totals-summary';

describe('the bag totals, as every page shows them', () => {
  it('formats the subtotal, the discount with its coupon, free shipping, the tax, the total and the monthly estimate', () => {
    expect(bagTotalsSummary({ subtotal: 5400, discount: -540, tax: 233, grandTotal: 5093 }, 'WELCOME10')).toEqual({
      subtotal: '$5,400.00',
      discount: '-$540.00',
      coupon: 'WELCOME10',
      shipping: 'Free',
      tax: '$233.00',
      total: '$5,093.00',
      monthlyEstimate: expect.stringMatching(/^\$[\d,]+\.\d{2}$/),
    });
  });

  it('has no discount line without a discount, and no monthly estimate above the financing limit', () => {
    expect(bagTotalsSummary({ subtotal: 20_000, discount: 0, tax: 0, grandTotal: 20_000 }, null)).toMatchObject({ discount: null, coupon: null, monthlyEstimate: null, total: '$20,000.00' });
  });
});
