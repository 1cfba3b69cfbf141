import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  cardFrameMessageSchema,
  cardProviderExamples,
  financingCheckoutAnswerSchema,
  financingCheckoutRequestSchema,
  financingConfirmAnswerSchema,
  financingConfirmRequestSchema,
  financingFrameMessageSchema,
  financingProviderExamples,
  tokenizeAnswerSchema,
  tokenizeRequestSchema,
} from './payments';
import { graphqlAnswerSchema, graphqlCheckoutExamples, graphqlEnvelopeExamples, ringCatalogExamples, STORE_GRAPHQL_OPERATIONS } from './store/graphql';
import {
  addressExamples,
  cartAddressSchema,
  cartExamples,
  cartTotalsSchema,
  checkoutExamples,
  contentExamples,
  customerAddressSchema,
  customerExamples,
  findStoreRestCall,
  magentoErrorExamples,
  magentoErrorSchema,
  orderExamples,
  STORE_REST_CALLS,
  storeRestAnswerSchema,
} from './store/rest';

const valid = (schema: z.ZodMiniType, value: unknown) => expect(schema.safeParse(value).error?.issues ?? []).toEqual([]);
const rest = (method: string, url: string) => {
  const found = findStoreRestCall(method, url);
  if (!found) throw new Error(`no call for ${method} ${url}`);
  return found;
};
const operation = (name: string) => {
  const found = STORE_GRAPHQL_OPERATIONS[name];
  if (!found) throw new Error(`no operation ${name}`);
  return found;
};

describe('the example payloads of the store REST calls', () => {
  it.each([
    ['POST', '/rest/V1/guest-carts', {}, cartExamples.maskedCartId],
    ['GET', '/rest/V1/guest-carts/k2Xb9', undefined, cartExamples.cart],
    ['GET', '/rest/V1/carts/mine', undefined, cartExamples.cart],
    ['POST', '/rest/V1/diamondsearch/cart', cartExamples.addDiamondRequest, cartExamples.diamondLine],
    ['POST', '/rest/V1/guest-carts/k2Xb9/items', cartExamples.addCartItemRequest, cartExamples.ringLine],
    ['GET', '/rest/default/V1/carts/mine/items', undefined, [cartExamples.diamondLine, cartExamples.ringLine]],
    ['DELETE', '/rest/V1/guest-carts/k2Xb9/items/9', undefined, true],
    ['POST', '/rest/V1/guest-carts/k2Xb9/billing-address', { address: {} }, 12],
    ['POST', '/rest/V1/carts/mine/billing-address', checkoutExamples.billingAddressRequest, 12],
    ['GET', '/rest/V1/carts/mine/totals', undefined, cartExamples.totals],
    ['GET', '/rest/V1/carts/mine/coupons', undefined, 'SPARKLE10'],
    ['GET', '/rest/V1/guest-carts/k2Xb9/coupons', undefined, null],
    ['PUT', '/rest/V1/guest-carts/k2Xb9/coupons/SPARKLE10', undefined, true],
    ['DELETE', '/rest/V1/carts/mine/coupons', undefined, true],
    ['POST', '/rest/V1/falcon/carts/mine', { masked_quote_id: 'k2Xb9' }, true],
    ['GET', '/rest/V1/carts/mine/shipping-methods', undefined, checkoutExamples.shippingMethods],
    ['POST', '/rest/V1/guest-carts/k2Xb9/shipping-information', checkoutExamples.shippingInformationRequest, checkoutExamples.paymentDetails],
    ['PUT', '/rest/V1/carts/mine/collect-totals', checkoutExamples.collectTotalsRequest, cartExamples.totals],
    ['POST', '/rest/V1/integration/customer/token', customerExamples.tokenRequest, customerExamples.token],
    ['POST', '/rest/V1/integration/customer/revoke-customer-token', undefined, true],
    ['POST', '/rest/V1/customers', customerExamples.createRequest, customerExamples.customer],
    ['GET', '/rest/V1/customers/me', undefined, customerExamples.customer],
    ['PUT', '/rest/V1/customers/me/password', customerExamples.changePasswordRequest, true],
    ['PUT', '/rest/V1/customers/password', customerExamples.resetLinkRequest, true],
    ['POST', '/rest/V1/customers/resetPassword', customerExamples.resetRequest, true],
    ['POST', '/rest/V1/falcon/customers/me/address', customerExamples.saveAddressRequest, addressExamples.customerAddress],
    ['PUT', '/rest/V1/falcon/customers/me/address', { address: { ...addressExamples.customerAddressInput, id: 3 } }, addressExamples.customerAddress],
    ['GET', '/rest/V1/falcon/orders/mine?searchCriteria[sortOrders][0][field]=created_at', undefined, orderExamples.searchResult],
    ['GET', '/rest/V1/cmsPage/7', undefined, contentExamples.cmsPage],
    ['POST', '/rest/V1/contactus', contentExamples.contactUsRequest, true],
  ])('%s %s', (method, url, request, answer) => {
    const found = rest(method, url);
    if (request === undefined) expect(found.request).toBeNull();
    else valid(found.request ?? magentoErrorSchema, request);
    valid(storeRestAnswerSchema(found, 200), answer);
  });

  it('covers every call with an example above', () => {
    expect(STORE_REST_CALLS).toHaveLength(28);
  });

  it("reads Magento's error bodies, named, positional and gathered", () => {
    for (const example of Object.values(magentoErrorExamples)) valid(magentoErrorSchema, example);
    expect(storeRestAnswerSchema(rest('GET', '/rest/V1/cmsPage/9'), 404)).toBe(magentoErrorSchema);
  });

  it('takes the empty address of a new cart and the numbers a store may send as text', () => {
    valid(cartAddressSchema, addressExamples.emptyCartAddress);
    valid(customerAddressSchema, { ...addressExamples.customerAddress, postcode: 2108, telephone: 6175550100 });
  });

  it('knows no call for a route the shop does not use', () => {
    expect(findStoreRestCall('GET', '/rest/V1/products')).toBeNull();
    expect(findStoreRestCall('PATCH', '/rest/V1/carts/mine')).toBeNull();
    expect(findStoreRestCall('GET', '/graphql')).toBeNull();
  });
});

