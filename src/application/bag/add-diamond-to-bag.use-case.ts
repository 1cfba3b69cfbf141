import { catchError, map, of, switchMap, throwError, type Observable } from 'rxjs';
import type { CartItem } from '../../domain/cart/cart-item';
import type { DiamondId } from '../../domain/diamond/diamond';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isShopError } from '../../domain/shared/shop-error';
import type { Logger } from '../shell/logger.port';
import { CART_NOT_FOUND, type BagStore, type CartRef, type CartRepository } from './cart.repository.port';

/** Select diamond (spec section 4): the customer's cart, else the stored guest cart, else a new guest cart; add the
 * diamond; set an empty billing address; remember the diamond. Any failure is 'Item was not added to cart'. */
export class AddDiamondToBag {
  constructor(
    private readonly carts: CartRepository,
    private readonly store: BagStore,
    private readonly logger: Logger,
  ) {}

  execute(diamondId: DiamondId): Observable<CartItem> {
    return this.currentCart().pipe(
      switchMap(({ cart, stored }) =>
        this.addTo(cart, diamondId).pipe(
          // A stored guest cart the store no longer knows is replaced, once, by a new one.
          catchError((error: unknown) =>
            stored && isShopError(error) && error.code === CART_NOT_FOUND
              ? this.newGuestCart().pipe(switchMap((fresh) => this.addTo(fresh, diamondId)))
              : throwError(() => error),
          ),
        ),
      ),
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

  private addTo(cart: CartRef, diamondId: DiamondId): Observable<CartItem> {
    return this.carts.addDiamond(cart, diamondId).pipe(switchMap((item) => this.carts.setEmptyBillingAddress(cart).pipe(map(() => item))));
  }

  private currentCart(): Observable<{ cart: CartRef; stored: boolean }> {
    return this.carts.findCustomerCart().pipe(
      switchMap((customerCart) => {
        if (customerCart) return of({ cart: customerCart, stored: false });
        const guestId = this.store.readGuestCartId();
        return guestId ? of({ cart: { type: 'guest', id: guestId } as CartRef, stored: true }) : this.newGuestCart().pipe(map((cart) => ({ cart, stored: false })));
      }),
    );
  }

  private newGuestCart(): Observable<CartRef> {
    return this.carts.createGuestCart().pipe(
      map((cart) => {
        if (cart.type === 'guest') this.store.saveGuestCartId(cart.id);
        return cart;
      }),
    );
  }
}
