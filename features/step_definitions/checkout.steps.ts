import { After, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { filter, firstValueFrom, timeout } from 'rxjs';
import { LoadAccount, type AccountOverview } from '../../src/application/account/load-account.query';
import { AddDiamondToBag } from '../../src/application/bag/add-diamond-to-bag.use-case';
import { BagState, type BagView } from '../../src/application/bag/bag-state';
import { BagStore } from '../../src/application/bag/bag.store.port';
import { AddressFormModel, type AddressFieldPath, type AddressFormMode } from '../../src/application/checkout/address-form.model';
import type { BankTransferPaymentModel } from '../../src/application/checkout/bank-transfer/bank-transfer-payment.model';
import { CardPaymentModel } from '../../src/application/checkout/card-payment.model';
import { CheckoutGateway } from '../../src/application/checkout/checkout-gateway.port';
import { CheckoutPageModel } from '../../src/application/checkout/checkout-page.model';
import { FinancingCheckoutModel } from '../../src/application/checkout/financing-checkout.model';
import type { OrderReceivedState } from '../../src/application/checkout/order-received';
import { OrderReceivedModel } from '../../src/application/checkout/order-received.model';
import type { PresentationModel } from '../../src/application/shell/presentation-model';
import { AppConfigToken } from '../../src/composition/tokens';
import { grandTotalOf } from '../../src/domain/bag/bag-totals';
import { EMPTY_ADDRESS_FORM, type AddressFormField, type AddressFormValues } from '../../src/domain/checkout/address-form';
import type { AddressPanel } from '../../src/domain/checkout/address-form.rules';
import { FINANCING_STATUS_LABELS } from '../../src/domain/checkout/financing-status';
import type { ShopWorld } from '../support/world';

/** The checkout pages the shopper has open: the models their views bind to, as the views do (attached while shown).
 * The World plays the providers' frames: it answers at the provider over HTTP and posts what the frame posts. */
interface CheckoutPages {
  card?: CardPaymentModel;
  financing?: FinancingCheckoutModel;
  bankTransfer?: BankTransferPaymentModel;
  /** The payment the shopper last used. */
  paying?: 'card' | 'financing' | 'bank-transfer';
  cardNumber?: string;
  /** The nonce the card fields last posted. */
  nonce?: string;
  /** The bag as it was before paying, to compare the order with. */
  bagBefore?: BagView;
  /** The token the provider approved. */
  checkoutToken?: string;
  /** What the card provider answered the hosted fields' Authorize. */
  cardFieldsSaid?: string;
  detach: (() => void)[];
}

const pages = new WeakMap<ShopWorld, CheckoutPages>();
export const pagesOf = (world: ShopWorld): CheckoutPages => {
  let found = pages.get(world);
  if (!found) pages.set(world, (found = { detach: [] }));
  return found;
};

After(function (this: ShopWorld) {
  for (const detach of pages.get(this)?.detach ?? []) detach();
});

/** A page opens: a fresh model, attached as its view attaches it. */
export function show<M extends Pick<PresentationModel<unknown>, 'attach'>>(world: ShopWorld, model: M): M {
  pagesOf(world).detach.push(model.attach());
  return model;
}

/** Waits until the model's state satisfies `ready` (the model answers asynchronously, as the store does). */
export async function until<S>(model: PresentationModel<S>, ready: (state: S) => boolean, what: string): Promise<S> {
  try {
    return await firstValueFrom(model.state$.pipe(filter(ready), timeout({ first: 4_000 })));
  } catch {
    assert.fail(`${what}; the page shows ${JSON.stringify(model.state)}`);
  }
}

export const ADA: AddressFormValues = {
  ...EMPTY_ADDRESS_FORM,
  fullName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  phone: '(512) 555-0100',
  email: 'ada@example.com',
};

const GRACE: AddressFormValues = { ...ADA, fullName: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', address: '2 Navy Way', city: 'Arlington', state: 'VA', zip: '22202', email: 'grace@example.com' };

/** The fields the shopper types, as the form asks them: first and last name on /shipping-billing, one full name on
 * /shipping and /billing. */
const TYPED: Record<'split' | 'full', readonly AddressFormField[]> = {
  split: ['firstName', 'lastName', 'company', 'address', 'apt', 'city', 'state', 'zip', 'phone', 'email'],
  full: ['fullName', 'company', 'address', 'apt', 'city', 'state', 'zip', 'phone', 'email'],
};

/** Types an address into a panel of an open form, field by field, replacing what was there. */
export const typeAddress = (form: AddressFormModel, panel: AddressPanel, values: AddressFormValues, layout: 'split' | 'full'): void => {
  for (const field of TYPED[layout]) {
    form.change(`${panel}.${field}` as AddressFieldPath, values[field]);
    form.leave(`${panel}.${field}` as AddressFieldPath);
  }
};

/** An address form on screen, its bag known. */
export async function openAddressForm(world: ShopWorld, mode: AddressFormMode): Promise<AddressFormModel> {
  const form = show(world, world.shop.get(AddressFormModel));
  form.open(mode);
  await until(form, (state) => !state.loading, 'the form did not open');
  return form;
}

/** Sends the form and waits for the store's answer: the next page, or a message on the form or a field. */
export async function sendAddressForm(form: AddressFormModel): Promise<void> {
  form.submit();
  await until(form, (state) => !state.busy || state.destination !== null, 'the form is still sending');
}

async function rememberBag(world: ShopWorld): Promise<void> {
  pagesOf(world).bagBefore = await firstValueFrom(world.shop.get(BagState).refresh());
}

const leadsTo = (form: AddressFormModel, page: string): void => {
  const { destination, message, errors } = form.state;
  assert.equal(destination?.to, page, `the addresses were refused: ${message ?? JSON.stringify(errors)}`);
};

/* ---------- addresses ---------- */

When('they give their billing address, shipping to the same address', async function (this: ShopWorld) {
  await rememberBag(this);
  const form = await openAddressForm(this, { kind: 'checkout' });
  typeAddress(form, 'billing', ADA, 'split');
  form.setSameAsBilling(true);
  await sendAddressForm(form);
  leadsTo(form, '/cardholder-review');
});

When('they give a billing address and a separate shipping address', async function (this: ShopWorld) {
  await rememberBag(this);
  const form = await openAddressForm(this, { kind: 'checkout' });
  typeAddress(form, 'billing', ADA, 'split');
  form.setSameAsBilling(false);
  typeAddress(form, 'shipping', GRACE, 'split');
  await sendAddressForm(form);
  leadsTo(form, '/cardholder-review');
});

When('they give their shipping address on the shipping page and their billing address on the billing page', async function (this: ShopWorld) {
  await rememberBag(this);
  const shipping = await openAddressForm(this, { kind: 'checkout-step', address: 'shipping' });
  typeAddress(shipping, 'shipping', GRACE, 'full');
  await sendAddressForm(shipping);
  leadsTo(shipping, '/billing');
  const billing = await openAddressForm(this, { kind: 'checkout-step', address: 'billing' });
  typeAddress(billing, 'billing', ADA, 'full');
  await sendAddressForm(billing);
  leadsTo(billing, '/order-review');
});

/** The cart as the store holds it. */
Then('the store holds the billing address of {string} and the shipping address of {string}', async function (this: ShopWorld, billingName: string, shippingName: string) {
  const cartId = this.shop.get(BagStore).readGuestCartId();
  assert.ok(cartId, 'no guest bag');
  const cart = (await this.guestCart(cartId)) as {
    billing_address: { firstname: string; lastname: string };
    extension_attributes: { shipping_assignments: { shipping: { address: { firstname: string; lastname: string } } }[] };
  };
  const shipping = cart.extension_attributes.shipping_assignments[0]?.shipping.address;
  assert.equal(`${cart.billing_address.firstname} ${cart.billing_address.lastname}`, billingName);
  assert.equal(`${shipping?.firstname} ${shipping?.lastname}`, shippingName);
});

Then('the shipping method offered is {string}', async function (this: ShopWorld, label: string) {
  const cartId = this.shop.get(BagStore).readGuestCartId();
  assert.ok(cartId, 'no guest bag');
  const methods = await firstValueFrom(this.shop.get(CheckoutGateway).shippingMethods({ type: 'guest', id: cartId }));
  assert.deepEqual(methods.map((method) => [method.label, method.amount]), [[label, 0]]);
});

/* ---------- card ---------- */

function cardPage(world: ShopWorld): CardPaymentModel {
  const memo = pagesOf(world);
  memo.card ??= show(world, world.shop.get(CardPaymentModel));
  return memo.card;
}

/** The hosted fields' Authorize: the card goes to the card provider only, which answers a single-use nonce; the
 * fields post the nonce (or the provider's message) to the shop's window, as their page script does. */
When('they authorize the card {string}', async function (this: ShopWorld, number: string) {
  const memo = pagesOf(this);
  const card = cardPage(this);
  memo.cardNumber = number.replace(/\s/g, '');
  const provider = this.shop.get(AppConfigToken).cardProviderUrl;
  const response = await fetch(`${provider}/v1/tokenize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number: memo.cardNumber, expiry: '12/39', cvv: '123', name: 'Ada Lovelace' }),
  });
  const body = (await response.json()) as { nonce?: string; message?: string };
  if (!body.nonce) {
    memo.cardFieldsSaid = body.message;
    this.postFromFrame(provider, { type: 'loupe-card-error', message: body.message });
    return;
  }
  memo.nonce = body.nonce;
  this.postFromFrame(provider, { type: 'loupe-card-nonce', nonce: body.nonce, last4: memo.cardNumber.slice(-4) });
  await until(card, (state) => state.authorization?.nonce === body.nonce, 'the card was not authorized');
});

/** The same approval again: the card fields' frame posts the same nonce again (a frame that replays its message),
 * which the store refuses as used. */
When('the card fields hand the shop the same approval again', async function (this: ShopWorld) {
  const memo = pagesOf(this);
  assert.ok(memo.nonce && memo.cardNumber, 'no card was authorized');
  this.postFromFrame(this.shop.get(AppConfigToken).cardProviderUrl, { type: 'loupe-card-nonce', nonce: memo.nonce, last4: memo.cardNumber.slice(-4) });
  await until(cardPage(this), (state) => state.authorization?.nonce === memo.nonce, 'the card was not authorized again');
});

Then('the card fields say {string}', function (this: ShopWorld, message: string) {
  assert.equal(cardPage(this).state.authorization, null, 'the shop was given a card to pay with');
  assert.equal(pagesOf(this).cardFieldsSaid, message);
});

When('they confirm the payment', async function (this: ShopWorld) {
  const memo = pagesOf(this);
  memo.bagBefore ??= await firstValueFrom(this.shop.get(BagState).refresh());
  memo.paying = 'card';
  const card = cardPage(this);
  assert.ok(card.state.authorization, 'no card was authorized');
  card.confirm();
  await until(card, (state) => !state.paying || state.destination !== null, 'the payment is still running');
});

/* ---------- financing ---------- */

export async function paymentPage(world: ShopWorld): Promise<CheckoutPageModel> {
  const page = show(world, world.shop.get(CheckoutPageModel));
  await until(page, (state) => !state.loading, 'the payment page did not load');
  return page;
}

function financingPage(world: ShopWorld): FinancingCheckoutModel {
  const memo = pagesOf(world);
  memo.financing ??= show(world, world.shop.get(FinancingCheckoutModel));
  return memo.financing;
}

Then('financing is offered', async function (this: ShopWorld) {
  const page = await paymentPage(this);
  assert.ok(page.state.methods.some((method) => method.code === 'financing'), 'financing is not among the choices');
  page.choose('financing');
  assert.equal(page.state.payment, 'financing');
});

Then('financing is not offered', async function (this: ShopWorld) {
  const page = await paymentPage(this);
  const total = grandTotalOf(page.state.view?.bag.totals);
  assert.ok(total > 17_500, `the bag is only ${total}`);
  assert.ok(!page.state.methods.some((method) => method.code === 'financing'), 'financing is among the choices');
  page.choose('financing');
  assert.equal(page.state.payment, 'card');
  // Reached all the same, the provider is not opened.
  const financing = financingPage(this);
  financing.start();
  const state = await until(financing, (candidate) => candidate.status === 'READY', 'the financing provider opened');
  assert.equal(state.message, 'Something went wrong. Please try again.');
  assert.equal(this.sentRequests.filter(({ url }) => url.endsWith('/financing/v2/checkout')).length, 0);
});

When('they continue with the financing provider', async function (this: ShopWorld) {
  await rememberBag(this);
  const memo = pagesOf(this);
  memo.paying = 'financing';
  const financing = financingPage(this);
  financing.start();
  await until(financing, (state) => state.frameUrl !== null || state.status === 'READY', 'the financing provider did not answer');
});

Then('the financing button reads {string}', function (this: ShopWorld, label: string) {
  assert.equal(FINANCING_STATUS_LABELS[financingPage(this).state.status], label);
});

Then('the provider was given the items, tax and total in cents', async function (this: ShopWorld) {
  const opened = this.sentRequests.filter(({ url }) => url.endsWith('/financing/v2/checkout')).at(-1);
  assert.ok(opened, 'the financing provider was not called');
  const checkout = JSON.parse(opened.body) as { items: { sku: string; unit_price: number; qty: number }[]; total: number; tax_amount: number; billing: { name: { first: string } } };
  const bag = pagesOf(this).bagBefore as BagView;
  assert.deepEqual(
    checkout.items.map((item) => [item.sku, item.unit_price, item.qty]),
    bag.lines.map((line) => [line.item.sku, Math.round(line.item.price * 100), 1]),
  );
  assert.equal(checkout.total, Math.round(grandTotalOf(bag.totals) * 100));
  assert.equal(checkout.tax_amount, 0);
  assert.equal(checkout.billing.name.first, 'Ada');
});

/** The provider's modal: a plan is chosen and confirmed at the provider (SSN 0000 is its declined test applicant),
 * and the page posts the outcome to the shop's window as its script does. */
async function answerInProviderModal(world: ShopWorld, ssnLast4: string): Promise<{ checkout_token?: string; message?: string }> {
  const frame = financingPage(world).state.frameUrl;
  assert.ok(frame, 'the financing modal is not open');
  const checkoutId = new URL(frame).pathname.split('/').pop();
  const provider = world.shop.get(AppConfigToken).financingUrl;
  const response = await fetch(`${provider}/v2/checkout/${checkoutId}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ months: 12, ssn_last4: ssnLast4 }),
  });
  const answer = (await response.json()) as { checkout_token?: string; message?: string };
  world.postFromFrame(
    provider,
    response.ok && answer.checkout_token ? { type: 'loupe-financing-approved', checkout_token: answer.checkout_token } : { type: 'loupe-financing-declined', message: answer.message },
  );
  return answer;
}

