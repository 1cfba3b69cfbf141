import { describe, expect, it } from 'vitest';
import { NO_RING_SIZE, ringDesignPart, ringItemCode, ringVariantCode, ringVariantName, splitRingName } from './ring-skus';

describe('ring skus as the store builds them', () => {
  it.each([
    ['solitaire-classic', 'solitaire', 'fw-solitaire-er'],
    ['halo-rose-gold-pave', 'halo', 'fw-halo-er'],
    ['solitaire', 'solitaire', 'fw-solitaire-er'],
    ['-odd', '', 'fw--er'],
  ])('url key %j is design %j with sku %j', (key, part, code) => {
    expect(ringDesignPart(key)).toBe(part);
    expect(ringItemCode(key)).toBe(code);
  });

  it('writes 0 for no size', () => {
    expect(NO_RING_SIZE).toBe('0');
  });

  it.each([
    ['fw-solitaire-er', 'Rose-Gold', '14K', '6.5', 'fw-solitaire-er-Rose Gold-14K-6.5'],
    ['fw-solitaire-er', 'Rose Gold', '14K', '6.5', 'fw-solitaire-er-Rose Gold-14K-6.5'],
    ['fw-halo-er', 'White-Gold', '14K', 7, 'fw-halo-er-White Gold-14K-7'],
    ['fw-halo-er', 'Yellow-Gold', '14K', 0, 'fw-halo-er-Yellow Gold-14K-0'],
    ['fw-halo-er', 'White Gold', '14K', null, 'fw-halo-er-White Gold-14K-0'],
    ['fw-halo-er', 'White Gold', '14K', undefined, 'fw-halo-er-White Gold-14K-0'],
    ['fw-halo-er', 'White Gold', '14K', ' ', 'fw-halo-er-White Gold-14K-0'],
    ['fw-halo-er', 'White Gold', '14K', ' 5.25 ', 'fw-halo-er-White Gold-14K-5.25'],
  ])('variant of %s in %j, %s, size %j is %j', (itemCode, color, metal, size, code) => {
    expect(ringVariantCode(itemCode, color, metal, size)).toBe(code);
  });
});

describe('ring variant names', () => {
  it('joins the design name, colour, metal and size with dashes', () => {
    expect(ringVariantName('Classic Solitaire Ring', 'Rose Gold', '14K', '6.5')).toBe('Classic Solitaire Ring-Rose Gold-14K-6.5');
  });

  it.each([
    ['Solitaire-Rose Gold-14K-6.5', { name: 'Solitaire', color: 'Rose Gold', metal: '14K', size: '6.5' }],
    ['Three-Stone-White Gold-14K-7', { name: 'Three-Stone', color: 'White Gold', metal: '14K', size: '7' }],
    ['Halo - Yellow Gold - 14K - 0', { name: 'Halo', color: 'Yellow Gold', metal: '14K', size: '0' }],
    ['Halo-Yellow Gold-14K', { name: 'Halo', color: 'Yellow Gold', metal: '14K' }],
    ['Halo-Yellow Gold', { name: 'Halo', color: 'Yellow Gold' }],
    ['Halo', { name: 'Halo' }],
    ['', { name: '' }],
  ])('%j splits into %j', (fullName, parts) => {
    expect(splitRingName(fullName)).toEqual(parts);
  });
});
