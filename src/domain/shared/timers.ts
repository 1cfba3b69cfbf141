/** Every duration the shop waits for, in milliseconds unless the name says otherwise. */
const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

export const COUPON_MESSAGE_MS = 3 * SECOND_MS;
export const CONGRATULATIONS_COLLAPSE_MS = 5 * SECOND_MS;
export const RING_ERROR_MS = 2.5 * SECOND_MS;
export const EDUCATION_TAB_ROTATION_MS = 7 * SECOND_MS;
/** The certificate request shows 'Sent!' this long before its card flips to the thanks. */
export const CERTIFICATE_SENT_MS = 1.5 * SECOND_MS;

/** The bag notice promises 24 hours; the congratulations text promises 15 minutes. Both are shop copy, not
 * timers the storefront enforces: the store platform owns cart expiry. */
export const BAG_HOLD_HOURS = 24;
export const BAG_HOLD_MS = BAG_HOLD_HOURS * HOUR_MS;
export const CONGRATULATIONS_HOLD_MINUTES = 15;
export const CONGRATULATIONS_HOLD_MS = CONGRATULATIONS_HOLD_MINUTES * MINUTE_MS;

/** Fetched data counts as fresh for a day and is never evicted from the in-memory cache. */
export const QUERY_FRESH_MS = 86_400_000;
export const QUERY_CACHE_MS = Number.POSITIVE_INFINITY;