When('the provider approves the application', async function (this: ShopWorld) {
  const answer = await answerInProviderModal(this, '1234');
  assert.ok(answer.checkout_token, `not approved: ${answer.message}`);
  pagesOf(this).checkoutToken = answer.checkout_token;
  await until(financingPage(this), (state) => state.status === 'PLACE_ORDER' || state.status === 'READY', 'the approval is still being set on the bag');
});

When('the provider declines the application', async function (this: ShopWorld) {
  const answer = await answerInProviderModal(this, '0000');
  assert.equal(answer.checkout_token, undefined);
  await until(financingPage(this), (state) => state.status !== 'OPEN', 'the page did not take the decline');
});

/** The provider's own Cancel, which its page posts to the shop's window. */
When('the shopper cancels the provider checkout', async function (this: ShopWorld) {
  this.postFromFrame(this.shop.get(AppConfigToken).financingUrl, { type: 'loupe-financing-cancelled' });
  await until(financingPage(this), (state) => state.status !== 'OPEN', 'the page did not take the cancel');
});

When('they confirm the financed payment', async function (this: ShopWorld) {
  pagesOf(this).paying = 'financing';
  const financing = financingPage(this);
  assert.equal(financing.state.status, 'PLACE_ORDER', 'nothing was approved');
  financing.confirm();
  await until(financing, (state) => state.destination !== null || state.status === 'READY', 'the order is still being placed');
});

