import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';

/**
 * The store's order placement, for the card and the financing provider alike (Magento's GraphQL
 * setGuestEmailOnCart, setPaymentMethodOnCart, placeOrder): the one contract that answers a guest the order's
 * number (docs/adr/0008-orders-placed-through-graphql.md). GraphQL names carts by their masked id, so the
 * customer's cart is looked up there too.
 */
export interface StoreOrders {
  customerCartId(): Observable<string>;
  setGuestEmail(maskedCartId: string, email: string): Observable<void>;
  /** The card provider's single-use nonce as the cart's payment; nothing is charged until the order is placed. */
  setCardPayment(maskedCartId: string, nonce: string): Observable<void>;
  setFinancingPayment(maskedCartId: string, checkoutToken: string): Observable<void>;
  /** Answers the order number (the increment id every order page and mail shows); fails with the first error
   * message the store gave. */
  placeOrder(maskedCartId: string): Observable<string>;
}
export const StoreOrders = Symbol.for('StoreOrders') as ServiceIdentifier<StoreOrders>;
