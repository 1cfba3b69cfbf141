import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { ServiceIdentifier } from 'inversify';
import { firstValueFrom } from 'rxjs';
import { AccountModel } from '../../src/application/account/account.model';
import { CustomerTokenStore } from '../../src/application/kernel/customer-token.store.port';
import { CustomerSession } from '../../src/application/kernel/customer-session.service';
import { PasswordResetModel, PasswordResetRequestModel } from '../../src/application/account/password.models';
import { SignInModel } from '../../src/application/account/sign-in.model';
import { SignIn } from '../../src/application/account/sign-in.use-case';
import { SignOut } from '../../src/application/account/sign-out.use-case';
import { SignUpModel } from '../../src/application/account/sign-up.model';
import { BagState } from '../../src/application/kernel/bag-state';
import { BagStore } from '../../src/application/kernel/bag.store.port';
import type { PresentationModel } from '../../src/application/kernel/presentation-model';
import type { ShopWorld } from '../support/world';

/** The account pages the shopper has open: the same models the views bind to, from the shop's container. */
interface OpenPages {
  signIn?: SignInModel;
  signUp?: SignUpModel;
  account?: AccountModel;
  passwordReset?: PasswordResetModel;
}
const pages = new WeakMap<ShopWorld, OpenPages>();
const openPages = (world: ShopWorld): OpenPages => pages.get(world) ?? (pages.set(world, {}), pages.get(world) as OpenPages);

/** Opens a page: its model from the shop, attached as a mounted view attaches it. */
function show<M extends Pick<PresentationModel<unknown>, 'attach'>>(world: ShopWorld, Model: ServiceIdentifier<M>): M {
  const model = world.shop.get(Model);
  model.attach();
  return model;
}

const need = <T>(value: T | undefined, what: string): T => {
  assert.ok(value, `${what} is not open`);
  return value;
};

async function signInThroughThePage(world: ShopWorld, email: string, password: string): Promise<SignInModel> {
  const page = show(world, SignInModel);
  openPages(world).signIn = page;
  page.open(null);
  page.change('email', email);
  page.change('password', password);
  await page.submit();
  return page;
}

When('the shopper signs in as {string} with {string}', async function (this: ShopWorld, email: string, password: string) {
  await signInThroughThePage(this, email, password);
});

Given('the shopper can sign in as {string} with {string}', async function (this: ShopWorld, email: string, password: string) {
  const page = await signInThroughThePage(this, email, password);
  assert.equal(page.state.error, null, `the sign-in form says: ${String(page.state.error)}`);
  assert.ok(page.state.destination, 'the sign-in page did not lead on');
});

When('they register as {string} {string} with {string} and {string}', async function (this: ShopWorld, firstname: string, lastname: string, email: string, password: string) {
  const page = show(this, SignUpModel);
  openPages(this).signUp = page;
  page.change('firstname', firstname);
  page.change('lastname', lastname);
  page.change('email', email);
  page.change('password', password);
  await page.submit();
});

When('a new password {string} is checked', function (this: ShopWorld, password: string) {
  const page = show(this, PasswordResetModel);
  openPages(this).passwordReset = page;
  page.change('password', password);
  page.leave('password');
});

When('the shopper asks to reset the password of {string}', async function (this: ShopWorld, email: string) {
  const page = show(this, PasswordResetRequestModel);
  page.change('email', email);
  await page.submit();
  assert.equal(page.state.error, null, `the form says: ${String(page.state.error)}`);
});

/** The reset link the store mailed carries the reset token the reset page is opened with. */
When('they reset it to {string} with the link the store emailed', async function (this: ShopWorld, password: string) {
  const link = (await this.mailboxResets()).at(-1);
  assert.ok(link, 'the store mailed no reset link');
  const page = show(this, PasswordResetModel);
  page.open(link.token);
  page.change('email', link.email);
  page.change('password', password);
  await page.submit();
  assert.equal(page.state.error, null, `the form says: ${String(page.state.error)}`);
});

async function openAccount(world: ShopWorld): Promise<void> {
  const page = show(world, AccountModel);
  openPages(world).account = page;
  await page.open();
}

When('a guest opens their account', async function (this: ShopWorld) {
  await openAccount(this);
});

