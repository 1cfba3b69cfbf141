import { catchError, map, throwError, type Observable } from 'rxjs';
import type { RecommendationList } from '../../domain/discovery/recommendation';
import type { ShopByQuery } from '../../domain/discovery/shop-by';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isRefusalFailure } from '../kernel/backend-failure';
import type { Logger } from '../kernel/logger.port';
import type { RecommendationGateway } from '../kernel/recommendation.gateway.port';

/** The Top 4 for a search. A search no stone matches (the service counts none and picks none) is a list without
 * picks, for the page to say so; an answer without picks for a search it counts stones in, an answer with a message,
 * or a failure are 'There was an error loading the results' (spec section 8); a service that could not answer is told
 * apart (`RESULTS_SERVICE_DOWN`, the same words) so that its page is asked for again rather than kept. */
export class RecommendDiamonds {
  constructor(
    private readonly gateway: RecommendationGateway,
    private readonly logger: Logger,
  ) {}

  execute(query: ShopByQuery): Observable<RecommendationList> {
    return this.gateway.recommend(query).pipe(
      catchError((error: unknown) => {
        this.logger.warn('Recommendations could not be loaded', error);
        return throwError(() => (isRefusalFailure(error) ? SHOP_ERRORS.RESULTS_NOT_LOADED : SHOP_ERRORS.RESULTS_SERVICE_DOWN));
      }),
      map((answer) => {
        if (answer.totalAvailable === 0 && answer.picks.length === 0) return { picks: [], totalAvailable: 0, state: answer.state };
        if (answer.message || answer.picks.length === 0) throw SHOP_ERRORS.RESULTS_NOT_LOADED;
        return { picks: answer.picks, totalAvailable: answer.totalAvailable, state: answer.state };
      }),
    );
  }
}
