import { catchError, map, throwError, type Observable } from 'rxjs';
import type { Ring } from '../../domain/ring/ring';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isRefusalFailure } from '../kernel/backend-failure';
import type { Logger } from '../kernel/logger.port';
import type { RingCatalog } from '../kernel/ring-catalog.port';

export const RING_NOT_FOUND = SHOP_ERRORS.RING_NOT_FOUND;

/** The ring builder's design, with each variant's options, price and pictures: 'This ring is no longer available' when
 * the catalogue has no such design, the shop's words for a catalogue that could not answer otherwise. */
export class LoadRing {
  constructor(
    private readonly catalog: RingCatalog,
    private readonly logger: Logger,
  ) {}

  execute(urlKey: string): Observable<Ring> {
    return this.catalog.byUrlKey(urlKey).pipe(
      map((ring) => {
        if (!ring) throw RING_NOT_FOUND;
        return ring;
      }),
      catchError((error: unknown) => {
        if (error === RING_NOT_FOUND) return throwError(() => RING_NOT_FOUND);
        this.logger.warn(`Ring ${urlKey} could not be loaded`, error);
        return throwError(() => (isRefusalFailure(error) ? RING_NOT_FOUND : SHOP_ERRORS.SERVICE_DOWN));
      }),
    );
  }
}
