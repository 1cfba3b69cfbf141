import { describe, expect, it } from 'vitest';
import { ringBuilderAddress, ringColorLabel, ringColorParam, ringListAddress } from './ring-address';

describe('ring addresses', () => {
  it("a ring builder's address keeps its choices, the color with dashes for spaces", () => {
    expect(ringBuilderAddress('halo-royal')).toBe('/ring-builder/halo-royal');
    expect(ringBuilderAddress('halo-royal', { color: 'Rose Gold', metal: '14K', size: '6.5' })).toBe('/ring-builder/halo-royal?color=Rose-Gold&metal=14K&size=6.5');
    expect(ringBuilderAddress('halo royal', { size: '7', color: null })).toBe('/ring-builder/halo%20royal?size=7');
  });

  it('a color goes into the address and back', () => {
    expect(ringColorParam('Yellow Gold')).toBe('Yellow-Gold');
    expect(ringColorLabel('Yellow-Gold')).toBe('Yellow Gold');
  });

  it("a page of the ring list names its style and, past the first, its page (the list's canonical addresses)", () => {
    expect(ringListAddress(null, 1)).toBe('/ring-detail');
    expect(ringListAddress(null, 2)).toBe('/ring-detail?page=2');
    expect(ringListAddress('bridal set', 3)).toBe('/ring-detail?option=bridal+set&page=3');
  });
});
