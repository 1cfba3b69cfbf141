import { catchError, defer, throwError, type Observable } from 'rxjs';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import { comparisonPair } from '../../domain/discovery/compare';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isShopError } from '../../domain/shared/shop-error';
import { isNotFoundFailure, isRefusalFailure } from '../kernel/backend-failure';
import type { Logger } from '../kernel/logger.port';
import type { RecommendationGateway } from '../kernel/recommendation.gateway.port';

/** The comparison page: exactly two different stones, else 'There were no diamonds passed'. */
export class CompareDiamonds {
  constructor(
    private readonly gateway: RecommendationGateway,
    private readonly logger: Logger,
  ) {}

  execute(ids: readonly (DiamondId | null | undefined)[] | null | undefined): Observable<readonly [Diamond, Diamond]> {
    return defer(() => {
      const pair = comparisonPair(ids);
      if (isShopError(pair)) return throwError(() => pair);
      return this.gateway.compare(pair).pipe(
        catchError((error: unknown) => {
          this.logger.warn('The comparison could not be loaded', error);
          return throwError(() => (isNotFoundFailure(error) ? SHOP_ERRORS.DIAMOND_NOT_FOUND : isRefusalFailure(error) ? SHOP_ERRORS.NO_DIAMONDS_PASSED : SHOP_ERRORS.SERVICE_DOWN));
        }),
      );
    });
  }
}

