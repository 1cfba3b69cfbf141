import { catchError, defer, of, switchMap, type Observable } from 'rxjs';
import type { Logger } from '../shell/logger.port';
import type { BagContents, BagStore, CartRepository } from './cart.repository.port';

const EMPTY_BAG: BagContents = { type: 'guest', items: [] };

/** The bag on page load (spec section 7): the customer's cart, else the guest cart by its stored id. A store
 * failure is logged and shows an empty bag (spec: a cart error shows the empty bag). */
export class LoadBag {
  constructor(
    private readonly carts: CartRepository,
    private readonly store: BagStore,
    private readonly logger: Logger,
  ) {}

  execute(): Observable<BagContents> {
    return this.carts.findCustomerCart().pipe(
      switchMap((customerCart) => {
        if (customerCart) return this.carts.items(customerCart);
        return defer(() => {
          const guestId = this.store.readGuestCartId();
          return guestId ? this.carts.items({ type: 'guest', id: guestId }) : of(EMPTY_BAG);
        });
      }),
      catchError((error: unknown) => {
        this.logger.warn('The bag could not be loaded', error);
        return of(EMPTY_BAG);
      }),
    );
  }
}
