import { catchError, map, switchMap, throwError, type Observable } from 'rxjs';
import type { BagItem } from '../../domain/bag/bag-item';
import type { DiamondId } from '../../domain/diamond/diamond';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { Logger } from '../kernel/logger.port';
import type { CartRepository } from '../kernel/cart.repository.port';
import type { BagStore } from '../kernel/bag.store.port';
import { withCurrentCart } from '../kernel/current-cart';

/** Select diamond (spec section 4): on the shopper's cart, add the diamond, set an empty billing address and
 * remember the diamond. Any failure is 'Item was not added to cart'. */
export class AddDiamondToBag {
  constructor(
    private readonly carts: CartRepository,
    private readonly store: BagStore,
    private readonly logger: Logger,
  ) {}

  execute(diamondId: DiamondId): Observable<BagItem> {
    return withCurrentCart(this.carts, this.store, (cart) =>
      this.carts.addDiamond(cart, diamondId).pipe(switchMap((item) => this.carts.setEmptyBillingAddress(cart).pipe(map(() => item)))),
    ).pipe(
      map((item) => {
        this.store.saveDiamondId(diamondId);
        return item;
      }),
      catchError((error: unknown) => {
        this.logger.warn(`Diamond ${diamondId} was not added to the bag`, error);
        return throwError(() => SHOP_ERRORS.ITEM_NOT_ADDED);
      }),
    );
  }
}
