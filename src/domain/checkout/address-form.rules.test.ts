import { describe, it, expect } from 'vitest';
import { EMPTY_ADDRESS_FORM, type AddressFormValues } from './address-form';
import {
  ADDRESS_FIELD_LABELS,
  MANDATORY_FIELDS_PREFIX,
  MANDATORY_FIELDS_SEPARATOR,
  ONE_ADDRESS_REQUIRED_FIELDS,
  PANEL_REQUIRED_FIELDS,
  addressFieldError,
  oneAddressFieldErrors,
  oneAddressFormError,
  PANEL_FIELDS,
  panelFieldError,
  shippingBillingErrors,
  shippingPanelOf,
} from './address-form.rules';

const form: AddressFormValues = {
  ...EMPTY_ADDRESS_FORM,
  fullName: 'Ann Smith',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '(555) 234-5678',
  email: 'ann@example.com',
};

describe('/shipping and /billing forms', () => {
  it('lists the empty fields after the catalogue prefix, comma-separated', () => {
    expect(MANDATORY_FIELDS_PREFIX).toBe('The following mandatory fields are empty: ');
    expect(MANDATORY_FIELDS_SEPARATOR).toBe(', ');
  });

  it('asks every field but the company and the apt on both forms', () => {
    expect(ONE_ADDRESS_REQUIRED_FIELDS).toEqual(['fullName', 'address', 'city', 'state', 'zip', 'phone', 'email']);
  });

  it.each([
    ['fullName', 'Full name'],
    ['address', 'Address'],
    ['city', 'City'],
    ['state', 'State'],
    ['zip', 'Zip'],
    ['phone', 'Phone'],
    ['email', 'Email'],
  ] as const)('requires %s, named %j', (field, label) => {
    expect(ADDRESS_FIELD_LABELS[field]).toBe(label);
    expect(oneAddressFormError({ ...form, [field]: '' })).toEqual({
      code: 'CHECKOUT.MANDATORY_FIELDS_EMPTY',
      message: `The following mandatory fields are empty: ${label}`,
      fields: [field],
    });
  });

  it.each([
    ['company', ''],
    ['apt', ''],
  ] as const)('accepts an empty %s', (field, value) => {
    expect(oneAddressFormError({ ...form, [field]: value })).toBeNull();
  });

  it.each([
    [{ state: 'Select' }, 'State'],
    [{ state: '0' }, 'State'],
    [{ zip: '' }, 'Zip'],
    [{ phone: ' ' }, 'Phone'],
    [{ fullName: '   ' }, 'Full name'],
    [{ zip: '0' }, null],
    [{ state: 'ny' }, null],
  ])('with %j the missing field is %j', (change, missing) => {
    const error = oneAddressFormError({ ...form, ...change });
    expect(error?.message ?? null).toBe(missing && `${MANDATORY_FIELDS_PREFIX}${missing}`);
  });

  it('names every empty field in form order', () => {
    expect(oneAddressFormError({})?.message).toBe(
      'The following mandatory fields are empty: Full name, Address, City, State, Zip, Phone, Email',
    );
    expect(oneAddressFormError({ ...form, email: '', fullName: '', city: ' ' })?.fields).toEqual(['fullName', 'city', 'email']);
  });

  it('accepts a complete form', () => {
    expect(oneAddressFormError(form)).toBeNull();
  });

});

const TOO_LONG = 'Please shorten this to 255 characters or fewer.';
const NAME_OF_275 = 'N'.repeat(275);

