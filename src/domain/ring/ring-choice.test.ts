import { describe, expect, it } from 'vitest';
import type { Ring } from './ring';
import { isSizeToBeConfirmed, offeredRingChoice, offeredRingChoiceQuery } from './ring-choice';

/** A design made in White Gold only, in 14K and 18K, sizes 5, 6.5 and the catalogue's "I'm not sure". */
const whiteGoldOnly: Pick<Ring, 'configurableOptions'> = {
  configurableOptions: [
    { id: 1, label: 'Ring Color', code: 'ring_color', values: [{ valueIndex: 2, label: 'White Gold' }] },
    { id: 2, label: 'Metal Type', code: 'ring_metal', values: [{ valueIndex: 4, label: '14K' }, { valueIndex: 8, label: '18K' }] },
    { id: 3, label: 'Ring Size', code: 'ring_size', values: [{ valueIndex: 5, label: '5' }, { valueIndex: 6, label: '6.5' }, { valueIndex: 0, label: '0' }] },
  ],
};

const ask = (color: string | null, metal: string | null, size: string | null) => ({ color, metal, size });

describe('the choice a design can be bought in', () => {
  it('keeps a color, metal and size the design offers, in the catalogue spelling', () => {
    expect(offeredRingChoice(whiteGoldOnly, ask('White-Gold', '18K', '6.5'))).toEqual({ color: 'White Gold', metal: '18K', size: '6.5' });
    expect(offeredRingChoice(whiteGoldOnly, ask('white-gold', '18k', '6.50'))).toEqual({ color: 'White Gold', metal: '18K', size: '6.5' });
  });

  it("falls back to the design's first color and metal for ones it does not offer, and to no size for a size it does not offer", () => {
    expect(offeredRingChoice(whiteGoldOnly, ask('Rose-Gold', '24K', null))).toEqual({ color: 'White Gold', metal: '14K', size: null });
    expect(offeredRingChoice(whiteGoldOnly, ask(null, null, '99'))).toEqual({ color: 'White Gold', metal: '14K', size: null });
    expect(offeredRingChoice(whiteGoldOnly, ask('', 'Platinum', 'abc'))).toEqual({ color: 'White Gold', metal: '14K', size: null });
  });

  it("keeps the catalogue's \"I'm not sure\" size, which a free ring in the bag may have", () => {
    expect(offeredRingChoice(whiteGoldOnly, ask(null, null, '0')).size).toBe('0');
    expect(isSizeToBeConfirmed('0')).toBe(true);
    expect(isSizeToBeConfirmed('6.5')).toBe(false);
    expect(isSizeToBeConfirmed(null)).toBe(false);
  });

  it('writes the address of what the design offers: what it does not offer replaced or left out, what the address leaves out left out', () => {
    expect(offeredRingChoiceQuery(whiteGoldOnly, '?color=Rose-Gold&metal=24K')).toBe('color=White-Gold&metal=14K');
    expect(offeredRingChoiceQuery(whiteGoldOnly, 'color=Rose-Gold&size=99')).toBe('color=White-Gold');
    expect(offeredRingChoiceQuery(whiteGoldOnly, 'metal=18K&size=6.5&color=white-gold')).toBe('metal=18K&size=6.5&color=White-Gold');
    expect(offeredRingChoiceQuery(whiteGoldOnly, '')).toBe('');
    expect(offeredRingChoiceQuery(whiteGoldOnly, 'color=White-Gold&metal=18K&size=6.5')).toBe('color=White-Gold&metal=18K&size=6.5');
  });
});
