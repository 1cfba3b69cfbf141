import { describe, it, expect } from 'vitest';
import {
  RING_ATTRIBUTE_CODES,
  classifyBagItem,
  customAttribute,
  dropRingItems,
  isRingItem,
  ringItems,
  ringsRemovedWith,
  type BagItem,
} from './bag-item';

const attrs = (...codes: string[]) => codes.map((code) => ({ code, value: 'x' }));

describe('cart item classification', () => {
  it('knows the ring attributes', () => {
    expect(RING_ATTRIBUTE_CODES).toEqual(['ring_color', 'ring_size', 'ring_metal']);
  });

  it.each([
    // A builder variant's code does not contain 'ring': such a line is a ring only through its ring_* attributes.
    ['fw-solitaire-er-Rose Gold-14K-6', undefined, false],
    ['fw-solitaire-er-Rose Gold-14K-6', attrs('ring_color', 'ring_metal', 'ring_size'), true],
    ['free-ring', undefined, true],
    ['SOLITAIRE-RING', undefined, true],
    ['Ring', [], true],
    ['fw-halo-er', attrs('ring_color'), true],
    ['fw-halo-er', attrs('ring_size'), true],
    ['fw-halo-er', attrs('ring_metal'), true],
    ['fw-halo-er', attrs('engraving', 'ring_metal'), true],
    ['123456', undefined, false],
    ['123456', [], false],
    ['123456', attrs('engraving'), false],
    ['fw-halo-er', attrs('ringcolor'), false],
  ])('sku %j with attributes %j is a ring: %s', (sku, attributes, ring) => {
    const item = { sku, attributes };
    expect(isRingItem(item)).toBe(ring);
    expect(classifyBagItem(item)).toEqual(ring ? { kind: 'ring' } : { kind: 'diamond', diamondId: sku });
  });

  const diamond = { sku: '111' };
  const otherDiamond = { sku: '222', attributes: attrs('engraving') };
  const skuRing = { sku: 'free-ring' };
  const attributeRing = { sku: 'fw-halo-er', attributes: attrs('ring_size') };

  it.each([
    [[], [], []],
    [[diamond], [diamond], []],
    [[skuRing, diamond, attributeRing, otherDiamond], [diamond, otherDiamond], [skuRing, attributeRing]],
    [[skuRing, attributeRing], [], [skuRing, attributeRing]],
  ])('splits %j into diamonds %j and rings %j', (items, diamonds, rings) => {
    expect(dropRingItems(items)).toEqual(diamonds);
    expect(ringItems(items)).toEqual(rings);
  });

  it.each<[Pick<BagItem, 'attributes'>, string, string | undefined]>([
    [{ attributes: [{ code: 'ring_size', value: '6.5' }] }, 'ring_size', '6.5'],
    [{ attributes: [{ code: 'ring_size', value: '6.5' }] }, 'ring_color', undefined],
    [{}, 'ring_size', undefined],
  ])('reads attribute %#', (item, code, value) => {
    expect(customAttribute(item, code)).toBe(value);
  });
});

describe('what leaves the bag with a line', () => {
  const diamond = (lineId: number) => ({ sku: `D${lineId}`, lineId });
  const ringLine = (lineId: number) => ({ sku: `fw-solitaire-er-White Gold-14K-${lineId}`, lineId, attributes: attrs('ring_color') });

  it("takes the rings with the bag's last diamond", () => {
    expect(ringsRemovedWith([diamond(1), ringLine(2)], 1)).toEqual([ringLine(2)]);
    expect(ringsRemovedWith([diamond(1), ringLine(2), ringLine(3)], 1)).toEqual([ringLine(2), ringLine(3)]);
  });

  it('takes nothing else with a diamond that leaves another, with a ring, or with a bag without rings', () => {
    expect(ringsRemovedWith([diamond(1), diamond(4), ringLine(2)], 1)).toEqual([]);
    expect(ringsRemovedWith([diamond(1), ringLine(2)], 2)).toEqual([]);
    expect(ringsRemovedWith([diamond(1)], 1)).toEqual([]);
    expect(ringsRemovedWith([diamond(1), ringLine(2)], 99)).toEqual([]);
  });
});
