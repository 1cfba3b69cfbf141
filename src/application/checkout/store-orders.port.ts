import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { CartPayment, StoreOrder } from '../../domain/checkout/payment';

/**
 * The store's order placement, for the card and the financing provider alike (Magento's GraphQL
 * setGuestEmailOnCart, setPaymentMethodOnCart, placeOrder): the one contract that answers a guest the order's
 * number (docs/adr/0008-orders-placed-through-graphql.md). GraphQL names carts by their masked id, so the
 * customer's cart is looked up there too.
 */
export interface StoreOrders {
  customerCartId(): Observable<string>;
  setGuestEmail(maskedCartId: string, email: string): Observable<void>;
  /** The cart's payment, whatever the method (the card's single-use nonce, the financing provider's approved token,
   * an offline method's code alone); nothing is charged until the order is placed. */
  setPayment(maskedCartId: string, payment: CartPayment): Observable<void>;
  /** Answers the order number (the increment id every order page and mail shows), whether its payment is pending
   * and the store's instructions for it; fails with the first error message the store gave. */
  placeOrder(maskedCartId: string): Observable<StoreOrder>;
}
export const StoreOrders = Symbol.for('StoreOrders') as ServiceIdentifier<StoreOrders>;
