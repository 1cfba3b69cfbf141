import { switchMap, type Observable } from 'rxjs';
import type { BagState, BagView } from '../kernel/bag-state';
import type { CartRef, CartRepository } from '../kernel/cart.repository.port';
import type { BagStore } from '../kernel/bag.store.port';
import { existingCart } from '../kernel/current-cart';

/** A change on the shopper's existing cart, then the bag read again; without a cart there is nothing to change and
 * the bag is read as it is. */
export const changeExistingCart = (carts: CartRepository, store: BagStore, bag: BagState, change: (cart: CartRef) => Observable<unknown>): Observable<BagView> =>
  existingCart(carts, store).pipe(switchMap((cart) => (cart ? change(cart).pipe(switchMap(() => bag.refresh())) : bag.refresh())));
