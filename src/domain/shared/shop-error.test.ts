import { describe, it, expect } from 'vitest';
import { isShopError, shopError } from './shop-error';

describe('shop errors', () => {
  it('are plain values with a code and a message', () => {
    expect(shopError('CART.ITEM_NOT_ADDED', 'Item was not added to cart')).toEqual({
      code: 'CART.ITEM_NOT_ADDED',
      message: 'Item was not added to cart',
    });
  });

  it.each([
    [{ code: 'A', message: 'b' }, true],
    [{ code: 'A', message: 'b', extra: 1 }, true],
    [{ code: 'A' }, false],
    [{ message: 'b' }, false],
    [{ code: 1, message: 'b' }, false],
    ['A: b', false],
    [null, false],
    [undefined, false],
    [new Error('b'), false],
  ])('isShopError(%j) is %s', (value, expected) => {
    expect(isShopError(value)).toBe(expected);
  });
});
