import { catchError, switchMap, throwError, type Observable } from 'rxjs';
import { orderNotPlaced } from '../../domain/checkout/payment';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isShopError, shopError, type ShopError } from '../../domain/shared/shop-error';
import type { BagState, BagView } from '../kernel/bag-state';
import type { BagStore } from '../kernel/bag.store.port';
import type { CartRef, CartRepository } from '../kernel/cart.repository.port';
import { existingCart } from '../kernel/current-cart';

/** The store's refusal of an empty cart, which the shopper reads as 'Order was not placed'. */
const EMPTY_CART_MESSAGES = ["The cart doesn't contain products.", "Unable to place order: The cart doesn't contain products."];

/** A store failure as the shopper reads it: the store's own message (spec section 8, checkout failure). */
export const toCheckoutError = (error: unknown): ShopError => {
  if (isShopError(error)) return error;
  if (!(error instanceof Error) || error.message.trim() === '') return SHOP_ERRORS.SOMETHING_WENT_WRONG;
  return EMPTY_CART_MESSAGES.includes(error.message) ? orderNotPlaced() : shopError('CHECKOUT.STORE_REFUSED', error.message);
};

/** The cart the checkout works on: the shopper's existing one (the checkout never starts a cart). */
export class CheckoutCart {
  constructor(
    private readonly carts: CartRepository,
    private readonly store: BagStore,
    private readonly bag: BagState,
  ) {}

  /** The shopper's cart, or null when there is none yet. */
  current(): Observable<CartRef | null> {
    return existingCart(this.carts, this.store);
  }

  /** Work on the shopper's existing cart; without one there is nothing to check out. Failures read as the store
   * said them. */
  onCart<T>(work: (cart: CartRef) => Observable<T>): Observable<T> {
    return this.current().pipe(
      switchMap((cart) => (cart ? work(cart) : throwError(() => orderNotPlaced()))),
      catchError((error: unknown) => throwError(() => toCheckoutError(error))),
    );
  }

  /** Work on a cart that holds items: an empty one gives 'Order was not placed' before anything is sent. */
  onFilledCart<T>(work: (cart: CartRef, bag: BagView) => Observable<T>): Observable<T> {
    return this.onCart((cart) => this.bag.refresh().pipe(switchMap((bag) => (bag.lines.length === 0 ? throwError(() => orderNotPlaced()) : work(cart, bag)))));
  }
}
