import type { Observable } from 'rxjs';
import type { BagState, BagView } from '../kernel/bag-state';
import type { CartRepository } from '../kernel/cart.repository.port';
import type { BagStore } from '../kernel/bag.store.port';
import { changeExistingCart } from './change-existing-cart';

/** The coupon box's Cancel: the coupon leaves the bag, which is read again. */
export class CancelCoupon {
  constructor(
    private readonly carts: CartRepository,
    private readonly store: BagStore,
    private readonly bag: BagState,
  ) {}

  execute(): Observable<BagView> {
    return changeExistingCart(this.carts, this.store, this.bag, (cart) => this.carts.removeCoupon(cart));
  }
}
