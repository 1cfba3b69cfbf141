import { describe, expect, it } from 'vitest';
import type { Address } from '../checkout/address';
import { regionOf } from '../shared/us-states';
import { addressBookWrite, checkoutAddressesToKeep, isInAddressBook, sameAddress } from './address-book';

const newYork = regionOf('NY');
if (!newYork) throw new Error('New York is one of the 50 states');
const anAddress = (overrides: Partial<Address>): Address => ({
  firstname: 'Dana',
  lastname: 'Demo',
  street: ['1 Main St'],
  city: 'New York',
  region: newYork,
  countryId: 'US',
  postcode: '10001',
  telephone: '5125550100',
  ...overrides,
});

const home = anAddress({ id: 1, street: ['350 Fifth Avenue', 'Apt 21B'], city: 'New York', postcode: '10118', defaultBilling: true, defaultShipping: true });
const office = anAddress({ id: 2, street: ['1 Market Street'], city: 'San Francisco', postcode: '94105' });
const { id: _home, defaultBilling: _b, defaultShipping: _s, ...homeTyped } = home;

describe('the address book', () => {
  it('reads two addresses as one place whatever their case, spacing or phone notation', () => {
    expect(sameAddress(home, { ...homeTyped, city: ' new  york ', telephone: '(512) 555-0100' })).toBe(true);
    expect(sameAddress(home, { ...homeTyped, postcode: '10119' })).toBe(false);
    expect(isInAddressBook([home, office], { ...homeTyped })).toBe(true);
    expect(isInAddressBook([office], { ...homeTyped })).toBe(false);
  });

  describe('an edit of a default address', () => {
    it('becomes an address of its own when the edited address is also the other kind’s default, which stays as it was', () => {
      expect(addressBookWrite([home, office], { ...homeTyped, id: 1, city: 'Brooklyn' }, 'billing')).toEqual({ ...homeTyped, city: 'Brooklyn', defaultBilling: true });
      expect(addressBookWrite([home, office], { ...homeTyped, id: 1, city: 'Brooklyn' }, 'shipping')).toEqual({ ...homeTyped, city: 'Brooklyn', defaultShipping: true });
    });

    it('changes the address it edits when no other default shares it, or when nothing changed', () => {
      const billingOnly = { ...home, defaultShipping: false };
      expect(addressBookWrite([billingOnly, { ...office, defaultShipping: true }], { ...homeTyped, id: 1, city: 'Brooklyn' }, 'billing')).toEqual({ ...homeTyped, id: 1, city: 'Brooklyn', defaultBilling: true });
      expect(addressBookWrite([home], { ...homeTyped, id: 1 }, 'billing')).toEqual({ ...homeTyped, id: 1, defaultBilling: true });
    });

    it('makes an address the book already holds the default instead of copying it', () => {
      const { id: _office, ...officeTyped } = office;
      expect(addressBookWrite([home, office], { ...officeTyped, id: 1 }, 'shipping')).toEqual({ ...officeTyped, id: 2, defaultShipping: true });
    });

    it('adds a new address as the default of its kind', () => {
      expect(addressBookWrite([], { ...homeTyped }, 'shipping')).toEqual({ ...homeTyped, defaultShipping: true });
    });
  });

  describe("a customer's checkout addresses", () => {
    const { id: _office, ...officeTyped } = office;
    it('keeps those the book does not hold, the shipping address only when it is not the billing address', () => {
      expect(checkoutAddressesToKeep([], { billing: homeTyped, shipping: homeTyped, sameAsBilling: true })).toEqual({ billing: true, shipping: false });
      expect(checkoutAddressesToKeep([], { billing: homeTyped, shipping: homeTyped, sameAsBilling: false })).toEqual({ billing: true, shipping: false });
      expect(checkoutAddressesToKeep([], { billing: homeTyped, shipping: officeTyped, sameAsBilling: false })).toEqual({ billing: true, shipping: true });
      expect(checkoutAddressesToKeep([home], { billing: homeTyped, shipping: officeTyped, sameAsBilling: false })).toEqual({ billing: false, shipping: true });
      expect(checkoutAddressesToKeep([home, office], { billing: homeTyped, shipping: officeTyped, sameAsBilling: false })).toEqual({ billing: false, shipping: false });
      expect(checkoutAddressesToKeep([], { shipping: officeTyped, sameAsBilling: true })).toEqual({ billing: false, shipping: true });
    });

    it('keeps nothing of a guest, who has no book', () => {
      expect(checkoutAddressesToKeep(null, { billing: homeTyped, shipping: officeTyped, sameAsBilling: false })).toEqual({ billing: false, shipping: false });
    });
  });
});
