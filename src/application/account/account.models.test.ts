import { describe, expect, it, vi } from 'vitest';
import { InMemoryBagStore, InMemoryCartRepository } from '../../../test/doubles/in-memory-cart.repository';
import { InMemoryCustomerAccounts } from '../../../test/doubles/in-memory-customer-accounts';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { PASSWORD_RULE_MESSAGE } from '../../domain/checkout/password.rules';
import { AccountModel } from './account.model';
import { InMemoryCustomerToken } from '../../../test/doubles/in-memory-customer-token';
import { StoreSessionKeeper } from './store-session-keeper';
import { CustomerSession } from '../kernel/customer-session.service';
import { LoadAccount } from './load-account.query';
import { PasswordChangeModel, PasswordResetModel, PasswordResetRequestModel } from './password.models';
import { ChangePassword, RequestPasswordReset, ResetPassword } from './passwords.use-cases';
import { Register } from './register.use-case';
import { SignInModel } from './sign-in.model';
import { SignIn } from './sign-in.use-case';
import { SignOut } from './sign-out.use-case';
import { SignUpModel } from './sign-up.model';
import { formFieldRefused } from '../../domain/shared/field-refusal';

const DEMO = { firstname: 'Dana', lastname: 'Demo', email: 'demo@loupe.test', addresses: [] };
const NOW = Date.parse('2026-11-21T12:00:00Z');
const order = (number: string, createdAt: string) => ({ number, createdAt, billingFirstname: 'Dana', billingLastname: 'Demo', currency: 'USD', grandTotal: 6000, status: 'complete' });

/** A shopper's browser with the store's customer calls in memory. */
function shop() {
  const tokens = new InMemoryCustomerToken();
  const accounts = new InMemoryCustomerAccounts(tokens);
  const logger = new RecordingLogger();
  const session = new CustomerSession(accounts, tokens, logger);
  const carts = new InMemoryCartRepository();
  const bag = new InMemoryBagStore();
  const keeper = new StoreSessionKeeper(accounts, tokens, carts, bag, logger);
  const signIn = new SignIn(keeper, session);
  const signOut = new SignOut(keeper, session, logger);
  return {
    tokens,
    accounts,
    session,
    signInModel: () => new SignInModel(signIn, session),
    signUpModel: () => new SignUpModel(new Register(keeper, session)),
    accountModel: () => new AccountModel(new LoadAccount(session, accounts, { now: () => NOW }), signOut),
    resetRequestModel: () => new PasswordResetRequestModel(new RequestPasswordReset(accounts)),
    resetModel: () => new PasswordResetModel(new ResetPassword(accounts)),
    changeModel: () => new PasswordChangeModel(new ChangePassword(accounts), session),
    signInAs: async (email: string, password: string) => {
      const model = new SignInModel(signIn, session);
      model.change('email', email);
      model.change('password', password);
      await model.submit();
    },
  };
}

describe('the sign-in model', () => {
  it('signs in and leads to the return url; the guest way is offered only without one', async () => {
    const { accounts, session, tokens, signInModel } = shop();
    accounts.add(DEMO, 'Diamond2024!');
    const model = signInModel();
    expect(model.state.guestWayOffered).toBe(true);
    model.open('/cart');
    expect(model.state.guestWayOffered).toBe(false);
    model.change('email', ' demo@loupe.test ');
    model.change('password', 'Diamond2024!');
    await model.submit();
    expect(model.state.destination).toEqual({ to: '/cart', replace: true });
    expect(session.current.customer?.email).toBe('demo@loupe.test');
    expect(tokens.token).toMatch(/^token-/);
  });

  it('takes a return url that would leave the shop for none: the guest way is offered and signing in leads to the address step', async () => {
    const { accounts, signInModel } = shop();
    accounts.add(DEMO, 'Diamond2024!');
    const model = signInModel();
    model.open('/\\evil.example');
    expect(model.state).toMatchObject({ returnUrl: null, guestWayOffered: true });
    model.change('email', 'demo@loupe.test');
    model.change('password', 'Diamond2024!');
    await model.submit();
    expect(model.state.destination).toEqual({ to: '/shipping-billing', replace: true });
  });

  it("shows the store's message for wrong credentials, stays, and clears it when the shopper types again", async () => {
    const { accounts, signInModel } = shop();
    accounts.add(DEMO, 'Diamond2024!');
    const model = signInModel();
    model.change('email', 'demo@loupe.test');
    model.change('password', 'wrong');
    await model.submit();
    expect(model.state).toMatchObject({ busy: false, destination: null, error: expect.stringContaining('The account sign-in was incorrect') });
    model.change('password', 'wrong again');
    expect(model.state.error).toBeNull();
  });

  it('leads a customer who is signed in already to the address step at once, or to the return url', async () => {
    const { accounts, signInModel, signInAs } = shop();
    accounts.add(DEMO, 'Diamond2024!');
    await signInAs('demo@loupe.test', 'Diamond2024!');
    const model = signInModel();
    const detach = model.attach();
    expect(model.state.destination).toEqual({ to: '/shipping-billing', replace: true });
    model.open('/account');
    expect(model.state.destination).toEqual({ to: '/account', replace: true });
    detach();
  });

  it('ignores a return url that leaves the shop', async () => {
    const { accounts, signInModel } = shop();
    accounts.add(DEMO, 'Diamond2024!');
    const model = signInModel();
    model.open('//elsewhere.example');
    model.change('email', 'demo@loupe.test');
    model.change('password', 'Diamond2024!');
    await model.submit();
    expect(model.state.destination?.to).toBe('/shipping-billing');
  });
});

