import { catchError, throwError, type Observable } from 'rxjs';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { RecommendationGateway } from '../kernel/recommendation.gateway.port';
import { isRefusalFailure } from '../kernel/backend-failure';
import type { Logger } from '../kernel/logger.port';

/** One stone by its id: 'Diamond was not found' when the service refuses it (it has none by that id), the shop's words for a service
 * that could not answer otherwise. */
export class LoadDiamond {
  constructor(
    private readonly gateway: RecommendationGateway,
    private readonly logger: Logger,
  ) {}

  execute(id: DiamondId): Observable<Diamond> {
    return this.gateway.findDiamond(id).pipe(
      catchError((error: unknown) => {
        this.logger.warn(`Diamond ${id} could not be loaded`, error);
        return throwError(() => (isRefusalFailure(error) ? SHOP_ERRORS.DIAMOND_NOT_FOUND : SHOP_ERRORS.SERVICE_DOWN));
      }),
    );
  }
}
