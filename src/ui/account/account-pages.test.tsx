import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addressFieldRefused } from '../../domain/checkout/address-refusal';
import type { InMemoryCustomerAccounts } from '../../../test/doubles/in-memory-customer-accounts';
import { renderShop } from '../test/render-shop';

const DEMO = { firstname: 'Dana', lastname: 'Demo', email: 'demo@loupe.test', addresses: [] };
const NOW = Date.parse('2026-11-21T12:00:00Z');
const order = (number: string, createdAt: string) => ({ number, createdAt, billingFirstname: 'Dana', billingLastname: 'Demo', currency: 'USD', grandTotal: 6000, status: 'complete' });
const home = { name: 'Dana Demo', company: null, street: ['350 Fifth Avenue', 'Apt 21B'], cityLine: 'New York, NY 10118', telephone: '2125550142' };
/** An order with its details: a diamond and a ring, 10 % off, shipped to the office. */
const detailed = (number: string, createdAt: string) => ({
  ...order(number, createdAt),
  grandTotal: 5400,
  status: 'processing',
  lines: [
    { sku: '100000001', name: '1.01 ct Round G VS1 Excellent diamond', unitPrice: 5000, quantity: 1, total: 5000 },
    { sku: 'fw-solitaire-er-White Gold-18K-6.5', name: 'Classic Solitaire Ring-White Gold-18K-6.5', unitPrice: 1000, quantity: 1, total: 1000 },
  ],
  subtotal: 6000,
  discount: -600,
  shipping: 0,
  tax: 0,
  couponCode: 'WELCOME10',
  billingAddress: home,
  shippingAddress: { ...home, company: 'Loupe Demo Co.', street: ['1 Market Street'], cityLine: 'San Francisco, CA 94105' },
  paymentMethod: 'braintree',
});

