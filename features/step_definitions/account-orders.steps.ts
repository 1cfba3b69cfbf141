import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { firstValueFrom } from 'rxjs';
import { CustomerAccounts } from '../../src/application/kernel/customer-accounts.port';
import { OrderDetailsModel } from '../../src/application/account/order-details.model';
import { orderLineTitle } from '../../src/domain/bag/bag-line-text';
import { formatPrice } from '../../src/domain/shared/money';
import { until } from '../support/bag-and-ring-pages';
import type { ShopWorld } from '../support/world';
import { openAddressForm, sendAddressForm } from './checkout.steps';

/*
 * The account's orders and its addresses as the customer uses them: the order page's model opened on a number, the
 * account's address editor, and what the store holds, read through its own routes.
 */

const orderPages = new WeakMap<ShopWorld, OrderDetailsModel>();

async function openOrder(world: ShopWorld, orderNumber: string): Promise<OrderDetailsModel> {
  const page = world.shop.get(OrderDetailsModel);
  page.attach();
  orderPages.set(world, page);
  page.open(orderNumber);
  await until(page, (state) => state.status !== 'loading' || state.destination !== null);
  return page;
}

const orderPage = (world: ShopWorld): OrderDetailsModel => {
  const page = orderPages.get(world);
  assert.ok(page, 'no order is open');
  return page;
};

/** The signed-in customer as the store holds them now, addresses and all. */
const storedCustomer = (world: ShopWorld) => firstValueFrom(world.shop.get(CustomerAccounts).me());

When('they open their order {string} from their account', async function (this: ShopWorld, orderNumber: string) {
  const history = await firstValueFrom(this.shop.get(CustomerAccounts).orders(null));
  assert.ok(history.some((order) => order.number === orderNumber), `the account lists no order ${orderNumber}`);
  await openOrder(this, orderNumber);
});

When('they open the order {string}', async function (this: ShopWorld, orderNumber: string) {
  await openOrder(this, orderNumber);
});

Then('the order shows its lines, its totals, its billing and shipping addresses and its status as the store recorded them', async function (this: ShopWorld) {
  const { status, order } = orderPage(this).state;
  assert.equal(status, 'ready');
  assert.ok(order, 'the order is not shown');
  // The order as the store answers it to its customer.
  const stored = await firstValueFrom(this.shop.get(CustomerAccounts).order(order.number));
  assert.ok(stored, 'the store holds no such order');
  assert.deepEqual(
    order.lines.map((line) => [line.name, line.price]),
    stored.lines.map((line) => [orderLineTitle(line), formatPrice(line.total)]),
  );
  assert.equal(order.total, formatPrice(stored.grandTotal));
  assert.equal(order.subtotal, formatPrice(stored.subtotal));
  assert.ok(order.billingAddress?.street.length, 'the order shows no billing address');
  assert.ok(order.shippingAddress?.street.length, 'the order shows no shipping address');
  assert.deepEqual(order.billingAddress, stored.billingAddress);
  assert.deepEqual(order.shippingAddress, stored.shippingAddress);
  assert.equal(order.status, 'Complete');
});

Then('the order page says {string}', function (this: ShopWorld, message: string) {
  const { status, order, message: shown } = orderPage(this).state;
  assert.deepEqual([status, order, shown], ['not-found', null, message]);
});

Then('they are sent to sign in, coming back to the order {string}', function (this: ShopWorld, orderNumber: string) {
  const { destination, order } = orderPage(this).state;
  assert.equal(order, null);
  assert.ok(destination, 'the page leads nowhere');
  const target = new URL(destination.to, 'https://loupe.example');
  assert.equal(target.pathname, '/register');
  assert.equal(target.searchParams.get('returnUrl'), `/account?order=${orderNumber}`);
});

When('they change the city of their default billing address to {string}', async function (this: ShopWorld, city: string) {
  const customer = await storedCustomer(this);
  const billing = customer.addresses.find((address) => address.defaultBilling);
  assert.ok(billing, 'the customer has no default billing address');
  const form = await openAddressForm(this, { kind: 'account', address: 'billing', receivingUrl: '/account', pathname: '/billing', addressId: billing.id, hasAddress: true });
  form.change('billing.city', city);
  await sendAddressForm(form);
  assert.deepEqual(form.state.destination, { to: '/account' }, form.state.message ?? 'the address was not saved');
});

Then('their default billing address is in {string}', async function (this: ShopWorld, city: string) {
  const customer = await storedCustomer(this);
  assert.deepEqual(
    customer.addresses.filter((address) => address.defaultBilling).map((address) => address.city),
    [city],
  );
});

Then('their default shipping address is still in {string}', async function (this: ShopWorld, city: string) {
  const customer = await storedCustomer(this);
  assert.deepEqual(
    customer.addresses.filter((address) => address.defaultShipping).map((address) => address.city),
    [city],
  );
});

Then('their account holds no address yet', async function (this: ShopWorld) {
  assert.deepEqual((await storedCustomer(this)).addresses, []);
});

Then('their account holds the address they gave at checkout, once, as its default billing and shipping address', async function (this: ShopWorld) {
  const { addresses } = await storedCustomer(this);
  assert.equal(addresses.length, 1, `the account holds ${addresses.length} addresses`);
  assert.deepEqual(
    addresses.map((address) => [address.firstname, address.lastname, address.street, address.city, address.region.code, address.postcode, address.defaultBilling, address.defaultShipping]),
    [['Ada', 'Lovelace', ['1 Main St'], 'Austin', 'TX', '73301', true, true]],
  );
});