/** A new payment page for the bag now held, where the provider's frame answers with an approval it gave before. */
When('the same approval is used for a second order', async function (this: ShopWorld) {
  const memo = pagesOf(this);
  assert.ok(memo.checkoutToken, 'nothing was approved');
  memo.financing = undefined;
  const financing = financingPage(this);
  financing.start();
  await until(financing, (state) => state.frameUrl !== null, 'the financing provider did not open');
  this.postFromFrame(this.shop.get(AppConfigToken).financingUrl, { type: 'loupe-financing-approved', checkout_token: memo.checkoutToken });
  await until(financing, (state) => state.status === 'PLACE_ORDER', 'the approval was not set on the bag');
});

/* ---------- outcomes ---------- */

/** The payment page the shopper used: what it shows and where it leads. */
export function payment(world: ShopWorld): { message: string | null; received: OrderReceivedState | undefined } {
  const memo = pagesOf(world);
  const model = memo.paying === 'financing' ? memo.financing : memo.paying === 'bank-transfer' ? memo.bankTransfer : memo.card;
  assert.ok(model, 'no payment was made');
  const { message, destination } = model.state;
  if (destination) assert.equal(destination.to, '/order-received');
  return { message, received: destination?.state as OrderReceivedState | undefined };
}

Then('the order is placed for {string}', function (this: ShopWorld, email: string) {
  const { message, received } = payment(this);
  assert.equal(message, null, `the order failed: ${message}`);
  assert.ok(received?.orderId, 'no order id');
  assert.equal(received.email, email);
  assert.equal(received.receipt?.value, grandTotalOf(pagesOf(this).bagBefore?.totals));
});

