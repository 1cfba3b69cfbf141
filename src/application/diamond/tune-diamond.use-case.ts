import { catchError, EMPTY, type Observable } from 'rxjs';
import type { RecommendationGateway, TuneAnswer, TuneRequest } from '../kernel/recommendation.gateway.port';
import type { Logger } from '../kernel/logger.port';

/** Minus/plus, Search and the history arrows of the detail page. A failure is logged and completes with no answer:
 * the page then just hides its loader (spec section 8: adjust or set failures hide the loader silently). */
export class TuneDiamond {
  constructor(
    private readonly gateway: RecommendationGateway,
    private readonly logger: Logger,
  ) {}

  execute(request: TuneRequest): Observable<TuneAnswer> {
    return this.gateway.tune(request).pipe(
      catchError((error: unknown) => {
        this.logger.warn(`Tuning (${request.edit.kind}) failed`, error);
        return EMPTY;
      }),
    );
  }
}
