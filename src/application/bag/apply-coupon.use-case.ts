import { map, switchMap, throwError, type Observable } from 'rxjs';
import { canApplyCoupon, COUPON_APPLIED_MESSAGE } from '../../domain/bag/coupon.rules';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { BagState } from '../kernel/bag-state';
import type { CartRepository } from '../kernel/cart.repository.port';
import type { BagStore } from '../kernel/bag.store.port';
import { withCurrentCart } from '../kernel/current-cart';

/** The coupon box's Apply: the store takes the code or refuses it; the bag is read again either way. Answers
 * 'The coupon was applied', or fails with 'The coupon code is invalid' (a blank code is not sent). */
export class ApplyCoupon {
  constructor(
    private readonly carts: CartRepository,
    private readonly store: BagStore,
    private readonly bag: BagState,
  ) {}

  execute(code: string): Observable<string> {
    if (!canApplyCoupon(code)) return throwError(() => SHOP_ERRORS.COUPON_EMPTY);
    return withCurrentCart(this.carts, this.store, (cart) => this.carts.applyCoupon(cart, code)).pipe(
      switchMap((accepted) => this.bag.refresh().pipe(map(() => accepted))),
      map((accepted) => {
        if (!accepted) throw SHOP_ERRORS.COUPON_INVALID;
        return COUPON_APPLIED_MESSAGE;
      }),
    );
  }
}
