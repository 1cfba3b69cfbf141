import { expect } from 'vitest';
import { postJson } from './test-server';

export const APPROVED_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 1111 1111 1115';

/** A US address as the storefront's checkout sends it, with `overrides`. */
export const checkoutAddress = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['12 Analytical Way'],
  city: 'Boston',
  region_code: 'MA',
  country_id: 'US',
  postcode: '02108',
  telephone: '6175550100',
  email: 'ada@example.com',
  ...overrides,
});

/** The body of `…/shipping-information` (the only method: free shipping); `overrides` change the step, `address`
 * the shipping address. */
export const shippingInformation = (overrides: Record<string, unknown> = {}, address: Record<string, unknown> = {}) => ({
  addressInformation: { shipping_address: checkoutAddress(address), shipping_method_code: 'freeshipping', shipping_carrier_code: 'freeshipping', ...overrides },
});

/** The body of `PUT /V1/carts/mine/collect-totals` for a payment method. */
export const collectTotals = (method = 'braintree') => ({ paymentMethod: { method }, shippingCarrierCode: 'freeshipping', shippingMethodCode: 'freeshipping' });

/** The `paymentMethod` of `…/payment-information` for a card: the provider's nonce, never the number. */
export const cardPayment = (nonce: string) => ({ method: 'braintree', additional_data: { payment_method_nonce: nonce, storeInVaultOnSuccess: 0 } });

/** A single-use nonce for a test card, from the card provider (the store never sees the number). */
export async function cardNonce(baseUrl: string, number = APPROVED_CARD): Promise<string> {
  const response = await postJson(`${baseUrl}/card-provider/v1/tokenize`, { number, expiry: '12/39', cvv: '123', name: 'Ada Lovelace' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { nonce: string }).nonce;
}
