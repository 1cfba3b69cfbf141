import { BehaviorSubject, catchError, forkJoin, map, of, switchMap, tap, type Observable } from 'rxjs';
import { classifyBagItem, type BagItem } from '../../domain/bag/bag-item';
import type { CartType } from '../../domain/bag/bag';
import { EMPTY_TOTALS, type BagTotals } from '../../domain/bag/bag-totals';
import type { Diamond } from '../../domain/diamond/diamond';
import type { RecommendationGateway } from './recommendation.gateway.port';
import type { RingCatalog } from './ring-catalog.port';
import type { Logger } from './logger.port';
import type { CartRef, CartRepository } from './cart.repository.port';
import type { BagStore } from './bag.store.port';
import { existingCart } from './current-cart';

export interface BagLine {
  readonly item: BagItem;
  readonly kind: 'diamond' | 'ring';
  /** False when the catalogue no longer has the stone or the ring. */
  readonly available: boolean;
  /** Where the line opens: the ring builder of its design, or the diamond's page id. */
  readonly ringUrlKey: string | null;
  /** A stone's record at the recommendation service (its shape, weight, grades and grading report), read with its
   * availability; null for a ring, and for a stone the service no longer offers. */
  readonly diamond: Diamond | null;
  /** A ring's picture in the color the line holds (its variant's first picture), null without one. */
  readonly ringPicture: string | null;
}

export interface BagView {
  readonly type: CartType;
  readonly lines: readonly BagLine[];
  readonly totals: BagTotals;
  readonly coupon: string | null;
}

export const EMPTY_BAG: BagView = { type: 'guest', lines: [], totals: EMPTY_TOTALS, coupon: null };

/** The shopper's bag, shop-wide: read on demand and after every change, observed by the bag page, its coupon box
 * and the side menu's count. Store failures are logged and show an empty bag (spec section 4: a cart error shows it
 * empty). The changes (coupon, removal, checkout with the free ring) are use cases that read it again through
 * `refresh`. */
export class BagState {
  readonly #bag = new BehaviorSubject<BagView | null>(null);
  /** The bag as last read; null until it was read once. */
  readonly bag$: Observable<BagView | null> = this.#bag.asObservable();

  constructor(
    private readonly carts: CartRepository,
    private readonly store: BagStore,
    private readonly recommendations: RecommendationGateway,
    private readonly rings: RingCatalog,
    private readonly logger: Logger,
  ) {}

  /** The bag the storefront's server already read for this page (its loader's data): every observer sees it at once. */
  seed(bag: BagView): void {
    this.#bag.next(bag);
  }

  /** Reads the bag from the store, tells every observer, and answers it. */
  refresh(): Observable<BagView> {
    return existingCart(this.carts, this.store).pipe(
      switchMap((cart) => (cart ? this.read(cart) : of(EMPTY_BAG))),
      catchError((error: unknown) => {
        this.logger.warn('The bag could not be loaded', error);
        return of(EMPTY_BAG);
      }),
      tap((bag) => this.#bag.next(bag)),
    );
  }

  private read(cart: CartRef): Observable<BagView> {
    return forkJoin([this.carts.items(cart), this.carts.totals(cart), this.carts.coupon(cart)]).pipe(
      switchMap(([contents, totals, coupon]) =>
        (contents.items.length ? forkJoin(contents.items.map((item) => this.line(item))) : of([] as BagLine[])).pipe(map((lines) => ({ type: contents.type, lines, totals, coupon }))),
      ),
    );
  }

  private line(item: BagItem): Observable<BagLine> {
    const kind = classifyBagItem(item);
    if (kind.kind === 'diamond') {
      return this.recommendations.findDiamond(kind.diamondId).pipe(
        map((diamond): BagLine => ({ item, kind: 'diamond', available: true, ringUrlKey: null, diamond, ringPicture: null })),
        catchError(() => of<BagLine>({ item, kind: 'diamond', available: false, ringUrlKey: null, diamond: null, ringPicture: null })),
      );
    }
    const parent = item.parentSku;
    return forkJoin([this.rings.variant(item.sku), parent ? this.rings.variant(parent) : of(null)]).pipe(
      map(([variant, design]): BagLine => ({ item, kind: 'ring', available: variant !== null, ringUrlKey: design?.urlKey || null, diamond: null, ringPicture: variant?.gallery[0] ?? design?.gallery[0] ?? null })),
      catchError(() => of<BagLine>({ item, kind: 'ring', available: false, ringUrlKey: null, diamond: null, ringPicture: null })),
    );
  }
}
