import { describe, expect, it } from 'vitest';
import { diamondLineText, orderLineTitle, ringLineParts, ringLineText, ringSizeText } from './bag-line-text';

const ring = (name: string, attributes: Record<string, string> = {}) => ({ name, attributes: Object.entries(attributes).map(([code, value]) => ({ code, value })) });

describe('a bag line as a jeweller writes it', () => {
  it("writes a ring's design, color, metal and size from the choices the line holds", () => {
    expect(ringLineText(ring('Classic Solitaire Ring-White Gold-18K-6.5', { ring_color: 'White Gold', ring_metal: '18K', ring_size: '6.5' }))).toEqual({
      title: 'Classic Solitaire Ring · White Gold · 18K · size 6.5',
      details: [],
    });
  });

  it("writes the catalogue's size 0 as a size to be confirmed", () => {
    expect(ringSizeText('0')).toBe('size to be confirmed');
    expect(ringLineText(ring('Free Solitaire Ring-Yellow Gold-14K-0', { ring_color: 'Yellow Gold', ring_metal: '14K', ring_size: '0' })).title).toBe('Free Solitaire Ring · Yellow Gold · 14K · size to be confirmed');
  });

  it("reads the choices from the variant's name where the line lacks them, keeping a dash of the design's name", () => {
    expect(ringLineParts(ring('Three-Stone Ring-Rose Gold-14K-7'))).toEqual({ name: 'Three-Stone Ring', color: 'Rose Gold', metal: '14K', size: '7' });
    expect(ringLineText(ring('Royal Halo Ring-Rose Gold-14K-5.25', { ring_size: '5.25' })).title).toBe('Royal Halo Ring · Rose Gold · 14K · size 5.25');
    expect(ringLineText(ring('Free Solitaire Ring', { ring_color: 'White Gold' })).title).toBe('Free Solitaire Ring · White Gold');
  });

  it("writes a stone's weight, shape, grades and grading report from the recommendation service's record", () => {
    expect(diamondLineText({ name: '1.01 ct Round G VS1 Excellent diamond' }, { size: 1.01, shape: 'Round', color: 'G', clarity: 'VS1', cut: 'Excellent', certificateNumber: '2141438171' })).toEqual({
      title: '1.01 ct Round diamond',
      details: ['G color', 'VS1 clarity', 'Excellent cut', 'GIA report 2141438171'],
    });
    expect(diamondLineText({ name: 'x' }, { size: 0.5, shape: 'Oval', color: 'E', clarity: 'VVS2', cut: 'Very Good', certificateNumber: ' ' }).details).toEqual(['E color', 'VVS2 clarity', 'Very Good cut']);
  });

  it("keeps the store's name of a stone the service no longer has", () => {
    expect(diamondLineText({ name: '1.01 ct Round G VS1 Excellent diamond' }, null)).toEqual({ title: '1.01 ct Round G VS1 Excellent diamond', details: [] });
  });

  it('writes a ring of a placed order from its variant name, and anything else as the store named it', () => {
    expect(orderLineTitle({ sku: 'fw-solitaire-er-White Gold-18K-6.5', name: 'Classic Solitaire Ring-White Gold-18K-6.5' })).toBe('Classic Solitaire Ring · White Gold · 18K · size 6.5');
    expect(orderLineTitle({ sku: '100000001', name: '1.01 ct Round G VS1 Excellent diamond' })).toBe('1.01 ct Round G VS1 Excellent diamond');
  });
});
