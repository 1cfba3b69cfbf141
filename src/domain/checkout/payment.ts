import { SHOP_ERRORS } from '../shared/error-catalogue';
import type { ShopError } from '../shared/shop-error';

import type { BANK_TRANSFER_METHOD_CODE } from './bank-transfer';

/** The store's payment method codes: the card provider's and the financing provider's gateway (the bank
 * transfer's, Magento's offline `banktransfer`, is in `bank-transfer.ts`). */
export const CARD_METHOD_CODE = 'braintree';
export const FINANCING_METHOD_CODE = 'affirm_gateway';

/** What goes on the store's cart as its payment, one entry per method the shop offers: the store's method code and
 * the proof the method needs (none for an offline method). */
export type CartPayment =
  | { readonly code: typeof CARD_METHOD_CODE; readonly nonce: string }
  | { readonly code: typeof FINANCING_METHOD_CODE; readonly checkoutToken: string }
  | { readonly code: typeof BANK_TRANSFER_METHOD_CODE };

/** The store's method codes the shop sends. */
export type StorePaymentCode = CartPayment['code'];

/** The card provider's nonce is used once and the card is not kept in the provider's vault (Magento's Braintree
 * `is_active_payment_token_enabler`). */
export const STORE_IN_VAULT = false;

export const FINANCING_FAILED_MESSAGE = SHOP_ERRORS.FINANCING_FAILED.message;

/** The cart had no items when the shopper paid (spec section 8). */
export const orderNotPlaced = (): ShopError => SHOP_ERRORS.ORDER_NOT_PLACED;

/** A financing decline or a provider that could not open (a cancel is silent and is no error). */
export const financingFailed = (): ShopError => SHOP_ERRORS.FINANCING_FAILED;

/** The order as the store answers it once placed: its number, whether its payment is still to come (an offline
 * method's order is `pending` until the store receives the money) and the store's instructions for paying it. */
export interface StoreOrder {
  readonly number: string;
  readonly paymentPending: boolean;
  /** The store's own text (Magento's `payment/<method>/instructions`), null when the method has none. */
  readonly instructions: string | null;
}

/** Magento's status of an order placed and waiting for its payment. */
export const PENDING_STATUS = 'pending';

/** The order as the payment step hands it to /order-received. */
export interface PlacedOrder {
  readonly orderId: string;
  readonly paymentPending: boolean;
  readonly instructions: string | null;
  readonly email: string;
  readonly value: number;
  readonly items: readonly { readonly sku: string; readonly name: string; readonly price: number; readonly quantity: number }[];
}
