import { BehaviorSubject, catchError, forkJoin, map, of, switchMap, tap, throwError, type Observable } from 'rxjs';
import { classifyCartItem, dropRingItems, ringItems, type CartItem } from '../../domain/cart/cart-item';
import type { CartType } from '../../domain/cart/cart';
import { EMPTY_TOTALS, type CartTotals } from '../../domain/cart/cart-totals';
import { canApplyCoupon, COUPON_APPLIED_MESSAGE } from '../../domain/cart/coupon.rules';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { RecommendationGateway } from '../discovery/recommendation.gateway.port';
import type { RingCatalog } from '../rings/ring-catalog.port';
import type { Logger } from '../shell/logger.port';
import type { CartRef, CartRepository } from './cart.repository.port';
import type { BagStore } from './bag.store.port';
import { existingCart, withCurrentCart } from './current-cart';

export interface BagLine {
  readonly item: CartItem;
  readonly kind: 'diamond' | 'ring';
  /** False when the catalogue no longer has the stone or the ring. */
  readonly available: boolean;
  /** Where the line opens: the ring builder of its design, or the diamond's page id. */
  readonly ringUrlKey: string | null;
}

export interface BagView {
  readonly type: CartType;
  readonly lines: readonly BagLine[];
  readonly totals: CartTotals;
  readonly coupon: string | null;
}

const EMPTY_BAG: BagView = { type: 'guest', lines: [], totals: EMPTY_TOTALS, coupon: null };

/** The shopper's bag, shop-wide: loaded on demand, refreshed after every change, read by the bag page and the side
 * menu's count. Store failures are logged and show an empty bag (spec section 4: a cart error shows it empty). */
export class Bag {
  readonly #bag = new BehaviorSubject<BagView | null>(null);
  readonly bag$: Observable<BagView | null> = this.#bag.asObservable();

  constructor(
    private readonly carts: CartRepository,
    private readonly store: BagStore,
    private readonly recommendations: RecommendationGateway,
    private readonly rings: RingCatalog,
    private readonly logger: Logger,
  ) {}

  refresh(): Observable<BagView> {
    return this.currentCart().pipe(
      switchMap((cart) => (cart ? this.read(cart) : of(EMPTY_BAG))),
      catchError((error: unknown) => {
        this.logger.warn('The bag could not be loaded', error);
        return of(EMPTY_BAG);
      }),
      tap((bag) => this.#bag.next(bag)),
    );
  }

  /** Removes a line. A bag left without a diamond forgets the chosen diamond and drops its ring lines too. */
  remove(itemId: number): Observable<BagView> {
    return this.onCart((cart) =>
      this.carts.removeItem(cart, itemId).pipe(
        switchMap(() => this.carts.items(cart)),
        switchMap(({ items }) => {
          if (dropRingItems(items).length > 0) return of(undefined);
          this.store.clearDiamondId();
          const rings = ringItems(items);
          return rings.length ? forkJoin(rings.map((ring) => this.carts.removeItem(cart, ring.item_id))).pipe(map(() => undefined)) : of(undefined);
        }),
      ),
    );
  }

  /** The coupon box: 'The coupon was applied' or 'The coupon code is invalid'. */
  applyCoupon(code: string): Observable<string> {
    if (!canApplyCoupon(code)) return throwError(() => SHOP_ERRORS.COUPON_EMPTY);
    return this.withCart((cart) => this.carts.applyCoupon(cart, code)).pipe(
      switchMap((accepted) => this.refresh().pipe(map(() => accepted))),
      map((accepted) => {
        if (!accepted) throw SHOP_ERRORS.COUPON_INVALID;
        return COUPON_APPLIED_MESSAGE;
      }),
    );
  }

  cancelCoupon(): Observable<BagView> {
    return this.onCart((cart) => this.carts.removeCoupon(cart));
  }

  /** Checkout: the chosen free ring (its variant sku) goes in as one item first. */
  checkout(freeRingSku: string | null): Observable<void> {
    if (!freeRingSku) return of(undefined);
    return this.withCart((cart) => this.carts.addProduct(cart, freeRingSku, 1)).pipe(
      switchMap(() => this.refresh()),
      map(() => undefined),
    );
  }

  private read(cart: CartRef): Observable<BagView> {
    return forkJoin([this.carts.items(cart), this.carts.totals(cart), this.carts.coupon(cart)]).pipe(
      switchMap(([contents, totals, coupon]) =>
        (contents.items.length ? forkJoin(contents.items.map((item) => this.line(item))) : of([] as BagLine[])).pipe(map((lines) => ({ type: contents.type, lines, totals, coupon }))),
      ),
    );
  }

  private line(item: CartItem): Observable<BagLine> {
    const kind = classifyCartItem(item);
    if (kind.kind === 'diamond') {
      return this.recommendations.findDiamond(kind.diamondId).pipe(
        map((): BagLine => ({ item, kind: 'diamond', available: true, ringUrlKey: null })),
        catchError(() => of<BagLine>({ item, kind: 'diamond', available: false, ringUrlKey: null })),
      );
    }
    const parent = item.extension_attributes?.parent_sku;
    return forkJoin([this.rings.variant(item.sku), parent ? this.rings.variant(parent) : of(null)]).pipe(
      map(([variant, design]): BagLine => ({ item, kind: 'ring', available: variant !== null, ringUrlKey: design?.urlKey || null })),
      catchError(() => of<BagLine>({ item, kind: 'ring', available: false, ringUrlKey: null })),
    );
  }

  /** A change on the shopper's existing cart, then a fresh read; without a cart there is nothing to change. */
  private onCart(change: (cart: CartRef) => Observable<unknown>): Observable<BagView> {
    return this.currentCart().pipe(
      switchMap((cart) => (cart ? change(cart).pipe(switchMap(() => this.refresh())) : this.refresh())),
    );
  }

  private withCart<T>(work: (cart: CartRef) => Observable<T>): Observable<T> {
    return withCurrentCart(this.carts, this.store, work);
  }

  private currentCart(): Observable<CartRef | null> {
    return existingCart(this.carts, this.store);
  }
}
