import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { firstValueFrom } from 'rxjs';
import { CustomerTokenStore } from '../../src/application/account/customer-token.store.port';
import { CustomerSession } from '../../src/application/account/customer-session.service';
import { LoadAccount, type AccountOverview } from '../../src/application/account/load-account.query';
import { RequestPasswordReset, ResetPassword } from '../../src/application/account/passwords.use-cases';
import { Register } from '../../src/application/account/register.use-case';
import { SignIn } from '../../src/application/account/sign-in.use-case';
import { SignOut } from '../../src/application/account/sign-out.use-case';
import { Bag } from '../../src/application/bag/bag.service';
import { BagStore } from '../../src/application/bag/bag.store.port';
import { passwordOnBlur } from '../../src/domain/checkout/password.rules';
import type { ShopWorld } from '../support/world';


When('the shopper signs in as {string} with {string}', async function (this: ShopWorld, email: string, password: string) {
  await this.attempt(() => firstValueFrom(this.shop.get(SignIn).execute(email, password)));
});

Given('the shopper can sign in as {string} with {string}', async function (this: ShopWorld, email: string, password: string) {
  await firstValueFrom(this.shop.get(SignIn).execute(email, password));
});

When('they register as {string} {string} with {string} and {string}', async function (this: ShopWorld, firstname: string, lastname: string, email: string, password: string) {
  await this.attempt(() => firstValueFrom(this.shop.get(Register).execute({ firstname, lastname, email }, password)));
});

When('a new password {string} is checked', function (this: ShopWorld, password: string) {
  this.result = passwordOnBlur(password);
});

When('the shopper asks to reset the password of {string}', async function (this: ShopWorld, email: string) {
  await firstValueFrom(this.shop.get(RequestPasswordReset).execute(email), { defaultValue: undefined });
  this.resetEmail = email;
});

When('they reset it to {string} with the emailed token', async function (this: ShopWorld, password: string) {
  const mailbox = await this.mailboxResets();
  const token = mailbox.filter((entry) => entry.email === this.resetEmail).at(-1)?.token;
  assert.ok(token, 'no reset token was mailed');
  await firstValueFrom(this.shop.get(ResetPassword).execute(this.resetEmail ?? '', token, password), { defaultValue: undefined });
});

When('a guest opens their account', async function (this: ShopWorld) {
  this.result = await firstValueFrom(this.shop.get(LoadAccount).execute());
});

When('they open their account', async function (this: ShopWorld) {
  this.result = await firstValueFrom(this.shop.get(LoadAccount).execute());
});

When('they sign out', async function (this: ShopWorld) {
  await firstValueFrom(this.shop.get(SignOut).execute(), { defaultValue: undefined });
});

Given('the browser keeps a sign-in the store has revoked', async function (this: ShopWorld) {
  const token = await firstValueFrom(this.shop.get(SignIn).execute('demo@loupe.test', 'Diamond2024!'));
  assert.ok(token);
  const stored = this.shop.get(CustomerTokenStore).read();
  await firstValueFrom(this.shop.get(SignOut).execute(), { defaultValue: undefined });
  this.shop.get(CustomerTokenStore).save(stored ?? '');
});

When('the shop loads', async function (this: ShopWorld) {
  await firstValueFrom(this.shop.get(CustomerSession).refresh());
});

Then('they are a customer named {string}', function (this: ShopWorld, email: string) {
  const state = this.shop.get(CustomerSession).current;
  assert.equal(this.failure, undefined, String((this.failure as Error | undefined)?.message));
  assert.equal(state.userType, 'customer');
  assert.equal(state.customer?.email, email);
});

Then('they are a guest', function (this: ShopWorld) {
  assert.equal(this.shop.get(CustomerSession).current.userType, 'guest');
});

Then('their sign-in is kept in the browser', function (this: ShopWorld) {
  assert.ok(this.shop.get(CustomerTokenStore).read());
});

Then('their sign-in is no longer kept in the browser', function (this: ShopWorld) {
  assert.equal(this.shop.get(CustomerTokenStore).read(), null);
});

Then('their bag holds the diamond they selected', async function (this: ShopWorld) {
  const bag = await firstValueFrom(this.shop.get(Bag).refresh());
  assert.equal(bag.type, 'customer');
  assert.ok(bag.lines.some((line) => line.item.sku === this.current?.diamond_id), 'the diamond is not in the bag');
});

Then('no guest bag is remembered', function (this: ShopWorld) {
  assert.equal(this.shop.get(BagStore).readGuestCartId(), null);
});

Then(/^the password is (accepted|refused)$/, function (this: ShopWorld, verdict: string) {
  const { value, error } = this.result as { value: string; error: string | null };
  if (verdict === 'accepted') assert.equal(error, null);
  else {
    assert.equal(value, '');
    assert.equal(error, 'Password should contain at least one upper case, one lower case, one numeric character and be at least 8 characters long');
  }
});

Then('they are sent to sign in first', function (this: ShopWorld) {
  assert.equal(this.result, null);
});

Then('their order history has at least {int} order(s)', function (this: ShopWorld, count: number) {
  assert.ok((this.result as AccountOverview).orderHistory.length >= count);
});

Then('their contact information reads {string}', function (this: ShopWorld, email: string) {
  assert.equal((this.result as AccountOverview).customer.email, email);
});
