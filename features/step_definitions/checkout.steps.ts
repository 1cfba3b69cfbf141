import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { firstValueFrom } from 'rxjs';
import { LoadAccount, type AccountOverview } from '../../src/application/account/load-account.query';
import { AddDiamondToBag } from '../../src/application/bag/add-diamond-to-bag.use-case';
import { Bag, type BagView } from '../../src/application/bag/bag.service';
import { BagStore } from '../../src/application/bag/bag.store.port';
import { CheckoutGateway } from '../../src/application/checkout/checkout-gateway.port';
import { Checkout } from '../../src/application/checkout/checkout.service';
import { grandTotalOf } from '../../src/domain/cart/cart-totals';
import { addressFromForm, EMPTY_ADDRESS_FORM, type AddressFormValues } from '../../src/domain/checkout/address-form';
import { FINANCING_STATUS_LABELS, nextFinancingStatus, type FinancingStatus } from '../../src/domain/checkout/financing-status';
import type { PlacedOrder } from '../../src/domain/checkout/payment';
import { isShopError } from '../../src/domain/shared/shop-error';
import type { ShopWorld } from '../support/world';

/** The checkout as the payment pages walk it; the World plays the providers' frames over HTTP. */
interface CheckoutMemory {
  nonce?: string;
  cardNumber?: string;
  bagBefore?: BagView;
  order?: PlacedOrder;
  financingFrame?: string;
  financingStatus: FinancingStatus;
  checkoutToken?: string;
}

const memory = new WeakMap<ShopWorld, CheckoutMemory>();
const state = (world: ShopWorld): CheckoutMemory => {
  let found = memory.get(world);
  if (!found) memory.set(world, (found = { financingStatus: 'READY' }));
  return found;
};

const ADA: AddressFormValues = {
  ...EMPTY_ADDRESS_FORM,
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  phone: '(512) 555-0100',
  email: 'ada@example.com',
};

const GRACE: AddressFormValues = { ...ADA, firstName: 'Grace', lastName: 'Hopper', address: '2 Navy Way', city: 'Arlington', state: 'VA', zip: '22202', email: 'grace@example.com' };

const address = (values: AddressFormValues) => {
  const made = addressFromForm(values, 'split');
  assert.ok(made, 'the address has no valid state');
  return made;
};

const failureMessage = (world: ShopWorld): string => {
  assert.ok(world.failure !== undefined, 'the step did not fail');
  return isShopError(world.failure) ? world.failure.message : world.failure instanceof Error ? world.failure.message : String(world.failure);
};

const storeRoutes = (world: ShopWorld) => world.sentRequests.filter(({ url }) => url.startsWith(`${world.backendUrl}/rest`) || url.startsWith(`${world.backendUrl}/graphql`));

/* ---------- addresses ---------- */

When('they give their billing address, shipping to the same address', async function (this: ShopWorld) {
  state(this).bagBefore = await firstValueFrom(this.shop.get(Bag).refresh());
  await this.attempt(() => firstValueFrom(this.shop.get(Checkout).saveAddresses({ billing: address(ADA), shipping: address(ADA), sameAsBilling: true })));
  assert.equal(this.failure, undefined, `the addresses were refused: ${String((this.failure as Error | undefined)?.message)}`);
});

When('they give a billing address and a separate shipping address', async function (this: ShopWorld) {
  state(this).bagBefore = await firstValueFrom(this.shop.get(Bag).refresh());
  await this.attempt(() => firstValueFrom(this.shop.get(Checkout).saveAddresses({ billing: address(ADA), shipping: address(GRACE), sameAsBilling: false })));
});

When('they give their shipping address on the shipping page and their billing address on the billing page', async function (this: ShopWorld) {
  state(this).bagBefore = await firstValueFrom(this.shop.get(Bag).refresh());
  await firstValueFrom(this.shop.get(Checkout).saveShipping(address(GRACE)));
  await firstValueFrom(this.shop.get(Checkout).saveBilling(address(ADA)));
});

Then('the store holds the billing address of {string} and the shipping address of {string}', async function (this: ShopWorld, billingName: string, shippingName: string) {
  const view = await firstValueFrom(this.shop.get(Checkout).load());
  assert.equal(`${view.billing?.firstname} ${view.billing?.lastname}`, billingName);
  assert.equal(`${view.shipping?.firstname} ${view.shipping?.lastname}`, shippingName);
});

Then('the shipping method offered is {string}', async function (this: ShopWorld, label: string) {
  const cartId = this.shop.get(BagStore).readGuestCartId();
  assert.ok(cartId, 'no guest bag');
  const methods = await firstValueFrom(this.shop.get(CheckoutGateway).shippingMethods({ type: 'guest', id: cartId }));
  assert.deepEqual(methods.map((method) => [method.label, method.amount]), [[label, 0]]);
});

/* ---------- card ---------- */

