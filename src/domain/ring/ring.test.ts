import { describe, it, expect } from 'vitest';
import { NO_RING_DESCRIPTION, SELECT_DIAMOND_PROMPT, configurableOption, optionHeading } from './ring';

describe('ring builder text', () => {
  it.each([
    [{ label: 'Metal', code: 'ring_metal' }, 'Select Metal'],
    [{ label: '', code: 'ring_metal' }, 'Select Metal Type'],
    [{ label: '  ', code: 'ring_color' }, 'Select Ring Color'],
    [{ label: 'Colour', code: 'ring_color' }, 'Select Colour'],
    [{ label: '', code: 'ring_size' }, 'Select ring_size'],
  ])('%j is headed %j', (option, heading) => {
    expect(optionHeading(option)).toBe(heading);
  });

  it.each([
    [NO_RING_DESCRIPTION, 'There is no description for this ring'],
    [SELECT_DIAMOND_PROMPT, 'Please select a diamond'],
  ])('says %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('finds an option by attribute code', () => {
    const metal = { id: 1, label: 'Metal', code: 'ring_metal', values: [] };
    const color = { id: 2, label: 'Color', code: 'ring_color', values: [{ valueIndex: 9, label: 'Rose Gold' }] };
    const ring = { configurableOptions: [metal, color] };
    expect(configurableOption(ring, 'ring_color')).toBe(color);
    expect(configurableOption(ring, 'ring_metal')).toBe(metal);
    expect(configurableOption(ring, 'ring_size')).toBeUndefined();
  });
});
