import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../domain/checkout/address';
import { addressFieldRefused } from '../../domain/checkout/address-refusal';
import { anAddress } from '../../../test/doubles/address-fixtures';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryCartRepository } from '../../../test/doubles/in-memory-cart.repository';
import { DECLINED_NONCE } from '../../../test/doubles/in-memory-checkout';
import { renderShop } from '../test/render-shop';

const diamond = aDiamond({ id: '100080341', price: 5093 });
const bigDiamond = aDiamond({ id: '100099999', price: 18_000 });

const texas = anAddress();

/** A guest whose bag 'g1' holds one diamond; `addresses` puts the checkout's addresses on the cart first. */
function guestCheckout(path: string, options: { price?: number; addresses?: boolean; state?: unknown; addressesGate?: Subject<void> } = {}) {
  const stone = options.price ? aDiamond({ id: '100077777', price: options.price }) : diamond;
  const carts = new InMemoryCartRepository([stone, bigDiamond]);
  carts.carts.set('g1', [{ id: stone.id, sku: stone.id, name: '1.01 ct Round diamond', price: stone.price, lineId: 1, qty: 1, cartId: 'g1' }]);
  return renderShop(path, {
    diamonds: [stone, bigDiamond],
    carts,
    cookies: { loupe_cart: 'g1', loupe_diamond: stone.id },
    state: options.state,
    prepareCheckout: (checkout) => {
      checkout.addressesGate = options.addressesGate ?? null;
      if (!options.addresses) return;
      checkout.billing.set('g1', texas);
      checkout.shipping.set('g1', texas);
    },
  });
}

const post = (origin: string, data: unknown) => act(() => void window.dispatchEvent(new MessageEvent('message', { origin, data })));

/** Small screens: /shipping-billing shows one panel per page step. */
async function onAPhone(journey: () => Promise<void>) {
  const wide = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
  try {
    await journey();
  } finally {
    window.matchMedia = wide;
  }
}

