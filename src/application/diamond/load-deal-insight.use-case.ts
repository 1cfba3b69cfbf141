import { catchError, map, of, type Observable } from 'rxjs';
import type { PricePosition } from '../../domain/diamond/deal-insight';
import type { DiamondId } from '../../domain/diamond/diamond';
import type { RecommendationGateway } from '../kernel/recommendation.gateway.port';
import type { Logger } from '../kernel/logger.port';

/**
 * The price position of a stone, for its deal insight, or null: the insight is an extra, so a service without the
 * price_position/ call (404 or 405 on the path), an answer outside the contract or any other failure hides it
 * without a word to the shopper, and is only logged.
 */
export class LoadDealInsight {
  constructor(
    private readonly gateway: RecommendationGateway,
    private readonly logger: Logger,
  ) {}

  execute(id: DiamondId): Observable<PricePosition | null> {
    return this.gateway.pricePosition(id).pipe(
      map((position): PricePosition | null => position),
      catchError((error: unknown) => {
        this.logger.warn(`The deal insight of diamond ${id} is not available`, error);
        return of(null);
      }),
    );
  }
}
