import type { DeepReadonly } from '../../persistence/json-file-store';
import type { Cart, CartItem } from './cart';
import { findCouponRule, isRuleRunning } from './coupon-rules';
import type { CouponRule } from './coupon-rules';

type ReadonlyCart = DeepReadonly<Cart>;

export interface ItemTotals {
  readonly item: DeepReadonly<CartItem>;
  /** price × qty. */
  readonly rowTotal: number;
  /** The coupon's share of this row (positive USD). */
  readonly discount: number;
}

/** A cart's money, computed when it is read: the one source of the REST totals and of the GraphQL cart prices. */
export interface CartTotals {
  readonly items: readonly ItemTotals[];
  readonly subtotal: number;
  /** Positive USD (REST writes it negative, GraphQL positive). */
  readonly discount: number;
  /** The coupon that applies now, with the code as the customer typed it; null when none applies. */
  readonly coupon: { readonly code: string; readonly rule: CouponRule } | null;
  /** Free shipping, no tax: subtotal − discount, never below 0. */
  readonly grandTotal: number;
  readonly shipping: number;
  readonly tax: number;
}

/**
 * Totals as Magento's collectors compute them: the subtotal is Σ price × qty; a coupon applies when its rule runs
 * today, the cart holds items and the subtotal reaches the rule's minimum, and is evaluated on every read (a cart
 * whose subtotal fell under SAVE100's $1,000 gets no discount). The discount is split over the rows as Magento
 * splits it (each row's share rounded, the rounding carried to the next row), so the rows add up to the total.
 */
export function cartTotals(cart: ReadonlyCart, now: Date): CartTotals {
  const rows = cart.items.map((item) => ({ item, rowTotal: money(item.price * item.qty) }));
  const subtotal = money(rows.reduce((sum, row) => sum + row.rowTotal, 0));
  const coupon = applicableCoupon(cart, subtotal, now);
  const shares = coupon ? discountShares(coupon.rule, rows.map((row) => row.rowTotal), subtotal) : rows.map(() => 0);
  const items = rows.map((row, index) => ({ ...row, discount: shares[index] ?? 0 }));
  const discount = money(items.reduce((sum, item) => sum + item.discount, 0));
  return { items, subtotal, discount, coupon, grandTotal: Math.max(0, money(subtotal - discount)), shipping: 0, tax: 0 };
}

/** Whether a code would apply to a cart with this subtotal and these many items today. */
export function couponApplies(rule: CouponRule, subtotal: number, itemCount: number, now: Date): boolean {
  return itemCount > 0 && isRuleRunning(rule, now) && subtotal >= rule.minimumSubtotal;
}

function applicableCoupon(cart: ReadonlyCart, subtotal: number, now: Date): CartTotals['coupon'] {
  if (!cart.coupon_code) return null;
  const rule = findCouponRule(cart.coupon_code);
  return rule && couponApplies(rule, subtotal, cart.items.length, now) ? { code: cart.coupon_code, rule } : null;
}

function discountShares(rule: CouponRule, rowTotals: readonly number[], subtotal: number): number[] {
  const exact =
    rule.action === 'by_percent'
      ? rowTotals.map((rowTotal) => (rowTotal * rule.amount) / 100)
      : rowTotals.map((rowTotal) => (subtotal > 0 ? (Math.min(rule.amount, subtotal) * rowTotal) / subtotal : 0));
  let carried = 0;
  let roundedSoFar = 0;
  return exact.map((share) => {
    carried += share;
    const rounded = money(carried) - roundedSoFar;
    roundedSoFar = money(carried);
    return money(rounded);
  });
}

/** Rounded to cents, as Magento rounds every amount it stores. */
export function money(amount: number): number {
  return Math.round(amount * 100) / 100;
}
