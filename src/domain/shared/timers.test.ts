import { describe, it, expect } from 'vitest';
import {
  BAG_HOLD_HOURS,
  BAG_HOLD_MS,
  CERTIFICATE_SENT_MS,
  CONGRATULATIONS_COLLAPSE_MS,
  CONGRATULATIONS_HOLD_MINUTES,
  CONGRATULATIONS_HOLD_MS,
  COUPON_MESSAGE_MS,
  EDUCATION_TAB_ROTATION_MS,
  QUERY_CACHE_MS,
  QUERY_FRESH_MS,
  RING_ERROR_MS,
} from './timers';

describe('timers', () => {
  it.each([
    ['coupon message', COUPON_MESSAGE_MS, 3_000],
    ['congratulations collapse', CONGRATULATIONS_COLLAPSE_MS, 5_000],
    ['ring error', RING_ERROR_MS, 2_500],
    ['education tab rotation', EDUCATION_TAB_ROTATION_MS, 7_000],
    ['certificate Sent! before the thanks', CERTIFICATE_SENT_MS, 1_500],
    ['bag hold (hours)', BAG_HOLD_HOURS, 24],
    ['bag hold', BAG_HOLD_MS, 86_400_000],
    ['congratulations hold (minutes)', CONGRATULATIONS_HOLD_MINUTES, 15],
    ['congratulations hold', CONGRATULATIONS_HOLD_MS, 900_000],
    ['query freshness', QUERY_FRESH_MS, 86_400_000],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('never evicts cached queries', () => {
    expect(QUERY_CACHE_MS).toBe(Number.POSITIVE_INFINITY);
  });
});
