import { describe, expect, it } from 'vitest';
import { CARD_FRAME_LOOK, withShopLook } from './card-frame-look';

describe('the card frame in the shop\'s look', () => {
  it('adds the font, its file, the accent and the radius to the hosted fields\' address, keeping what it had', () => {
    const url = new URL(withShopLook('https://payments.test/hosted-fields?parentOrigin=http%3A%2F%2Fshop.test'));
    expect(url.origin + url.pathname).toBe('https://payments.test/hosted-fields');
    expect(url.searchParams.get('parentOrigin')).toBe('http://shop.test');
    expect(url.searchParams.get('font')).toBe('Cormorant Garamond');
    expect(url.searchParams.get('fontPath')).toBe(CARD_FRAME_LOOK.fontPath);
    expect(url.searchParams.get('accent')).toBe('#295f99');
    expect(url.searchParams.get('radius')).toBe('8');
  });
});
