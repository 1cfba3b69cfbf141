import { describe, it, expect } from 'vitest';
import { RECENT_ORDERS_WINDOW_MONTHS, isRecentOrder, monthsBefore, recentOrders, recentOrdersSince, noRecentOrdersText } from './recent-orders';

const at = (iso: string) => new Date(iso);

describe('one month before now', () => {
  it('looks back one month', () => {
    expect(RECENT_ORDERS_WINDOW_MONTHS).toBe(1);
  });

  it.each([
    ['2024-05-15T10:20:30.400Z', '2024-04-15T10:20:30.400Z'],
    ['2024-03-31T08:00:00.000Z', '2024-02-29T08:00:00.000Z'],
    ['2023-03-31T08:00:00.000Z', '2023-02-28T08:00:00.000Z'],
    ['2024-03-30T00:00:00.000Z', '2024-02-29T00:00:00.000Z'],
    ['2024-03-29T00:00:00.000Z', '2024-02-29T00:00:00.000Z'],
    ['2024-03-28T00:00:00.000Z', '2024-02-28T00:00:00.000Z'],
    ['2024-05-31T12:00:00.000Z', '2024-04-30T12:00:00.000Z'],
    ['2024-01-15T00:00:00.000Z', '2023-12-15T00:00:00.000Z'],
    ['2024-01-31T23:59:59.999Z', '2023-12-31T23:59:59.999Z'],
    ['2024-02-29T00:00:00.000Z', '2024-01-29T00:00:00.000Z'],
  ])('before %s is %s', (now, since) => {
    expect(recentOrdersSince(at(now)).toISOString()).toBe(since);
  });

  it.each([
    [3, '2024-05-31T00:00:00.000Z', '2024-02-29T00:00:00.000Z'],
    [12, '2024-02-29T00:00:00.000Z', '2023-02-28T00:00:00.000Z'],
    [0, '2024-02-29T00:00:00.000Z', '2024-02-29T00:00:00.000Z'],
  ])('%i months before %s is %s', (months, now, since) => {
    expect(monthsBefore(at(now), months).toISOString()).toBe(since);
  });

  it('does not change the date it is given', () => {
    const now = at('2024-03-31T08:00:00.000Z');
    recentOrdersSince(now);
    expect(now.toISOString()).toBe('2024-03-31T08:00:00.000Z');
  });
});

describe('recent orders', () => {
  const now = at('2024-03-31T12:00:00.000Z');

  it.each([
    ['2024-03-31 11:00:00', true],
    ['2024-03-01 00:00:00', true],
    ['2024-02-29 12:00:01', true],
    ['2024-02-29 12:00:00', false],
    ['2024-02-28 23:00:00', false],
    ['2023-03-31 12:00:00', false],
    ['not a date', false],
  ])('an order created %j is recent: %s', (createdAt, recent) => {
    expect(isRecentOrder({ createdAt }, now)).toBe(recent);
  });

  it('keeps only the recent ones, in their order', () => {
    const orders = [
      { number: '000000003', createdAt: '2024-03-30 09:00:00' },
      { number: '000000002', createdAt: '2024-01-10 09:00:00' },
      { number: '000000001', createdAt: '2024-03-02 09:00:00' },
    ];
    expect(recentOrders(orders, now).map((order) => order.number)).toEqual(['000000003', '000000001']);
    expect(recentOrders([], now)).toEqual([]);
  });
});

describe('an empty recent orders list', () => {
  it('says there are no orders yet to a customer who never ordered', () => {
    expect(noRecentOrdersText(0)).toBe('No orders yet.');
  });

  it('says there are none in the last month when the history holds older ones', () => {
    expect(noRecentOrdersText(1)).toBe('No orders in the last month.');
  });
});
