import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { GraphqlRequestError, MagentoGraphqlClient } from './graphql-client';
import { MagentoStoreOrders } from './magento-store-orders';

type Body = { query: string; variables: Record<string, unknown> };

const answering = (handler: (body: Body) => unknown) =>
  vi.fn<typeof fetch>(async (_url, init) => new Response(JSON.stringify(handler(JSON.parse(String(init?.body)) as Body)), { status: 200, headers: { 'Content-Type': 'application/json' } }));

const ordersOver = (fetchMock: typeof fetch) => new MagentoStoreOrders(new MagentoGraphqlClient({ url: 'http://shop.test/graphql', fetch: fetchMock }));
const sent = (fetchMock: ReturnType<typeof answering>): Body[] => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Body);

describe('MagentoStoreOrders', () => {
  it("puts the card provider's nonce on the cart as Magento's Braintree input, not kept in the vault", async () => {
    const fetchMock = answering(() => ({ data: { setPaymentMethodOnCart: { cart: { id: 'masked-1', selected_payment_method: { code: 'braintree' } } } } }));
    await firstValueFrom(ordersOver(fetchMock).setPayment('masked-1', { code: 'braintree', nonce: 'nonce-abc' }), { defaultValue: undefined });
    const [call] = sent(fetchMock);
    expect(call?.variables).toEqual({ cartId: 'masked-1', code: 'braintree', nonce: 'nonce-abc', storeInVault: false });
    expect(call?.query.replace(/\s+/g, ' ')).toContain(
      'setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code, braintree: { payment_method_nonce: $nonce, is_active_payment_token_enabler: $storeInVault } } })',
    );
  });

  it("puts Magento's offline bank transfer on the cart with its code alone", async () => {
    const fetchMock = answering(() => ({ data: { setPaymentMethodOnCart: { cart: { id: 'masked-1', selected_payment_method: { code: 'banktransfer' } } } } }));
    await firstValueFrom(ordersOver(fetchMock).setPayment('masked-1', { code: 'banktransfer' }), { defaultValue: undefined });
    const [call] = sent(fetchMock);
    expect(call?.variables).toEqual({ cartId: 'masked-1', code: 'banktransfer' });
    expect(call?.query.replace(/\s+/g, ' ')).toContain('setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } })');
  });

  it("answers placeOrder's order number, the increment id, as the store gives it; a store without orderV2 gives no instructions", async () => {
    const fetchMock = answering(() => ({ data: { placeOrder: { order: { order_number: '000000042' } } } }));
    expect(await firstValueFrom(ordersOver(fetchMock).placeOrder('masked-1'))).toEqual({ number: '000000042', paymentPending: false, instructions: null });
    expect(sent(fetchMock)[0]?.variables).toEqual({ cartId: 'masked-1' });
  });

  it("reads a pending order's instructions from its payment's additional data", async () => {
    const fetchMock = answering(() => ({
      data: {
        placeOrder: {
          order: { order_number: '000000043' },
          orderV2: { status: 'Pending', payment_methods: [{ type: 'banktransfer', additional_data: [{ name: 'instructions', value: ' Pay to account 42. ' }] }] },
        },
      },
    }));
    expect(await firstValueFrom(ordersOver(fetchMock).placeOrder('masked-1'))).toEqual({ number: '000000043', paymentPending: true, instructions: 'Pay to account 42.' });
  });

  it("fails with the store's first message and its category when the order is refused", async () => {
    const fetchMock = answering(() => ({
      errors: [{ message: 'Unable to place order: Processor declined', path: ['placeOrder'], extensions: { category: 'graphql-input' } }],
      data: { placeOrder: null },
    }));
    const refusal = firstValueFrom(ordersOver(fetchMock).placeOrder('masked-1'));
    await expect(refusal).rejects.toBeInstanceOf(GraphqlRequestError);
    await expect(refusal).rejects.toMatchObject({ message: 'Unable to place order: Processor declined', category: 'graphql-input' });
  });
});
