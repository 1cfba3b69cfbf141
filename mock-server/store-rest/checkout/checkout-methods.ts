import { HttpError } from '../../http/http-error';

/** The store's one shipping method (docs/product-decisions.md): free shipping, shown as "Free". */
export const FREE_SHIPPING = {
  carrier_code: 'freeshipping',
  method_code: 'freeshipping',
  carrier_title: 'Free Shipping',
  method_title: 'Free',
  amount: 0,
  base_amount: 0,
  available: true,
  price_excl_tax: 0,
  price_incl_tax: 0,
} as const;

/** The payment methods offered once the shipping is set: the card provider's and the financing provider's. */
export const PAYMENT_METHODS = [
  { code: 'braintree', title: 'Credit Card' },
  { code: 'affirm_gateway', title: 'Financing' },
] as const;

/** The card method, the only one the REST payment-information routes place (financing goes through GraphQL). */
export const CARD_METHOD = 'braintree';

/** The financing provider's method, placed through GraphQL with a `checkout_token`. */
export const FINANCING_METHOD = 'affirm_gateway';

/** Magento's answer for a carrier/method pair the store does not offer. */
export function requireShippingMethod(carrierCode: string, methodCode: string): void {
  if (carrierCode !== FREE_SHIPPING.carrier_code || methodCode !== FREE_SHIPPING.method_code) {
    throw new HttpError(400, 'Carrier with such method not found: %1, %2', [carrierCode, methodCode]);
  }
}

/** Magento's answer for a payment method code the store does not offer. */
export function requirePaymentMethod(code: string, allowed: readonly string[] = PAYMENT_METHODS.map((method) => method.code)): void {
  if (!allowed.includes(code)) throw new HttpError(400, 'The requested Payment Method is not available.');
}
