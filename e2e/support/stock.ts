import { expect, type APIRequestContext } from '@playwright/test';
import { MOCK } from './price-position';

const SHIPPING = {
  addressInformation: {
    shipping_address: { firstname: 'Grace', lastname: 'Hopper', street: ['2 Navy Way'], city: 'Arlington', region_code: 'VA', country_id: 'US', postcode: '22202', telephone: '7035550100', email: 'grace@example.com' },
    shipping_method_code: 'freeshipping',
    shipping_carrier_code: 'freeshipping',
  },
};

/** Another shopper, in another browser, buys the stone through the store: a guest cart, shipping, a card nonce. */
export async function anotherShopperBuys(request: APIRequestContext, diamondId: string): Promise<void> {
  const cartId = (await (await request.post(`${MOCK}/rest/V1/guest-carts`)).json()) as string;
  expect((await request.post(`${MOCK}/rest/V1/diamondsearch/cart`, { data: { cartId, diamondId } })).status()).toBe(200);
  expect((await request.post(`${MOCK}/rest/V1/guest-carts/${cartId}/shipping-information`, { data: SHIPPING })).status()).toBe(200);
  const { nonce } = (await (await request.post(`${MOCK}/card-provider/v1/tokenize`, { data: { number: '4111111111111111', expiry: '12/39', cvv: '123', name: 'Grace Hopper' } })).json()) as { nonce: string };
  const paid = await request.post(`${MOCK}/rest/V1/guest-carts/${cartId}/payment-information`, {
    data: { email: 'grace@example.com', paymentMethod: { method: 'braintree', additional_data: { payment_method_nonce: nonce } } },
  });
  expect(paid.status()).toBe(200);
}
