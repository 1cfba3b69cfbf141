import { describe, it, expect } from 'vitest';
import { REQUIRED_MESSAGE, isBlank, requiredError, toFieldErrors } from './required-fields';

describe('required fields', () => {
  it('says Required', () => {
    expect(REQUIRED_MESSAGE).toBe('Required');
  });

  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    ['\t\n', true],
    [Number.NaN, true],
    ['a', false],
    [' a ', false],
    [0, false],
    [42, false],
    [false, false],
  ])('isBlank(%j) is %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
    expect(requiredError(value)).toBe(blank ? 'Required' : null);
  });

  it.each([
    [[], null],
    [[['a', null]], null],
    [[['a', '']], null],
    [[['a', 'first'], ['a', 'second']], { a: 'first' }],
    [[['a', null], ['b', 'bad'], ['c', undefined]], { b: 'bad' }],
  ] as const)('toFieldErrors(%j) is %j', (entries, errors) => {
    expect(toFieldErrors<string>(entries)).toEqual(errors);
  });
});
