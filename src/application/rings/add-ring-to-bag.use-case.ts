import { catchError, throwError, type Observable } from 'rxjs';
import type { BagItem } from '../../domain/bag/bag-item';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { shopError, type ShopError } from '../../domain/shared/shop-error';
import type { Logger } from '../kernel/logger.port';
import type { CartRepository } from '../kernel/cart.repository.port';
import type { BagStore } from '../kernel/bag.store.port';
import { withCurrentCart } from '../kernel/current-cart';

/** A ring the store would not add: its own message ('The most you may purchase is 1.'), else 'Item was not added
 * to cart'. */
export const ringNotAdded = (error: unknown): ShopError => {
  const message = error instanceof Error && error.message ? error.message : SHOP_ERRORS.ITEM_NOT_ADDED.message;
  return shopError('CART.RING_NOT_ADDED', message);
};

/** The ring builder's add: the configured variant, one of it, on the shopper's cart. A refusal carries the store's
 * own message (shown for 2.5 s by the page). */
export class AddRingToBag {
  constructor(
    private readonly carts: CartRepository,
    private readonly store: BagStore,
    private readonly logger: Logger,
  ) {}

  execute(variantSku: string): Observable<BagItem> {
    return withCurrentCart(this.carts, this.store, (cart) => this.carts.addProduct(cart, variantSku, 1)).pipe(
      catchError((error: unknown) => {
        this.logger.warn(`Ring ${variantSku} was not added to the bag`, error);
        return throwError(() => ringNotAdded(error));
      }),
    );
  }
}