When('they open their account', async function (this: ShopWorld) {
  await openAccount(this);
});

When('they sign out', async function (this: ShopWorld) {
  await openAccount(this);
  await need(openPages(this).account, 'the account page').signOut();
});

Given('the shop keeps a sign-in the store has revoked', async function (this: ShopWorld) {
  await firstValueFrom(this.shop.get(SignIn).execute('demo@loupe.test', 'Diamond2024!'));
  const stored = this.shop.get(CustomerTokenStore).read();
  assert.ok(stored);
  await firstValueFrom(this.shop.get(SignOut).execute(), { defaultValue: undefined });
  this.shop.get(CustomerTokenStore).save(stored);
});

When('the shop loads', async function (this: ShopWorld) {
  await firstValueFrom(this.shop.get(CustomerSession).refresh());
});

Then('they are a customer named {string}', function (this: ShopWorld, email: string) {
  const { signIn, signUp } = openPages(this);
  for (const page of [signIn, signUp]) assert.equal(page?.state.error ?? null, null, `the form says: ${String(page?.state.error)}`);
  const state = this.shop.get(CustomerSession).current;
  assert.equal(state.userType, 'customer');
  assert.equal(state.customer?.email, email);
});

Then('the sign-in form says {string}', function (this: ShopWorld, message: string) {
  const page = need(openPages(this).signIn, 'the sign-in page');
  assert.equal(page.state.error, message);
  assert.equal(page.state.destination, null);
});

Then('the sign-up form says {string}', function (this: ShopWorld, message: string) {
  const page = need(openPages(this).signUp, 'the sign-up page');
  assert.equal(page.state.error, message);
  assert.equal(page.state.destination, null);
  assert.equal(page.state.busy, false, 'the form cannot be sent again');
});

Then('they are a guest', function (this: ShopWorld) {
  assert.equal(this.shop.get(CustomerSession).current.userType, 'guest');
});

Then('their sign-in is kept for the shop', function (this: ShopWorld) {
  assert.ok(this.shop.get(CustomerTokenStore).read());
  assert.ok(this.shop.get(CustomerTokenStore).held());
});

Then('their sign-in is no longer kept', function (this: ShopWorld) {
  assert.equal(this.shop.get(CustomerTokenStore).read(), null);
  assert.equal(this.shop.get(CustomerTokenStore).held(), false);
});

Then('the store revoked their sign-in', function (this: ShopWorld) {
  assert.ok(
    this.sentRequests.some((request) => request.url.endsWith('/V1/integration/customer/revoke-customer-token')),
    'no revoke reached the store',
  );
});

Then('their bag holds the diamond they selected', async function (this: ShopWorld) {
  const bag = await firstValueFrom(this.shop.get(BagState).refresh());
  assert.equal(bag.type, 'customer');
  assert.ok(bag.lines.some((line) => line.item.sku === this.current?.id), 'the diamond is not in the bag');
});

Then('no guest bag is remembered', function (this: ShopWorld) {
  assert.equal(this.shop.get(BagStore).readGuestCartId(), null);
});

Then(/^the password is (accepted|refused)$/, function (this: ShopWorld, verdict: string) {
  const { values, errors } = need(openPages(this).passwordReset, 'the password page').state;
  if (verdict === 'accepted') assert.equal(errors.password, undefined);
  else {
    assert.equal(values.password, '');
    assert.equal(errors.password, 'Password should contain at least one upper case, one lower case, one numeric character and be at least 8 characters long');
  }
});

Then('they are sent to sign in first', function (this: ShopWorld) {
  const page = need(openPages(this).account, 'the account page');
  assert.deepEqual(page.state.destination, { to: '/register?returnUrl=/account', replace: true });
  assert.equal(page.state.overview, null);
});

Then('their order history has at least {int} order(s)', function (this: ShopWorld, count: number) {
  const overview = need(openPages(this).account, 'the account page').state.overview;
  assert.ok(overview, 'the account page shows no account');
  assert.ok(overview.orderHistory.length >= count, `the history holds ${overview.orderHistory.length}`);
});

Then('their contact information reads {string}', function (this: ShopWorld, email: string) {
  assert.equal(need(openPages(this).account, 'the account page').state.overview?.customer.email, email);
});
