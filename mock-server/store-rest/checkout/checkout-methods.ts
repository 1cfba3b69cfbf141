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

/** The payment methods offered once the shipping is set: the card provider's, the financing provider's and
 * Magento's offline bank transfer (its default title), offered to every shopper. */
export const PAYMENT_METHODS = [
  { code: 'braintree', title: 'Credit Card' },
  { code: 'affirm_gateway', title: 'Financing' },
  { code: 'banktransfer', title: 'Bank Transfer Payment' },
] as const;

/** The card method, placed by the REST payment-information routes with its nonce, and through GraphQL. */
export const CARD_METHOD = 'braintree';

/** Magento's offline bank transfer: nothing to prove, the order placed `pending` until the money arrives. */
export const BANK_TRANSFER_METHOD = 'banktransfer';

/**
 * The store's `payment/banktransfer/instructions` configuration: the text Magento copies onto each bank transfer
 * order's payment (`additional_information.instructions`) when it is placed.
 */
export const BANK_TRANSFER_INSTRUCTIONS =
  'Please transfer the order total to Loupe Jewelers Inc., First Republic Bank, routing number 021000021, account number 4455667788, quoting your order number. Your order ships once the transfer has arrived, usually within 3 business days.';

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
