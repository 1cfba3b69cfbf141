import { defer, of, type Observable } from 'rxjs';
import { DEFAULT_SHAPE, type Shape } from '../../domain/diamond/shapes';
import { DEFAULT_DIAMOND_QUERY, type ShopByAction, type ShopByQuery } from '../../domain/discovery/shop-by';
import type { ShopByStore } from '../kernel/shop-by.store.port';

export interface CurrentSearch {
  readonly query: ShopByQuery;
  readonly action: ShopByAction | null;
  /** False when nothing was stored yet and the default diamond query stands in. */
  readonly isStored: boolean;
  /** The shape chosen last (on the shape step or in the recommendations header), Round when none was. */
  readonly shape: Shape;
}

/** The search a guided flow stored, or the default diamond query when there is none, and the shape chosen last. */
export class ReadCurrentSearch {
  constructor(private readonly store: ShopByStore) {}

  execute(): Observable<CurrentSearch> {
    return defer(() => {
      const stored = this.store.readQuery();
      return of({
        query: stored ?? DEFAULT_DIAMOND_QUERY,
        action: this.store.readAction(),
        isStored: stored !== null,
        shape: this.store.readShapeFilter() ?? DEFAULT_SHAPE,
      });
    });
  }
}
