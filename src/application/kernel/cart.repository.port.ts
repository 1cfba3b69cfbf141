import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { BagItem } from '../../domain/bag/bag-item';
import type { BagTotals } from '../../domain/bag/bag-totals';
import type { CartType } from '../../domain/bag/bag';
import type { DiamondId } from '../../domain/diamond/diamond';

/** Which cart a call is about: the signed-in customer's ('mine') or a guest cart by its masked id. */
export type CartRef = { readonly type: 'customer'; readonly id: string } | { readonly type: 'guest'; readonly id: string };

export interface BagContents {
  readonly type: CartType;
  readonly items: readonly BagItem[];
}

/** The code a repository fails with when the cart itself no longer exists (an expired or ordered guest cart). */
export const CART_NOT_FOUND = 'CART.NOT_FOUND';

/** The store platform's carts (Magento quotes). */
export interface CartRepository {
  /** The signed-in customer's cart, or null for a guest (no token, or the store refuses it). */
  findCustomerCart(): Observable<CartRef | null>;
  createGuestCart(): Observable<CartRef>;
  addDiamond(cart: CartRef, diamondId: DiamondId): Observable<BagItem>;
  /** Adds a catalogue product (a ring variant) by sku. Fails with the store's message when it refuses. */
  addProduct(cart: CartRef, sku: string, qty: number): Observable<BagItem>;
  /** The spec's add-diamond flow sets an empty billing address on the cart after adding. */
  setEmptyBillingAddress(cart: CartRef): Observable<void>;
  items(cart: CartRef): Observable<BagContents>;
  totals(cart: CartRef): Observable<BagTotals>;
  removeItem(cart: CartRef, itemId: number): Observable<void>;
  /** The coupon saved on the cart, or null. */
  coupon(cart: CartRef): Observable<string | null>;
  /** True when the store accepted the code; false when it refused it as invalid. */
  applyCoupon(cart: CartRef, code: string): Observable<boolean>;
  removeCoupon(cart: CartRef): Observable<void>;
  /** Moves a guest cart's items (and coupon) into the signed-in customer's cart. */
  mergeGuestCart(maskedGuestCartId: string): Observable<void>;
}
export const CartRepository = Symbol.for('CartRepository') as ServiceIdentifier<CartRepository>;
