import { defer, of, type Observable } from 'rxjs';
import type { ShopByAction } from '../../domain/discovery/shop-by';
import type { ShopByStore } from '../kernel/shop-by.store.port';

/** A tile on /shop-by: remembers which guided way (price, size or shape) the shopper took. */
export class ChooseShopByAction {
  constructor(private readonly store: ShopByStore) {}

  execute(action: ShopByAction): Observable<ShopByAction> {
    return defer(() => {
      this.store.saveAction(action);
      this.store.saveStep('step1');
      return of(action);
    });
  }
}
