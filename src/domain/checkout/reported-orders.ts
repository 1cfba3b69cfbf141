/**
 * The orders whose purchase this browser has reported to the tag manager, so that each is counted once however often
 * /order-received is reloaded or reopened from the history. The list is bounded: a browser keeps the last
 * `REPORTED_ORDERS_KEPT` order numbers, far more than a shopper reopens receipts of, so the stored list never grows.
 */
export const REPORTED_ORDERS_KEPT = 50;

export const wasReported = (reported: readonly string[], orderNumber: string): boolean => reported.includes(orderNumber);

/** The list with `orderNumber` as its newest entry, the oldest dropped past the bound. */
export const withReported = (reported: readonly string[], orderNumber: string, kept = REPORTED_ORDERS_KEPT): readonly string[] =>
  [...reported.filter((number) => number !== orderNumber), orderNumber].slice(-kept);