describe('a drift from the contract', () => {
  it.each([
    ['a quantity as text', rest('GET', '/rest/V1/carts/mine/items').answer, [{ ...cartExamples.diamondLine, qty: '1' }]],
    ['a line without its item id', rest('GET', '/rest/V1/carts/mine/items').answer, [{ ...cartExamples.diamondLine, item_id: undefined }]],
    ['a total as text', cartTotalsSchema, { ...cartExamples.totals, grand_total: '4680.00' }],
    ['an order number as a number', operation('PlaceOrder').data, { placeOrder: { order: { order_number: 42 } } }],
    ['an error without its message', magentoErrorSchema, { error: 'No such entity' }],
    ['a request naming the cart by a number', rest('POST', '/rest/V1/carts/mine/items').request, { cartItem: { sku: 'x', qty: 1, quote_id: 4 } }],
    ['a checkout in dollars', financingCheckoutRequestSchema, { ...financingProviderExamples.checkoutRequest, total: 4680.5 }],
  ])('is refused: %s', (_drift, schema, value) => {
    expect(schema?.safeParse(value).success).toBe(false);
  });
});

describe('the example payloads of the store GraphQL operations', () => {
  it.each([
    ['CustomerCart', {}, graphqlCheckoutExamples.customerCart],
    ['SetGuestEmailOnCart', graphqlCheckoutExamples.setGuestEmail.variables, graphqlCheckoutExamples.setGuestEmail.data],
    ['SetCardPaymentOnCart', graphqlCheckoutExamples.setCardPayment.variables, graphqlCheckoutExamples.setCardPayment.data],
    ['SetFinancingPaymentOnCart', graphqlCheckoutExamples.setFinancingPayment.variables, graphqlCheckoutExamples.setFinancingPayment.data],
    ['PlaceOrder', graphqlCheckoutExamples.placeOrder.variables, graphqlCheckoutExamples.placeOrder.data],
    ['RingOptions', {}, ringCatalogExamples.ringOptions],
    ['RingList', ringCatalogExamples.ringListVariables, ringCatalogExamples.ringList],
    ['RingByUrlKey', { urlKey: 'halo-royal' }, { products: { items: ringCatalogExamples.ringList.products.items } }],
    ['RingVariant', { sku: 'fw-halo-er-Rose Gold-14K-6' }, ringCatalogExamples.ringVariant],
  ])('%s', (name, variables, data) => {
    valid(operation(name).variables, variables);
    valid(operation(name).data, data);
    valid(graphqlAnswerSchema, { data });
  });

  it("reads Magento's GraphQL errors", () => {
    for (const example of Object.values(graphqlEnvelopeExamples)) valid(graphqlAnswerSchema, example);
    expect(graphqlAnswerSchema.safeParse({}).success).toBe(false);
  });
});

describe('the example payloads of the payment providers', () => {
  it('card provider', () => {
    valid(tokenizeRequestSchema, cardProviderExamples.tokenizeRequest);
    valid(tokenizeAnswerSchema, cardProviderExamples.tokenizeAnswer);
    valid(cardFrameMessageSchema, cardProviderExamples.nonceMessage);
    valid(cardFrameMessageSchema, cardProviderExamples.errorMessage);
  });

  it('financing provider', () => {
    valid(financingCheckoutRequestSchema, financingProviderExamples.checkoutRequest);
    valid(financingCheckoutAnswerSchema, financingProviderExamples.checkoutAnswer);
    valid(financingConfirmRequestSchema, financingProviderExamples.confirmRequest);
    valid(financingConfirmAnswerSchema, financingProviderExamples.confirmAnswer);
    for (const message of [financingProviderExamples.approvedMessage, financingProviderExamples.cancelledMessage, financingProviderExamples.declinedMessage]) {
      valid(financingFrameMessageSchema, message);
    }
  });
});
