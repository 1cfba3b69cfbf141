import { defer, of, type Observable } from 'rxjs';
import type { Shape } from '../../domain/diamond/shapes';
import { DEFAULT_DIAMOND_QUERY, withShape, type ShopByQuery } from '../../domain/discovery/shop-by';
import type { ShopByStore } from '../kernel/shop-by.store.port';

/** A shape chosen on the shape step or in the recommendations header: remembered as the last shape filter and
 * written into the stored search, whose other bounds stay. */
export class ChooseShape {
  constructor(private readonly store: ShopByStore) {}

  execute(shape: Shape): Observable<ShopByQuery> {
    return defer(() => {
      const query = withShape(this.store.readQuery() ?? DEFAULT_DIAMOND_QUERY, shape);
      this.store.saveShapeFilter(shape);
      this.store.saveQuery(query);
      return of(query);
    });
  }
}
