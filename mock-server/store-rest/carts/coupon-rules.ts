/**
 * The store's coupon codes (Magento cart price rules with a specific coupon), from docs/product-decisions.md. They
 * are store configuration that no route changes, so they live here rather than in the data file.
 */
export interface CouponRule {
  readonly code: string;
  /** Magento's simple actions: a percentage of each item, or a fixed amount off the whole cart. */
  readonly action: 'by_percent' | 'cart_fixed';
  /** Percent for `by_percent`, USD for `cart_fixed`. */
  readonly amount: number;
  /** The rule's condition: the subtotal must reach this (USD). */
  readonly minimumSubtotal: number;
  /** Last day the rule runs (store time, UTC), or null for no end. */
  readonly toDate: string | null;
}

export const COUPON_RULES: readonly CouponRule[] = [
  { code: 'WELCOME10', action: 'by_percent', amount: 10, minimumSubtotal: 0, toDate: null },
  { code: 'SAVE100', action: 'cart_fixed', amount: 100, minimumSubtotal: 1000, toDate: null },
  // Exists, but ended before the seeded data's reference date: rejected like an unknown code.
  { code: 'EXPIRED5', action: 'by_percent', amount: 5, minimumSubtotal: 0, toDate: '2025-12-31' },
];

/** The rule of a code. Magento finds coupons without regard to case (MySQL collation) and trims the input. */
export function findCouponRule(code: string): CouponRule | undefined {
  const wanted = code.trim().toUpperCase();
  return COUPON_RULES.find((rule) => rule.code === wanted);
}

/** Whether the rule runs on that day: `toDate` is the last day included. */
export function isRuleRunning(rule: CouponRule, now: Date): boolean {
  return rule.toDate === null || now.toISOString().slice(0, 10) <= rule.toDate;
}
