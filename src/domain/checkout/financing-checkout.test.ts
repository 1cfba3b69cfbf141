import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/cart-item';
import type { Address } from './address';
import { financingCheckout, financingParty } from './financing-checkout';

const address: Address = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['1 Main St', 'Apt 4'],
  city: 'Austin',
  region: { region_code: 'TX', region: 'Texas', region_id: 57 },
  country_id: 'US',
  postcode: '73301',
  telephone: '5125550100',
  email: 'ada@example.com',
};

const item = (sku: string, price: number, name = sku): CartItem => ({ id: sku, sku, name, price, lineId: 1, qty: 1, cartId: 'q' });

describe('the financing checkout', () => {
  it('sends every amount in cents, one line per item at qty 1', () => {
    const checkout = financingCheckout({
      items: [item('100080341', 5093.1, '1.01 ct Round diamond'), item('fw-freering-er-White Gold-14K-6', 0)],
      totals: { base_grand_total: 5093.1, tax_amount: 0, discount_amount: 0 },
      coupon: null,
      billing: address,
      shipping: address,
    });
    expect(checkout.items).toEqual([
      { sku: '100080341', display_name: '1.01 ct Round diamond', unit_price: 509310, qty: 1 },
      { sku: 'fw-freering-er-White Gold-14K-6', display_name: 'fw-freering-er-White Gold-14K-6', unit_price: 0, qty: 1 },
    ]);
    expect(checkout.total).toBe(509310);
    expect(checkout.tax_amount).toBe(0);
    expect(checkout.discounts).toBeUndefined();
  });

  it('carries the coupon as a positive discount so the lines add up to the total', () => {
    const checkout = financingCheckout({
      items: [item('a', 850)],
      totals: { base_grand_total: 765, tax_amount: 0, discount_amount: -85 },
      coupon: 'WELCOME10',
      billing: address,
      shipping: address,
      cartId: 'cart-1',
    });
    expect(checkout.discounts).toEqual({ WELCOME10: { discount_amount: 8500 } });
    const lines = checkout.items.reduce((sum, line) => sum + line.unit_price * line.qty, 0);
    expect(lines + checkout.tax_amount - 8500).toBe(checkout.total);
    expect(checkout.order_id).toBe('cart-1');
  });

  it('turns an address into the provider party, second street line kept apart', () => {
    expect(financingParty(address)).toEqual({
      name: { first: 'Ada', last: 'Lovelace' },
      address: { line1: '1 Main St', line2: 'Apt 4', city: 'Austin', state: 'TX', zipcode: '73301', country: 'US' },
      phone_number: '5125550100',
      email: 'ada@example.com',
    });
    expect(financingParty({ ...address, street: ['9 Elm'] }).address).not.toHaveProperty('line2');
  });
});
