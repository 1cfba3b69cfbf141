/** Every duration the shop waits for, in milliseconds unless the name says otherwise. */
const SECOND_MS = 1_000;

export const COUPON_MESSAGE_MS = 3 * SECOND_MS;
export const CONGRATULATIONS_COLLAPSE_MS = 5 * SECOND_MS;
export const RING_ERROR_MS = 2.5 * SECOND_MS;
export const EDUCATION_TAB_ROTATION_MS = 7 * SECOND_MS;
/** The certificate request shows 'Sent!' this long before its card flips to the thanks. */
export const CERTIFICATE_SENT_MS = 1.5 * SECOND_MS;

/** The bag notice promises 24 hours; the congratulations text promises 15 minutes. Both are shop copy, not
 * timers the storefront enforces: the store platform owns cart expiry. */
export const BAG_HOLD_HOURS = 24;
export const CONGRATULATIONS_HOLD_MINUTES = 15;

/** Fetched data counts as fresh for a day. */
export const QUERY_FRESH_MS = 86_400_000;