/** The hosted fields' Authorize: the card goes to the card provider only, which answers a single-use nonce. */
When('they authorize the card {string}', async function (this: ShopWorld, number: string) {
  const memo = state(this);
  memo.cardNumber = number.replace(/\s/g, '');
  const response = await fetch(`${this.backendUrl}/card-provider/v1/tokenize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number: memo.cardNumber, expiry: '12/39', cvv: '123', name: 'Ada Lovelace' }),
  });
  const body = (await response.json()) as { nonce?: string; message?: string };
  memo.nonce = body.nonce;
  this.result = body.message;
});

Then('the card fields say {string}', function (this: ShopWorld, message: string) {
  assert.equal(state(this).nonce, undefined);
  assert.equal(this.result, message);
});

When('they confirm the payment', async function (this: ShopWorld) {
  const memo = state(this);
  memo.bagBefore ??= await firstValueFrom(this.shop.get(Bag).refresh());
  assert.ok(memo.nonce, 'no card was authorized');
  memo.order = undefined;
  await this.attempt(async () => {
    memo.order = await firstValueFrom(this.shop.get(Checkout).payByCard(memo.nonce as string));
    return memo.order;
  });
});

/* ---------- financing ---------- */

Then('financing is offered', async function (this: ShopWorld) {
  const bag = await firstValueFrom(this.shop.get(Bag).refresh());
  assert.equal(this.shop.get(Checkout).offersFinancing(grandTotalOf(bag.totals)), true);
});

Then('financing is not offered', async function (this: ShopWorld) {
  const bag = await firstValueFrom(this.shop.get(Bag).refresh());
  assert.ok(grandTotalOf(bag.totals) > 17_500, `the bag is only ${grandTotalOf(bag.totals)}`);
  assert.equal(this.shop.get(Checkout).offersFinancing(grandTotalOf(bag.totals)), false);
  await this.attempt(() => firstValueFrom(this.shop.get(Checkout).openFinancing('http://shop.test')));
  assert.equal(failureMessage(this), 'Something went wrong. Please try again.');
});

When('they continue with the financing provider', async function (this: ShopWorld) {
  const memo = state(this);
  memo.bagBefore = await firstValueFrom(this.shop.get(Bag).refresh());
  memo.financingStatus = nextFinancingStatus(memo.financingStatus, 'open');
  await this.attempt(() => firstValueFrom(this.shop.get(Checkout).openFinancing('http://shop.test')));
  if (this.failure) memo.financingStatus = nextFinancingStatus(memo.financingStatus, 'failed');
  else memo.financingFrame = this.result as string;
});

Then('the financing button reads {string}', function (this: ShopWorld, label: string) {
  assert.equal(FINANCING_STATUS_LABELS[state(this).financingStatus], label);
});

Then('the provider was given the items, tax and total in cents', async function (this: ShopWorld) {
  const memo = state(this);
  const opened = this.sentRequests.filter(({ url }) => url.endsWith('/financing/v2/checkout')).at(-1);
  assert.ok(opened, 'the financing provider was not called');
  const checkout = JSON.parse(opened.body) as { items: { sku: string; unit_price: number; qty: number }[]; total: number; tax_amount: number; billing: { name: { first: string } } };
  const bag = memo.bagBefore as BagView;
  assert.deepEqual(
    checkout.items.map((item) => [item.sku, item.unit_price, item.qty]),
    bag.lines.map((line) => [line.item.sku, Math.round(line.item.price * 100), 1]),
  );
  assert.equal(checkout.total, Math.round(grandTotalOf(bag.totals) * 100));
  assert.equal(checkout.tax_amount, 0);
  assert.equal(checkout.billing.name.first, 'Ada');
});

/** The provider's modal: a plan is chosen and confirmed (SSN 0000 is the provider's declined test applicant). */
async function answerInProviderModal(world: ShopWorld, ssnLast4: string): Promise<{ checkout_token?: string; message?: string }> {
  const frame = state(world).financingFrame;
  assert.ok(frame, 'the financing modal is not open');
  const checkoutId = new URL(frame).pathname.split('/').pop();
  const response = await fetch(`${world.backendUrl}/financing/v2/checkout/${checkoutId}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ months: 12, ssn_last4: ssnLast4 }),
  });
  return (await response.json()) as { checkout_token?: string; message?: string };
}

When('the provider approves the application', async function (this: ShopWorld) {
  const memo = state(this);
  const answer = await answerInProviderModal(this, '1234');
  assert.ok(answer.checkout_token, `not approved: ${answer.message}`);
  memo.checkoutToken = answer.checkout_token;
  memo.financingStatus = nextFinancingStatus(memo.financingStatus, 'approved');
  await this.attempt(() => firstValueFrom(this.shop.get(Checkout).setFinancingPayment(answer.checkout_token as string), { defaultValue: undefined }));
  memo.financingStatus = nextFinancingStatus(memo.financingStatus, this.failure ? 'failed' : 'payment-set');
});

When('the provider declines the application', async function (this: ShopWorld) {
  const memo = state(this);
  const answer = await answerInProviderModal(this, '0000');
  assert.equal(answer.checkout_token, undefined);
  memo.financingStatus = nextFinancingStatus(memo.financingStatus, 'failed');
  this.failure = { code: 'CHECKOUT.FINANCING_FAILED', message: 'Something went wrong. Please try again.' };
});

