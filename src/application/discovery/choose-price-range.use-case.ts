import { defer, of, throwError, type Observable } from 'rxjs';
import { PRICE_RANGE_CHOICES, priceRangeQuery, type PriceRangeChoice, type ShopByQuery } from '../../domain/discovery/shop-by';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { ShopByStore } from './shop-by.store.port';

/** A range on /shop-by-price/step1: stores its query (bounds and Round) so step 2 can recommend from it. */
export class ChoosePriceRange {
  constructor(private readonly store: ShopByStore) {}

  execute(choiceId: PriceRangeChoice['id']): Observable<ShopByQuery> {
    return defer(() => {
      const choice = PRICE_RANGE_CHOICES.find((candidate) => candidate.id === choiceId);
      if (!choice) return throwError(() => SHOP_ERRORS.UNKNOWN_PRICE_RANGE);
      const query = priceRangeQuery(choice);
      this.store.saveQuery(query);
      this.store.saveAction('price');
      this.store.saveStep('step2');
      return of(query);
    });
  }
}
