import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { AddressFieldPath, AddressFormModel } from '../../src/application/checkout/address-form.model';
import { EMPTY_ADDRESS_FORM, type AddressFormField, type AddressFormValues } from '../../src/domain/checkout/address-form';
import { PANEL_REQUIRED_FIELDS, type PanelRequiredField } from '../../src/domain/checkout/address-form.rules';
import type { ShopWorld } from '../support/world';
import { openAddressForm, sendAddressForm, typeAddress } from './checkout.steps';

/** The address form the shopper has open: the model its view binds to. */
const forms = new WeakMap<ShopWorld, AddressFormModel>();
const formOf = (world: ShopWorld): AddressFormModel => {
  const form = forms.get(world);
  assert.ok(form, 'no address form is open');
  return form;
};

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

/** A value a step names rather than types. */
const typedValue = (typed: string): string =>
  typed === 'a name of 275 letters' ? 'N'.repeat(275) : typed === 'Ada and 275 letters' ? `Ada ${'L'.repeat(275)}` : typed;

const ONE_ADDRESS_FIELDS: Record<string, AddressFormField> = { zip: 'zip', email: 'email', 'full name': 'fullName', phone: 'phone' };

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

/** /shipping or /billing as a checkout step. */
async function openStep(world: ShopWorld, address: 'shipping' | 'billing'): Promise<AddressFormModel> {
  const form = await openAddressForm(world, { kind: 'checkout-step', address });
  forms.set(world, form);
  return form;
}

/** /shipping-billing. */
async function openPanels(world: ShopWorld): Promise<AddressFormModel> {
  const form = await openAddressForm(world, { kind: 'checkout' });
  forms.set(world, form);
  return form;
}

/** The address the form's step sent to the store, as the store received it. */
function sentAddress(world: ShopWorld): { firstname: string; lastname: string; country_id: string } | undefined {
  const sent = world.sentRequests.filter(({ url }) => /\/(billing-address|shipping-information)$/.test(url)).at(-1);
  if (!sent) return undefined;
  const body = JSON.parse(sent.body) as { address?: { firstname: string; lastname: string; country_id: string }; addressInformation?: { shipping_address: { firstname: string; lastname: string; country_id: string } } };
  return body.address ?? body.addressInformation?.shipping_address;
}

When('the shipping form is sent with only the full name {string}', async function (this: ShopWorld, fullName: string) {
  const form = await openStep(this, 'shipping');
  form.change('shipping.fullName', fullName);
  await sendAddressForm(form);
});

When('the billing form is sent complete but without company and apartment', async function (this: ShopWorld) {
  const form = await openStep(this, 'billing');
  typeAddress(form, 'billing', COMPLETE_FORM, 'full');
  await sendAddressForm(form);
});

When('the shipping form is sent complete with the full name {string}', async function (this: ShopWorld, fullName: string) {
  const form = await openStep(this, 'shipping');
  typeAddress(form, 'shipping', { ...COMPLETE_FORM, fullName }, 'full');
  await sendAddressForm(form);
});

Then('the form says {string}', function (this: ShopWorld, message: string) {
  assert.equal(formOf(this).state.message, message);
  assert.equal(formOf(this).state.destination, null);
});

Then('the form has no message', function (this: ShopWorld) {
  const { message, errors } = formOf(this).state;
  assert.equal(message, null);
  assert.deepEqual(errors, {});
});

/** What the store received for the address: the name split as the form splits it, the country fixed. */
Then('the address is for {string} {string} in {string}', function (this: ShopWorld, first: string, last: string, country: string) {
  assert.ok(formOf(this).state.destination, `the form did not go on: ${formOf(this).state.message}`);
  const address = sentAddress(this);
  assert.ok(address, 'no address reached the store');
  assert.deepEqual([address.firstname, address.lastname, address.country_id], [first, last, country]);
});

When('the billing and shipping form is sent empty with the same address for shipping', async function (this: ShopWorld) {
  const form = await openPanels(this);
  form.setSameAsBilling(true);
  await sendAddressForm(form);
});

When('the billing and shipping form is sent with a complete billing panel and an empty separate shipping panel', async function (this: ShopWorld) {
  const form = await openPanels(this);
  typeAddress(form, 'billing', COMPLETE_PANEL, 'split');
  form.setSameAsBilling(false);
  await sendAddressForm(form);
});

Then(/^these (billing|shipping) fields say "([^"]+)": (.+)$/, function (this: ShopWorld, panel: string, message: string, list: string) {
  const { errors, destination } = formOf(this).state;
  assert.equal(destination, null, 'the form was sent on');
  const fields = list.split(',').map((name) => FIELD_NAMES[name.trim()]);
  for (const field of fields) assert.equal(errors[`${panel}.${field}` as AddressFieldPath], message, `${panel} ${field}`);
  const other = Object.keys(errors).filter((key) => key.startsWith(`${panel}.`));
  assert.equal(other.length, fields.length);
  assert.equal(fields.length, PANEL_REQUIRED_FIELDS.length);
});

Then('no shipping field has a message', function (this: ShopWorld) {
  assert.deepEqual(Object.keys(formOf(this).state.errors).filter((key) => key.startsWith('shipping.')), []);
});

