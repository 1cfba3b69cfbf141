import { describe, it, expect } from 'vitest';
import { COUPON_APPLIED_MESSAGE, canApplyCoupon, couponButtonLabel, isCouponAccepted } from './coupon.rules';

describe('coupon', () => {
  it.each([
    ['WELCOME10', true],
    [' SAVE100 ', true],
    ['', false],
    ['   ', false],
  ])('%j can be applied: %s', (code, expected) => {
    expect(canApplyCoupon(code)).toBe(expected);
  });

  it('says the coupon was applied', () => {
    expect(COUPON_APPLIED_MESSAGE).toBe('The coupon was applied');
  });

  it.each([
    [false, 'Apply'],
    [true, 'Cancel'],
  ])('with a coupon %s the button reads %s', (hasCoupon, label) => {
    expect(couponButtonLabel(hasCoupon)).toBe(label);
  });

  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    [{ message: 'The coupon code isn\'t valid.' }, false],
    [null, false],
  ])('reply %j means accepted: %s', (reply, expected) => {
    expect(isCouponAccepted(reply)).toBe(expected);
  });
});
