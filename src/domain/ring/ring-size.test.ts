import { describe, it, expect } from 'vitest';
import {
  NOT_SURE_SIZE,
  RING_SIZE_MAX,
  RING_SIZE_MIN,
  RING_SIZE_OPTIONS,
  RING_SIZE_REQUIRED_MESSAGE,
  RING_SIZE_STEP,
  ringSizeError,
  ringSizeRange,
  visibleRingSizes,
} from './ring-size';

describe('ring size list', () => {
  it.each([
    ['minimum', RING_SIZE_MIN, 3],
    ['maximum', RING_SIZE_MAX, 12],
    ['step', RING_SIZE_STEP, 0.25],
  ])('the %s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("starts with I'm not sure (0) and then 3 to 12 in quarters", () => {
    expect(RING_SIZE_OPTIONS[0]).toEqual({ value: 0, label: "I'm not sure" });
    expect(NOT_SURE_SIZE).toEqual({ value: 0, label: "I'm not sure" });
    expect(RING_SIZE_OPTIONS).toHaveLength(38);
    expect(RING_SIZE_OPTIONS.slice(1, 6)).toEqual([
      { value: 3, label: '3' },
      { value: 3.25, label: '3.25' },
      { value: 3.5, label: '3.5' },
      { value: 3.75, label: '3.75' },
      { value: 4, label: '4' },
    ]);
    expect(RING_SIZE_OPTIONS.at(-1)).toEqual({ value: 12, label: '12' });
  });

  it('steps by exactly a quarter everywhere', () => {
    const values = RING_SIZE_OPTIONS.slice(1).map((option) => option.value);
    values.slice(1).forEach((value, index) => expect(value - (values[index] ?? 0)).toBe(0.25));
  });
});

describe('catalogue sizes', () => {
  it.each([
    [[{ label: '0' }, { label: '5' }, { label: '6' }], [{ label: '5' }, { label: '6' }]],
    [[{ label: ' 0 ' }, { label: '10' }], [{ label: '10' }]],
    [[{ label: '0.5' }], [{ label: '0.5' }]],
    [[], []],
  ])('hides sizes labelled 0 in %j', (sizes, visible) => {
    expect(visibleRingSizes(sizes)).toEqual(visible);
  });

  it.each([
    [['4', '5', '6', '7'], { from: '4', to: '6' }],
    [['4', '5'], { from: '4', to: '4' }],
    [['4'], null],
    [[], null],
  ])('the size range of %j is %j', (sizes, range) => {
    expect(ringSizeRange(sizes)).toEqual(range);
  });

  it.each([
    [undefined, 'Required'],
    [null, 'Required'],
    ['', 'Required'],
    ['  ', 'Required'],
    ['6.5', null],
    [0, null],
    [7, null],
  ])('size %j gives %j before adding', (size, error) => {
    expect(ringSizeError(size)).toBe(error);
    expect(RING_SIZE_REQUIRED_MESSAGE).toBe('Required');
  });
});
