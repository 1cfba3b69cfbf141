import { firstValueFrom, lastValueFrom, type Observable } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartRef } from '../../src/application/kernel/cart.repository.port';
import type { Address } from '../../src/domain/checkout/address';
import { financingCheckout } from '../../src/domain/checkout/financing-checkout';
import { regionOf } from '../../src/domain/shared/us-states';
import type { TestServer } from '../../mock-server/test/test-server';
import { HttpFinancingProvider } from '../../src/infrastructure/financing-provider/http-financing-provider';
import { MagentoGraphqlClient } from '../../src/infrastructure/magento-graphql/graphql-client';
import { MagentoStoreOrders } from '../../src/infrastructure/magento-graphql/magento-store-orders';
import { MagentoCartRepository } from '../../src/infrastructure/magento-rest/magento-cart.repository';
import { MagentoCheckoutGateway } from '../../src/infrastructure/magento-rest/magento-checkout.gateway';
import { MagentoCustomerAccounts } from '../../src/infrastructure/magento-rest/magento-customer-accounts';
import { MagentoHttpClient } from '../../src/infrastructure/magento-rest/magento-http-client';
import { contractFetch, startBackend } from './contract-fetch';

let backend: TestServer;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

const region = regionOf('MA');
if (!region) throw new Error('Massachusetts is a US state');
const address: Address = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['12 Analytical Way'],
  city: 'Boston',
  region,
  countryId: 'US',
  postcode: '02108',
  telephone: '6175550100',
  email: 'ada@example.com',
};

const done = <T>(source: Observable<T>) => lastValueFrom(source, { defaultValue: undefined });

const shopOver = () => {
  const wire = contractFetch();
  let token: string | null = null;
  const http = new MagentoHttpClient({ baseUrl: backend.url, fetch: wire.fetch, token: () => token });
  return {
    wire,
    carts: new MagentoCartRepository(http, () => token !== null),
    checkout: new MagentoCheckoutGateway(http),
    orders: new MagentoStoreOrders(new MagentoGraphqlClient({ url: `${backend.url}/graphql`, fetch: wire.fetch, token: () => token })),
    financing: new HttpFinancingProvider(`${backend.url}/financing`, () => backend.url, wire.fetch, new EventTarget()),
    signIn: async () => {
      token = await firstValueFrom(new MagentoCustomerAccounts(http).signIn('demo@loupe.test', 'Diamond2024!'));
    },
  };
};