describe('the sign-up model', () => {
  it('marks every empty field Required and sends nothing', async () => {
    const { accounts, signUpModel } = shop();
    const model = signUpModel();
    model.change('firstname', '  ');
    await model.submit();
    expect(model.state.errors).toEqual({ firstname: 'Required', lastname: 'Required', email: 'Required', password: 'Required' });
    expect(accounts.accounts).toEqual([]);
    model.change('firstname', 'Ada');
    expect(model.state.errors).toEqual({ lastname: 'Required', email: 'Required', password: 'Required' });
  });

  it('creates the account, signs in and leads to the page the shopper came from', async () => {
    const { accounts, session, signUpModel } = shop();
    const model = signUpModel();
    model.open('/cart');
    model.change('firstname', 'Ada');
    model.change('lastname', 'Lovelace');
    model.change('email', 'ada@loupe.test');
    model.change('password', 'Engine1843');
    await model.submit();
    expect(accounts.accounts.map((a) => a.customer.email)).toEqual(['ada@loupe.test']);
    expect(session.current.userType).toBe('customer');
    expect(model.state.destination).toEqual({ to: '/cart', replace: true });
  });

  it.each([
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['firstname', 'N'.repeat(275), 'Please shorten this to 255 characters or fewer.'],
    ['lastname', 'L'.repeat(256), 'Please shorten this to 255 characters or fewer.'],
  ] as const)('says what the store would refuse of a %s on the field, on leaving it and on sending, and sends nothing', async (field, value, message) => {
    const { accounts, signUpModel } = shop();
    const model = signUpModel();
    for (const [name, typed] of [['firstname', 'Ada'], ['lastname', 'Lovelace'], ['email', 'ada@loupe.test'], ['password', 'Engine1843'], [field, value]] as const) model.change(name, typed);
    model.leave(field);
    expect(model.state.errors).toEqual({ [field]: message });
    await model.submit();
    expect(model.state.errors).toEqual({ [field]: message });
    expect(model.state.values[field]).toBe(value);
    expect(accounts.accounts).toEqual([]);
  });

  it("marks a field the store refuses in the shop's words, not the store's template", async () => {
    const { accounts, signUpModel } = shop();
    accounts.refuseCustomer = () => formFieldRefused('email', 'email');
    const model = signUpModel();
    for (const [field, value] of [['firstname', 'Ines'], ['lastname', 'Diaz'], ['email', 'ines@example.com'], ['password', 'Engine1843']] as const) model.change(field, value);
    await model.submit();
    expect(model.state).toMatchObject({ busy: false, error: null, destination: null, errors: { email: 'Please check the email address.' } });
    model.change('email', 'ines@example.org');
    expect(model.state.errors).toEqual({});
  });

  it("shows the store's message and can be sent again", async () => {
    const { accounts, signUpModel } = shop();
    accounts.add(DEMO, 'Diamond2024!');
    const model = signUpModel();
    for (const [field, value] of [['firstname', 'Dana'], ['lastname', 'Again'], ['email', 'demo@loupe.test'], ['password', 'Diamond2024!']] as const) model.change(field, value);
    await model.submit();
    expect(model.state).toMatchObject({ busy: false, sent: false, destination: null, error: 'A customer with the same email address already exists in an associated website.' });
  });
});

