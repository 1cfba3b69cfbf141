import { ReplaySubject, catchError, defer, map, of, share, throwError, type Observable } from 'rxjs';
import type { BagContents, CartRef, CartRepository } from '../../application/kernel/cart.repository.port';
import type { BagItem } from '../../domain/bag/bag-item';
import type { BagTotals } from '../../domain/bag/bag-totals';
import { isCouponAccepted } from '../../domain/bag/coupon.rules';
import type { DiamondId } from '../../domain/diamond/diamond';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { AddCartItemRequestWire, AddDiamondRequestWire, CartItemWire, CartTotalsWire } from '../../../contracts/store/rest';
import { addressIdSchema, cartItemSchema, cartItemsSchema, cartSchema, cartTotalsSchema, couponAppliedSchema, couponCodeSchema, doneSchema, maskedCartIdSchema } from './store-rest.schemas';
import type { MagentoHttpClient } from './magento-http-client';
import { MagentoRequestError } from './magento-request.error';

/** A cart line of the store as the bag's line: the wire names (item_id, quote_id, extension_attributes,
 * custom_attributes) stop here. The client keys lines by sku (spec section 3: id is set to sku on the client). */
export const toCartItem = (wire: CartItemWire): BagItem => ({
  id: wire.sku,
  sku: wire.sku,
  name: wire.name ?? wire.sku,
  price: wire.price ?? 0,
  lineId: wire.item_id,
  qty: wire.qty,
  cartId: String(wire.quote_id ?? ''),
  ...(wire.extension_attributes?.parent_sku ? { parentSku: wire.extension_attributes.parent_sku } : {}),
  ...(wire.custom_attributes ? { attributes: wire.custom_attributes.map(({ attribute_code, value }) => ({ code: attribute_code, value })) } : {}),
});

/** Where a cart's calls go: the customer's cart ('mine', by token) or a guest cart by its masked id. */
export const cartPath = (cart: CartRef): string => (cart.type === 'customer' ? '/V1/carts/mine' : `/V1/guest-carts/${encodeURIComponent(cart.id)}`);

/** Magento's cart totals in the shop's names; the grand total may come as base_grand_total or grand_total. */
export const toCartTotals = (dto: CartTotalsWire): BagTotals => ({
  grandTotal: dto.base_grand_total ?? dto.grand_total ?? 0,
  subtotal: dto.subtotal ?? 0,
  tax: dto.tax_amount ?? 0,
  discount: dto.discount_amount ?? 0,
});

/** Magento names the missing cart in the parameters of its 'No such entity' answer. */
const isMissingCart = (error: unknown): boolean =>
  error instanceof MagentoRequestError &&
  error.status === 404 &&
  !Array.isArray(error.parameters) &&
  (error.parameters as Record<string, unknown>).fieldName === 'cartId';

const translateMissingCart = <T>(source: Observable<T>): Observable<T> =>
  source.pipe(catchError((error: unknown) => throwError(() => (isMissingCart(error) ? SHOP_ERRORS.CART_NOT_FOUND : error))));

/** Guest and customer carts over Magento 2.4's REST API. */
export class MagentoCartRepository implements CartRepository {
  constructor(
    private readonly http: MagentoHttpClient,
    private readonly hasCustomerToken: () => boolean,
  ) {}

  /** Asks made while one is on its way share its answer: a checkout page that wakes asks for the customer's cart for
   * its bag and for its saved addresses at once. An ask made while the answer is being handed out (work that starts
   * on the cart and asks again) has it too; each ask after that is a new read. */
  readonly #customerCart: Observable<CartRef | null> = defer(() => this.http.get('/V1/carts/mine', cartSchema)).pipe(
    map((cart): CartRef => ({ type: 'customer', id: String(cart.id) })),
    catchError((error: unknown) => (error instanceof MagentoRequestError && (error.status === 401 || error.status === 404) ? of(null) : throwError(() => error))),
    share({ connector: () => new ReplaySubject<CartRef | null>(1) }),
  );

  findCustomerCart(): Observable<CartRef | null> {
    return this.hasCustomerToken() ? this.#customerCart : of(null);
  }

  createGuestCart(): Observable<CartRef> {
    return this.http.post('/V1/guest-carts', {}, maskedCartIdSchema).pipe(map((id): CartRef => ({ type: 'guest', id })));
  }

  addDiamond(cart: CartRef, diamondId: DiamondId): Observable<BagItem> {
    return translateMissingCart(this.http.post('/V1/diamondsearch/cart', { cartId: cart.id, diamondId } satisfies AddDiamondRequestWire, cartItemSchema).pipe(map(toCartItem)));
  }

  addProduct(cart: CartRef, sku: string, qty: number): Observable<BagItem> {
    return translateMissingCart(this.http.post(`${cartPath(cart)}/items`, { cartItem: { sku, qty, quote_id: cart.id } } satisfies AddCartItemRequestWire, cartItemSchema).pipe(map(toCartItem)));
  }

  setEmptyBillingAddress(cart: CartRef): Observable<void> {
    return translateMissingCart(this.http.post(`${cartPath(cart)}/billing-address`, { address: {} }, addressIdSchema).pipe(map(() => undefined)));
  }

  totals(cart: CartRef): Observable<BagTotals> {
    return translateMissingCart(this.http.get(`${cartPath(cart)}/totals`, cartTotalsSchema).pipe(map(toCartTotals)));
  }

  removeItem(cart: CartRef, lineId: number): Observable<void> {
    return translateMissingCart(this.http.delete(`${cartPath(cart)}/items/${lineId}`, doneSchema).pipe(map(() => undefined)));
  }

  coupon(cart: CartRef): Observable<string | null> {
    return translateMissingCart(this.http.get(`${cartPath(cart)}/coupons`, couponCodeSchema).pipe(map((code) => (typeof code === 'string' && code.trim() !== '' ? code : null))));
  }

  applyCoupon(cart: CartRef, code: string): Observable<boolean> {
    return this.http.put(`${cartPath(cart)}/coupons/${encodeURIComponent(code.trim())}`, undefined, couponAppliedSchema).pipe(
      map(isCouponAccepted),
      catchError((error: unknown) => (error instanceof MagentoRequestError && error.status === 404 ? of(false) : throwError(() => error))),
    );
  }

  removeCoupon(cart: CartRef): Observable<void> {
    return translateMissingCart(this.http.delete(`${cartPath(cart)}/coupons`, doneSchema).pipe(map(() => undefined)));
  }

  mergeGuestCart(maskedGuestCartId: string): Observable<void> {
    return this.http.post('/V1/falcon/carts/mine', { masked_quote_id: maskedGuestCartId }, doneSchema).pipe(map(() => undefined));
  }

  items(cart: CartRef): Observable<BagContents> {
    return translateMissingCart(
      this.http.get(`${cartPath(cart)}/items`, cartItemsSchema).pipe(map((items): BagContents => ({ type: cart.type, items: items.map(toCartItem) }))),
    );
  }
}