async function fillBilling(user: ReturnType<typeof userEvent.setup>, zip = '73301') {
  const panel = within(await screen.findByTestId('billing-panel'));
  await user.type(panel.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(panel.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.type(panel.getByRole('textbox', { name: 'Address' }), '1 Main St');
  await user.type(panel.getByRole('textbox', { name: 'City' }), 'Austin');
  await user.selectOptions(panel.getByRole('combobox', { name: 'State' }), 'TX');
  await user.type(panel.getByRole('textbox', { name: 'Zip' }), zip);
  await user.type(panel.getByRole('textbox', { name: 'Phone' }), '5125550100');
  await user.type(panel.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
}

async function fillShipping(user: ReturnType<typeof userEvent.setup>, zip: string) {
  const shipping = within(await screen.findByTestId('shipping-panel'));
  await user.type(shipping.getByRole('textbox', { name: 'First name' }), 'Grace');
  await user.type(shipping.getByRole('textbox', { name: 'Last name' }), 'Hopper');
  await user.type(shipping.getByRole('textbox', { name: 'Address' }), '2 Navy Way');
  await user.type(shipping.getByRole('textbox', { name: 'City' }), 'Arlington');
  await user.selectOptions(shipping.getByRole('combobox', { name: 'State' }), 'VA');
  await user.type(shipping.getByRole('textbox', { name: 'Zip' }), zip);
  await user.type(shipping.getByRole('textbox', { name: 'Phone' }), '7035550100');
  await user.type(shipping.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
}

const REFUSED_ZIP = 'Please check the ZIP code.';

/** A rule of the store the forms do not know: it refuses the zip 02108. */
const refuse02108 = (address: Address) => (address.postcode === '02108' ? addressFieldRefused('zip') : null);

describe('/shipping-billing', () => {
  it("shows 'Required' under every empty billing field on submit, and on blur", async () => {
    const user = userEvent.setup({ delay: null });
    guestCheckout('/shipping-billing');
    const panel = within(await screen.findByTestId('billing-panel'));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    for (const name of ['First name', 'Last name', 'Address', 'City', 'Zip', 'Phone', 'Email']) {
      expect(panel.getByRole('textbox', { name })).toHaveAccessibleDescription('Required');
    }
    expect(panel.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('Required');
    expect(panel.getByRole('textbox', { name: 'Company (optional)' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('checks a field when the shopper leaves it', async () => {
    const user = userEvent.setup({ delay: null });
    guestCheckout('/shipping-billing');
    const panel = within(await screen.findByTestId('billing-panel'));
    await user.type(panel.getByRole('textbox', { name: 'City' }), '   ');
    await user.tab();
    expect(panel.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Required');
  });

  it('masks the phone, counts its digits and keeps five zip digits', async () => {
    const user = userEvent.setup({ delay: null });
    guestCheckout('/shipping-billing');
    const panel = within(await screen.findByTestId('billing-panel'));
    const phone = panel.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '512555');
    expect(phone).toHaveValue('(512) 555');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Incomplete phone number');
    await user.type(phone, '01009');
    expect(phone).toHaveValue('(512) 555-01009');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('A US phone number has 10 digits: please remove the extra ones.');
    await user.type(phone, '{Backspace}');
    expect(phone).toHaveValue('(512) 555-0100');
    await user.tab();
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await user.clear(phone);
    await user.paste('+1 617 555 1234');
    expect(phone).toHaveValue('(617) 555-1234');
    const zip = panel.getByRole('textbox', { name: 'Zip' });
    await user.type(zip, 'a7b3301999');
    expect(zip).toHaveValue('73301');
    expect(panel.getByRole('textbox', { name: 'Country' })).toHaveValue('United States');
  });

  it('saves billing as shipping and opens the payment page', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, checkout } = guestCheckout('/shipping-billing');
    await fillBilling(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cardholder-review'));
    expect(checkout.billing.get('g1')).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace', street: ['1 Main St'], postcode: '73301', telephone: '(512) 555-0100', email: 'ada@example.com', region: { code: 'TX' } });
    expect(checkout.shipping.get('g1')).toEqual(checkout.billing.get('g1'));
  });

  it('asks for a separate shipping address when it is not the billing one, then goes to the return url', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, checkout } = guestCheckout('/shipping-billing?returnUrl=/order-review');
    await fillBilling(user);
    await user.click(screen.getByRole('checkbox', { name: 'Ship to my billing address' }));
    const shipping = within(await screen.findByTestId('shipping-panel'));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(shipping.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Required');
    expect(router.state.location.pathname).toBe('/shipping-billing');
    await user.type(shipping.getByRole('textbox', { name: 'First name' }), 'Grace');
    await user.type(shipping.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await user.type(shipping.getByRole('textbox', { name: 'Address' }), '2 Navy Way');
    await user.type(shipping.getByRole('textbox', { name: 'City' }), 'Arlington');
    await user.selectOptions(shipping.getByRole('combobox', { name: 'State' }), 'VA');
    await user.type(shipping.getByRole('textbox', { name: 'Zip' }), '22202');
    await user.type(shipping.getByRole('textbox', { name: 'Phone' }), '7035550100');
    await user.type(shipping.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-review'));
    expect(checkout.shipping.get('g1')).toMatchObject({ firstname: 'Grace', city: 'Arlington', region: { code: 'VA' } });
    expect(checkout.billing.get('g1')).toMatchObject({ firstname: 'Ada' });
  });

  it('starts from the addresses already on the cart', async () => {
    guestCheckout('/shipping-billing', { addresses: true });
    const panel = within(await screen.findByTestId('billing-panel'));
    await waitFor(() => expect(panel.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada'));
    expect(panel.getByRole('textbox', { name: 'Phone' })).toHaveValue('(512) 555-0100');
    expect(screen.getByRole('checkbox', { name: 'Ship to my billing address' })).toBeChecked();
  });

  it('shows one panel per page step on a small screen', async () => {
    const user = userEvent.setup({ delay: null });
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
    try {
      guestCheckout('/shipping-billing');
      await user.click(await screen.findByRole('checkbox', { name: 'Ship to my billing address' }));
      expect(screen.queryByTestId('shipping-panel')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
      expect(within(screen.getByTestId('billing-panel')).getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Required');
      await fillBilling(user);
      await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
      const shipping = within(await screen.findByTestId('shipping-panel'));
      expect(screen.queryByTestId('billing-panel')).not.toBeInTheDocument();
      // The shipping step opens clean: nothing was submitted by the click that opened it.
      expect(shipping.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid', 'true');
      await user.click(screen.getByRole('button', { name: 'Back to billing' }));
      expect(await screen.findByTestId('billing-panel')).toBeInTheDocument();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('keeps a Boston zip with its leading zero', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, checkout } = guestCheckout('/shipping-billing');
    await fillBilling(user, '02108');
    expect(within(screen.getByTestId('billing-panel')).getByRole('textbox', { name: 'Zip' })).toHaveAttribute('inputmode', 'numeric');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cardholder-review'));
    expect(checkout.billing.get('g1')).toMatchObject({ postcode: '02108' });
  });

  it('marks the zip the store refuses under the field, with no other message', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, checkout } = guestCheckout('/shipping-billing');
    checkout.refuseAddress = refuse02108;
    await fillBilling(user, '02108');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const zip = within(screen.getByTestId('billing-panel')).getByRole('textbox', { name: 'Zip' });
    await waitFor(() => expect(zip).toHaveAccessibleDescription(REFUSED_ZIP));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shipping-billing');
  });

  it('on a phone, takes the shopper from the shipping step to the billing zip the store refused', async () => {
    await onAPhone(async () => {
      const user = userEvent.setup({ delay: null });
      const { checkout } = guestCheckout('/shipping-billing');
      checkout.refuseAddress = refuse02108;
      await fillBilling(user, '02108');
      await user.click(screen.getByRole('checkbox', { name: 'Ship to my billing address' }));
      await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
      await fillShipping(user, '22202');
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      const billing = within(await screen.findByTestId('billing-panel'));
      expect(screen.queryByTestId('shipping-panel')).not.toBeInTheDocument();
      expect(billing.getByRole('textbox', { name: 'Zip' })).toHaveAccessibleDescription(REFUSED_ZIP);
      await waitFor(() => expect(billing.getByRole('textbox', { name: 'Zip' })).toHaveFocus());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('on a phone, marks a refused shipping zip on the shipping step', async () => {
    await onAPhone(async () => {
      const user = userEvent.setup({ delay: null });
      const { checkout } = guestCheckout('/shipping-billing');
      checkout.refuseAddress = refuse02108;
      await fillBilling(user);
      await user.click(screen.getByRole('checkbox', { name: 'Ship to my billing address' }));
      await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
      await fillShipping(user, '02108');
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      const shipping = within(screen.getByTestId('shipping-panel'));
      await waitFor(() => expect(shipping.getByRole('textbox', { name: 'Zip' })).toHaveAccessibleDescription(REFUSED_ZIP));
      expect(screen.queryByTestId('billing-panel')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(checkout.shipping.has('g1')).toBe(false);
    });
  });

  it('keeps what the shopper typed before the saved addresses arrived, whole, and offers the saved address instead of mixing it in', async () => {
    const user = userEvent.setup({ delay: null });
    const addressesGate = new Subject<void>();
    guestCheckout('/shipping-billing', { addresses: true, addressesGate });
    const panel = within(await screen.findByTestId('billing-panel'));
    await user.type(panel.getByRole('textbox', { name: 'First name' }), 'Grace');
    await user.type(panel.getByRole('textbox', { name: 'City' }), 'Cambridge');
    act(() => addressesGate.next());
    const offer = await panel.findByRole('button', { name: 'Use my saved address' });
    expect(panel.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
    expect(panel.getByRole('textbox', { name: 'City' })).toHaveValue('Cambridge');
    expect(panel.getByRole('textbox', { name: 'Last name' })).toHaveValue('');
    await user.click(offer);
    expect(panel.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(panel.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    expect(panel.queryByRole('button', { name: 'Use my saved address' })).not.toBeInTheDocument();
  });

  it('shows the empty bag without items', async () => {
    renderShop('/shipping-billing');
    expect(await screen.findByText(/You have no items in your bag/)).toBeInTheDocument();
  });
});

describe('/shipping and /billing in the checkout', () => {
  it('names every empty mandatory field, then goes on from shipping to billing to the review', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, checkout } = guestCheckout('/shipping');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The following mandatory fields are empty: Full name, Address, City, State, Zip, Phone, Email');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Mary Ann Smith');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '5 Elm St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Boston');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'MA');
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '02108');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '6175550100');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mary@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
    expect(checkout.shipping.get('g1')).toMatchObject({ firstname: 'Mary', lastname: 'Ann Smith', city: 'Boston', postcode: '02108', telephone: '(617) 555-0100' });
    // The billing step starts from the shipping address the store copied. Until its page has loaded, the shipping
    // form stays on screen with the same name in it, so look for the billing page first.
    await screen.findByRole('heading', { name: 'Billing address' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Mary Ann Smith'));
    expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveValue('02108');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-review'));
    expect(await screen.findByTestId('order-total')).toHaveTextContent('$5,093.00');
    expect(screen.getByText('Free')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cardholder'));
  });
});

describe('/shipping and /billing when the store refuses a field or the saved address is slow', () => {
  it('marks the zip the store refuses under the field, with no other message', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, checkout } = guestCheckout('/shipping', { addresses: true });
    checkout.refuseAddress = refuse02108;
    const zip = await screen.findByRole('textbox', { name: 'Zip' });
    await waitFor(() => expect(zip).toHaveValue('73301'));
    await user.clear(zip);
    await user.type(zip, '02108');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(zip).toHaveAccessibleDescription(REFUSED_ZIP));
    expect(zip).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shipping');
    await user.type(zip, '{Backspace}');
    expect(zip).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what the shopper typed before the saved address arrived, whole, and offers the saved address', async () => {
    const user = userEvent.setup({ delay: null });
    const addressesGate = new Subject<void>();
    guestCheckout('/billing', { addresses: true, addressesGate });
    await screen.findByRole('heading', { name: 'Billing address' });
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Mary Ann Smith');
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '02108');
    act(() => addressesGate.next());
    await screen.findByRole('button', { name: 'Use my saved address' });
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Mary Ann Smith');
    expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveValue('02108');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
  });
});

describe('card payment', () => {
  it('confirms the authorized card, empties the bag and opens /order-received', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, cardFields, checkout, cookies, carts } = guestCheckout('/cardholder', { addresses: true });
    const frame = await screen.findByTitle('Card details');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/payments\.test\/hosted-fields\?parentOrigin=/);
    post(cardFields.origin, { type: 'loupe-card-nonce', nonce: 'nonce-ok', last4: '1111' });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect(dialog).toHaveTextContent('Pay $5,093.00 with the card ending in 1111.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-received'));
    expect(router.state.location.state).toMatchObject({ orderId: '000000002', email: 'ada@example.com', receipt: { value: 5093, items: [{ sku: '100080341', quantity: 1 }] } });
    expect(checkout.orders).toEqual([expect.objectContaining({ cartId: 'g1', email: 'ada@example.com', method: 'braintree', items: ['100080341'] })]);
    expect(cookies.get('loupe_cart')).toBeNull();
    expect(cookies.get('loupe_diamond')).toBeNull();
    expect(carts.carts.has('g1')).toBe(false);
  });

  it('closes the modal on a decline, shows the message and keeps the bag', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, cardFields, cookies, carts } = guestCheckout('/cardholder-review', { addresses: true });
    await screen.findByTitle('Card details');
    post(cardFields.origin, { type: 'loupe-card-nonce', nonce: DECLINED_NONCE, last4: '1115' });
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByTestId('payment-message')).toHaveTextContent('Unable to place order: Processor declined');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/cardholder-review');
    expect(cookies.get('loupe_cart')).toBe('g1');
    expect(carts.carts.get('g1')).toHaveLength(1);
  });

  it("says 'Order was not placed' when the bag was emptied meanwhile", async () => {
    const user = userEvent.setup({ delay: null });
    const { cardFields, carts, checkout } = guestCheckout('/cardholder', { addresses: true });
    await screen.findByTitle('Card details');
    carts.carts.set('g1', []);
    post(cardFields.origin, { type: 'loupe-card-nonce', nonce: 'nonce-ok', last4: '1111' });
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByTestId('payment-message')).toHaveTextContent('Order was not placed');
    expect(checkout.orders).toHaveLength(0);
  });

  it('ignores messages from any other origin', async () => {
    guestCheckout('/cardholder', { addresses: true });
    await screen.findByTitle('Card details');
    post('https://evil.test', { type: 'loupe-card-nonce', nonce: 'nonce-ok', last4: '1111' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('financing', () => {
  async function chooseFinancing(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('radio', { name: /Monthly payments/ }));
    return screen.findByRole('button', { name: 'Continue with the financing provider' });
  }

  it('walks READY → OPEN → SET_PAYMENT → PLACE_ORDER and places the order', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, financing, checkout, cookies } = guestCheckout('/cardholder-review', { addresses: true });
    await user.click(await chooseFinancing(user));
    const modal = await screen.findByRole('dialog', { name: 'Pay over time' });
    expect(within(modal).getByTitle('Financing checkout')).toHaveAttribute('src', expect.stringMatching(/^https:\/\/payments\.test\/checkout\/chk_1/));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(financing.opened[0]).toMatchObject({ lines: [{ sku: '100080341', unitPriceCents: 509300, qty: 1 }], totalCents: 509300, taxCents: 0, billing: { firstName: 'Ada' } });
    post(financing.origin, { type: 'loupe-financing-approved', checkout_token: 'token-ok' });
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(checkout.guestEmails.get('g1')).toBe('ada@example.com');
    expect(checkout.payments.get('g1')).toEqual({ method: 'affirm_gateway', proof: 'token-ok' });
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-received'));
    expect(router.state.location.state).toMatchObject({ orderId: '000000002', email: 'ada@example.com' });
    expect(cookies.get('loupe_cart')).toBeNull();
  });

  it('returns to READY silently on cancel, and with the message on a decline', async () => {
    const user = userEvent.setup({ delay: null });
    const { financing } = guestCheckout('/cardholder-review', { addresses: true });
    await user.click(await chooseFinancing(user));
    await screen.findByRole('dialog', { name: 'Pay over time' });
    post(financing.origin, { type: 'loupe-financing-cancelled' });
    expect(await screen.findByRole('button', { name: 'Continue with the financing provider' })).toBeEnabled();
    expect(screen.queryByTestId('payment-message')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with the financing provider' }));
    await screen.findByRole('dialog', { name: 'Pay over time' });
    post(financing.origin, { type: 'loupe-financing-declined', message: 'The application was declined.' });
    expect(await screen.findByTestId('payment-message')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Continue with the financing provider' })).toBeEnabled();
  });

  it("shows placeOrder's first error and resets to READY", async () => {
    const user = userEvent.setup({ delay: null });
    const { financing } = guestCheckout('/cardholder-review', { addresses: true });
    await user.click(await chooseFinancing(user));
    await screen.findByRole('dialog', { name: 'Pay over time' });
    post(financing.origin, { type: 'loupe-financing-approved', checkout_token: 'token-invalid' });
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByTestId('payment-message')).toHaveTextContent('Unable to place order: The financing checkout token is invalid.');
    expect(screen.getByRole('button', { name: 'Continue with the financing provider' })).toBeEnabled();
  });

  it('is not offered above $17,500', async () => {
    guestCheckout('/cardholder-review', { addresses: true, price: 18_000 });
    expect(await screen.findByTitle('Card details')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Monthly payments/ })).not.toBeInTheDocument();
    expect(screen.getByText('Monthly payments are available for orders up to $17,500.00.')).toBeInTheDocument();
  });
});