/** The tag manager's data layer: the page's window is the process's here, shared by every scenario of the run. */
const dataLayer = (): { event?: string; ecommerce?: { transaction_id?: string; value?: number } }[] => ((globalThis as { dataLayer?: unknown[] }).dataLayer ?? []) as never;
/** Where the data layer stood when the thank-you page first opened, so that only this scenario's entries count. */
const dataLayerBefore = new WeakMap<ShopWorld, number>();

When('the thank-you page opens on the order, and they reload it twice', function (this: ShopWorld) {
  const { received } = payment(this);
  assert.ok(received, 'no order was placed');
  dataLayerBefore.set(this, dataLayer().length);
  // Each load is a page of its own, handed the same order by the history, in the same browser.
  for (let load = 0; load < 3; load++) {
    const page = this.shop.get(OrderReceivedModel);
    page.open(received);
    page.attach()();
  }
});

Then('the tag manager counted the purchase once, with its order number and total', function (this: ShopWorld) {
  const { received } = payment(this);
  assert.ok(received, 'no order was placed');
  const purchases = dataLayer()
    .slice(dataLayerBefore.get(this) ?? 0)
    .filter((entry) => entry.event === 'purchase');
  assert.deepEqual(
    purchases.map((entry) => entry.ecommerce?.transaction_id),
    [received.orderId],
  );
  assert.equal(purchases[0]?.ecommerce?.value, received.receipt?.value);
});

