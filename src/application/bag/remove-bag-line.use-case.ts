import { forkJoin, map, of, switchMap, type Observable } from 'rxjs';
import { dropRingItems, ringItems } from '../../domain/bag/bag-item';
import type { BagState, BagView } from '../kernel/bag-state';
import type { CartRepository } from '../kernel/cart.repository.port';
import type { BagStore } from '../kernel/bag.store.port';
import { changeExistingCart } from './change-existing-cart';

/** Removes a line of the bag. A bag left without a diamond forgets the chosen diamond and drops its ring lines too:
 * a ring is sold with a diamond. */
export class RemoveBagLine {
  constructor(
    private readonly carts: CartRepository,
    private readonly store: BagStore,
    private readonly bag: BagState,
  ) {}

  execute(itemId: number): Observable<BagView> {
    return changeExistingCart(this.carts, this.store, this.bag, (cart) =>
      this.carts.removeItem(cart, itemId).pipe(
        switchMap(() => this.carts.items(cart)),
        switchMap(({ items }) => {
          if (dropRingItems(items).length > 0) return of(undefined);
          this.store.clearDiamondId();
          const rings = ringItems(items);
          return rings.length ? forkJoin(rings.map((ring) => this.carts.removeItem(cart, ring.lineId))).pipe(map(() => undefined)) : of(undefined);
        }),
      ),
    );
  }
}
