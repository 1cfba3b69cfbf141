import { describe, it, expect } from 'vitest';
import { DEFAULT_SHAPE, SHAPES, SHAPE_DESCRIPTIONS, isHotShape, isShape, shapeImageUrl, trendScore } from './shapes';

describe('shapes', () => {
  it('sells the ten shapes in alphabetical order, Round by default', () => {
    expect(SHAPES).toEqual(['Asscher', 'Cushion', 'Emerald', 'Heart', 'Marquise', 'Oval', 'Pear', 'Princess', 'Radiant', 'Round']);
    expect(DEFAULT_SHAPE).toBe('Round');
  });

  it.each([
    ['Asscher', 82.06],
    ['Cushion', 92.3],
    ['Emerald', 75.21],
    ['Heart', 89.38],
    ['Marquise', 89.38],
    ['Oval', 89.38],
    ['Pear', 89.38],
    ['Princess', 89.38],
    ['Radiant', 89.38],
    ['Round', 89.38],
  ] as const)('%s trends at %s %%', (shape, score) => {
    expect(trendScore(shape)).toBe(score);
  });

  it.each([
    ['Oval', true],
    ['oval', false],
    ['Triangle', false],
    [3, false],
    [null, false],
  ])('isShape(%j) is %s', (value, expected) => {
    expect(isShape(value)).toBe(expected);
  });
});

describe('shape presentation', () => {
  it('describes every shape', () => {
    for (const shape of SHAPES) expect(SHAPE_DESCRIPTIONS[shape].length).toBeGreaterThan(20);
  });

  it.each(SHAPES.map((shape) => [shape, shape === 'Cushion'] as const))('%s is hot: %s', (shape, hot) => {
    expect(isHotShape(shape)).toBe(hot);
  });

  it.each([
    ['Round', '/media/diamonds/round.svg'],
    ['Princess', '/media/diamonds/princess.svg'],
  ] as const)('draws %s at %s', (shape, url) => {
    expect(shapeImageUrl(shape)).toBe(url);
  });
});
