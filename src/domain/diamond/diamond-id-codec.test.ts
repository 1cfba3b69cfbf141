import { describe, it, expect } from 'vitest';
import { PRODUCT_DETAILS_PATH, decodeDiamondId, encodeDiamondId, productDetailsPath } from './diamond-id-codec';

describe('diamond id in the URL', () => {
  it.each([
    ['123456', 'MTIzNDU2'],
    ['1', 'MQ'],
    ['ab', 'YWI'],
    ['D-2024/07+x', 'RC0yMDI0LzA3K3g'],
    ['??>', 'Pz8-'],
    ['???', 'Pz8_'],
    ['é', 'w6k'],
  ])('%j encodes to %j and back', (id, encoded) => {
    expect(encodeDiamondId(id)).toBe(encoded);
    expect(decodeDiamondId(encoded)).toBe(id);
  });

  it('tolerates padding on the way in', () => {
    expect(decodeDiamondId('MQ==')).toBe('1');
    expect(decodeDiamondId('YWI=')).toBe('ab');
  });

  it.each([
    [''],
    [null],
    [undefined],
    ['%%%'],
    ['abc def'],
    ['MTIz+NDU2'],
    ['M'],
    ['MR'],
    ['_w'],
    ['=='],
  ])('garbage %j decodes to null', (encoded) => {
    expect(decodeDiamondId(encoded)).toBeNull();
  });

  it('gives only URL-safe characters', () => {
    const encoded = encodeDiamondId('~~~???>>>');
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeDiamondId(encoded)).toBe('~~~???>>>');
  });

  it('builds the detail page path', () => {
    expect(PRODUCT_DETAILS_PATH).toBe('/product-details');
    expect(productDetailsPath('123456')).toBe('/product-details/MTIzNDU2');
  });
});
