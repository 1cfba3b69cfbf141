import { describe, it, expect } from 'vitest';
import { LEAVE_COMPARISON_PROMPT, LEAVE_SELECTION_PROMPT, SHOP_ERRORS, noRingsInStockError } from './error-catalogue';
import { isShopError } from './shop-error';

describe('error catalogue', () => {
  it.each([
    ['RESULTS_NOT_LOADED', 'DISCOVERY.RESULTS_NOT_LOADED', 'There was an error loading the results'],
    ['DIAMOND_NOT_FOUND', 'DIAMOND.NOT_FOUND', 'Diamond was not found'],
    ['ITEM_NOT_ADDED', 'CART.ITEM_NOT_ADDED', 'Item was not added to cart'],
    ['ORDER_NOT_PLACED', 'CHECKOUT.ORDER_NOT_PLACED', 'Order was not placed'],
    ['SOMETHING_WENT_WRONG', 'GENERAL.SOMETHING_WENT_WRONG', 'Something went wrong. Please try again.'],
    ['RING_UNAVAILABLE', 'CART.RING_UNAVAILABLE', 'This ring is no longer available'],
    ['DIAMOND_UNAVAILABLE', 'CART.DIAMOND_UNAVAILABLE', 'This diamond is no longer available'],
    ['COUPON_INVALID', 'COUPON.INVALID', 'The coupon code is invalid'],
    ['NO_DIAMONDS_PASSED', 'COMPARE.NO_DIAMONDS_PASSED', 'There were no diamonds passed'],
    ['COMPARE_LIMIT', 'COMPARE.LIMIT', 'You can only compare two items at a time.'],
  ] as const)('%s is %s: %j', (name, code, message) => {
    expect(SHOP_ERRORS[name]).toEqual({ code, message });
    expect(isShopError(SHOP_ERRORS[name])).toBe(true);
  });

  it('has one entry per catalogue line and unique codes', () => {
    const codes = Object.values(SHOP_ERRORS).map((error) => error.code);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each([
    ['halo', 'There are no halo rings in stock right now.'],
    ['three stone', 'There are no three stone rings in stock right now.'],
  ])('the empty ring list for %j reads %j', (option, message) => {
    expect(noRingsInStockError(option)).toEqual({ code: 'RING.NONE_IN_STOCK', message });
  });

  it.each([
    [LEAVE_SELECTION_PROMPT, 'Are you sure you want to leave?\nYou might lose your selected diamond'],
    [LEAVE_COMPARISON_PROMPT, 'Are you sure you want to leave your comparison? Your choices will be lost.'],
  ])('prompts with %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
