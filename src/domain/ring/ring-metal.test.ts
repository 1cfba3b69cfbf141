import { describe, it, expect } from 'vitest';
import { BAG_RING_COLORS, BAG_RING_METALS, FREE_RING_OFFER, freeRingColorName, toggleBagRingColor } from './ring-metal';

describe('ring metals and colours', () => {
  it.each([
    ['bag metals', BAG_RING_METALS, ['14K', '18K', 'Platinum']],
    ['bag colours', BAG_RING_COLORS, ['white', 'yellow', 'rose gold']],
  ])('the %s are %j', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('offers a free 14k solitaire gold ring worth $300', () => {
    expect(FREE_RING_OFFER).toEqual({ description: '14k solitaire gold ring', value: 300, valueLabel: '$300 value' });
  });

  it.each([
    [null, 'white', 'white'],
    ['white', 'yellow', 'yellow'],
    ['white', 'white', null],
    ['rose gold', 'rose gold', null],
  ] as const)('with %j chosen, clicking %j leaves %j', (current, clicked, next) => {
    expect(toggleBagRingColor(current, clicked)).toBe(next);
  });
});

describe('free ring colours', () => {
  it.each([
    ['white', 'White Gold'],
    ['yellow', 'Yellow Gold'],
    ['rose gold', 'Rose Gold'],
  ] as const)('%s is %s in the catalogue', (color, name) => {
    expect(freeRingColorName(color)).toBe(name);
  });
});
