import { catchError, map, throwError, type Observable } from 'rxjs';
import type { Ring } from '../../domain/ring/ring';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { shopError } from '../../domain/shared/shop-error';
import type { Logger } from '../shell/logger.port';
import type { RingCatalog } from './ring-catalog.port';

/** A design the catalogue does not have: the ring builder says so with the catalogue's words. */
export const RING_NOT_FOUND = shopError('RING.NOT_FOUND', SHOP_ERRORS.RING_UNAVAILABLE.message);

/** The ring builder's design, with each variant's options, price and pictures. */
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
        if (error !== RING_NOT_FOUND) this.logger.warn(`Ring ${urlKey} could not be loaded`, error);
        return throwError(() => RING_NOT_FOUND);
      }),
    );
  }
}
