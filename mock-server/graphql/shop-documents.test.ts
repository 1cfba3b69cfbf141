import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_GRAPHQL_OPERATIONS } from '../../contracts/store/graphql';
import { cardNonce, shippingInformation } from '../test/checkout-calls';
import { checkAnswersAgainstContracts } from '../test/contract-answers';
import { customerClient, DEMO, TEST_HASH_COST } from '../test/customer-client';
import { graphqlClient } from '../test/graphql-client';
import { diamondIdAt, guestCartClient } from '../test/guest-cart-client';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

const answers = checkAnswersAgainstContracts();

/** The shop's own document of an operation, as contracts/store/graphql holds it. */
const documentOf = (name: string): string => {
  const operation = STORE_GRAPHQL_OPERATIONS[name];
  if (!operation) throw new Error(`the shop sends no ${name}`);
  return operation.document;
};

/**
 * The store answers each GraphQL document the shop sends (contracts/store/graphql) with data its contract accepts:
 * every answer below is checked by checkAnswersAgainstContracts, and these tests check that it was.
 */
describe("the shop's GraphQL documents", () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 300, passwordHashCost: TEST_HASH_COST });
  });
  afterAll(() => mock.close());

  it('the ring pages: the options, a page of rings, a design with its variants and one variant', async () => {
    const graphql = graphqlClient(mock.url);
    const options = await graphql.post<{ customAttributeMetadata: { items: { attribute_options: { value: string }[] }[] } }>(documentOf('RingOptions'));
    const option = options.body.data?.customAttributeMetadata.items[0]?.attribute_options[0]?.value;
    const list = await graphql.post<{ products: { items: { url_key: string }[] } }>(documentOf('RingList'), {
      filter: { category_id: { eq: '99' }, ...(option ? { ring_options: { eq: option } } : {}) },
      pageSize: 9,
      currentPage: 1,
    });
    const urlKey = list.body.data?.products.items[0]?.url_key ?? '';
    const design = await graphql.post<{ products: { items: { variants: { product: { sku: string } }[] }[] } }>(documentOf('RingByUrlKey'), { urlKey });
    const sku = design.body.data?.products.items[0]?.variants[0]?.product.sku ?? '';
    const variant = await graphql.post(documentOf('RingVariant'), { sku });
    expect(variant.body.errors).toBeUndefined();
    expect(answers.checked().filter((call) => call.startsWith('GraphQL Ring'))).toEqual(['GraphQL RingOptions', 'GraphQL RingList', 'GraphQL RingByUrlKey', 'GraphQL RingVariant']);
  });

  it("the checkout: the customer's cart, a guest's email, the card payment and the order", async () => {
    const token = await customerClient(mock.url).tokenFor(DEMO.email, DEMO.password);
    expect((await graphqlClient(mock.url, token).post(documentOf('CustomerCart'))).body.errors).toBeUndefined();
    const carts = guestCartClient(mock.url);
    const cartId = await carts.create();
    expect((await carts.addDiamond({ cartId, diamondId: diamondIdAt(7) })).status).toBe(200);
    const shipped = await fetch(`${carts.rest}/guest-carts/${cartId}/shipping-information`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(shippingInformation()),
    });
    expect(shipped.status).toBe(200);
    const graphql = graphqlClient(mock.url);
    expect((await graphql.post(documentOf('SetGuestEmailOnCart'), { cartId, email: 'ada@example.com' })).body.errors).toBeUndefined();
    const nonce = await cardNonce(mock.url);
    expect((await graphql.post(documentOf('SetCardPaymentOnCart'), { cartId, code: 'braintree', nonce, storeInVault: false })).body.errors).toBeUndefined();
    expect((await graphql.post(documentOf('PlaceOrder'), { cartId })).body.errors).toBeUndefined();
    expect(answers.checked()).toEqual(
      expect.arrayContaining(['GraphQL CustomerCart', 'GraphQL SetGuestEmailOnCart', 'card tokenize', 'GraphQL SetCardPaymentOnCart', 'GraphQL PlaceOrder']),
    );
  });
});