describe('what every address form checks before the store sees it', () => {
  it.each([
    ['zip', '0210', 'Please enter a 5-digit ZIP code.'],
    ['zip', '02108', null],
    ['zip', ' 02108 ', null],
    ['zip', '021081', 'Please enter a 5-digit ZIP code.'],
    ['zip', 2108, 'Please enter a 5-digit ZIP code.'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', 'ines@', 'Please enter a valid email address'],
    ['email', 'ines@example.com', null],
    ['fullName', 'Cher', 'Please enter your first and last name.'],
    ['fullName', '  Cher  ', 'Please enter your first and last name.'],
    ['fullName', 'Cher Sarkisian', null],
    ['fullName', NAME_OF_275, 'Please enter your first and last name.'],
    ['fullName', `Ada ${NAME_OF_275}`, TOO_LONG],
    ['fullName', `${NAME_OF_275} Lovelace`, TOO_LONG],
    ['fullName', `${'A'.repeat(255)} ${'L'.repeat(255)}`, null],
    ['firstName', NAME_OF_275, TOO_LONG],
    ['firstName', 'A'.repeat(255), null],
    ['lastName', NAME_OF_275, TOO_LONG],
    ['address', 'S'.repeat(256), TOO_LONG],
    ['apt', 'S'.repeat(256), TOO_LONG],
    ['apt', '', null],
    ['city', 'C'.repeat(256), TOO_LONG],
    ['company', 'C'.repeat(256), TOO_LONG],
    ['company', '', null],
    ['phone', '+1 617 555 1234', null],
    ['phone', '(617) 555-12345', 'A US phone number has 10 digits: please remove the extra ones.'],
    ['state', 'DC', null],
    ['state', 'GU', 'Required'],
  ] as const)('%s = %j gives %j', (field, value, message) => {
    expect(addressFieldError(field, value)).toBe(message);
  });

  it("gives the one-address form's filled fields their message, leaving the empty ones to the form's one message", () => {
    expect(oneAddressFieldErrors(form)).toBeNull();
    expect(oneAddressFieldErrors({ ...form, fullName: 'Cher', zip: '0210', email: 'not-an-email', city: '' })).toEqual({
      fullName: 'Please enter your first and last name.',
      zip: 'Please enter a 5-digit ZIP code.',
      email: 'Please enter a valid email address',
    });
    expect(oneAddressFieldErrors({ ...EMPTY_ADDRESS_FORM })).toBeNull();
  });
});

const panel: AddressFormValues = { ...EMPTY_ADDRESS_FORM, firstName: 'Ann', lastName: 'Smith', address: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', phone: '(555) 234-5678', email: 'ann@example.com' };

describe('/shipping-billing', () => {
  it('requires these fields on each panel', () => {
    expect(PANEL_REQUIRED_FIELDS).toEqual(['firstName', 'lastName', 'address', 'city', 'state', 'zip', 'phone', 'email']);
  });

  it.each([
    ['firstName', '', 'Required'],
    ['firstName', '   ', 'Required'],
    ['firstName', 'Ann', null],
    ['lastName', '', 'Required'],
    ['address', '', 'Required'],
    ['city', '', 'Required'],
    ['zip', '', 'Required'],
    ['zip', '6270', 'Please enter a 5-digit ZIP code.'],
    ['zip', '62701', null],
    ['email', '', 'Required'],
    ['state', 'Select', 'Required'],
    ['state', 0, 'Required'],
    ['state', 'IL', null],
    ['phone', '', 'Required'],
    ['phone', '(555) 12', 'Incomplete phone number'],
    ['phone', '(555) 234-5678', null],
    ['phone', 5552345678, null],
    ['phone', undefined, 'Required'],
  ] as const)('%s = %j gives %j', (field, value, error) => {
    expect(panelFieldError(field, value)).toBe(error);
  });

  it('accepts complete billing with same-as-billing checked, whatever shipping holds', () => {
    expect(shippingBillingErrors({ billing: panel, shipping: EMPTY_ADDRESS_FORM, sameAsBilling: true })).toBeNull();
  });

  it('checks shipping too when same-as-billing is unchecked', () => {
    expect(shippingBillingErrors({ billing: panel, shipping: { ...panel, city: '', phone: '555' }, sameAsBilling: false })).toEqual({
      'shipping.city': 'Required',
      'shipping.phone': 'Incomplete phone number',
    });
    expect(shippingBillingErrors({ billing: panel, shipping: panel, sameAsBilling: false })).toBeNull();
  });

  it('checks the optional company and apartment for their length only', () => {
    expect(PANEL_FIELDS).toEqual(['firstName', 'lastName', 'company', 'address', 'apt', 'city', 'state', 'zip', 'phone', 'email']);
    expect(shippingBillingErrors({ billing: { ...panel, company: 'c'.repeat(256), apt: 'a'.repeat(256) }, shipping: panel, sameAsBilling: true })).toEqual({
      'billing.company': TOO_LONG,
      'billing.apt': TOO_LONG,
    });
  });

  it('marks every field of empty panels', () => {
    const errors = shippingBillingErrors({ billing: EMPTY_ADDRESS_FORM, shipping: EMPTY_ADDRESS_FORM, sameAsBilling: false });
    expect(Object.keys(errors ?? {})).toEqual([
      ...PANEL_REQUIRED_FIELDS.map((field) => `billing.${field}`),
      ...PANEL_REQUIRED_FIELDS.map((field) => `shipping.${field}`),
    ]);
    expect(new Set(Object.values(errors ?? {}))).toEqual(new Set(['Required']));
  });

  it.each([
    [true, panel],
    [false, { ...panel, city: 'Chicago' }],
  ])('with same-as-billing %s ships to %j', (sameAsBilling, shipping) => {
    expect(shippingPanelOf({ billing: panel, shipping: { ...panel, city: 'Chicago' }, sameAsBilling })).toEqual(shipping);
  });

});
