import { describe, expect, it } from 'vitest';
import type { Address } from './address';
import { addressFormOf, addressFromForm, EMPTY_ADDRESS_FORM, prefillAddressForm, type AddressFormValues } from './address-form';

const boston: Address = {
  firstname: 'Mary Ann',
  lastname: 'Smith',
  company: 'Loupe',
  street: ['5 Beacon St', 'Apt 2'],
  city: 'Boston',
  region: { code: 'MA', name: 'Massachusetts', id: 32 },
  countryId: 'US',
  postcode: '02108',
  telephone: '6175550100',
  email: 'mary@example.com',
};

describe('the address form of checkout and account', () => {
  it('shows a saved address as text: the zip keeps its leading zero, the phone shows through its mask', () => {
    expect(addressFormOf(boston)).toEqual({
      fullName: 'Mary Ann Smith',
      firstName: 'Mary Ann',
      lastName: 'Smith',
      company: 'Loupe',
      address: '5 Beacon St',
      apt: 'Apt 2',
      city: 'Boston',
      state: 'MA',
      zip: '02108',
      phone: '(617) 555-0100',
      email: 'mary@example.com',
    });
    expect(addressFormOf(null, 'guest@example.com')).toEqual({ ...EMPTY_ADDRESS_FORM, email: 'guest@example.com' });
  });

  it('turns the one-address form into an address, the full name split at the first space and the zip as typed', () => {
    const form: AddressFormValues = { ...addressFormOf(boston), fullName: ' Mary Ann Smith ', company: ' ' };
    expect(addressFromForm(form, 'full')).toEqual({
      firstname: 'Mary',
      lastname: 'Ann Smith',
      street: ['5 Beacon St', 'Apt 2'],
      city: 'Boston',
      region: { code: 'MA', name: 'Massachusetts', id: 32 },
      countryId: 'US',
      postcode: '02108',
      telephone: '(617) 555-0100',
      email: 'mary@example.com',
    });
  });

  it('turns a panel of first and last name into an address', () => {
    expect(addressFromForm(addressFormOf(boston), 'split')).toMatchObject({ firstname: 'Mary Ann', lastname: 'Smith', company: 'Loupe', postcode: '02108' });
  });

  it.each(['0', 'Select', 'GU'])('makes no address without a region the shop delivers to (%j)', (state) => {
    expect(addressFromForm({ ...addressFormOf(boston), state }, 'full')).toBeNull();
  });

  it.each([
    ['DC', 'District of Columbia', 16],
    ['PR', 'Puerto Rico', 52],
    ['AA', 'Armed Forces Americas', 7],
    ['AE', 'Armed Forces Europe', 9],
    ['AP', 'Armed Forces Pacific', 11],
  ])('makes an address in %s (%s, region %i)', (state, name, regionId) => {
    expect(addressFromForm({ ...addressFormOf(boston), state }, 'full')).toMatchObject({ region: { code: state, name, id: regionId } });
  });
});

describe('the saved address arriving after the shopper started typing', () => {
  const saved = addressFormOf(boston);

  it('fills only the fields still empty and keeps every one the shopper typed', () => {
    const typed: AddressFormValues = { ...EMPTY_ADDRESS_FORM, fullName: 'Grace Hopper', city: 'Cambridge', zip: '0213' };
    expect(prefillAddressForm(typed, saved)).toEqual({ ...saved, fullName: 'Grace Hopper', city: 'Cambridge', zip: '0213' });
  });

  it('takes the saved state while the dropdown is at Select, and keeps a chosen one', () => {
    expect(prefillAddressForm(EMPTY_ADDRESS_FORM, saved).state).toBe('MA');
    expect(prefillAddressForm({ ...EMPTY_ADDRESS_FORM, state: 'NH' }, saved).state).toBe('NH');
  });

  it('counts a field of spaces as empty', () => {
    expect(prefillAddressForm({ ...EMPTY_ADDRESS_FORM, city: '   ' }, saved).city).toBe('Boston');
  });

  it('leaves a form the shopper filled untouched', () => {
    const typed = addressFormOf({ ...boston, city: 'Quincy', postcode: '02169' });
    expect(prefillAddressForm(typed, saved)).toEqual(typed);
  });
});
