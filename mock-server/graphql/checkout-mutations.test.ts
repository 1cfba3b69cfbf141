import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedRingCatalog } from '../catalog/ring-catalog';
import { sharedDiamondCatalog } from '../recommendation/diamond-catalog';
import { cardNonce, collectTotals, shippingInformation } from '../test/checkout-calls';
import { customerClient, DEMO, TEST_HASH_COST } from '../test/customer-client';
import type { CustomerClient } from '../test/customer-client';
import { financingCheckoutBody, financingClient } from '../test/financing-client';
import type { FinancingClient } from '../test/financing-client';
import { graphqlClient } from '../test/graphql-client';
import type { GraphqlResponse } from '../test/graphql-client';
import { guestCartClient } from '../test/guest-cart-client';
import type { GuestCartClient } from '../test/guest-cart-client';
import { makeTempDir, postJson, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { checkAnswersAgainstContracts } from '../test/contract-answers';
import { BANK_TRANSFER_INSTRUCTIONS } from '../store-rest/checkout/checkout-methods';

checkAnswersAgainstContracts();

const DIAMOND_COUNT = 300;
/** Seeded stones the financing provider can finance (under $17,500), in seed order. */
const affordable = (() => {
  const catalog = sharedDiamondCatalog(42, DIAMOND_COUNT);
  const ids: string[] = [];
  for (let index = 0; index < DIAMOND_COUNT; index++) {
    const diamond = catalog.diamond(index);
    if (diamond.total_sales_price >= 1_000 && diamond.total_sales_price <= 7_000) ids.push(diamond.diamond_id);
  }
  return ids;
})();
let nextStone = 0;
/** A stone no other test has put in a cart (a diamond is one stone, in one cart). */
const stone = (): string => {
  const id = affordable[nextStone++];
  if (!id) throw new Error('not enough affordable seeded diamonds');
  return id;
};

/** A ring variant the provider can finance. */
const RING = (() => {
  const variant = sharedRingCatalog(42).products.find((product) => product.type_id === 'simple' && product.price >= 1_000 && product.price <= 5_000);
  if (!variant) throw new Error('no ring between $1,000 and $5,000');
  return variant;
})();

const shippingInfo = shippingInformation();

const SET_EMAIL = `mutation SetEmail($cartId: String!, $email: String!) {
  setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id email } }
}`;
const SET_FINANCING = `mutation SetFinancing($cartId: String!, $token: String!) {
  setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "affirm_gateway", affirm_gateway: { checkout_token: $token } } }) {
    cart { id selected_payment_method { code title } }
  }
}`;
const SET_METHOD = `mutation SetMethod($cartId: String!, $method: PaymentMethodInput!) {
  setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: $method }) { cart { selected_payment_method { code title } } }
}`;
const PLACE_ORDER = `mutation Place($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } } }`;
const CUSTOMER_CART = `{ customerCart { id email total_quantity prices { grand_total { value } } available_payment_methods { code title } selected_payment_method { code title } } }`;

interface Totals {
  grand_total: number;
  discount_amount: number;
  coupon_code?: string;
}
interface RestItem {
  item_id: number;
  sku: string;
  name: string;
  price: number;
  qty: number;
}
interface Order {
  increment_id: string;
  customer_email: string;
  grand_total: number;
  discount_amount: number;
  coupon_code?: string;
  status: string;
  payment?: { method: string };
  items: { sku: string }[];
}
type PlaceOrderData = { placeOrder: { order: { order_number: string } } | null };
type CustomerCartData = {
  customerCart: { id: string; email: string | null; total_quantity: number; prices: { grand_total: { value: number } }; available_payment_methods: { code: string; title: string }[]; selected_payment_method: { code: string; title: string } };
};

/** The error a resolver answers, as Magento writes it: status 200, the mutation's data null. */
const refused = (field: string, message: string, category = 'graphql-input') => ({
  status: 200,
  body: { errors: [{ message, locations: expect.any(Array), path: [field], extensions: { category } }], data: { [field]: null } },
});
const placeRefused = (message: string, category?: string) => refused('placeOrder', message, category);

/** The financing checkout the storefront opens for a cart: its items and coupon in cents, the grand total. */
const checkoutFor = (items: readonly RestItem[], totals: Totals, orderId: string) =>
  financingCheckoutBody(0, {
    items: items.map((item) => ({ sku: item.sku, display_name: item.name, unit_price: Math.round(item.price * 100), qty: item.qty })),
    discounts: totals.coupon_code ? { [totals.coupon_code]: { discount_amount: Math.round(-totals.discount_amount * 100) } } : {},
    total: Math.round(totals.grand_total * 100),
    order_id: orderId,
  });

describe('GraphQL checkout: customerCart, setGuestEmailOnCart, setPaymentMethodOnCart, placeOrder', () => {
  let mock: TestServer;
  let api: CustomerClient;
  let carts: GuestCartClient;
  let provider: FinancingClient;
  let graphql: ReturnType<typeof graphqlClient>;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: DIAMOND_COUNT, passwordHashCost: TEST_HASH_COST, control: true });
    api = customerClient(mock.url);
    carts = guestCartClient(mock.url);
    provider = financingClient(mock.url);
    graphql = graphqlClient(mock.url);
  });
  afterAll(() => mock.close());

  /** A guest cart with `count` stones, shipped (REST shipping-information); email and payment not set. */
  const shippedGuestCart = async (count = 1): Promise<string> => {
    const cartId = await carts.create();
    for (let n = 0; n < count; n++) expect((await carts.addDiamond({ cartId, diamondId: stone() })).status).toBe(200);
    expect((await api.call('POST', `/guest-carts/${cartId}/shipping-information`, undefined, shippingInfo)).status).toBe(200);
    return cartId;
  };
  /** A shipped guest cart holding one ring: rings, unlike stones, can be in many carts at one price. */
  const shippedRingCart = async (): Promise<string> => {
    const cartId = await carts.create();
    expect((await carts.addItem(cartId, { cartItem: { sku: RING.sku, qty: 1 } })).status).toBe(200);
    expect((await api.call('POST', `/guest-carts/${cartId}/shipping-information`, undefined, shippingInfo)).status).toBe(200);
    return cartId;
  };
  const guestCheckout = async (cartId: string) => {
    const [items, totals] = await Promise.all([carts.items(cartId), carts.totals(cartId)]);
    return checkoutFor(items.body as RestItem[], totals.body as Totals, cartId);
  };
  /** A shipped guest cart with its email and an approved financing token set as its payment. */
  const readyGuestCart = async (): Promise<string> => {
    const cartId = await shippedGuestCart();
    expect((await graphql.post(SET_EMAIL, { cartId, email: 'guest@example.com' })).body.errors).toBeUndefined();
    const token = await provider.approvedToken(await guestCheckout(cartId));
    expect((await graphql.post(SET_FINANCING, { cartId, token })).body.errors).toBeUndefined();
    return cartId;
  };
  const place = (cartId: string, token?: string) => graphqlClient(mock.url, token).post<PlaceOrderData>(PLACE_ORDER, { cartId });
  const orderNumberOf = (answer: GraphqlResponse<PlaceOrderData>): string => {
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.placeOrder?.order.order_number ?? 'none';
  };
  const nonceFor = (number: string) => cardNonce(mock.url, number);

  describe('a guest paying with financing', () => {
    it('places the order: email, financing checkout, confirm, payment method, placeOrder', async () => {
      const cartId = await shippedGuestCart();
      expect((await graphql.post(SET_EMAIL, { cartId, email: 'guest@example.com' })).body).toEqual({ data: { setGuestEmailOnCart: { cart: { id: cartId, email: 'guest@example.com' } } } });

      const opened = await provider.checkout(await guestCheckout(cartId));
      expect(opened.status).toBe(200);
      const confirmed = await provider.confirm(opened.body.checkout_id as string, { months: 12, ssn_last4: '1234' });
      const token = confirmed.body.checkout_token as string;
      expect((await graphql.post(SET_FINANCING, { cartId, token })).body).toEqual({
        data: { setPaymentMethodOnCart: { cart: { id: cartId, selected_payment_method: { code: 'affirm_gateway', title: 'Financing' } } } },
      });

      const orderNumber = orderNumberOf(await place(cartId));
      expect(orderNumber).toMatch(/^\d{9}$/);
      expect(Number(orderNumber)).toBeGreaterThan(1);
      // The cart became the order.
      expect((await carts.get(cartId)).status).toBe(404);
      expect(await place(cartId)).toEqual(placeRefused("The cart isn't active.", 'graphql-no-such-entity'));
    });

    it('shares the increment ids with the REST card checkout', async () => {
      const cardCart = await shippedGuestCart();
      const paid = await api.call('POST', `/guest-carts/${cardCart}/payment-information`, undefined, {
        email: 'card@example.com',
        paymentMethod: { method: 'braintree', additional_data: { payment_method_nonce: await nonceFor('4111 1111 1111 1111') } },
      });
      expect(paid.status).toBe(200);
      const orderNumber = orderNumberOf(await place(await readyGuestCart()));
      expect(orderNumber).toBe(String(Number(paid.body) + 1).padStart(9, '0'));
    });
  });

  describe('a guest paying by card', () => {
    const byCard = (cartId: string, nonce: string) =>
      graphql.post(SET_METHOD, { cartId, method: { code: 'braintree', braintree: { payment_method_nonce: nonce, is_active_payment_token_enabler: false } } });

    it('places the order with the card provider\'s nonce and answers its increment id, which the confirmation mail names', async () => {
      const cartId = await shippedGuestCart();
      const [sku] = ((await carts.items(cartId)).body as RestItem[]).map((item) => item.sku);
      expect((await graphql.post(SET_EMAIL, { cartId, email: 'card-guest@example.com' })).body.errors).toBeUndefined();
      expect((await byCard(cartId, await nonceFor('4111 1111 1111 1111'))).body).toEqual({ data: { setPaymentMethodOnCart: { cart: { selected_payment_method: { code: 'braintree', title: 'Credit Card' } } } } });

      const orderNumber = orderNumberOf(await place(cartId));
      expect(orderNumber).toMatch(/^\d{9}$/);
      const mailbox = (await (await fetch(`${mock.url}/__control/mailbox`)).json()) as { orderConfirmations: { email: string; increment_id: string; skus: string[] }[] };
      expect(mailbox.orderConfirmations.filter((mail) => mail.email === 'card-guest@example.com')).toEqual([expect.objectContaining({ increment_id: orderNumber, skus: [sku] })]);
      expect((await carts.get(cartId)).status).toBe(404);
    });

    it('answers the whole order as Magento 2.4.7 does: orderV2, a CustomerOrder', async () => {
      const cartId = await shippedGuestCart();
      const [item] = (await carts.items(cartId)).body as RestItem[];
      const grandTotal = ((await carts.totals(cartId)).body as Totals).grand_total;
      expect((await graphql.post(SET_EMAIL, { cartId, email: 'v2-guest@example.com' })).body.errors).toBeUndefined();
      expect((await byCard(cartId, await nonceFor('4111 1111 1111 1111'))).body.errors).toBeUndefined();
      const answer = await graphql.post<{ placeOrder: { order: { order_number: string }; orderV2: Record<string, unknown> } }>(
        `mutation Place($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } orderV2 { id number order_date status email
          items { product_sku product_sale_price { value currency } quantity_ordered }
          total { grand_total { value currency } subtotal { value } total_shipping { value } }
          payment_methods { name type } shipping_method billing_address { city postcode country_code } } } }`,
        { cartId },
      );
      expect(answer.body.errors).toBeUndefined();
      const placed = answer.body.data?.placeOrder;
      expect(placed?.orderV2).toMatchObject({
        number: placed?.order.order_number,
        order_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        email: 'v2-guest@example.com',
        items: [{ product_sku: item?.sku, product_sale_price: { value: item?.price, currency: 'USD' }, quantity_ordered: 1 }],
        total: { grand_total: { value: grandTotal, currency: 'USD' }, total_shipping: { value: 0 } },
        payment_methods: [{ name: 'Credit Card', type: 'braintree' }],
        billing_address: { country_code: 'US' },
      });
      expect(Buffer.from(String(placed?.orderV2.id), 'base64').toString()).toMatch(/^\d+$/);
    });

    it('answers a declined card in Magento\'s shape and keeps the cart, which a new nonce then pays', async () => {
      const cartId = await shippedGuestCart();
      await graphql.post(SET_EMAIL, { cartId, email: 'card-guest@example.com' });
      await byCard(cartId, await nonceFor('4000 1111 1111 1115'));
      expect(await place(cartId)).toEqual(placeRefused('Unable to place order: Processor declined'));
      expect(await place(cartId)).toEqual(placeRefused('Unable to place order: Payment method nonce is invalid.'));
      expect((await carts.items(cartId)).body).toHaveLength(1);
      await byCard(cartId, await nonceFor('4111 1111 1111 1111'));
      expect(orderNumberOf(await place(cartId))).toMatch(/^\d{9}$/);
    });

    it('gives REST\'s guest payment-information the order\'s entity id, which a guest cannot turn into its number', async () => {
      const cartId = await shippedGuestCart();
      const paid = await api.call('POST', `/guest-carts/${cartId}/payment-information`, undefined, {
        email: 'rest-guest@example.com',
        paymentMethod: { method: 'braintree', additional_data: { payment_method_nonce: await nonceFor('4111 1111 1111 1111') } },
      });
      expect(paid.status).toBe(200);
      expect(String(paid.body)).toMatch(/^[1-9]\d*$/);
      const mailbox = (await (await fetch(`${mock.url}/__control/mailbox`)).json()) as { orderConfirmations: { email: string; increment_id: string }[] };
      expect(mailbox.orderConfirmations.find((mail) => mail.email === 'rest-guest@example.com')?.increment_id).toBe(String(paid.body).padStart(9, '0'));
    });
  });

  describe('a guest paying by bank transfer', () => {
    it("places the order pending with the code alone, and keeps the store's instructions on its payment", async () => {
      const cartId = await shippedGuestCart();
      expect((await graphql.post(SET_EMAIL, { cartId, email: 'transfer-guest@example.com' })).body.errors).toBeUndefined();
      expect((await graphql.post(SET_METHOD, { cartId, method: { code: 'banktransfer' } })).body).toEqual({
        data: { setPaymentMethodOnCart: { cart: { selected_payment_method: { code: 'banktransfer', title: 'Bank Transfer Payment' } } } },
      });
      const answer = await graphql.post<{ placeOrder: { order: { order_number: string }; orderV2: Record<string, unknown> } }>(
        `mutation Place($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } orderV2 { status payment_methods { type additional_data { name value } } } } }`,
        { cartId },
      );
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.placeOrder.order.order_number).toMatch(/^\d{9}$/);
      expect(answer.body.data?.placeOrder.orderV2).toEqual({
        status: 'Pending',
        payment_methods: [{ type: 'banktransfer', additional_data: [{ name: 'instructions', value: BANK_TRANSFER_INSTRUCTIONS }] }],
      });
      expect((await carts.get(cartId)).status).toBe(404);
    });

    it("takes REST's payment-information with { method: 'banktransfer' } too, the order pending", async () => {
      const cartId = await shippedGuestCart();
      const paid = await api.call('POST', `/guest-carts/${cartId}/payment-information`, undefined, { email: 'rest-transfer@example.com', paymentMethod: { method: 'banktransfer' } });
      expect(paid.status).toBe(200);
      expect(String(paid.body)).toMatch(/^[1-9]\d*$/);
      const mailbox = (await (await fetch(`${mock.url}/__control/mailbox`)).json()) as { orderConfirmations: { email: string; increment_id: string }[] };
      expect(mailbox.orderConfirmations.find((mail) => mail.email === 'rest-transfer@example.com')?.increment_id).toBe(String(paid.body).padStart(9, '0'));
    });
  });

  describe('a customer paying with financing', () => {
    it('finds or creates the customer cart, places the order and shows it in orders/mine with the collected totals', async () => {
      const token = (await api.signIn(DEMO.email, DEMO.password)).body as string;
      const customer = graphqlClient(mock.url, token);
      const first = await customer.post<CustomerCartData>(CUSTOMER_CART);
      expect(first.body.errors).toBeUndefined();
      const cart = first.body.data?.customerCart;
      expect(cart).toEqual({
        id: expect.stringMatching(/^[\w-]{32}$/),
        email: DEMO.email,
        total_quantity: 0,
        prices: { grand_total: { value: 0 } },
        available_payment_methods: [
          { code: 'braintree', title: 'Credit Card' },
          { code: 'affirm_gateway', title: 'Financing' },
          { code: 'banktransfer', title: 'Bank Transfer Payment' },
        ],
        selected_payment_method: { code: '', title: '' },
      });
      const cartId = cart?.id ?? '';
      expect((await customer.post<CustomerCartData>(CUSTOMER_CART)).body.data?.customerCart.id).toBe(cartId);

      // The same cart as REST's carts/mine: items, coupon and shipping go through REST.
      for (const diamondId of [stone(), stone()]) expect((await api.call('POST', '/carts/mine/items', token, { cartItem: { sku: diamondId, qty: 1 } })).status).toBe(200);
      expect((await api.call('PUT', '/carts/mine/coupons/WELCOME10', token)).body).toBe(true);
      expect((await api.call('POST', '/carts/mine/shipping-information', token, shippingInfo)).status).toBe(200);
      const collected = (await api.call('PUT', '/carts/mine/collect-totals', token, collectTotals('affirm_gateway'))).body as Totals;
      const totals = (await api.call('GET', '/carts/mine/totals', token)).body as Totals;
      expect(collected.grand_total).toBe(totals.grand_total);
      expect(totals.discount_amount).toBeLessThan(0);
      expect((await customer.post<CustomerCartData>(CUSTOMER_CART)).body.data?.customerCart).toMatchObject({ total_quantity: 2, prices: { grand_total: { value: totals.grand_total } } });

      const items = (await api.call('GET', '/carts/mine/items', token)).body as RestItem[];
      const financingToken = await provider.approvedToken(checkoutFor(items, totals, cartId));
      expect((await customer.post(SET_FINANCING, { cartId, token: financingToken })).body.errors).toBeUndefined();
      // Only the customer reaches their cart.
      expect(await place(cartId)).toEqual(placeRefused(`The current user cannot perform operations on cart "${cartId}"`, 'graphql-authorization'));
      const orderNumber = orderNumberOf(await place(cartId, token));

      const orders = (await api.call('GET', '/falcon/orders/mine', token)).body as { items: Order[] };
      const order = orders.items.find((candidate) => candidate.increment_id === orderNumber);
      expect(order).toMatchObject({
        customer_email: DEMO.email,
        status: 'processing',
        grand_total: collected.grand_total,
        discount_amount: totals.discount_amount,
        coupon_code: 'WELCOME10',
        payment: { method: 'affirm_gateway' },
      });
      expect(order?.items.map((item) => item.sku)).toEqual(items.map((item) => item.sku));
      // The cart closed: the next customerCart is a new, empty one.
      const next = (await customer.post<CustomerCartData>(CUSTOMER_CART)).body.data?.customerCart;
      expect(next?.id).not.toBe(cartId);
      expect(next?.total_quantity).toBe(0);
    });

    it('records the card on orders paid through REST and through GraphQL, and refuses a declined card', async () => {
      const token = await api.tokenFor('card-buyer@example.com');
      const customer = graphqlClient(mock.url, token);
      const fill = async () => {
        await customer.post(CUSTOMER_CART);
        await api.call('POST', '/carts/mine/items', token, { cartItem: { sku: stone(), qty: 1 } });
        await api.call('POST', '/carts/mine/shipping-information', token, shippingInfo);
        return (await customer.post<CustomerCartData>(CUSTOMER_CART)).body.data?.customerCart.id ?? '';
      };
      await fill();
      const paid = await api.call('POST', '/carts/mine/payment-information', token, {
        paymentMethod: { method: 'braintree', additional_data: { payment_method_nonce: await nonceFor('4111 1111 1111 1111') } },
      });
      expect(paid.status).toBe(200);

      const cartId = await fill();
      const byCard = (nonce: string) => customer.post(SET_METHOD, { cartId, method: { code: 'braintree', braintree: { payment_method_nonce: nonce, is_active_payment_token_enabler: false } } });
      expect((await byCard(await nonceFor('4000 1111 1111 1115'))).body).toEqual({ data: { setPaymentMethodOnCart: { cart: { selected_payment_method: { code: 'braintree', title: 'Credit Card' } } } } });
      expect(await place(cartId, token)).toEqual(placeRefused('Unable to place order: Processor declined'));
      await byCard(await nonceFor('4111 1111 1111 1111'));
      const orderNumber = orderNumberOf(await place(cartId, token));

      const orders = (await api.call('GET', '/falcon/orders/mine', token)).body as { items: Order[] };
      expect(orders.items.map((order) => [order.increment_id, order.payment?.method])).toEqual([
        [String(paid.body).padStart(9, '0'), 'braintree'],
        [orderNumber, 'braintree'],
      ]);
    });
  });

  describe('customerCart', () => {
    it('needs a valid customer token', async () => {
      const unauthorized = { status: 200, body: { errors: [{ message: "The current customer isn't authorized.", locations: [{ line: 1, column: 3 }], path: ['customerCart'], extensions: { category: 'graphql-authorization' } }], data: null } };
      expect(await graphql.post('{ customerCart { id } }')).toEqual(unauthorized);
      expect(await graphqlClient(mock.url, 'f'.repeat(64)).post('{ customerCart { id } }')).toEqual(unauthorized);
    });

    it('is the cart REST\'s carts/mine answers, and the customer may read it with cart(cart_id)', async () => {
      const token = await api.tokenFor('reader@example.com');
      const restCart = (await api.call('GET', '/carts/mine', token)).body as { id: number };
      const diamondId = stone();
      await api.call('POST', '/carts/mine/items', token, { cartItem: { sku: diamondId, qty: 1 } });
      const cartId = (await graphqlClient(mock.url, token).post<CustomerCartData>(CUSTOMER_CART)).body.data?.customerCart.id ?? '';
      const read = await graphqlClient(mock.url, token).post<{ cart: { items: { product: { sku: string } }[] } }>('query ($id: String!) { cart(cart_id: $id) { items { product { sku } } } }', { id: cartId });
      expect(read.body.data?.cart.items).toEqual([{ product: { sku: diamondId } }]);
      expect(((await api.call('GET', '/carts/mine', token)).body as { id: number }).id).toBe(restCart.id);
      expect(await graphql.post('query ($id: String!) { cart(cart_id: $id) { id } }', { id: cartId })).toEqual(
        refused('cart', `The current user cannot perform operations on cart "${cartId}"`, 'graphql-authorization'),
      );
    });
  });

  describe('setGuestEmailOnCart', () => {
    it('refuses an invalid email, a customer\'s cart, a customer\'s request and an unknown cart', async () => {
      const cartId = await carts.create();
      expect(await graphql.post(SET_EMAIL, { cartId, email: 'not-an-email' })).toEqual(refused('setGuestEmailOnCart', 'Invalid email format'));
      expect(await graphql.post(SET_EMAIL, { cartId, email: '' })).toEqual(refused('setGuestEmailOnCart', 'Required parameter "email" is missing'));
      expect(await graphql.post(SET_EMAIL, { cartId: 'C'.repeat(32), email: 'a@example.com' })).toEqual(
        refused('setGuestEmailOnCart', `Could not find a cart with ID "${'C'.repeat(32)}"`, 'graphql-no-such-entity'),
      );
      const token = await api.tokenFor('email-owner@example.com');
      const customerCartId = (await graphqlClient(mock.url, token).post<CustomerCartData>(CUSTOMER_CART)).body.data?.customerCart.id ?? '';
      expect(await graphql.post(SET_EMAIL, { cartId: customerCartId, email: 'a@example.com' })).toEqual(
        refused('setGuestEmailOnCart', `The current user cannot perform operations on cart "${customerCartId}"`, 'graphql-authorization'),
      );
      expect(await graphqlClient(mock.url, token).post(SET_EMAIL, { cartId: customerCartId, email: 'a@example.com' })).toEqual(
        refused('setGuestEmailOnCart', 'The request is not allowed for logged in customers'),
      );
      expect((await graphql.post<{ cart: { email: string | null } }>('query ($id: String!) { cart(cart_id: $id) { email } }', { id: cartId })).body.data?.cart.email).toBeNull();
    });

    it('keeps the email and the payment method across a restart of the server', async () => {
      const temp = await makeTempDir();
      try {
        const dbFile = join(temp.dir, 'db.json');
        const first = await startTestServer({ diamondCount: DIAMOND_COUNT, dbFile });
        const cartId = await guestCartClient(first.url).create();
        await guestCartClient(first.url).addDiamond({ cartId, diamondId: stone() });
        await customerClient(first.url).call('POST', `/guest-carts/${cartId}/shipping-information`, undefined, shippingInfo);
        expect((await graphqlClient(first.url).post(SET_EMAIL, { cartId, email: 'kept@example.com' })).body.errors).toBeUndefined();
        expect((await graphqlClient(first.url).post(SET_FINANCING, { cartId, token: 'any-token' })).body.errors).toBeUndefined();
        await first.close();
        const second = await startTestServer({ diamondCount: DIAMOND_COUNT, dbFile });
        try {
          const read = await graphqlClient(second.url).post('query ($id: String!) { cart(cart_id: $id) { email selected_payment_method { code } } }', { id: cartId });
          expect(read.body).toEqual({ data: { cart: { email: 'kept@example.com', selected_payment_method: { code: 'affirm_gateway' } } } });
          // The provider's tokens live in memory: the one stored before the restart is no longer good.
          expect(await graphqlClient(second.url).post(PLACE_ORDER, { cartId })).toEqual(placeRefused('Unable to place order: The financing checkout token is invalid.'));
        } finally {
          await second.close();
        }
      } finally {
        await temp.remove();
      }
    });
  });

  describe('setPaymentMethodOnCart', () => {
    it('refuses other methods, financing without its token, a card without its nonce and a cart not shipped yet', async () => {
      const cartId = await shippedGuestCart();
      const setMethod = (method: Record<string, unknown>, id = cartId) => graphql.post(SET_METHOD, { cartId: id, method });
      const refusal = (message: string) => refused('setPaymentMethodOnCart', message);
      expect(await setMethod({ code: 'checkmo' })).toEqual(refusal('The requested Payment Method is not available.'));
      expect(await setMethod({ code: 'affirm_gateway' })).toEqual(refusal('Required parameter "checkout_token" for "payment_method" is missing.'));
      expect(await setMethod({ code: 'affirm_gateway', affirm_gateway: {} })).toEqual(refusal('Required parameter "checkout_token" for "payment_method" is missing.'));
      expect(await setMethod({ code: 'affirm_gateway', affirm_gateway: { checkout_token: ' ' } })).toEqual(refusal('Required parameter "checkout_token" for "payment_method" is missing.'));
      expect(await setMethod({ code: 'braintree' })).toEqual(refusal('Required parameter "braintree" for "payment_method" is missing.'));
      expect(await setMethod({ code: '' })).toEqual(refusal('Required parameter "code" for "payment_method" is missing.'));
      const unshipped = await carts.create();
      expect(await setMethod({ code: 'affirm_gateway', affirm_gateway: { checkout_token: 'x' } }, unshipped)).toEqual(refusal('The shipping address is missing. Set the address and try again.'));
      // Nothing was chosen by the refusals.
      const read = await graphql.post('query ($id: String!) { cart(cart_id: $id) { selected_payment_method { code title } } }', { id: cartId });
      expect(read.body).toEqual({ data: { cart: { selected_payment_method: { code: '', title: '' } } } });
    });
  });

  describe('placeOrder', () => {
    it('checks the email, the items, the shipping and the payment method, in that order, leaving the cart open', async () => {
      const cartId = await carts.create();
      expect(await place(cartId)).toEqual(placeRefused('Guest email for cart is missing.'));
      await graphql.post(SET_EMAIL, { cartId, email: 'guest@example.com' });
      expect(await place(cartId)).toEqual(placeRefused("Unable to place order: The cart doesn't contain products."));
      await carts.addDiamond({ cartId, diamondId: stone() });
      expect(await place(cartId)).toEqual(placeRefused('Unable to place order: The shipping method is missing. Select the shipping method and try again.'));
      await api.call('POST', `/guest-carts/${cartId}/shipping-information`, undefined, shippingInfo);
      expect(await place(cartId)).toEqual(placeRefused('Unable to place order: Enter a valid payment method and try again.'));
      await graphql.post(SET_FINANCING, { cartId, token: 'made-up' });
      expect(await place(cartId)).toEqual(placeRefused('Unable to place order: The financing checkout token is invalid.'));
      expect((await carts.get(cartId)).status).toBe(200);
      expect(await place('')).toEqual(placeRefused('Required parameter "cart_id" is missing'));
    });

    it('refuses a token for another amount and keeps it for the cart that matches it', async () => {
      const cartId = await shippedGuestCart();
      await graphql.post(SET_EMAIL, { cartId, email: 'guest@example.com' });
      const token = await provider.approvedToken(await guestCheckout(cartId));
      await graphql.post(SET_FINANCING, { cartId, token });
      const extra = (await carts.addDiamond({ cartId, diamondId: stone() })).body as RestItem;
      expect(await place(cartId)).toEqual(placeRefused('Unable to place order: The financing amount does not match the order total.'));
      await carts.deleteItem(cartId, extra.item_id);
      orderNumberOf(await place(cartId));
    });

    it('refuses a used token, for a cart of the same total', async () => {
      const [first, second] = [await shippedRingCart(), await shippedRingCart()];
      const token = await provider.approvedToken(await guestCheckout(first));
      for (const cartId of [first, second]) {
        await graphql.post(SET_EMAIL, { cartId, email: 'guest@example.com' });
        expect((await graphql.post(SET_FINANCING, { cartId, token })).body.errors).toBeUndefined();
      }
      expect(((await carts.totals(second)).body as Totals).grand_total).toBe(((await carts.totals(first)).body as Totals).grand_total);
      orderNumberOf(await place(first));
      expect(await place(second)).toEqual(placeRefused('Unable to place order: The financing checkout token is invalid.'));
      expect((await carts.get(second)).status).toBe(200);
    });
  });

  it('refuses a card number in a GraphQL body, as the REST routes do', async () => {
    const response = await postJson(`${mock.url}/graphql`, { query: SET_EMAIL, variables: { cartId: '4111 1111 1111 1111', email: 'a@example.com' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ message: 'Card data must not be sent to the store.', extensions: { category: 'graphql-input' } }] });
  });
});
