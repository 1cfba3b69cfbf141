import { describe, it, expect } from 'vitest';
import { BAG_HOLD_NOTICE, EMPTY_BAG_MESSAGE } from './bag';

describe('bag', () => {
  it.each([
    [EMPTY_BAG_MESSAGE, 'You have no items in your bag.'],
    [BAG_HOLD_NOTICE, 'Items will remain in your bag for 24 hours'],
  ])('says %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
