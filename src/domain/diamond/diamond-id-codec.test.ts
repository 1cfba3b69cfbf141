import { describe, it, expect } from 'vitest';
import { PRODUCT_DETAILS_PATH, decodeDiamondId, encodeDiamondId, productDetailsPath, requestedDiamondId } from './diamond-id-codec';

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

  it("carries a pick's label in the detail page's address", () => {
    expect(productDetailsPath('123456', 'finest')).toBe('/product-details/MTIzNDU2?pick=finest');
    expect(productDetailsPath('123456', 'best deal')).toBe('/product-details/MTIzNDU2?pick=best-deal');
    expect(productDetailsPath('123456', null)).toBe('/product-details/MTIzNDU2');
  });
});

describe('the stone a details address asks for', () => {
  const stored = () => 'stored-stone';

  it('falls back to another stone only when the address carries no id', () => {
    expect(requestedDiamondId(undefined, stored)).toBe('stored-stone');
    expect(requestedDiamondId('', stored)).toBe('stored-stone');
  });

  it('is the decoded id when there is one', () => {
    expect(requestedDiamondId(encodeDiamondId('A-1'), stored)).toBe('A-1');
  });

  it('is none for an id that cannot be decoded, whatever is stored', () => {
    expect(requestedDiamondId('!!bad', stored)).toBeNull();
    expect(requestedDiamondId('MQ', stored)).toBe('1');
    expect(requestedDiamondId('MR', stored)).toBeNull();
  });
});
