import { describe, it, expect } from 'vitest';
import { NO_RING_SIZE, VARIANT_CODE_SEPARATOR, ringDesignPart, ringItemCode, ringVariantCode } from './ring-code';

describe('ring item code', () => {
  it.each([
    ['solitaire-classic', 'solitaire', 'fw-solitaire-er'],
    ['halo-rose-gold-pave', 'halo', 'fw-halo-er'],
    ['solitaire', 'solitaire', 'fw-solitaire-er'],
    ['-odd', '', 'fw--er'],
  ])('key %j is design %j with base code %j', (key, part, code) => {
    expect(ringDesignPart(key)).toBe(part);
    expect(ringItemCode(key)).toBe(code);
  });
});

describe('configured variant code', () => {
  it('joins with a dash and writes 0 for no size', () => {
    expect(VARIANT_CODE_SEPARATOR).toBe('-');
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
  ])('%s + %j + %s + %j is %j', (itemCode, color, metal, size, code) => {
    expect(ringVariantCode(itemCode, color, metal, size)).toBe(code);
  });
});
