import { parseOrderDate, type Order } from './order';

export const RECENT_ORDERS_WINDOW_MONTHS = 1;

/** The same moment one calendar month earlier, in UTC. A day the earlier month lacks is clamped to that month's
 * last day (31 March → 29 February in a leap year, 28 otherwise; 31 May → 30 April) instead of spilling into the
 * next month the way Date.setMonth does. */
export const monthsBefore = (now: Date, months: number): Date => {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
};

export const recentOrdersSince = (now: Date): Date => monthsBefore(now, RECENT_ORDERS_WINDOW_MONTHS);

/** Recent means created strictly after the date one month before now. An order whose date cannot be read is not
 * counted as recent. */
export const isRecentOrder = (order: Pick<Order, 'createdAt'>, now: Date): boolean => {
  const created = parseOrderDate(order.createdAt);
  return created !== null && created.getTime() > recentOrdersSince(now).getTime();
};

export const recentOrders = <T extends Pick<Order, 'createdAt'>>(orders: readonly T[], now: Date): T[] =>
  orders.filter((order) => isRecentOrder(order, now));

/** What an empty order history says. */
export const NO_ORDERS_TEXT = 'No orders yet.';

/** What the recent orders say when the last month holds none: a customer who ordered before is told there are
 * none in the last month, not that there are none at all. */
export const noRecentOrdersText = (historyCount: number): string =>
  historyCount === 0 ? NO_ORDERS_TEXT : 'No orders in the last month.';
