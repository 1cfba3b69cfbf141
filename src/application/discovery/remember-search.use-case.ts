import { defer, of, type Observable } from 'rxjs';
import { queryShapes, type ShopByQuery } from '../../domain/discovery/shop-by';
import type { ShopByStore } from '../kernel/shop-by.store.port';

/** The search of a results address opened directly (shared, reloaded) becomes the shopper's stored search, as if
 * their own steps had built it: the next steps and the detail page's shape change start from it. */
export class RememberSearch {
  constructor(private readonly store: ShopByStore) {}

  execute(query: ShopByQuery): Observable<ShopByQuery> {
    return defer(() => {
      this.store.saveQuery(query);
      if (query.attr) this.store.saveAction(query.attr);
      const shapes = queryShapes(query);
      if (shapes.length === 1 && shapes[0]) this.store.saveShapeFilter(shapes[0]);
      this.store.saveStep('step2');
      return of(query);
    });
  }
}