Then('the order number looks like {string}', function (this: ShopWorld, pattern: string) {
  assert.match(payment(this).received?.orderId ?? '', new RegExp(`^${pattern}$`));
});

/** The number /order-received shows and the receipt reports is the increment id of the order the store holds for
 * the bag: the one its confirmation mail names. */
Then('the order number they are shown is the one the store mailed to {string}', async function (this: ShopWorld, email: string) {
  const { received } = payment(this);
  assert.ok(received, 'no order was placed');
  const mailed = (await this.orderConfirmations()).filter((mail) => mail.email === email).at(-1);
  assert.ok(mailed, `the store mailed no order confirmation to ${email}`);
  assert.deepEqual(mailed.skus, pagesOf(this).bagBefore?.lines.map((line) => line.item.sku));
  assert.match(mailed.increment_id, /^\d{9}$/);
  assert.equal(received.orderId, mailed.increment_id);
});

Then('the bag is empty and the chosen diamond is forgotten', async function (this: ShopWorld) {
  const bag = await firstValueFrom(this.shop.get(BagState).refresh());
  assert.equal(bag.lines.length, 0);
  assert.equal(this.shop.get(BagStore).readGuestCartId(), null);
  assert.equal(this.shop.get(BagStore).readDiamondId(), null);
});

