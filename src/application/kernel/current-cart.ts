import { catchError, map, switchMap, throwError, type Observable } from 'rxjs';
import { isShopError } from '../../domain/shared/shop-error';
import { CART_NOT_FOUND, type CartRef, type CartRepository } from './cart.repository.port';
import type { BagStore } from './bag.store.port';

const newGuestCart = (carts: CartRepository, store: BagStore): Observable<CartRef> =>
  carts.createGuestCart().pipe(
    map((cart) => {
      if (cart.type === 'guest') store.saveGuestCartId(cart.id);
      return cart;
    }),
  );

/** Runs `work` on the shopper's cart (spec section 4): the customer's cart, else the stored guest cart, else a new
 * guest cart. A stored guest cart the store no longer knows (expired, or ordered) is replaced once by a new one. */
export const withCurrentCart = <T>(carts: CartRepository, store: BagStore, work: (cart: CartRef) => Observable<T>): Observable<T> =>
  carts.findCustomerCart().pipe(
    switchMap((customerCart) => {
      if (customerCart) {
        store.saveCustomerCartId(customerCart.id);
        return work(customerCart);
      }
      const guestId = store.readGuestCartId();
      if (!guestId) return newGuestCart(carts, store).pipe(switchMap(work));
      return work({ type: 'guest', id: guestId }).pipe(
        catchError((error: unknown) =>
          isShopError(error) && error.code === CART_NOT_FOUND ? newGuestCart(carts, store).pipe(switchMap(work)) : throwError(() => error),
        ),
      );
    }),
  );


/** The shopper's existing cart, without creating one: the customer's, else the stored guest cart, else null. */
export const existingCart = (carts: CartRepository, store: BagStore): Observable<CartRef | null> =>
  carts.findCustomerCart().pipe(
    map((customer) => {
      if (customer) return customer;
      const guestId = store.readGuestCartId();
      return guestId ? ({ type: 'guest', id: guestId } as const) : null;
    }),
  );