describe('the account model', () => {
  it('leads a guest to sign in with /account as the return url', async () => {
    const model = shop().accountModel();
    await model.open();
    expect(model.state.destination).toEqual({ to: '/register?returnUrl=/account', replace: true });
    expect(model.state.overview).toBeNull();
  });

  it("loads the customer's recent orders of the last month, the history and contact info", async () => {
    const { accounts, accountModel, signInAs } = shop();
    accounts.add(DEMO, 'Diamond2024!', [order('000000002', '2026-11-15 10:00:00'), order('000000001', '2026-09-01 10:00:00')]);
    await signInAs('demo@loupe.test', 'Diamond2024!');
    const model = accountModel();
    await model.open();
    expect(model.state.status).toBe('ready');
    expect(model.state.overview?.recentOrders.map((o) => o.number)).toEqual(['000000002']);
    expect(model.state.overview?.orderHistory).toHaveLength(2);
    expect(model.state.overview?.customer.email).toBe('demo@loupe.test');
  });

  it('shows the account the server read at once, and does not read it again when the page opens', async () => {
    const { accounts, accountModel, signInAs } = shop();
    accounts.add(DEMO, 'Diamond2024!', [order('000000002', '2026-11-15 10:00:00')]);
    await signInAs('demo@loupe.test', 'Diamond2024!');
    const server = accountModel();
    await server.open();
    const read = server.state.overview;
    if (!read) throw new Error('the account was not read');
    const browser = accountModel();
    browser.seed(read);
    expect(browser.state).toMatchObject({ status: 'ready', overview: read });
    const orders = vi.spyOn(accounts, 'orders');
    await browser.open();
    expect(orders).not.toHaveBeenCalled();
    expect(browser.state.overview).toBe(read);
  });

  it('signs out: the store revokes the token, the browser forgets it, the home page follows', async () => {
    const { accounts, accountModel, signInAs, session, tokens } = shop();
    accounts.add(DEMO, 'Diamond2024!');
    await signInAs('demo@loupe.test', 'Diamond2024!');
    const model = accountModel();
    await model.open();
    await model.signOut();
    expect(accounts.issued.size).toBe(0);
    expect(tokens.token).toBeNull();
    expect(session.current.userType).toBe('guest');
    expect(model.state.destination).toEqual({ to: '/', replace: true });
  });
});

describe('the password models', () => {
  it('asks for a well-formed email before sending the reset link, then says it was sent', async () => {
    const { accounts, resetRequestModel } = shop();
    accounts.add(DEMO, 'Diamond2024!');
    const model = resetRequestModel();
    await model.submit();
    expect(model.state.errors).toEqual({ email: 'Required' });
    model.change('email', 'demo@');
    await model.submit();
    expect(model.state.errors).toEqual({ email: 'Please enter a valid email address' });
    model.change('email', 'demo@loupe.test');
    await model.submit();
    expect(model.state.sent).toBe(true);
    expect(accounts.resetTokens.get('demo@loupe.test')).toBe('reset-demo@loupe.test');
  });

  it('clears a weak new password on leaving the field and shows the rule; a strong one stays', () => {
    const model = shop().resetModel();
    model.change('password', 'weak');
    model.leave('password');
    expect(model.state.values.password).toBe('');
    expect(model.state.errors.password).toBe(PASSWORD_RULE_MESSAGE);
    model.change('password', 'Diamond2025');
    model.leave('password');
    expect(model.state.values.password).toBe('Diamond2025');
    expect(model.state.errors.password).toBeUndefined();
  });

  it('resets the password with the token of the link', async () => {
    const { accounts, resetModel } = shop();
    accounts.add(DEMO, 'Diamond2024!');
    accounts.resetTokens.set('demo@loupe.test', 'reset-demo@loupe.test');
    const model = resetModel();
    model.open('reset-demo@loupe.test');
    model.change('email', 'demo@loupe.test');
    model.change('password', 'NewDiamond2025');
    await model.submit();
    expect(model.state.sent).toBe(true);
    expect(accounts.accounts[0]?.password).toBe('NewDiamond2025');
  });

  it("shows the store's message for a token it does not know", async () => {
    const { accounts, resetModel } = shop();
    accounts.add(DEMO, 'Diamond2024!');
    const model = resetModel();
    model.open('made-up');
    model.change('email', 'demo@loupe.test');
    model.change('password', 'NewDiamond2025');
    await model.submit();
    expect(model.state).toMatchObject({ sent: false, error: 'The password token is mismatched. Reset and try again.' });
  });

  it('sends a guest to sign in before changing the password, and changes it for a customer', async () => {
    const { accounts, changeModel, signInAs, session } = shop();
    accounts.add(DEMO, 'Diamond2024!');
    const guest = changeModel();
    const detach = guest.attach();
    expect(guest.state.destination).toBeNull();
    await new Promise<void>((resolve) => session.refresh().subscribe({ complete: resolve }));
    expect(guest.state.destination).toEqual({ to: '/register?returnUrl=/password-change', replace: true });
    detach();

    await signInAs('demo@loupe.test', 'Diamond2024!');
    const model = changeModel();
    model.attach();
    model.change('currentPassword', 'Diamond2024!');
    model.change('newPassword', 'Diamond2025');
    await model.submit();
    expect(model.state).toMatchObject({ sent: true, destination: null });
    expect(accounts.accounts[0]?.password).toBe('Diamond2025');
  });
});