When('the phone {string} is typed and the field is left', async function (this: ShopWorld, typed: string) {
  const form = await openPanels(this);
  form.change('billing.phone', typed);
  form.leave('billing.phone');
});

Then('the phone shows {string} with the message {string}', function (this: ShopWorld, shown: string, message: string) {
  const { values, errors } = formOf(this).state;
  assert.equal(values.billing.phone, shown);
  // An empty cell in the table means the phone passes.
  assert.equal(errors['billing.phone'] ?? '', message);
});

Then('the phone message is {string}', function (this: ShopWorld, message: string) {
  assert.equal(formOf(this).state.errors['billing.phone'], message);
});

When('the zip {string} is typed', async function (this: ShopWorld, typed: string) {
  const form = await openPanels(this);
  form.change('billing.zip', typed);
});

Then('the zip shows {string}', function (this: ShopWorld, shown: string) {
  assert.equal(formOf(this).state.values.billing.zip, shown);
});

When('the state is left at {string}', async function (this: ShopWorld, label: string) {
  assert.equal(label, 'Select');
  const form = await openPanels(this);
  assert.equal(form.state.values.billing.state, '0');
  form.leave('billing.state');
});

Then('the state says {string}', function (this: ShopWorld, message: string) {
  assert.equal(formOf(this).state.errors['billing.state'], message);
});

/** How many address calls had reached the store when the form was sent. */
const callsBeforeSending = new WeakMap<ShopWorld, number>();

/** What reached the store's address calls. */
const addressCalls = (world: ShopWorld) => world.sentRequests.filter(({ url }) => /\/(billing-address|shipping-information|customers\/me\/address)$/.test(url));

When(/^the shipping form is sent complete except the (zip|email|full name|phone) "([^"]*)"$/, async function (this: ShopWorld, field: string, typed: string) {
  const form = await openStep(this, 'shipping');
  const sentBefore = addressCalls(this).length;
  typeAddress(form, 'shipping', { ...COMPLETE_FORM, [ONE_ADDRESS_FIELDS[field] as AddressFormField]: typedValue(typed) }, 'full');
  await sendAddressForm(form);
  callsBeforeSending.set(this, sentBefore);
});

Then(/^the (zip|email|full name|phone) says "([^"]*)"$/, function (this: ShopWorld, field: string, message: string) {
  const { errors, message: formMessage } = formOf(this).state;
  assert.equal(errors[`shipping.${ONE_ADDRESS_FIELDS[field] as AddressFormField}`], message);
  assert.equal(formMessage, null);
});

Then(/^the form still shows the (zip|email|full name|phone) "([^"]*)"$/, function (this: ShopWorld, field: string, typed: string) {
  assert.equal(formOf(this).state.values.shipping[ONE_ADDRESS_FIELDS[field] as AddressFormField], typedValue(typed));
});

Then('nothing was sent to the store', function (this: ShopWorld) {
  assert.equal(formOf(this).state.destination, null);
  assert.equal(addressCalls(this).length, callsBeforeSending.get(this));
});

When(/^the billing panel is sent complete except the (zip|email|first name|last name) "([^"]*)"$/, async function (this: ShopWorld, field: string, typed: string) {
  const form = await openPanels(this);
  const sentBefore = addressCalls(this).length;
  typeAddress(form, 'billing', { ...COMPLETE_PANEL, [FIELD_NAMES[field] as PanelRequiredField]: typedValue(typed) }, 'split');
  await sendAddressForm(form);
  callsBeforeSending.set(this, sentBefore);
});

Then(/^the billing (zip|email|first name|last name) says "([^"]*)"$/, function (this: ShopWorld, field: string, message: string) {
  const { errors } = formOf(this).state;
  assert.deepEqual(errors, { [`billing.${FIELD_NAMES[field] as PanelRequiredField}`]: message });
});

Then(/^the billing panel still shows the (zip|email|first name|last name) "([^"]*)"$/, function (this: ShopWorld, field: string, typed: string) {
  assert.equal(formOf(this).state.values.billing[FIELD_NAMES[field] as PanelRequiredField], typedValue(typed));
});

When('the shipping form is sent complete with the state {string}', async function (this: ShopWorld, state: string) {
  const form = await openStep(this, 'shipping');
  typeAddress(form, 'shipping', { ...COMPLETE_FORM, state }, 'full');
  await sendAddressForm(form);
});

Then('the store keeps the shipping address in {string} as region {int}', function (this: ShopWorld, state: string, regionId: number) {
  assert.ok(formOf(this).state.destination, `the form did not go on: ${formOf(this).state.message ?? JSON.stringify(formOf(this).state.errors)}`);
  const sent = this.sentRequests.filter(({ url }) => /\/shipping-information$/.test(url)).at(-1);
  assert.ok(sent, 'no shipping address reached the store');
  const body = JSON.parse(sent.body) as { addressInformation: { shipping_address: { region_code: string; region_id: number } } };
  assert.deepEqual([body.addressInformation.shipping_address.region_code, body.addressInformation.shipping_address.region_id], [state, regionId]);
});
