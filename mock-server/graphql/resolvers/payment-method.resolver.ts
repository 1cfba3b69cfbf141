import { toMagentoDateTime } from '../../db/magento-datetime';
import type { CartPayment } from '../../store-rest/carts/cart';
import { BANK_TRANSFER_METHOD, CARD_METHOD, FINANCING_METHOD, PAYMENT_METHODS } from '../../store-rest/checkout/checkout-methods';
import type { GraphqlContext } from '../graphql-context';
import { graphqlErrors } from '../graphql-errors';
import { updateCartForUser } from './cart-for-user';
import { cartView } from './cart-view';

interface PaymentMethodInput {
  readonly code?: string | null;
  readonly braintree?: { readonly payment_method_nonce?: string | null } | null;
  readonly affirm_gateway?: { readonly checkout_token?: string | null } | null;
}

interface SetPaymentMethodArgs {
  readonly input?: { readonly cart_id?: string | null; readonly payment_method?: PaymentMethodInput | null } | null;
}

/**
 * `setPaymentMethodOnCart(input: { cart_id, payment_method })`: chooses the card (`braintree`, with the card
 * provider's nonce), financing (`affirm_gateway`, with the provider's `checkout_token`) or the offline bank
 * transfer (`banktransfer`, the code alone). Nothing is charged or
 * redeemed here: placeOrder does that. As in Magento, the cart must have its shipping address first.
 */
export async function setPaymentMethodOnCart({ input }: SetPaymentMethodArgs, { server, customerId }: GraphqlContext) {
  const maskedId = input?.cart_id ?? '';
  const method = input?.payment_method;
  if (maskedId.trim() === '') throw graphqlErrors.input('Required parameter "cart_id" is missing');
  if (!method?.code) throw graphqlErrors.input('Required parameter "code" for "payment_method" is missing.');
  const cart = await updateCartForUser(server, maskedId, customerId, (found) => {
    const payment = readPayment(method);
    if (found.shipping_address.country_id === null) throw graphqlErrors.input('The shipping address is missing. Set the address and try again.');
    found.payment = payment;
    found.updated_at = toMagentoDateTime(server.now());
    return found;
  });
  return { cart: cartView(server, cart) };
}

/** The method and what it needs: each provider's method asks for its own single-use proof of payment. */
function readPayment(method: PaymentMethodInput): CartPayment {
  const code = method.code ?? '';
  if (!PAYMENT_METHODS.some((offered) => offered.code === code)) throw graphqlErrors.input('The requested Payment Method is not available.');
  if (code === BANK_TRANSFER_METHOD) return { method: code };
  if (code === FINANCING_METHOD) {
    const token = method.affirm_gateway?.checkout_token?.trim();
    if (!token) throw graphqlErrors.input('Required parameter "checkout_token" for "payment_method" is missing.');
    return { method: code, checkout_token: token };
  }
  // The card, the only other method offered.
  const nonce = method.braintree?.payment_method_nonce?.trim();
  if (!nonce) throw graphqlErrors.input('Required parameter "braintree" for "payment_method" is missing.');
  return { method: CARD_METHOD, payment_method_nonce: nonce };
}
