import { catchError, forkJoin, map, of, type Observable } from 'rxjs';
import type { ShopByQuery } from '../../domain/discovery/shop-by';
import { widerSearches, type WiderSearch } from '../../domain/discovery/wider-search';
import type { Logger } from '../kernel/logger.port';
import type { RecommendationGateway } from '../kernel/recommendation.gateway.port';

/** A wider search and how many stones it finds. */
export interface WiderSearchFound extends WiderSearch {
  readonly found: number;
}

/**
 * The wider searches of a search no stone matches (domain/discovery/wider-search.ts), each asked of the service at
 * once, so that the page offers only those that find stones, saying how many: a link to another empty page would be a
 * dead end too. One that cannot be asked is left out and logged; the page still says its search found nothing.
 */
export class WidenSearch {
  constructor(
    private readonly gateway: RecommendationGateway,
    private readonly logger: Logger,
  ) {}

  execute(query: ShopByQuery): Observable<readonly WiderSearchFound[]> {
    const wider = widerSearches(query);
    if (wider.length === 0) return of([]);
    return forkJoin(
      wider.map((search) =>
        this.gateway.recommend(search.query).pipe(
          map((answer): WiderSearchFound => ({ ...search, found: answer.picks.length > 0 ? answer.totalAvailable : 0 })),
          catchError((error: unknown) => {
            this.logger.warn(`A wider ${search.kind} could not be asked for`, error);
            return of({ ...search, found: 0 });
          }),
        ),
      ),
    ).pipe(map((found) => found.filter((search) => search.found > 0)));
  }
}
