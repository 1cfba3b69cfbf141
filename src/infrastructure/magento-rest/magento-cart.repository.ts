import { catchError, map, of, throwError, type Observable } from 'rxjs';
import type { BagContents, CartRef, CartRepository } from '../../application/bag/cart.repository.port';
import type { CartItem } from '../../domain/cart/cart-item';
import type { CartTotals } from '../../domain/cart/cart-totals';
import { isCouponAccepted } from '../../domain/cart/coupon.rules';
import type { DiamondId } from '../../domain/diamond/diamond';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { MagentoHttpClient } from './magento-http.client';
import { MagentoRequestError } from './magento-request.error';

/** A cart item as Magento's REST API returns it. */
export interface CartItemDto {
  readonly item_id: number;
  readonly sku: string;
  readonly qty: number;
  readonly name?: string;
  readonly price?: number;
  readonly quote_id?: string | number;
  readonly extension_attributes?: { readonly parent_sku?: string };
  readonly custom_attributes?: readonly { readonly attribute_code: string; readonly value: string }[];
}

/** The client keys lines by sku (spec section 3: id is set to sku on the client). */
export const toCartItem = (dto: CartItemDto): CartItem => ({
  id: dto.sku,
  sku: dto.sku,
  name: dto.name ?? dto.sku,
  price: dto.price ?? 0,
  item_id: dto.item_id,
  qty: dto.qty,
  quote_id: String(dto.quote_id ?? ''),
  ...(dto.extension_attributes ? { extension_attributes: dto.extension_attributes } : {}),
  ...(dto.custom_attributes ? { custom_attributes: dto.custom_attributes } : {}),
});

/** Where a cart's calls go: the customer's cart ('mine', by token) or a guest cart by its masked id. */
export const cartPath = (cart: CartRef): string => (cart.type === 'customer' ? '/V1/carts/mine' : `/V1/guest-carts/${encodeURIComponent(cart.id)}`);

/** Magento's cart totals; the grand total may come as base_grand_total or grand_total. */
export interface MagentoTotalsDto {
  readonly grand_total?: number;
  readonly base_grand_total?: number;
  readonly subtotal?: number;
  readonly tax_amount?: number;
  readonly discount_amount?: number;
}

export const toCartTotals = (dto: MagentoTotalsDto): CartTotals => ({
  base_grand_total: dto.base_grand_total ?? dto.grand_total ?? 0,
  grand_total: dto.grand_total ?? dto.base_grand_total ?? 0,
  subtotal: dto.subtotal ?? 0,
  tax_amount: dto.tax_amount ?? 0,
  discount_amount: dto.discount_amount ?? 0,
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

  findCustomerCart(): Observable<CartRef | null> {
    if (!this.hasCustomerToken()) return of(null);
    return this.http.get<{ id: number }>('/V1/carts/mine').pipe(
      map((cart): CartRef => ({ type: 'customer', id: String(cart.id) })),
      catchError((error: unknown) => (error instanceof MagentoRequestError && (error.status === 401 || error.status === 404) ? of(null) : throwError(() => error))),
    );
  }

  createGuestCart(): Observable<CartRef> {
    return this.http.post<string>('/V1/guest-carts', {}).pipe(map((id): CartRef => ({ type: 'guest', id })));
  }

  addDiamond(cart: CartRef, diamondId: DiamondId): Observable<CartItem> {
    return translateMissingCart(this.http.post<CartItemDto>('/V1/diamondsearch/cart', { cartId: cart.id, diamondId }).pipe(map(toCartItem)));
  }

  addProduct(cart: CartRef, sku: string, qty: number): Observable<CartItem> {
    return translateMissingCart(this.http.post<CartItemDto>(`${cartPath(cart)}/items`, { cartItem: { sku, qty, quote_id: cart.id } }).pipe(map(toCartItem)));
  }

  setEmptyBillingAddress(cart: CartRef): Observable<void> {
    return translateMissingCart(this.http.post<number>(`${cartPath(cart)}/billing-address`, { address: {} }).pipe(map(() => undefined)));
  }

  totals(cart: CartRef): Observable<CartTotals> {
    return translateMissingCart(this.http.get<MagentoTotalsDto>(`${cartPath(cart)}/totals`).pipe(map(toCartTotals)));
  }

  removeItem(cart: CartRef, itemId: number): Observable<void> {
    return translateMissingCart(this.http.delete<boolean>(`${cartPath(cart)}/items/${itemId}`).pipe(map(() => undefined)));
  }

  coupon(cart: CartRef): Observable<string | null> {
    return translateMissingCart(this.http.get<string | null>(`${cartPath(cart)}/coupons`).pipe(map((code) => (typeof code === 'string' && code.trim() !== '' ? code : null))));
  }

  applyCoupon(cart: CartRef, code: string): Observable<boolean> {
    return this.http.put<unknown>(`${cartPath(cart)}/coupons/${encodeURIComponent(code.trim())}`).pipe(
      map(isCouponAccepted),
      catchError((error: unknown) => (error instanceof MagentoRequestError && error.status === 404 ? of(false) : throwError(() => error))),
    );
  }

  removeCoupon(cart: CartRef): Observable<void> {
    return translateMissingCart(this.http.delete<boolean>(`${cartPath(cart)}/coupons`).pipe(map(() => undefined)));
  }

  mergeGuestCart(maskedGuestCartId: string): Observable<void> {
    return this.http.post<unknown>('/V1/falcon/carts/mine', { masked_quote_id: maskedGuestCartId }).pipe(map(() => undefined));
  }

  items(cart: CartRef): Observable<BagContents> {
    return translateMissingCart(
      this.http.get<CartItemDto[]>(`${cartPath(cart)}/items`).pipe(map((items): BagContents => ({ type: cart.type, items: items.map(toCartItem) }))),
    );
  }
}
