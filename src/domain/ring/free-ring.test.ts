import { describe, expect, it } from 'vitest';
import { decideFreeRing, freeRingSku } from './free-ring';
import { designVariantCode } from './ring-code';

describe('the free ring of the bag', () => {
  it('is the free ring product in the chosen colour, gold and size', () => {
    expect(freeRingSku({ color: 'yellow', metal: '18K', size: '6.5' })).toBe('fw-freering-er-Yellow Gold-18K-6.5');
    expect(freeRingSku({ color: 'rose gold', metal: 'Platinum', size: '5' })).toBe('fw-freering-er-Rose Gold-Platinum-5');
  });

  it('is left out without a colour, needs a size with one, and is that ring with both', () => {
    expect(decideFreeRing(null, '14K', null)).toEqual({ ring: null });
    expect(decideFreeRing('white', '14K', null)).toEqual({ sizeError: 'Required' });
    expect(decideFreeRing('white', '14K', ' ')).toEqual({ sizeError: 'Required' });
    expect(decideFreeRing('white', '14K', '5')).toEqual({ ring: { color: 'white', metal: '14K', size: '5' } });
  });
});

describe('the ring builder variant of a design', () => {
  it('is the design item code with the colour (dashes back to spaces), metal and size, 0 without a size', () => {
    expect(designVariantCode('solitaire-classic', 'White-Gold', '14K', '6.5')).toBe('fw-solitaire-er-White Gold-14K-6.5');
    expect(designVariantCode('halo-royal', 'Rose Gold', '18K', null)).toBe('fw-halo-er-Rose Gold-18K-0');
  });
});
