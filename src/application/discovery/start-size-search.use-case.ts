import { defer, of, type Observable } from 'rxjs';
import { DEFAULT_SHAPE } from '../../domain/diamond/shapes';
import { sizeSearchQuery, type ShopByQuery } from '../../domain/discovery/shop-by';
import type { ShopByStore } from './shop-by.store.port';

/** Continue on the size step: searches stones of that size in the shape chosen before (Round by default). */
export class StartSizeSearch {
  constructor(private readonly store: ShopByStore) {}

  execute(carat: number): Observable<ShopByQuery> {
    return defer(() => {
      const shape = this.store.readShapeFilter() ?? DEFAULT_SHAPE;
      const action = this.store.readAction() === 'shape' ? 'shape' : 'size';
      const query = sizeSearchQuery(carat, shape, action);
      this.store.saveQuery(query);
      this.store.saveStep('step2');
      return of(query);
    });
  }
}
