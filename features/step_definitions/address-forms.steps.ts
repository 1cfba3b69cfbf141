import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Address } from '../../src/domain/checkout/address';
import { addressFromForm, EMPTY_ADDRESS_FORM, type AddressFormValues } from '../../src/domain/checkout/address-form';
import {
  billingFormError,
  panelFieldError,
  PANEL_REQUIRED_FIELDS,
  shippingBillingErrors,
  shippingFormError,
  type PanelRequiredField,
} from '../../src/domain/checkout/address-form.rules';
import { maskPhone } from '../../src/domain/checkout/phone';
import { sanitizeZip } from '../../src/domain/checkout/zip';
import type { ShopWorld } from '../support/world';

interface FormResult {
  message?: string | null;
  address?: Address | null;
  errors?: Record<string, string> | null;
  phone?: { shown: string; message: string | null };
  zip?: string;
  state?: string | null;
}

const results = new WeakMap<ShopWorld, FormResult>();
const result = (world: ShopWorld): FormResult => results.get(world) ?? {};

const COMPLETE_FORM: AddressFormValues = {
  ...EMPTY_ADDRESS_FORM,
  fullName: 'Ada Lovelace',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  phone: '(512) 555-0100',
  email: 'ada@example.com',
};

const COMPLETE_PANEL: AddressFormValues = { ...COMPLETE_FORM, fullName: '', firstName: 'Ada', lastName: 'Lovelace' };
const EMPTY_PANEL: AddressFormValues = EMPTY_ADDRESS_FORM;

const FIELD_NAMES: Record<string, PanelRequiredField> = {
  'first name': 'firstName',
  'last name': 'lastName',
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'zip',
  phone: 'phone',
  email: 'email',
};

When('the shipping form is sent with only the full name {string}', function (this: ShopWorld, fullName: string) {
  const values = { ...EMPTY_ADDRESS_FORM, fullName };
  results.set(this, { message: shippingFormError(values)?.message ?? null });
});

When('the billing form is sent complete but without company and apartment', function (this: ShopWorld) {
  results.set(this, { message: billingFormError(COMPLETE_FORM)?.message ?? null, address: addressFromForm(COMPLETE_FORM, 'full') });
});

When('the shipping form is sent complete with the full name {string}', function (this: ShopWorld, fullName: string) {
  const values = { ...COMPLETE_FORM, fullName };
  assert.equal(shippingFormError(values), null);
  results.set(this, { address: addressFromForm(values, 'full') });
});

Then('the form says {string}', function (this: ShopWorld, message: string) {
  assert.equal(result(this).message, message);
});

Then('the form has no message', function (this: ShopWorld) {
  assert.equal(result(this).message, null);
});

Then('the address is for {string} {string} in {string}', function (this: ShopWorld, first: string, last: string, country: string) {
  const address = result(this).address;
  assert.ok(address, 'no address');
  assert.deepEqual([address.firstname, address.lastname, address.country_id], [first, last, country]);
});

When('the billing and shipping form is sent empty with the same address for shipping', function (this: ShopWorld) {
  results.set(this, { errors: shippingBillingErrors({ billing: EMPTY_PANEL, shipping: EMPTY_PANEL, sameAsBilling: true }) as Record<string, string> | null });
});

When('the billing and shipping form is sent with a complete billing panel and an empty separate shipping panel', function (this: ShopWorld) {
  results.set(this, { errors: shippingBillingErrors({ billing: COMPLETE_PANEL, shipping: EMPTY_PANEL, sameAsBilling: false }) as Record<string, string> | null });
});

Then(/^these (billing|shipping) fields say "([^"]+)": (.+)$/, function (this: ShopWorld, panel: string, message: string, list: string) {
  const errors = result(this).errors ?? {};
  const fields = list.split(',').map((name) => FIELD_NAMES[name.trim()]);
  for (const field of fields) assert.equal(errors[`${panel}.${field}`], message, `${panel} ${field}`);
  const other = Object.keys(errors).filter((key) => key.startsWith(`${panel}.`));
  assert.equal(other.length, fields.length);
  assert.equal(fields.length, PANEL_REQUIRED_FIELDS.length);
});

Then('no shipping field has a message', function (this: ShopWorld) {
  assert.deepEqual(Object.keys(result(this).errors ?? {}).filter((key) => key.startsWith('shipping.')), []);
});

When('the phone {string} is typed and the field is left', function (this: ShopWorld, typed: string) {
  const shown = maskPhone(typed);
  results.set(this, { phone: { shown, message: panelFieldError('phone', shown) } });
});

Then('the phone shows {string} with the message {string}', function (this: ShopWorld, shown: string, message: string) {
  const phone = result(this).phone;
  assert.equal(phone?.shown, shown);
  // An empty cell in the table means the phone passes.
  assert.equal(phone?.message ?? '', message);
});

Then('the phone message is {string}', function (this: ShopWorld, message: string) {
  assert.equal(result(this).phone?.message, message);
});

When('the zip {string} is typed', function (this: ShopWorld, typed: string) {
  results.set(this, { zip: sanitizeZip(typed) });
});

Then('the zip shows {string}', function (this: ShopWorld, shown: string) {
  assert.equal(result(this).zip, shown);
});

When('the state is left at {string}', function (this: ShopWorld, label: string) {
  assert.equal(label, 'Select');
  results.set(this, { state: panelFieldError('state', '0') });
});

Then('the state says {string}', function (this: ShopWorld, message: string) {
  assert.equal(result(this).state, message);
});
