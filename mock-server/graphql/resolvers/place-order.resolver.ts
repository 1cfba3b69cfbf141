import type { ServerContext } from '../../app/server-context';
import type { Cart, CartPayment } from '../../store-rest/carts/cart';
import type { CartOwner } from '../../store-rest/carts/cart-owner';
import { cartTotals } from '../../store-rest/carts/cart-totals';
import { requireOrderable } from '../../store-rest/carts/cart-rules';
import { checkoutErrors } from '../../store-rest/checkout/checkout-errors';
import { BANK_TRANSFER_METHOD, FINANCING_METHOD } from '../../store-rest/checkout/checkout-methods';
import { orderBillingAddress, orderCustomer, placeOrder as placeCartOrder } from '../../store-rest/checkout/place-order';
import { HttpError } from '../../http/http-error';
import type { GraphqlContext } from '../graphql-context';
import { graphqlErrors } from '../graphql-errors';
import { updateCartForUser } from './cart-for-user';
import { toCustomerOrderView } from './customer-order-view';

interface PlaceOrderArgs {
  readonly input?: { readonly cart_id?: string | null } | null;
}

/**
 * `placeOrder(input: { cart_id })` → `{ order: { order_number }, orderV2: CustomerOrder }`: the same order as the REST checkout makes
 * (`placeOrder` of the store's checkout: increment ids, totals, the customer's order history), for a guest's cart
 * or the token's customer's. Checks run in Magento's order (guest email, items, shipping, payment method, billing
 * address, then the payment itself) inside one `store.update`, and the payment is redeemed last, so a refused
 * order never uses up the shopper's token or nonce (a declined card does, as at the card provider).
 */
export async function placeOrder({ input }: PlaceOrderArgs, { server, customerId }: GraphqlContext) {
  const maskedId = input?.cart_id ?? '';
  const order = await updateCartForUser(server, maskedId, customerId, (cart, data) => {
    if (cart.customer_id === null && !cart.customer_email) throw graphqlErrors.input('Guest email for cart is missing.');
    return asUnableToPlace(() => {
      if (cart.items.length === 0) throw checkoutErrors.emptyCart();
      if (cart.shipping_address.firstname === null) throw checkoutErrors.shippingMissing();
      const payment = cart.payment;
      if (!payment) throw checkoutErrors.paymentMissing();
      const owner: CartOwner = cart.customer_id === null ? { kind: 'guest', maskedId } : { kind: 'customer', customerId: cart.customer_id };
      const customer = orderCustomer(data.customers, owner, cart.customer_email ?? undefined);
      const billing = orderBillingAddress(cart, customer.email);
      requireOrderable(server, data, cart);
      redeemPayment(server, cart, payment);
      return placeCartOrder(data, cart, customer, billing, { method: payment.method }, server.now());
    });
  });
  return { order: { order_number: order.increment_id }, orderV2: toCustomerOrderView(order) };
}

/** Uses up the payment's proof: the financing token for exactly the cart's grand total, or the card's nonce; the
 * bank transfer has none (the money comes later). */
function redeemPayment({ financing, cards, now }: Pick<ServerContext, 'financing' | 'cards' | 'now'>, cart: Cart, payment: CartPayment): void {
  if (payment.method === BANK_TRANSFER_METHOD) return;
  if (payment.method === FINANCING_METHOD) {
    const grandTotalCents = Math.round(cartTotals(cart, now()).grandTotal * 100);
    const redeemed = financing.redeem(payment.checkout_token ?? '', grandTotalCents);
    if (!redeemed.ok) throw redeemed.reason === 'amount-mismatch' ? checkoutErrors.financingAmountMismatch() : checkoutErrors.financingTokenInvalid();
    return;
  }
  const card = cards.redeem(payment.payment_method_nonce ?? '');
  if (!card) throw checkoutErrors.nonceInvalid();
  if (card.outcome === 'declined') throw checkoutErrors.declined();
}

/** Magento's PlaceOrder resolver turns every refusal of the order into one input error with this prefix. */
function asUnableToPlace<T>(place: () => T): T {
  try {
    return place();
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) throw graphqlErrors.input('Unable to place order: %message', { message: error.message });
    throw error;
  }
}
