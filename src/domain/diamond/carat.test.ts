import { describe, it, expect } from 'vitest';
import { CARAT_STEP, MIN_CARAT, SIZE_FLOW_START, canDecreaseCarat, canIncreaseCarat, decreaseCarat, displayCarat, increaseCarat, stoneCarat } from './carat';

describe('carat constants', () => {
  it.each([
    ['step', CARAT_STEP, 0.25],
    ['minimum', MIN_CARAT, 0.25],
    ['size flow start', SIZE_FLOW_START, 0.75],
  ])('the %s is %s ct', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('plus and minus', () => {
  it.each([
    [0.25, 0.5],
    [0.75, 1],
    [1, 1.25],
    [1.1, 1.35],
    [0.32, 0.57],
    [0.16, 0.41],
    [4.75, 5],
  ])('plus from %s ct gives %s ct', (carat, next) => {
    expect(increaseCarat(carat)).toBe(next);
  });

  it.each([
    [1.25, 1],
    [1, 0.75],
    [0.5, 0.25],
    [0.7, 0.45],
    [0.3, 0.25],
    [0.25, 0.25],
    [0.2, 0.2],
    [0, 0],
  ])('minus from %s ct gives %s ct', (carat, next) => {
    expect(decreaseCarat(carat)).toBe(next);
  });

  it.each([
    [0.25, false],
    [0.1, false],
    [0.26, true],
    [0.75, true],
  ])('at %s ct minus can act: %s', (carat, expected) => {
    expect(canDecreaseCarat(carat)).toBe(expected);
  });

  it('does not drift over repeated steps', () => {
    expect(increaseCarat(increaseCarat(SIZE_FLOW_START))).toBe(1.25);
    let carat = SIZE_FLOW_START;
    for (let i = 0; i < 37; i += 1) carat = increaseCarat(carat);
    expect(carat).toBe(10);
    for (let i = 0; i < 100; i += 1) carat = decreaseCarat(carat);
    expect(carat).toBe(MIN_CARAT);
  });
});

describe('displayCarat', () => {
  it.each([
    [1, '1'],
    [12, '12'],
    [0.25, '0.25'],
    [0.5, '0.5'],
    [0.75, '0.75'],
    [1.25, '1.25'],
    [10.5, '10.5'],
    [12.25, '12.25'],
    [1.3, '1.3'],
    [0.9, '0.9'],
    [1.33, '1.3'],
    [1.01, '1.0'],
    [0.91, '0.9'],
    [1.375, '1.37'],
    [2.125, '2.12'],
    [10.3, '10.3'],
    [10.33, '10.3'],
    [10.125, '10.12'],
  ])('%s ct shows as %j', (carat, shown) => {
    expect(displayCarat(carat)).toBe(shown);
  });
});

describe('stoneCarat', () => {
  it.each([
    [0.91, '0.91'],
    [1.5, '1.50'],
    [1.525, '1.52'],
    [2, '2.00'],
    [Number.NaN, ''],
  ])('%s ct reads %s', (size, text) => {
    expect(stoneCarat(size)).toBe(text);
  });
});

describe('plus stops at the largest size the inventory offers', () => {
  it.each([
    // The next step must start at or below the heaviest stone: its window then still holds that stone.
    [3, 3.19, false],
    [2.75, 3.19, true],
    [4.75, 5, true],
    [5, 5, false],
    [4.75, 4.99, false],
    [0.75, 0.99, false],
    [0.75, 1, true],
  ])('from %s ct with the heaviest stone at %s ct, plus is allowed: %s', (carat, largest, allowed) => {
    expect(canIncreaseCarat(carat, largest)).toBe(allowed);
  });

  it('stays open while the largest size is unknown', () => {
    expect(canIncreaseCarat(10, null)).toBe(true);
  });
});
