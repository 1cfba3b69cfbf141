import { describe, expect, it, vi } from 'vitest';
import { EMPTY_ADDRESS_FORM, type AddressFormValues } from '../../domain/checkout/address-form';
import { addressFieldRefused } from '../../domain/checkout/address-refusal';
import { ada, inMemoryCheckoutStore } from '../../../test/doubles/in-memory-checkout-store';
import type { AddressFieldPath, AddressFormModel, AddressFormMode } from './address-form.model';
import { shownPanels } from './address-form.model';
import { checkoutOver } from './checkout.test-support';

const PANEL: AddressFormValues = {
  ...EMPTY_ADDRESS_FORM,
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  phone: '5125550100',
  email: 'ada@example.com',
};

const type = (model: AddressFormModel, panel: 'billing' | 'shipping', values: Partial<AddressFormValues>) => {
  for (const [field, value] of Object.entries(values)) model.change(`${panel}.${field}` as AddressFieldPath, value);
};

function openForm(mode: AddressFormMode, options: Parameters<typeof inMemoryCheckoutStore>[0] = {}) {
  const shop = checkoutOver(inMemoryCheckoutStore(options));
  const model = shop.addressModel();
  model.attach();
  model.open(mode);
  return { ...shop, model };
}

describe('the address form of /shipping-billing', () => {
  it("shows 'Required' under every empty billing field on sending, and checks a field when it is left", () => {
    const { model } = openForm({ kind: 'checkout' });
    model.change('billing.city', '   ');
    model.leave('billing.city');
    expect(model.state.errors).toEqual({ 'billing.city': 'Required' });
    model.change('billing.city', 'Austin');
    expect(model.state.errors).toEqual({});
    model.submit();
    expect(Object.keys(model.state.errors).sort()).toEqual(['billing.address', 'billing.email', 'billing.firstName', 'billing.lastName', 'billing.phone', 'billing.state', 'billing.zip']);
    expect(model.state.destination).toBeNull();
  });

  it('masks the phone and keeps five zip digits as the shopper types', () => {
    const { model } = openForm({ kind: 'checkout' });
    model.change('billing.phone', '512555');
    model.leave('billing.phone');
    expect(model.state.values.billing.phone).toBe('(512) 555');
    expect(model.state.errors['billing.phone']).toBe('Incomplete phone number');
    model.change('billing.zip', 'a0b2108999');
    expect(model.state.values.billing.zip).toBe('02108');
  });

  it.each(['+1 617 555 1234', '617.555.1234', '1-617-555-1234', '+1 (617) 555 1234'])(
    'lands a pasted %j as (617) 555-1234 and sends the courier those ten digits',
    async (pasted) => {
      const { model, gateway } = openForm({ kind: 'checkout' });
      type(model, 'billing', { ...PANEL, phone: pasted });
      expect(model.state.values.billing.phone).toBe('(617) 555-1234');
      model.leave('billing.phone');
      expect(model.state.errors).toEqual({});
      model.submit();
      await vi.waitFor(() => expect(model.state.destination).toEqual({ to: '/cardholder-review' }));
      expect(gateway.billing.get('g1')).toMatchObject({ telephone: '(617) 555-1234' });
    },
  );

  it.each([
    ['(617) 555-12345', 'A US phone number has 10 digits: please remove the extra ones.'],
    ['+44 20 7946 0958', 'Please enter a US phone number (country code +1).'],
    ['617-555-CALL', 'Please use only digits in the phone number.'],
  ])('keeps %j as typed and refuses it on the field, sending nothing', (typed, message) => {
    const { model, gateway } = openForm({ kind: 'checkout' });
    type(model, 'billing', { ...PANEL, phone: typed });
    expect(model.state.values.billing.phone).toBe(typed);
    model.leave('billing.phone');
    expect(model.state.errors).toEqual({ 'billing.phone': message });
    model.submit();
    expect(model.state.errors).toEqual({ 'billing.phone': message });
    expect(model.state.busy).toBe(false);
    expect(gateway.sentBodies).toEqual([]);
  });

  it('saves billing as shipping and leads to the payment page, or the return url', async () => {
    const { model, gateway } = openForm({ kind: 'checkout', returnUrl: '/order-review' });
    type(model, 'billing', { ...PANEL, zip: '02108' });
    model.submit();
    await vi.waitFor(() => expect(model.state.destination).toEqual({ to: '/order-review' }));
    expect(gateway.billing.get('g1')).toMatchObject({ firstname: 'Ada', postcode: '02108', telephone: '(512) 555-0100' });
    expect(gateway.shipping.get('g1')).toEqual(gateway.billing.get('g1'));
  });

  it('leads to the payment page when the return url would leave the shop', async () => {
    const { model } = openForm({ kind: 'checkout', returnUrl: '/\\evil.example' });
    type(model, 'billing', PANEL);
    model.submit();
    await vi.waitFor(() => expect(model.state.destination).toEqual({ to: '/cardholder-review' }));
  });

  it('asks for the separate shipping panel, one step at a time on a small screen', () => {
    const { model } = openForm({ kind: 'checkout' });
    model.setSmallScreen(true);
    model.setSameAsBilling(false);
    expect(shownPanels(model.state)).toEqual({ billing: true, shipping: false, continueToShipping: true, back: false });
    model.continueToShipping();
    expect(model.state.errors['billing.city']).toBe('Required');
    type(model, 'billing', PANEL);
    model.continueToShipping();
    expect(shownPanels(model.state)).toEqual({ billing: false, shipping: true, continueToShipping: false, back: true });
    expect(model.state.errors).toEqual({});
    // An error in the hidden billing panel brings it back.
    model.change('billing.city', '');
    model.submit();
    expect(model.state.step).toBe('billing');
    expect(model.state.errors['shipping.firstName']).toBe('Required');
  });

  it("refuses what the store would refuse on its field, in the shop's words, sends nothing and keeps every value typed", () => {
    const { model, gateway } = openForm({ kind: 'checkout' });
    const typed = { ...PANEL, firstName: 'N'.repeat(275), lastName: '', zip: '0210', email: 'not-an-email' };
    type(model, 'billing', typed);
    model.leave('billing.zip');
    expect(model.state.errors).toEqual({ 'billing.zip': 'Please enter a 5-digit ZIP code.' });
    model.submit();
    expect(model.state.errors).toEqual({
      'billing.firstName': 'Please shorten this to 255 characters or fewer.',
      'billing.lastName': 'Required',
      'billing.zip': 'Please enter a 5-digit ZIP code.',
      'billing.email': 'Please enter a valid email address',
    });
    expect(model.state.values.billing).toEqual({ ...typed, phone: '(512) 555-0100' });
    expect(gateway.sentBodies).toEqual([]);
  });

  it('marks a zip the store refuses on its panel in plain words, opens that step and asks for it to be focused', async () => {
    const { model, gateway } = openForm({ kind: 'checkout' });
    model.setSmallScreen(true);
    type(model, 'billing', { ...PANEL, zip: '02108' });
    model.setSameAsBilling(false);
    model.continueToShipping();
    type(model, 'shipping', { ...PANEL, firstName: 'Grace' });
    gateway.refuseAddress = () => addressFieldRefused('zip');
    model.submit();
    await vi.waitFor(() => expect(model.state.busy).toBe(false));
    expect(model.state).toMatchObject({ step: 'billing', refusedField: 'billing.zip', message: null, destination: null });
    expect(model.state.errors).toEqual({ 'billing.zip': 'Please check the ZIP code.' });
    expect(model.state.values.billing.zip).toBe('02108');
    model.refusedFieldShown();
    expect(model.state.refusedField).toBeNull();
    expect(gateway.shipping.has('g1')).toBe(false);
  });

  it('name every empty mandatory field in one message, then save the shipping address and lead to /billing', async () => {
    const { model, gateway } = openForm({ kind: 'checkout-step', address: 'shipping' });
    model.change('shipping.fullName', 'Mary Ann Smith');
    model.submit();
    expect(model.state.message).toBe('The following mandatory fields are empty: Address, City, State, Zip, Phone, Email');
    type(model, 'shipping', { address: '5 Elm St', city: 'Boston', state: 'MA', zip: '02108', phone: '6175550100', email: 'mary@example.com' });
    model.submit();
    await vi.waitFor(() => expect(model.state.destination).toEqual({ to: '/billing' }));
    expect(gateway.shipping.get('g1')).toMatchObject({ firstname: 'Mary', lastname: 'Ann Smith', postcode: '02108' });
  });

  it('lead to the next step when the return url would leave the shop', async () => {
    const { model } = openForm({ kind: 'checkout-step', address: 'billing', returnUrl: '/%09/evil.example' });
    type(model, 'billing', { fullName: 'Mary Ann Smith', address: '5 Elm St', city: 'Boston', state: 'MA', zip: '02108', phone: '6175550100', email: 'mary@example.com' });
    model.submit();
    await vi.waitFor(() => expect(model.state.destination).toEqual({ to: '/order-review' }));
  });

  it("mark a zip the store refuses under the field in plain words and focus it", async () => {
    const { model, gateway } = openForm({ kind: 'checkout-step', address: 'billing' });
    type(model, 'billing', { fullName: 'Ada Lovelace', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', phone: '5125550100', email: 'ada@example.com' });
    gateway.refuseAddress = () => addressFieldRefused('zip');
    model.submit();
    await vi.waitFor(() => expect(model.state.busy).toBe(false));
    expect(model.state).toMatchObject({ message: null, refusedField: 'billing.zip', errors: { 'billing.zip': 'Please check the ZIP code.' } });
    model.change('billing.zip', '21089');
    expect(model.state.errors).toEqual({});
  });

  it('show a first or last name the store refuses on the full name, in the words of its reason', async () => {
    const { model, gateway } = openForm({ kind: 'checkout-step', address: 'shipping' });
    type(model, 'shipping', { fullName: 'Ada Lovelace', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', phone: '5125550100', email: 'ada@example.com' });
    gateway.refuseAddress = () => addressFieldRefused('lastName', { kind: 'required' });
    model.submit();
    await vi.waitFor(() => expect(model.state.busy).toBe(false));
    expect(model.state.errors).toEqual({ 'shipping.fullName': 'Please enter your first and last name.' });
    gateway.refuseAddress = () => addressFieldRefused('firstName', { kind: 'too-long', maxLength: 40 });
    model.submit();
    await vi.waitFor(() => expect(model.state.busy).toBe(false));
    expect(model.state.errors).toEqual({ 'shipping.fullName': 'Please shorten this to 40 characters or fewer.' });
  });

  it.each([
    ['fullName', 'Cher', 'Please enter your first and last name.'],
    ['fullName', 'N'.repeat(275), 'Please enter your first and last name.'],
    ['fullName', `Ada ${'L'.repeat(275)}`, 'Please shorten this to 255 characters or fewer.'],
    ['zip', '0210', 'Please enter a 5-digit ZIP code.'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['phone', '+1 617 555 12345', 'A US phone number has 10 digits: please remove the extra ones.'],
  ] as const)("refuse a %s of %j on its field, on leaving it and on sending, keeping what was typed", (field, value, message) => {
    const { model, gateway } = openForm({ kind: 'checkout-step', address: 'shipping' });
    const typed = { fullName: 'Ada Lovelace', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', phone: '5125550100', email: 'ada@example.com', [field]: value };
    type(model, 'shipping', typed);
    model.leave(`shipping.${field}`);
    expect(model.state.errors).toEqual({ [`shipping.${field}`]: message });
    model.change('shipping.city', '');
    model.submit();
    expect(model.state.message).toBe('The following mandatory fields are empty: City');
    expect(model.state.errors).toEqual({ [`shipping.${field}`]: message });
    expect(model.state.values.shipping[field]).toBe(value);
    expect(gateway.sentBodies).toEqual([]);
  });

  it("send a guest from the account's editor to register once the shop knows the shopper is a guest", () => {
    const { model, session } = openForm({ kind: 'account', address: 'billing', receivingUrl: '/account', pathname: '/billing' });
    expect(model.state).toMatchObject({ loading: true, destination: null });
    session.refresh().subscribe();
    expect(model.state.destination).toEqual({ to: '/register?returnUrl=/billing', replace: true });
  });

  it("start the account's editor from the customer's default and save it as the default, back to the receiving page", async () => {
    const shop = checkoutOver(inMemoryCheckoutStore({ customer: true }));
    await new Promise<void>((resolve) => shop.session.refresh().subscribe({ complete: resolve }));
    const model = shop.addressModel();
    model.attach();
    model.open({ kind: 'account', address: 'shipping', receivingUrl: '/account', pathname: '/shipping' });
    expect(model.state.loading).toBe(false);
    expect(model.state.values.shipping).toMatchObject({ fullName: 'Grace Hopper', city: 'Arlington', state: 'VA' });
    model.change('shipping.city', 'Boston');
    model.submit();
    await vi.waitFor(() => expect(model.state.destination).toEqual({ to: '/account' }));
    expect(shop.session.current.customer?.addresses.find((address) => address.defaultShipping)).toMatchObject({ city: 'Boston' });
    // The address was the default billing address too: that one stays as it was.
    expect(shop.session.current.customer?.addresses.find((address) => address.defaultBilling)).toMatchObject({ id: 7, city: 'Arlington' });
  });

  it("change only the address it edits: the billing address of a customer whose billing and shipping addresses are one becomes an address of its own", async () => {
    const shop = checkoutOver(inMemoryCheckoutStore({ customer: true }));
    await new Promise<void>((resolve) => shop.session.refresh().subscribe({ complete: resolve }));
    const model = shop.addressModel();
    model.attach();
    model.open({ kind: 'account', address: 'billing', receivingUrl: '/account', pathname: '/billing', addressId: 7, hasAddress: true });
    model.change('billing.city', 'Boston');
    model.submit();
    await vi.waitFor(() => expect(model.state.destination).toEqual({ to: '/account' }));
    const addresses = shop.session.current.customer?.addresses ?? [];
    expect(addresses.find((address) => address.defaultShipping)).toMatchObject({ id: 7, city: 'Arlington' });
    expect(addresses.find((address) => address.defaultBilling)).toMatchObject({ city: 'Boston' });
    expect(addresses.find((address) => address.defaultBilling)?.id).not.toBe(7);
  });

  it("return the account's editor to the account when its receiving url would leave the shop", async () => {
    const shop = checkoutOver(inMemoryCheckoutStore({ customer: true }));
    await new Promise<void>((resolve) => shop.session.refresh().subscribe({ complete: resolve }));
    const model = shop.addressModel();
    model.attach();
    model.open({ kind: 'account', address: 'shipping', receivingUrl: '/\t/evil.example', pathname: '/shipping' });
    model.submit();
    await vi.waitFor(() => expect(model.state.destination).toEqual({ to: '/account' }));
  });
});

describe('typing and the saved address', () => {
  const gated = async () => {
    const shop = checkoutOver(inMemoryCheckoutStore());
    shop.gateway.billing.set('g1', ada);
    shop.gateway.shipping.set('g1', ada);
    const { Subject } = await import('rxjs');
    const gate = new Subject<void>();
    shop.gateway.addressesGate = gate;
    const model = shop.addressModel();
    model.attach();
    model.open({ kind: 'checkout' });
    await vi.waitFor(() => expect(model.state.loading).toBe(false));
    return { model, gate };
  };

  it('keeps an address the shopper typed into whole when the saved one arrives, and offers the saved one', async () => {
    const { model, gate } = await gated();
    type(model, 'billing', { firstName: 'Dorothea', city: 'Cambridge' });
    model.setSameAsBilling(false);
    gate.next();
    await vi.waitFor(() => expect(model.state.savedOffered).toEqual(['billing']));
    expect(model.state.values.billing).toEqual({ ...EMPTY_ADDRESS_FORM, firstName: 'Dorothea', city: 'Cambridge' });
    // Same-as-billing stays as the shopper set it.
    expect(model.state.values.sameAsBilling).toBe(false);
    model.useSavedAddress('billing');
    expect(model.state.values.billing).toMatchObject({ firstName: ada.firstname, city: ada.city, phone: '(512) 555-0100' });
    expect(model.state.savedOffered).toEqual([]);
  });

  it('fills an address the shopper has not typed into from the saved one, and offers nothing', async () => {
    const { model, gate } = await gated();
    gate.next();
    await vi.waitFor(() => expect(model.state.values.billing.city).toBe(ada.city));
    expect(model.state.savedOffered).toEqual([]);
  });

  it("keeps a guest's typing through a reload of the page, and forgets it once the addresses are saved", async () => {
    const shop = checkoutOver(inMemoryCheckoutStore());
    const before = shop.addressModel();
    before.attach();
    before.open({ kind: 'checkout' });
    type(before, 'billing', { firstName: 'Grace', zip: '02108' });
    before.setSameAsBilling(false);
    before.dispose();

    const reloaded = shop.addressModel();
    reloaded.attach();
    reloaded.open({ kind: 'checkout' });
    expect(reloaded.state.values.billing).toMatchObject({ firstName: 'Grace', zip: '02108' });
    expect(reloaded.state.values.sameAsBilling).toBe(false);

    type(reloaded, 'billing', PANEL);
    reloaded.setSameAsBilling(true);
    reloaded.submit();
    await vi.waitFor(() => expect(reloaded.state.destination).not.toBeNull());
    expect(shop.drafts.read('checkout')).toBeNull();
  });
});
