import { catchError, map, of, type Observable } from 'rxjs';
import type { Shape } from '../../domain/diamond/shapes';
import { nextSizeEstimate, type SizeEstimate } from '../../domain/discovery/price-range';
import type { Logger } from '../kernel/logger.port';
import type { RecommendationGateway } from '../kernel/recommendation.gateway.port';

export interface PriceRangeRequest {
  readonly size: number;
  readonly shape: Shape;
  /** The estimate shown now: its range kept when the answer lacks a bound, all of it when the call fails. */
  readonly current: SizeEstimate;
}

/** The size step's 'Estimated price range' for a carat, and the largest size the shape is offered in. */
export class EstimatePriceRange {
  constructor(
    private readonly gateway: RecommendationGateway,
    private readonly logger: Logger,
  ) {}

  execute({ size, shape, current }: PriceRangeRequest): Observable<SizeEstimate> {
    return this.gateway.estimatePriceRange(size, shape).pipe(
      map((answer) => nextSizeEstimate(current, answer)),
      catchError((error: unknown) => {
        this.logger.warn(`Price range for ${size} ct could not be loaded`, error);
        return of({ ...current, sizeOffered: null });
      }),
    );
  }
}
