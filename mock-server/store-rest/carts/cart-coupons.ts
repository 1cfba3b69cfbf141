import { toMagentoDateTime } from '../../db/magento-datetime';
import type { Cart } from './cart';
import { cartErrors } from './cart-errors';
import { cartTotals, couponApplies } from './cart-totals';
import { findCouponRule } from './coupon-rules';

/*
 * A cart's coupon (Magento\Quote\Model\CouponManagement), for guest and customer carts alike: the routes resolve the
 * cart and call these inside one `store.update`. A cart holds one code; applying another replaces it. The code is
 * kept as the customer typed it (trimmed), as Magento keeps it.
 */

/** Applies a code to a cart with items, or answers Magento's 404s. A refused code leaves the cart as it was. */
export function applyCoupon(cart: Cart, code: string, now: Date): void {
  if (cart.items.length === 0) throw cartErrors.cartHasNoProducts(cart.id);
  const typed = code.trim();
  const rule = findCouponRule(typed);
  const { subtotal } = cartTotals({ ...cart, coupon_code: null }, now);
  if (!rule || !couponApplies(rule, subtotal, cart.items.length, now)) throw cartErrors.couponNotValid();
  cart.coupon_code = typed;
  cart.updated_at = toMagentoDateTime(now);
}

/** Removes the code. Magento stores an empty code then, so `GET …/coupons` answers `""` afterwards (`null` only
 * for a cart that never had one). */
export function removeCoupon(cart: Cart, now: Date): void {
  if (cart.items.length === 0) throw cartErrors.cartHasNoProducts(cart.id);
  cart.coupon_code = '';
  cart.updated_at = toMagentoDateTime(now);
}

/**
 * After the items change: a code that no longer applies (SAVE100 once the subtotal falls under $1,000, any code
 * once the cart is empty) is taken off, as Magento's totals collection clears a quote's coupon that no address
 * applied. Adding items back later does not bring it back.
 */
export function dropInapplicableCoupon(cart: Cart, now: Date): void {
  if (!cart.coupon_code) return;
  if (cartTotals(cart, now).coupon === null) cart.coupon_code = '';
}
