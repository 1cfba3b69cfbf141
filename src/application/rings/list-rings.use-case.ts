import { catchError, combineLatest, concat, defer, map, of, switchMap, tap, throwError, type Observable } from 'rxjs';
import { noRingsInStockError, ringPageNotFoundError, SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isRingPagePastEnd, ringOptionParam } from '../../domain/ring/ring-catalogue';
import { isShopError } from '../../domain/shared/shop-error';
import type { Logger } from '../kernel/logger.port';
import type { RingCatalog, RingOption, RingPage } from '../kernel/ring-catalog.port';
import type { RingListCache } from './ring-list-cache.service';

export interface RingListing {
  readonly options: readonly RingOption[];
  /** The chosen option, or null for all rings. */
  readonly option: RingOption | null;
  readonly page: RingPage;
  /** True while this is the cached page shown until the fresh answer arrives. */
  readonly placeholder: boolean;
}

/** /ring-detail: the rings of an option (its lowercase label in the address) and page. A cached page shows at once
 * and a stale one is refreshed; an option without rings fails with 'There are no {option} rings in stock right now.',
 * a page past the last with where the list ends (`ringPageNotFoundError`, its last page with it). */
export class ListRings {
  constructor(
    private readonly catalog: RingCatalog,
    private readonly cache: RingListCache,
    private readonly logger: Logger,
  ) {}

  execute(optionParam: string | null, page: number): Observable<RingListing> {
    // All rings need no option value, so their page is asked for alongside the options; an option's page needs its value first.
    const listing$ = optionParam
      ? this.catalog.ringOptions().pipe(
          switchMap((options) => {
            const option = options.find((candidate) => ringOptionParam(candidate.label) === ringOptionParam(optionParam)) ?? null;
            return option ? this.listing(option, page, of(options)) : throwError(() => noRingsInStockError(optionParam));
          }),
        )
      : this.listing(null, page, this.catalog.ringOptions());
    return listing$.pipe(
      catchError((error: unknown) => {
        if (isShopError(error)) return throwError(() => error);
        if (isRingPagePastEnd(error)) return throwError(() => ringPageNotFoundError(page, error.lastPage));
        this.logger.warn('The ring list could not be loaded', error);
        return throwError(() => SHOP_ERRORS.RESULTS_SERVICE_DOWN);
      }),
    );
  }

  /** Keeps a page the server already loaded, as if it had been fetched here: the ring builder's stand-in and the
   * list's next visit of that page show it at once. */
  remember(listing: RingListing): void {
    if (!listing.placeholder) this.cache.put(listing.option?.value ?? null, listing.page);
  }

  /** Every ring style of the catalogue, for the style dropdown: the same list whatever a style's page holds or fails
   * with. Styles that cannot be read leave the dropdown with 'All Rings' only. */
  styles(): Observable<readonly RingOption[]> {
    return this.catalog.ringOptions().pipe(
      catchError((error: unknown) => {
        this.logger.warn('The ring styles could not be loaded', error);
        return of([]);
      }),
    );
  }

  /** The page of `option` (null: all rings): a fresh cached page at once, a stale one until the fresh answer, else the answer. */
  private listing(option: RingOption | null, page: number, options$: Observable<readonly RingOption[]>): Observable<RingListing> {
    return defer(() => {
      const value = option?.value ?? null;
      const cached = this.cache.get(value, page);
      const fetch$ = defer(() => this.catalog.list({ optionValue: value, page })).pipe(
        tap((fresh) => this.cache.put(value, fresh)),
        map((fresh) => ({ page: fresh, placeholder: false })),
      );
      const pages$ = cached?.fresh ? of({ page: cached.page, placeholder: false }) : cached ? concat(of({ page: cached.page, placeholder: true }), fetch$) : fetch$;
      return combineLatest([options$, pages$]).pipe(
        map(([options, shown]): RingListing => ({ options, option, ...shown })),
        tap((listing) => {
          if (listing.page.rings.length === 0 && !listing.placeholder) throw noRingsInStockError(option?.label ?? 'engagement');
        }),
      );
    });
  }
}
