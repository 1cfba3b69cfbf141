import { catchError, defer, throwError, type Observable } from 'rxjs';
import type { Shape } from '../../domain/diamond/shapes';
import { DEFAULT_DIAMOND_QUERY, withShape } from '../../domain/discovery/shop-by';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { RecommendationGateway, TuneAnswer } from '../kernel/recommendation.gateway.port';
import type { ShopByStore } from '../kernel/shop-by.store.port';
import type { Logger } from '../kernel/logger.port';

/** The detail page's shape dropdown: requeries the stored search in the new shape and remembers the shape. */
export class RecommendForShape {
  constructor(
    private readonly gateway: RecommendationGateway,
    private readonly store: ShopByStore,
    private readonly logger: Logger,
  ) {}

  execute(shape: Shape): Observable<TuneAnswer> {
    return defer(() => {
      const query = withShape(this.store.readQuery() ?? DEFAULT_DIAMOND_QUERY, shape);
      this.store.saveQuery(query);
      this.store.saveShapeFilter(shape);
      return this.gateway.recommendOne(query);
    }).pipe(
      catchError((error: unknown) => {
        this.logger.warn(`No recommendation for ${shape}`, error);
        return throwError(() => SHOP_ERRORS.DIAMOND_NOT_FOUND);
      }),
    );
  }
}
