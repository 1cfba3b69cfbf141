import { catchError, defer, map, of, throwError, type Observable } from 'rxjs';
import { similarAlternatives, topPickAlternatives, type Alternatives } from '../../domain/diamond/alternatives';
import type { DiamondId } from '../../domain/diamond/diamond';
import { DEFAULT_DIAMOND_QUERY, searchInWords } from '../../domain/discovery/shop-by';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { formatPrice } from '../../domain/shared/money';
import type { RecommendationGateway } from '../kernel/recommendation.gateway.port';
import { isRefusalFailure } from '../kernel/backend-failure';
import type { Logger } from '../kernel/logger.port';

/**
 * What a product page offers when the stone it names cannot be sold (domain/diamond/alternatives.ts): for a stone the
 * recommendation service still knows (a sold one), the stones on sale nearest it; for an id it refuses (never had;
 * an older service without similar_diamonds/ refuses the path alike) or no id at all, the top picks of the default
 * search. A service that cannot answer fails with the shop's SERVICE_DOWN, so that the page is asked for again.
 */
export class FindAlternatives {
  constructor(
    private readonly gateway: RecommendationGateway,
    private readonly logger: Logger,
  ) {}

  execute(id: DiamondId | null): Observable<Alternatives> {
    return id === null ? this.#topPicks() : this.#similarTo(id);
  }

  #similarTo(id: DiamondId): Observable<Alternatives> {
    return this.gateway.similarDiamonds(id).pipe(
      map(similarAlternatives),
      catchError((error: unknown) => {
        if (isRefusalFailure(error)) return this.#topPicks();
        this.logger.warn(`The diamonds similar to ${id} could not be loaded`, error);
        return throwError(() => SHOP_ERRORS.SERVICE_DOWN);
      }),
    );
  }

  #topPicks(): Observable<Alternatives> {
    const search = DEFAULT_DIAMOND_QUERY;
    const offer = (picks: Parameters<typeof topPickAlternatives>[2]) => topPickAlternatives(search, searchInWords(search, formatPrice), picks);
    return defer(() => this.gateway.recommend(search)).pipe(
      map((answer) => offer(answer.picks)),
      catchError((error: unknown) => {
        this.logger.warn('The top picks of the default search could not be loaded', error);
        return isRefusalFailure(error) ? of(offer([])) : throwError(() => SHOP_ERRORS.SERVICE_DOWN);
      }),
    );
  }
}