/** The card provider's hosted fields turn a test card into a nonce (the shop never sees the number). */
const cardNonce = async (): Promise<string> => {
  const response = await fetch(`${backend.url}/card-provider/v1/tokenize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123', name: 'Ada Lovelace' }),
  });
  return ((await response.json()) as { nonce: string }).nonce;
};

/** A bag with one diamond and the steps before the payment: addresses, shipping method, totals. */
const readyToPay = async (shop: ReturnType<typeof shopOver>, cart: CartRef, diamondId = cart.type === 'guest' ? '100000011' : '100000012') => {
  await firstValueFrom(shop.carts.addDiamond(cart, diamondId));
  await done(shop.carts.setEmptyBillingAddress(cart));
  expect(await firstValueFrom(shop.checkout.addresses(cart))).toEqual({ billing: null, shipping: null });
  await done(shop.checkout.saveBillingAddress(cart, address));
  const [method] = await firstValueFrom(shop.checkout.shippingMethods(cart));
  if (!method) throw new Error('the store offers a shipping method');
  const { paymentMethods } = await firstValueFrom(shop.checkout.saveShippingInformation(cart, { shipping: address, billing: address, sameAsBilling: true, method }));
  expect(paymentMethods).toEqual(expect.arrayContaining(['braintree', 'affirm_gateway']));
  expect((await firstValueFrom(shop.checkout.addresses(cart))).billing).toMatchObject({ firstname: 'Ada', postcode: '02108' });
  return { method, totals: await firstValueFrom(shop.checkout.collectTotals(cart, 'braintree', method)) };
};

describe('the checkout over the store: every request the checkout adapters send and every answer they read follows the contract', () => {
  it('a guest pays by card', async () => {
    const shop = shopOver();
    const cart = await firstValueFrom(shop.carts.createGuestCart());
    await readyToPay(shop, cart);
    await done(shop.orders.setGuestEmail(cart.id, 'ada@example.com'));
    await done(shop.orders.setPayment(cart.id, { code: 'braintree', nonce: await cardNonce() }));
    expect(await firstValueFrom(shop.orders.placeOrder(cart.id))).toMatchObject({ number: expect.stringMatching(/^\d{9}$/), paymentPending: false, instructions: null });
    expect(shop.wire.problems()).toEqual([]);
    expect(shop.wire.seen()).toEqual(
      expect.arrayContaining([
        'REST guest cart',
        'REST billing address',
        'REST shipping methods',
        'REST shipping information',
        'REST collect totals',
        'GraphQL SetGuestEmailOnCart',
        'GraphQL SetCardPaymentOnCart',
        'GraphQL PlaceOrder',
      ]),
    );
  });

  it("a guest pays by bank transfer: the order is pending, with the store's instructions", async () => {
    const shop = shopOver();
    const cart = await firstValueFrom(shop.carts.createGuestCart());
    await readyToPay(shop, cart, '100000014');
    await done(shop.orders.setGuestEmail(cart.id, 'ada@example.com'));
    await done(shop.orders.setPayment(cart.id, { code: 'banktransfer' }));
    const order = await firstValueFrom(shop.orders.placeOrder(cart.id));
    expect(order).toMatchObject({ number: expect.stringMatching(/^\d{9}$/), paymentPending: true, instructions: expect.stringContaining('quoting your order number') });
    expect(shop.wire.problems()).toEqual([]);
    expect(shop.wire.seen()).toEqual(expect.arrayContaining(['GraphQL SetGuestEmailOnCart', 'GraphQL SetBankTransferPaymentOnCart', 'GraphQL PlaceOrder']));
  });

  it('a customer pays over time with the financing provider', async () => {
    const shop = shopOver();
    await shop.signIn();
    const cart = await firstValueFrom(shop.carts.findCustomerCart());
    if (!cart) throw new Error('the demo customer has a cart');
    const maskedId = await firstValueFrom(shop.orders.customerCartId());
    const { totals } = await readyToPay(shop, cart);
    const { items } = await firstValueFrom(shop.carts.items(cart));
    const page = await firstValueFrom(shop.financing.open(financingCheckout({ items, totals, coupon: null, billing: address, shipping: address, cartId: maskedId })));
    // The provider's own page confirms the plan and hands the shop a checkout token.
    const checkoutId = new URL(page).pathname.split('/').pop() ?? '';
    const confirmed = await fetch(`${backend.url}/financing/v2/checkout/${checkoutId}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ months: 6, ssn_last4: '1234' }),
    });
    const { checkout_token } = (await confirmed.json()) as { checkout_token: string };
    await done(shop.orders.setPayment(maskedId, { code: 'affirm_gateway', checkoutToken: checkout_token }));
    expect(await firstValueFrom(shop.orders.placeOrder(maskedId))).toMatchObject({ number: expect.stringMatching(/^\d{9}$/), paymentPending: false });
    expect(shop.wire.problems()).toEqual([]);
    expect(shop.wire.seen()).toEqual(
      expect.arrayContaining(['REST customer cart', 'GraphQL CustomerCart', 'financing checkout', 'GraphQL SetFinancingPaymentOnCart', 'GraphQL PlaceOrder']),
    );
  });

  it("a refused address and a refused order come back in the store's error shapes", async () => {
    const shop = shopOver();
    const cart = await firstValueFrom(shop.carts.createGuestCart());
    await firstValueFrom(shop.carts.addDiamond(cart, '100000013'));
    const refusal = await done(shop.checkout.saveBillingAddress(cart, { ...address, postcode: '2108' })).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'CHECKOUT.ADDRESS_FIELD_REFUSED', field: 'zip' });
    const unpaid = await firstValueFrom(shop.orders.placeOrder(cart.id)).catch((error: unknown) => error);
    expect(unpaid).toMatchObject({ name: 'GraphqlRequestError' });
    expect(shop.wire.problems()).toEqual([]);
  });
});