describe('sign-in page', () => {
  it('offers both forms, the guest way and the forgotten password', async () => {
    renderShop('/register');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue as a guest' })).toHaveAttribute('href', '/shipping-billing');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/password-forgot');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/new-client');
  });

  it('hides the guest way when a return url is given', async () => {
    renderShop('/register?returnUrl=/account');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('link', { name: 'Continue as a guest' })).not.toBeInTheDocument();
  });

  it("shows the store's message for wrong credentials", async () => {
    const user = userEvent.setup();
    renderShop('/register', { customers: (accounts) => accounts.add(DEMO, 'Diamond2024!') });
    const logIn = within(await screen.findByRole('region', { name: 'Sign in' }));
    await user.type(logIn.getByRole('textbox', { name: 'Email' }), 'demo@loupe.test');
    await user.type(logIn.getByLabelText('Password'), 'wrong');
    await user.click(logIn.getByRole('button', { name: 'Sign in' }));
    expect(await logIn.findByRole('alert')).toHaveTextContent('The account sign-in was incorrect');
  });

  it('signs in, merges the guest bag and goes to the return url', async () => {
    const user = userEvent.setup();
    const { router, carts, cookies } = renderShop('/register?returnUrl=/cart', { customers: (accounts) => accounts.add(DEMO, 'Diamond2024!'), cookies: { loupe_cart: 'guest-x' } });
    carts.carts.set('guest-x', [{ id: 'D1', sku: 'D1', name: 'Diamond', price: 100, lineId: 1, qty: 1, cartId: 'guest-x' }]);
    carts.customerCartId = 'mine';
    const logIn = within(await screen.findByRole('region', { name: 'Sign in' }));
    await user.type(logIn.getByRole('textbox', { name: 'Email' }), 'demo@loupe.test');
    await user.type(logIn.getByLabelText('Password'), 'Diamond2024!');
    await user.click(logIn.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(carts.carts.get('mine')?.map((item) => item.sku)).toEqual(['D1']);
    expect(cookies.get('loupe_cart')).toBeNull();
  });

  it.each([['%2F%5Cevil.example'], ['%2F%09%2Fevil.example'], ['%2F..%2F%2Fevil.example']])('signs in with a return url of %s, which would leave the shop, and goes to the address step', async (returnUrl) => {
    const user = userEvent.setup();
    const { router } = renderShop(`/register?returnUrl=${returnUrl}`, { customers: (accounts) => accounts.add(DEMO, 'Diamond2024!') });
    const logIn = within(await screen.findByRole('region', { name: 'Sign in' }));
    await user.type(logIn.getByRole('textbox', { name: 'Email' }), 'demo@loupe.test');
    await user.type(logIn.getByLabelText('Password'), 'Diamond2024!');
    await user.click(logIn.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipping-billing'));
    expect(router.state.errors).toBeNull();
  });

  it('redirects a signed-in customer at once', async () => {
    const { router } = renderShop('/register', { customers: (accounts, signInAs) => (accounts.add(DEMO, 'Diamond2024!'), signInAs('demo@loupe.test', 'Diamond2024!')) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipping-billing'));
  });
});

describe('sign-up', () => {
  it('requires every field, then creates the account, signs in and goes on', async () => {
    const user = userEvent.setup();
    const { router, accounts } = renderShop('/new-client');
    const form = within(await screen.findByRole('region', { name: 'Create an account' }));
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(form.getAllByText('Required')).toHaveLength(4);
    await user.type(form.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(form.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'ada@loupe.test');
    await user.type(form.getByLabelText(/Password/), 'Engine1843');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipping-billing'));
    expect(accounts.accounts.map((a) => a.customer.email)).toEqual(['ada@loupe.test']);
  });

  it('beside the log-in form, goes on to the return url too', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/register?returnUrl=/cart');
    const form = within(await screen.findByRole('region', { name: 'Create an account' }));
    await user.type(form.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(form.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'ada@loupe.test');
    await user.type(form.getByLabelText(/Password/), 'Engine1843');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it("shows the store's message and lets the shopper try again", async () => {
    const user = userEvent.setup();
    renderShop('/new-client', { customers: (accounts) => accounts.add(DEMO, 'Diamond2024!') });
    const form = within(await screen.findByRole('region', { name: 'Create an account' }));
    await user.type(form.getByRole('textbox', { name: 'First name' }), 'Dana');
    await user.type(form.getByRole('textbox', { name: 'Last name' }), 'Again');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'demo@loupe.test');
    await user.type(form.getByLabelText(/Password/), 'Diamond2024!');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByRole('alert')).toHaveTextContent('A customer with the same email address already exists');
    expect(form.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });
});

describe('account', () => {
  it('sends a guest to sign in with /account as the return url', async () => {
    const { router } = renderShop('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.search).toBe('?returnUrl=/account');
  });

  it("shows the customer's recent orders of the last month, the history and contact info", async () => {
    renderShop('/account', {
      now: NOW,
      customers: (accounts, signInAs) => {
        accounts.add(DEMO, 'Diamond2024!', [order('000000002', '2026-11-15 10:00:00'), order('000000001', '2026-09-01 10:00:00')]);
        signInAs('demo@loupe.test', 'Diamond2024!');
      },
    });
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Recent orders' })).getAllByTestId('order-row').map((row) => row.textContent)).toEqual([expect.stringContaining('#000000002')]);
    expect(within(screen.getByRole('table', { name: 'Order history' })).getAllByTestId('order-row')).toHaveLength(2);
    expect(screen.getByTestId('contact-email')).toHaveTextContent('demo@loupe.test');
  });

  it('lists the orders as cards for a phone, a list whose items are the orders (a screen reader counts them)', async () => {
    renderShop('/account', {
      now: NOW,
      customers: (accounts, signInAs) => {
        accounts.add(DEMO, 'Diamond2024!', [order('000000002', '2026-11-15 10:00:00'), order('000000001', '2026-09-01 10:00:00')]);
        signInAs('demo@loupe.test', 'Diamond2024!');
      },
    });
    const history = await screen.findByRole('list', { name: 'Order history' });
    expect([...history.children].map((child) => child.tagName)).toEqual(['LI', 'LI']);
    expect(within(history).getAllByRole('listitem').map((card) => card.dataset.testid)).toEqual(['order-card', 'order-card']);
  });

  it('says there are no orders in the last month above a history that holds an older one', async () => {
    renderShop('/account', {
      now: NOW,
      customers: (accounts, signInAs) => {
        accounts.add(DEMO, 'Diamond2024!', [order('000000001', '2026-09-01 10:00:00')]);
        signInAs('demo@loupe.test', 'Diamond2024!');
      },
    });
    const recent = await screen.findByRole('region', { name: 'Recent orders' });
    expect(recent).toHaveTextContent('No orders in the last month.');
    expect(within(screen.getByRole('table', { name: 'Order history' })).getAllByTestId('order-row')).toHaveLength(1);
  });

  it('opens an order of the history: its lines as a jeweller writes them, totals, addresses, payment and status', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/account', {
      now: NOW,
      customers: (accounts, signInAs) => {
        accounts.add(DEMO, 'Diamond2024!', [detailed('000000002', '2026-11-15 10:00:00')]);
        signInAs('demo@loupe.test', 'Diamond2024!');
      },
    });
    const history = await screen.findByRole('table', { name: 'Order history' });
    await user.click(within(history).getByRole('link', { name: /^Order #000000002, placed November 15, 2026$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=000000002'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #000000002' })).toBeInTheDocument();
    expect(screen.getByTestId('order-summary')).toHaveTextContent('Placed November 15, 2026 · Processing');
    expect(screen.getAllByTestId('order-line').map((line) => line.textContent)).toEqual(['1.01 ct Round G VS1 Excellent diamond$5,000.00', 'Classic Solitaire Ring · White Gold · 18K · size 6.5$1,000.00']);
    expect(screen.getByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$5,400.00');
    expect(screen.getByText('Paid by card')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Billing address' }).parentElement).toHaveTextContent('350 Fifth Avenue');
    expect(screen.getByRole('heading', { name: 'Shipping address' }).parentElement).toHaveTextContent('Loupe Demo Co.1 Market StreetSan Francisco, CA 94105');
    expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute('href', '/account');
  });

  it('says an order the account does not hold cannot be found, with the way back to the account', async () => {
    renderShop('/account?order=000000099', {
      customers: (accounts, signInAs) => {
        accounts.add(DEMO, 'Diamond2024!', [detailed('000000002', '2026-11-15 10:00:00')]);
        signInAs('demo@loupe.test', 'Diamond2024!');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that order in your account.');
    expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute('href', '/account');
  });

  it('sends a guest opening an order to sign in first, and back to the order', async () => {
    const { router } = renderShop('/account?order=000000002');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/account?order=000000002');
  });

  it('says there are no orders yet to a customer who never ordered', async () => {
    renderShop('/account', {
      now: NOW,
      customers: (accounts, signInAs) => {
        accounts.add(DEMO, 'Diamond2024!', []);
        signInAs('demo@loupe.test', 'Diamond2024!');
      },
    });
    expect(await screen.findByRole('region', { name: 'Recent orders' })).toHaveTextContent('No orders yet.');
    expect(screen.getByRole('region', { name: 'Order history' })).toHaveTextContent('No orders yet.');
  });
});

describe('passwords', () => {
  it('clears a weak new password on blur with the rule', async () => {
    const user = userEvent.setup();
    renderShop('/password-reset?token=abc');
    const field = await screen.findByLabelText(/New password/);
    await user.type(field, 'weak');
    await user.tab();
    expect(field).toHaveValue('');
    expect(screen.getByText('Password should contain at least one upper case, one lower case, one numeric character and be at least 8 characters long')).toBeInTheDocument();
  });

  it('resets the password with the emailed token', async () => {
    const user = userEvent.setup();
    const shop = renderShop('/password-forgot', { customers: (accounts) => accounts.add(DEMO, 'Diamond2024!') });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'demo@loupe.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we have emailed it a link');
    expect(shop.accounts.resetTokens.get('demo@loupe.test')).toBe('reset-demo@loupe.test');
  });
});

describe('side menu for a customer', () => {
  it('shows Sign Out after My Account only when signed in', async () => {
    const user = userEvent.setup();
    renderShop('/shop-by', { customers: (accounts, signInAs) => (accounts.add(DEMO, 'Diamond2024!'), signInAs('demo@loupe.test', 'Diamond2024!')) });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument());
    const labels = [...menu.querySelectorAll('a, button')].map((element) => element.textContent);
    expect(labels.indexOf('Sign Out')).toBe(labels.indexOf('My Account') + 1);
  });
});

describe('address editing', () => {
  const signedInDemo = (accounts: InMemoryCustomerAccounts, signInAs: (e: string, p: string) => void) => {
    accounts.add(DEMO, 'Diamond2024!');
    signInAs('demo@loupe.test', 'Diamond2024!');
  };

  it('names every empty mandatory field, then saves the default billing address and returns to the account', async () => {
    const user = userEvent.setup();
    const { router, accounts } = renderShop('/billing', { customers: signedInDemo, state: { receivingUrl: '/account', hasAddress: false } });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The following mandatory fields are empty: Full name, Address, City, State, Zip, Phone');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Dana Demo');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 Fifth Avenue');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'New York');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'NY');
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '10003');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '2125550100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    const saved = accounts.accounts[0]?.customer.addresses[0];
    expect(saved).toMatchObject({ firstname: 'Dana', lastname: 'Demo', street: ['1 Fifth Avenue'], city: 'New York', postcode: '10003', telephone: '(212) 555-0100', defaultBilling: true, region: { code: 'NY' } });
  });

  it('saves a Boston zip with its leading zero and shows it back in the editor', async () => {
    const user = userEvent.setup();
    const { router, accounts } = renderShop('/shipping', { customers: signedInDemo, state: { receivingUrl: '/account', hasAddress: false } });
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Dana Demo');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '24 Beacon St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Boston');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'MA');
    const zip = screen.getByRole('textbox', { name: 'Zip' });
    expect(zip).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('inputmode', 'tel');
    await user.type(zip, '02108');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '6175550100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    const saved = accounts.accounts[0]?.customer.addresses[0];
    expect(saved).toMatchObject({ city: 'Boston', postcode: '02108', defaultShipping: true, region: { code: 'MA' } });
    await router.navigate('/shipping', { state: { receivingUrl: '/account', hasAddress: true, addressId: saved?.id } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveValue('02108'));
  });

  it("marks the zip the store refuses under the field in the shop's words and stays on the editor", async () => {
    const user = userEvent.setup();
    const { router, accounts } = renderShop('/billing', { customers: signedInDemo, state: { receivingUrl: '/account', hasAddress: false } });
    accounts.refuseAddress = () => addressFieldRefused('zip');
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Dana Demo');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '24 Beacon St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Boston');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'MA');
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '02108');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '6175550100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const zip = screen.getByRole('textbox', { name: 'Zip' });
    await waitFor(() => expect(zip).toHaveAccessibleDescription('Please check the ZIP code.'));
    expect(zip).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/billing');
    expect(accounts.accounts[0]?.customer.addresses).toEqual([]);
  });

  it('sends a guest who opens the account editor to sign in first', async () => {
    const { router } = renderShop('/shipping', { state: { receivingUrl: '/account', hasAddress: false } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.search).toBe('?returnUrl=/shipping');
  });
});
