import { catchError, map, of, switchMap, throwError, type Observable } from 'rxjs';
import { freeRingSku, type FreeRingChoice } from '../../domain/ring/free-ring';
import { ringNotAdded } from '../rings/add-ring-to-bag.use-case';
import type { BagState } from '../kernel/bag-state';
import type { CartRepository } from '../kernel/cart.repository.port';
import type { BagStore } from '../kernel/bag.store.port';
import { withCurrentCart } from '../kernel/current-cart';

/** The bag's Checkout: the free ring the shopper chose (if any) goes in as one item of its variant, then the bag is
 * read again and the shopper goes on. The store refuses a second free ring or a ring without a diamond, with its
 * own message. */
export class CheckOutWithFreeRing {
  constructor(
    private readonly carts: CartRepository,
    private readonly store: BagStore,
    private readonly bag: BagState,
  ) {}

  execute(freeRing: FreeRingChoice | null): Observable<void> {
    if (!freeRing) return of(undefined);
    return withCurrentCart(this.carts, this.store, (cart) => this.carts.addProduct(cart, freeRingSku(freeRing), 1)).pipe(
      catchError((error: unknown) => throwError(() => ringNotAdded(error))),
      switchMap(() => this.bag.refresh()),
      map(() => undefined),
    );
  }
}
