import { describe, expect, it } from 'vitest';
import { PLACE_ORDER_MUTATION } from '../../contracts/store/graphql/checkout.documents';
import { answerContract } from './contract-answers';

const URL_OF = (path: string) => `http://127.0.0.1:4000${path}`;
const line = { item_id: 8, sku: '100000001', qty: 1, name: 'Diamond', price: 5200, product_type: 'simple', quote_id: '4' };

describe("the check of the mock's answers against the shop's contracts", () => {
  it('passes an answer that follows its contract', () => {
    expect(answerContract('GET', URL_OF('/rest/V1/guest-carts/k2Xb9/items'), undefined, 200)?.check([line])).toEqual([]);
  });

  it.each([
    ['a quantity sent as text', 'GET', '/rest/V1/guest-carts/k2Xb9/items', 200, [{ ...line, qty: '1' }], '0.qty'],
    ['a cart line without its item id', 'POST', '/rest/V1/diamondsearch/cart', 200, { ...line, item_id: undefined }, 'item_id'],
    ['an error without its message', 'GET', '/rest/V1/cmsPage/9', 404, { error: 'missing' }, 'message'],
    ['a token that is not text', 'POST', '/rest/V1/integration/customer/token', 200, { token: 'x' }, '(root)'],
    ['a nonce missing from the card provider', 'POST', '/card-provider/v1/tokenize', 200, { token: 'x' }, 'nonce'],
    ['a financing checkout without its page', 'POST', '/financing/v2/checkout', 200, { checkout_id: 'c1' }, 'redirect_url'],
    ['a GraphQL answer without data or errors', 'POST', '/graphql', 200, { result: {} }, '(root)'],
  ])('catches a drift: %s', (_drift, method, path, status, answer, where) => {
    const issues = answerContract(method, URL_OF(path), JSON.stringify({ query: '{ x }' }), status)?.check(answer) ?? ['no contract'];
    expect(issues).toEqual([expect.stringContaining(where)]);
  });

  it("checks a GraphQL answer's data against the shop's operation when the document is the shop's", () => {
    const contract = answerContract('POST', URL_OF('/graphql'), JSON.stringify({ query: PLACE_ORDER_MUTATION, variables: { cartId: 'k' } }), 200);
    expect(contract?.check({ data: { placeOrder: { order: { order_number: 42 }, orderV2: { status: 'pending', payment_methods: [] } } } })).toEqual([
      expect.stringContaining('data.placeOrder.order.order_number'),
    ]);
    const own = answerContract('POST', URL_OF('/graphql'), JSON.stringify({ query: 'mutation PlaceOrder { placeOrder(input: { cart_id: "k" }) { orderV2 { id } } }' }), 200);
    expect(own?.check({ data: { placeOrder: { orderV2: { id: '1' } } } })).toEqual([]);
  });

  it('leaves routes no client of the shop calls alone', () => {
    expect(answerContract('GET', URL_OF('/rest/V1/products'), undefined, 200)).toBeNull();
    expect(answerContract('GET', URL_OF('/__control/mailbox'), undefined, 200)).toBeNull();
  });
});
