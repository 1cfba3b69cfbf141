import { describe, it, expect } from 'vitest';
import { BAG_HOLD_NOTICE, EMPTY_BAG_MESSAGE, canPlaceOrder, isEmptyBag } from './bag';
import type { BagItem } from './bag-item';

const line = { sku: '1' } as BagItem;

describe('bag', () => {
  it.each([
    [EMPTY_BAG_MESSAGE, 'You have no items in your bag.'],
    [BAG_HOLD_NOTICE, 'Items will remain in your bag for 24 hours'],
  ])('says %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [null, true],
    [undefined, true],
    [{ items: [] }, true],
    [{ items: [line] }, false],
  ])('%j is empty: %s, and can become an order: the opposite', (cart, empty) => {
    expect(isEmptyBag(cart)).toBe(empty);
    expect(canPlaceOrder(cart)).toBe(!empty);
  });
});
