import { describe, it, expect } from 'vitest';
import { REQUIRED_MESSAGE, blankFields, isBlank, requiredError, requiredFieldErrors, toFieldErrors } from './required-fields';

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
    [{ a: 'x', b: 'y' }, [], null],
    [{ a: '', b: 'y' }, ['a'], { a: 'Required' }],
    [{ a: ' ', b: undefined }, ['a', 'b'], { a: 'Required', b: 'Required' }],
    [{}, ['a', 'b'], { a: 'Required', b: 'Required' }],
  ])('requiredFieldErrors(%j) names %j', (values, blanks, errors) => {
    const required = ['a', 'b'] as const;
    expect(blankFields<'a' | 'b'>(values, required)).toEqual(blanks);
    expect(requiredFieldErrors<'a' | 'b'>(values, required)).toEqual(errors);
  });

  it('only checks the fields it is told are required', () => {
    expect(requiredFieldErrors<'a' | 'b'>({ a: '', b: '' }, ['b'])).toEqual({ b: 'Required' });
  });

  it('can use another message', () => {
    expect(requiredFieldErrors<'a'>({ a: '' }, ['a'], 'Please fill in')).toEqual({ a: 'Please fill in' });
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
