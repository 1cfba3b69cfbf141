import { describe, expect, it } from 'vitest';
import type { BagItem } from '../bag/bag-item';
import type { Address } from './address';
import { financingCheckout, financingParty } from './financing-checkout';

const address: Address = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['1 Main St', 'Apt 4'],
  city: 'Austin',
  region: { code: 'TX', name: 'Texas', id: 57 },
  countryId: 'US',
  postcode: '73301',
  telephone: '5125550100',
  email: 'ada@example.com',
};

const item = (sku: string, price: number, name = sku): BagItem => ({ id: sku, sku, name, price, lineId: 1, qty: 1, cartId: 'q' });

describe('the financing checkout', () => {
  it('sends every amount in cents, one line per item at qty 1', () => {
    const checkout = financingCheckout({
      items: [item('100080341', 5093.1, '1.01 ct Round diamond'), item('fw-freering-er-White Gold-14K-6', 0)],
      totals: { grandTotal: 5093.1, tax: 0, discount: 0 },
      coupon: null,
      billing: address,
      shipping: address,
    });
    expect(checkout.lines).toEqual([
      { sku: '100080341', name: '1.01 ct Round diamond', unitPriceCents: 509310, qty: 1 },
      { sku: 'fw-freering-er-White Gold-14K-6', name: 'fw-freering-er-White Gold-14K-6', unitPriceCents: 0, qty: 1 },
    ]);
    expect(checkout.totalCents).toBe(509310);
    expect(checkout.taxCents).toBe(0);
    expect(checkout.discountCents).toBeUndefined();
  });

  it('carries the coupon as a positive discount so the lines add up to the total', () => {
    const checkout = financingCheckout({
      items: [item('a', 850)],
      totals: { grandTotal: 765, tax: 0, discount: -85 },
      coupon: 'WELCOME10',
      billing: address,
      shipping: address,
      cartId: 'cart-1',
    });
    expect(checkout.discountCents).toEqual({ WELCOME10: 8500 });
    const lines = checkout.lines.reduce((sum, line) => sum + line.unitPriceCents * line.qty, 0);
    expect(lines + checkout.taxCents - 8500).toBe(checkout.totalCents);
    expect(checkout.cartId).toBe('cart-1');
  });

  it('turns an address into the provider party, second street line kept apart', () => {
    expect(financingParty(address)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      line1: '1 Main St',
      line2: 'Apt 4',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      country: 'US',
      phone: '5125550100',
      email: 'ada@example.com',
    });
    expect(financingParty({ ...address, street: ['9 Elm'] })).not.toHaveProperty('line2');
  });
});