When('the shopper cancels the provider checkout', function (this: ShopWorld) {
  const memo = state(this);
  memo.financingStatus = nextFinancingStatus(memo.financingStatus, 'cancelled');
  memo.financingFrame = undefined;
  this.failure = undefined;
});

When('they confirm the financed payment', async function (this: ShopWorld) {
  const memo = state(this);
  memo.order = undefined;
  await this.attempt(async () => {
    memo.order = await firstValueFrom(this.shop.get(Checkout).placeFinancingOrder());
    return memo.order;
  });
  if (this.failure) memo.financingStatus = nextFinancingStatus(memo.financingStatus, 'failed');
});

When('the same approval is used for a second order', async function (this: ShopWorld) {
  const memo = state(this);
  assert.ok(memo.checkoutToken, 'nothing was approved');
  memo.financingStatus = 'SET_PAYMENT';
  await firstValueFrom(this.shop.get(Checkout).setFinancingPayment(memo.checkoutToken), { defaultValue: undefined });
  memo.financingStatus = nextFinancingStatus(memo.financingStatus, 'payment-set');
});

/* ---------- outcomes ---------- */

Then('the order is placed for {string}', function (this: ShopWorld, email: string) {
  assert.equal(this.failure, undefined, `the order failed: ${String((this.failure as { message?: string } | undefined)?.message)}`);
  const order = state(this).order;
  assert.ok(order?.orderId, 'no order id');
  assert.equal(order.email, email);
  assert.equal(order.value, grandTotalOf(state(this).bagBefore?.totals));
});

Then('the order number looks like {string}', function (this: ShopWorld, pattern: string) {
  assert.match(state(this).order?.orderId ?? '', new RegExp(`^${pattern}$`));
});

/** The number /order-received shows and the receipt reports is the increment id of the order the store holds for
 * the bag: the one its confirmation mail names. */
Then('the order number they are shown is the one the store mailed to {string}', async function (this: ShopWorld, email: string) {
  const order = state(this).order;
  assert.ok(order, 'no order was placed');
  const mailed = (await this.orderConfirmations()).filter((mail) => mail.email === email).at(-1);
  assert.ok(mailed, `the store mailed no order confirmation to ${email}`);
  assert.deepEqual(mailed.skus, state(this).bagBefore?.lines.map((line) => line.item.sku));
  assert.match(mailed.increment_id, /^\d{9}$/);
  assert.equal(order.orderId, mailed.increment_id);
});

Then('the bag is empty and the chosen diamond is forgotten', async function (this: ShopWorld) {
  const bag = await firstValueFrom(this.shop.get(Bag).refresh());
  assert.equal(bag.lines.length, 0);
  assert.equal(this.shop.get(BagStore).readGuestCartId(), null);
  assert.equal(this.shop.get(BagStore).readDiamondId(), null);
});

Then('the payment fails with {string}', function (this: ShopWorld, message: string) {
  assert.equal(failureMessage(this), message);
  assert.equal(state(this).order, undefined);
});

Then('the bag still holds the diamond', async function (this: ShopWorld) {
  const bag = await firstValueFrom(this.shop.get(Bag).refresh());
  assert.deepEqual(
    bag.lines.map((line) => line.item.sku),
    state(this).bagBefore?.lines.map((line) => line.item.sku),
  );
  assert.ok(this.shop.get(BagStore).readDiamondId(), 'the chosen diamond was forgotten');
});

Then('no request the shop sent to the store carried the card number', function (this: ShopWorld) {
  const number = state(this).cardNumber;
  assert.ok(number, 'no card was used');
  const toStore = storeRoutes(this);
  assert.ok(toStore.some(({ url, body }) => url.endsWith('/graphql') && body.includes('placeOrder')), 'the order was not sent to the store');
  for (const { url, body } of toStore) {
    assert.ok(!body.replace(/[\s-]/g, '').includes(number), `${url} carried the card number`);
  }
  assert.ok(
    toStore.some(({ body }) => body.includes(state(this).nonce as string)),
    'the nonce was not what the store received',
  );
});

Then('their account lists the order with its total', async function (this: ShopWorld) {
  const overview = (await firstValueFrom(this.shop.get(LoadAccount).execute())) as AccountOverview;
  const order = state(this).order;
  const found = overview.orderHistory.find((candidate) => candidate.number === order?.orderId);
  assert.ok(found, `order ${order?.orderId} is not in the account`);
  assert.equal(found.grandTotal, order?.value);
});

Given('a guest whose bag holds a diamond above $17,500', async function (this: ShopWorld) {
  const answer = await this.askRecommendationService('recommendations/', { body: { shapes: ['Round'], price_total_from: 18_000, price_total_to: 60_000 } });
  const stone = Object.values(answer).find((entry): entry is { diamond: { diamond_id: string } } => typeof entry === 'object' && entry !== null && 'diamond' in entry);
  assert.ok(stone, 'the service has no diamond above the limit');
  await firstValueFrom(this.shop.get(AddDiamondToBag).execute(stone.diamond.diamond_id));
});
