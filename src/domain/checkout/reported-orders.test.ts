import { describe, expect, it } from 'vitest';
import { REPORTED_ORDERS_KEPT, wasReported, withReported } from './reported-orders';

describe('the orders a browser has reported', () => {
  it('knows an order once it is reported', () => {
    const reported = withReported([], '000000007');
    expect(wasReported(reported, '000000007')).toBe(true);
    expect(wasReported(reported, '000000008')).toBe(false);
  });

  it('keeps each order once, the newest last', () => {
    expect(withReported(['000000001', '000000002'], '000000001')).toEqual(['000000002', '000000001']);
  });

  it(`keeps the last ${REPORTED_ORDERS_KEPT} orders, dropping the oldest`, () => {
    let reported: readonly string[] = [];
    for (let order = 1; order <= REPORTED_ORDERS_KEPT + 3; order++) reported = withReported(reported, String(order).padStart(9, '0'));
    expect(reported).toHaveLength(REPORTED_ORDERS_KEPT);
    expect(reported[0]).toBe('000000004');
    expect(reported.at(-1)).toBe(String(REPORTED_ORDERS_KEPT + 3).padStart(9, '0'));
    expect(wasReported(reported, '000000003')).toBe(false);
  });
});
