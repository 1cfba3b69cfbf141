import { describe, it, expect } from 'vitest';
import {
  BAG_HOLD_HOURS,
  CERTIFICATE_SENT_MS,
  CONGRATULATIONS_COLLAPSE_MS,
  CONGRATULATIONS_HOLD_MINUTES,
  COUPON_MESSAGE_MS,
  EDUCATION_TAB_ROTATION_MS,
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
    ['congratulations hold (minutes)', CONGRATULATIONS_HOLD_MINUTES, 15],
    ['query freshness', QUERY_FRESH_MS, 86_400_000],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
