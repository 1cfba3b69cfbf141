import { describe, it, expect } from 'vitest';
import { COMPARE_LIMIT, canCompare, comparisonPair, toggleCompare, toggleCompareDroppingOldest } from './compare';

const LIMIT_ERROR = { code: 'COMPARE.LIMIT', message: 'You can only compare two items at a time.' };
const NONE_PASSED = { code: 'COMPARE.NO_DIAMONDS_PASSED', message: 'There were no diamonds passed' };

describe('compare', () => {
  it('compares two', () => {
    expect(COMPARE_LIMIT).toBe(2);
  });

  it.each([
    [[], 'a', ['a']],
    [['a'], 'b', ['a', 'b']],
    [['a'], 'a', []],
    [['a', 'b'], 'a', ['b']],
    [['a', 'b'], 'b', ['a']],
    [['a', 'b'], 'c', LIMIT_ERROR],
  ])('on the recommendations page, toggling %j with %j gives %j', (list, id, result) => {
    expect(toggleCompare(list, id)).toEqual(result);
  });

  it('leaves the list it was given untouched', () => {
    const list = ['a'];
    toggleCompare(list, 'b');
    toggleCompareDroppingOldest(list, 'b');
    expect(list).toEqual(['a']);
  });

  it.each([
    [[], 'a', ['a']],
    [['a'], 'b', ['a', 'b']],
    [['a', 'b'], 'c', ['b', 'c']],
    [['a', 'b'], 'a', ['b']],
    [['b', 'c'], 'c', ['b']],
    [['a'], 'a', []],
  ])('on the detail page, toggling %j with %j gives %j', (list, id, result) => {
    expect(toggleCompareDroppingOldest(list, id)).toEqual(result);
  });

  it.each([
    [[], false],
    [['a'], false],
    [['a', 'b'], true],
    [['a', 'b', 'c'], false],
  ])('canCompare(%j) is %s', (list, expected) => {
    expect(canCompare(list)).toBe(expected);
  });

  it.each([
    [['a', 'b'], ['a', 'b']],
    [['a'], NONE_PASSED],
    [[], NONE_PASSED],
    [['a', 'b', 'c'], NONE_PASSED],
    [['a', 'a'], NONE_PASSED],
    [['a', ''], NONE_PASSED],
    [['a', null], NONE_PASSED],
    [null, NONE_PASSED],
    [undefined, NONE_PASSED],
  ])('comparing %j gives %j', (list, result) => {
    expect(comparisonPair(list)).toEqual(result);
  });
});
