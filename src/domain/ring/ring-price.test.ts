import { describe, expect, it } from 'vitest';
import type { ConfigurableOption, RingVariantOffer } from './ring';
import { ringPrice, ringPriceLabel } from './ring-price';

const OPTIONS: ConfigurableOption[] = [
  { id: 1, label: 'Ring Color', code: 'ring_color', values: [{ valueIndex: 11, label: 'Rose Gold' }, { valueIndex: 12, label: 'White Gold' }] },
  { id: 2, label: 'Metal Type', code: 'ring_metal', values: [{ valueIndex: 21, label: '14K' }, { valueIndex: 22, label: '18K' }] },
  { id: 3, label: 'Ring Size', code: 'ring_size', values: [{ valueIndex: 31, label: '5' }, { valueIndex: 32, label: '6.5' }] },
];
const LABELS: Record<number, string> = { 11: 'Rose Gold', 12: 'White Gold', 21: '14K', 22: '18K', 31: '5', 32: '6.5' };

/** Every colour, metal and size of the design, priced by `price(colour, metal, size)`. */
const variantsPricedBy = (price: (color: string, metal: string, size: string) => number): RingVariantOffer[] =>
  [11, 12].flatMap((color) =>
    [21, 22].flatMap((metal) =>
      [31, 32].map((size) => ({
        sku: `fw-halo-er-${LABELS[color]}-${LABELS[metal]}-${LABELS[size]}`,
        attributes: [
          { code: 'ring_color', valueIndex: color },
          { code: 'ring_metal', valueIndex: metal },
          { code: 'ring_size', valueIndex: size },
        ],
        price: price(LABELS[color] ?? '', LABELS[metal] ?? '', LABELS[size] ?? ''),
      })),
    ),
  );

// As the store prices its rings: the metal sets the price, colour and size do not.
const byMetal = variantsPricedBy((_color, metal) => (metal === '18K' ? 2130 : 1580));
const design = { price: 1580, configurableOptions: OPTIONS, variants: byMetal };

describe('the ring builder price', () => {
  it.each([
    [{ color: 'Rose Gold', metal: '14K', size: null }, 1580],
    [{ color: 'Rose Gold', metal: '18K', size: null }, 2130],
    [{ color: 'White Gold', metal: '18K', size: null }, 2130],
    [{ color: 'White Gold', metal: '18K', size: '6.5' }, 2130],
    [{ color: 'White Gold', metal: '14K', size: '5' }, 1580],
  ])('is the price of the chosen variant for %j, before a size is chosen too', (choice, amount) => {
    expect(ringPrice(design, choice)).toEqual({ amount, from: false });
  });

  it("treats the catalogue's size '0' and an empty size as no size yet", () => {
    expect(ringPrice(design, { color: 'Rose Gold', metal: '18K', size: '0' })).toEqual({ amount: 2130, from: false });
    expect(ringPrice(design, { color: 'Rose Gold', metal: '18K', size: ' ' })).toEqual({ amount: 2130, from: false });
  });

  it('follows the colour when the colour changes the price', () => {
    const byColor = { ...design, variants: variantsPricedBy((color, metal) => (color === 'White Gold' ? 900 : 850) + (metal === '18K' ? 300 : 0)) };
    expect(ringPrice(byColor, { color: 'Rose Gold', metal: '14K', size: null })).toEqual({ amount: 850, from: false });
    expect(ringPrice(byColor, { color: 'White Gold', metal: '14K', size: null })).toEqual({ amount: 900, from: false });
    expect(ringPrice(byColor, { color: 'White Gold', metal: '18K', size: null })).toEqual({ amount: 1200, from: false });
  });

  it("shows a 'from' price until the size is chosen when sizes are priced apart, then the chosen size's price", () => {
    const bySize = { ...design, variants: variantsPricedBy((_color, metal, size) => (metal === '18K' ? 2130 : 1580) + (size === '6.5' ? 40 : 0)) };
    expect(ringPrice(bySize, { color: 'Rose Gold', metal: '18K', size: null })).toEqual({ amount: 2130, from: true });
    expect(ringPrice(bySize, { color: 'Rose Gold', metal: '18K', size: '6.5' })).toEqual({ amount: 2170, from: false });
    expect(ringPrice(bySize, { color: 'Rose Gold', metal: '18K', size: '5' })).toEqual({ amount: 2130, from: false });
  });

  it("shows the design's lowest price as a 'from' price while its variants are not known", () => {
    expect(ringPrice({ ...design, variants: [] }, { color: 'Rose Gold', metal: '18K', size: '6.5' })).toEqual({ amount: 1580, from: true });
  });

  it("shows the design's lowest price as a 'from' price for a choice the design does not offer", () => {
    expect(ringPrice(design, { color: 'Yellow Gold', metal: '14K', size: null })).toEqual({ amount: 1580, from: true });
    expect(ringPrice(design, { color: 'Rose Gold', metal: 'Platinum', size: null })).toEqual({ amount: 1580, from: true });
    const missing = { ...design, variants: byMetal.filter((variant) => !variant.sku.includes('White Gold-18K')) };
    expect(ringPrice(missing, { color: 'White Gold', metal: '18K', size: null })).toEqual({ amount: 1580, from: true });
  });

  it('leaves out an option the design does not have', () => {
    const colorOnly = { ...design, configurableOptions: OPTIONS.filter((option) => option.code !== 'ring_metal') };
    expect(ringPrice(colorOnly, { color: 'Rose Gold', metal: '', size: null })).toEqual({ amount: 1580, from: true });
    expect(ringPrice({ ...colorOnly, variants: byMetal.filter((variant) => variant.sku.includes('-14K-')) }, { color: 'Rose Gold', metal: '', size: null })).toEqual({ amount: 1580, from: false });
  });

  it("reads '$2,130.00', or 'From $1,580.00' while several prices are open", () => {
    expect(ringPriceLabel({ amount: 2130, from: false })).toBe('$2,130.00');
    expect(ringPriceLabel({ amount: 1580, from: true })).toBe('From $1,580.00');
  });
});
