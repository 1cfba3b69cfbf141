/** Coupon box rules. An empty (or blank) field blocks applying. */
export const canApplyCoupon = (code: string): boolean => code.trim() !== '';

export const COUPON_APPLIED_MESSAGE = 'The coupon was applied';

/** 'Apply' becomes 'Cancel' once a coupon is accepted (or one was already saved on the bag). */
export const couponButtonLabel = (hasCoupon: boolean): 'Apply' | 'Cancel' => (hasCoupon ? 'Cancel' : 'Apply');

/** The platform answers a successful apply with a JSON true; anything else is a refusal. */
export const isCouponAccepted = (reply: unknown): boolean => reply === true || reply === 'true';