function assertPaymentFailed(world: ShopWorld, message: string): void {
  const shown = payment(world);
  assert.equal(shown.message, message);
  assert.equal(shown.received, undefined);
}

Then('the payment fails with {string}', function (this: ShopWorld, message: string) {
  assertPaymentFailed(this, message);
});

/** The store's own words, shown as they come: the card provider's nonce was used already. */
Then("the payment fails with the store's message that the card approval is invalid", function (this: ShopWorld) {
  assertPaymentFailed(this, 'Unable to place order: Payment method nonce is invalid.');
});

/** The store's own words, shown as they come: the financing provider's checkout token was used already. */
Then("the payment fails with the store's message that the financing approval is invalid", function (this: ShopWorld) {
  assertPaymentFailed(this, 'Unable to place order: The financing checkout token is invalid.');
});

Then('the bag still holds the diamond', async function (this: ShopWorld) {
  const bag = await firstValueFrom(this.shop.get(BagState).refresh());
  assert.deepEqual(
    bag.lines.map((line) => line.item.sku),
    pagesOf(this).bagBefore?.lines.map((line) => line.item.sku),
  );
  assert.ok(this.shop.get(BagStore).readDiamondId(), 'the chosen diamond was forgotten');
});

const storeRoutes = (world: ShopWorld) => world.sentRequests.filter(({ url }) => url.startsWith(`${world.backendUrl}/rest`) || url.startsWith(`${world.backendUrl}/graphql`));

/** No REST or GraphQL request to the store carried the card number; the GraphQL placeOrder did, with the nonce. */
Then("nothing the shop sent to the store carried the card number, only the provider's approval", function (this: ShopWorld) {
  const { cardNumber: number, nonce } = pagesOf(this);
  assert.ok(number && nonce, 'no card was used');
  const toStore = storeRoutes(this);
  assert.ok(toStore.some(({ url, body }) => url.endsWith('/graphql') && body.includes('placeOrder')), 'the order was not sent to the store');
  for (const { url, body } of toStore) {
    assert.ok(!body.replace(/[\s-]/g, '').includes(number), `${url} carried the card number`);
  }
  assert.ok(
    toStore.some(({ body }) => body.includes(nonce)),
    'the nonce was not what the store received',
  );
});

Then('their account lists the order with its total', async function (this: ShopWorld) {
  const overview = (await firstValueFrom(this.shop.get(LoadAccount).execute())) as AccountOverview;
  const { received } = payment(this);
  const found = overview.orderHistory.find((candidate) => candidate.number === received?.orderId);
  assert.ok(found, `order ${received?.orderId} is not in the account`);
  assert.equal(found.grandTotal, received?.receipt?.value);
});

Given('a guest whose bag holds a diamond above $17,500', async function (this: ShopWorld) {
  const answer = await this.askRecommendationService('recommendations/', { body: { shapes: ['Round'], price_total_from: 18_000, price_total_to: 60_000 } });
  const stone = Object.values(answer).find((entry): entry is { diamond: { diamond_id: string } } => typeof entry === 'object' && entry !== null && 'diamond' in entry);
  assert.ok(stone, 'the service has no diamond above the limit');
  await firstValueFrom(this.shop.get(AddDiamondToBag).execute(stone.diamond.diamond_id));
});
