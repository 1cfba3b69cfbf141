import { SHOP_ERRORS } from '../shared/error-catalogue';
import type { ShopError } from '../shared/shop-error';

/** The store's payment method codes: the card provider's and the financing provider's gateway. */
export const CARD_METHOD_CODE = 'braintree';
export const FINANCING_METHOD_CODE = 'affirm_gateway';

export type PaymentChoice = 'card' | 'financing';

/** The card provider's nonce is used once and the card is not kept in the provider's vault (Magento's Braintree
 * `is_active_payment_token_enabler`). */
export const STORE_IN_VAULT = false;

export const FINANCING_FAILED_MESSAGE = SHOP_ERRORS.FINANCING_FAILED.message;

/** The cart had no items when the shopper paid (spec section 8). */
export const orderNotPlaced = (): ShopError => SHOP_ERRORS.ORDER_NOT_PLACED;

/** A financing decline or a provider that could not open (a cancel is silent and is no error). */
export const financingFailed = (): ShopError => SHOP_ERRORS.FINANCING_FAILED;

/** The order as the payment step hands it to /order-received. */
export interface PlacedOrder {
  readonly orderId: string;
  readonly email: string;
  readonly value: number;
  readonly items: readonly { readonly sku: string; readonly name: string; readonly price: number; readonly quantity: number }[];
}
