import { describe, expect, it } from 'vitest';
import { detailTables, parameterPanels, pricePercentage, sizePercentage } from './parameter-panels';
import type { Diamond } from './diamond';

const diamond: Diamond = {
  id: '10000042',
  shape: 'Round',
  size: 1.01,
  color: 'G',
  clarity: 'VS2',
  cut: 'Excellent',
  polish: 'Excellent',
  symmetry: 'Very Good',
  symmetryTo: 'Very Good',
  fluorescenceIntensity: 'Faint',
  fluorescenceColor: 'Blue',
  lengthMm: 6.41,
  widthMm: 6.44,
  depthMm: 3.98,
  tablePercent: 57,
  depthPercent: 61.9,
  girdleCondition: 'Medium',
  culetSize: 'None',
  certificateNumber: '2141234567',
  hasCertificate: true,
  price: 6060,
  priceInCurrency: 6060,
  currencySymbol: '$',
  imageUrl: '/media/diamonds/round.svg',
  hasImage: true,
  videoUrl: '',
  hasVideo: false,
  quality: { cut: 5, color: 4, clarity: 3, carat: 3, overall: 4 },
  details: 'x',
};

describe('panel scales', () => {
  it.each([
    [500, 0],
    [0, 0],
    [1_000_000, 100],
    [5_000_000, 100],
    [22_360, 50],
  ])('a price of %s sits at %s%%', (price, percent) => {
    expect(pricePercentage(price)).toBe(percent);
  });

  it.each([
    [0.25, 0],
    [0.1, 0],
    [2.625, 50],
    [5, 100],
    [9, 100],
  ])('a size of %s ct sits at %s%%', (carat, percent) => {
    expect(sizePercentage(carat)).toBe(percent);
  });
});

describe('parameterPanels', () => {
  const [price, size, quality] = parameterPanels(diamond);

  it('gives Price, Size and Quality in that order, each tuned by its own attribute', () => {
    expect([price?.title, size?.title, quality?.title]).toEqual(['Price', 'Size', 'Quality']);
    expect([price?.type, size?.type, quality?.type]).toEqual(['price', 'size', 'quality']);
  });

  it('shows the price with its price per carat', () => {
    expect(price).toMatchObject({ value: '$6,060.00', currency: 'USD', percentage: pricePercentage(6060) });
    expect(price?.descriptions[0]).toBe('$6,000.00 per carat');
  });

  it('shows the size to the hundredth with the measurements and a carat bar out of 4', () => {
    expect(size).toMatchObject({ value: '1.01 ct', percentage: sizePercentage(1.01) });
    expect(size?.lines).toEqual([{ name: 'Carat', param: '1.01', level: 3, of: 4, width: 75, icon: { src: '/media/icons/carat-3.svg', alt: 'Carat 1.01 ct: level 3 of 4', level: 3, of: 4 } }]);
    expect(size?.descriptions[0]).toBe('6.41 × 6.44 × 3.98 mm');
  });

  it('shows the quality as green bars of cut, color and clarity out of 5', () => {
    expect(quality?.value).toBe('Excellent · G · VS2');
    expect(quality?.percentage).toBe(80);
    expect(quality?.lines.map((l) => [l.name, l.param, l.level, l.width])).toEqual([
      ['Cut', 'Excellent', 5, 100],
      ['Color', 'G', 4, 80],
      ['Clarity', 'VS2', 3, 60],
    ]);
  });

  it('gives each C its level icon as the spec scores it, with words that stand for it', () => {
    expect(quality?.lines.map((l) => l.icon)).toEqual([
      { src: '/media/icons/cut-5.svg', alt: 'Cut Excellent: level 5 of 5', level: 5, of: 5 },
      { src: '/media/icons/color-4.svg', alt: 'Color G: level 4 of 5', level: 4, of: 5 },
      { src: '/media/icons/clarity-3.svg', alt: 'Clarity VS2: level 3 of 5', level: 3, of: 5 },
    ]);
    // The value line of the price panel is no C: it keeps its bar.
    expect(price?.lines[0]?.icon).toBeUndefined();
  });
});

describe('detailTables', () => {
  it('gives the three tables with the stone facts', () => {
    const tables = detailTables(diamond);
    expect(tables.map((t) => t.title)).toEqual(['Diamond details', 'Measurements', 'Certificate']);
    expect(tables[0]?.rows).toContainEqual(['Fluorescence', 'Faint Blue']);
    expect(tables[1]?.rows).toContainEqual(['Length × width × depth', '6.41 × 6.44 × 3.98 mm']);
    expect(tables[2]?.rows).toContainEqual(['Report number', '2141234567']);
  });
});

describe('the minus and plus of the panels', () => {
  const stone = diamond;
  const buttons = (moves?: Parameters<typeof parameterPanels>[1]) =>
    Object.fromEntries(parameterPanels(stone, moves).map((panel) => [panel.type, [panel.buttons.dec, panel.buttons.inc]]));

  it('are offered, named for their move, while the service has not said otherwise', () => {
    expect(buttons()).toEqual({
      price: [{ label: 'Lower price', possible: true, why: null }, { label: 'Higher price', possible: true, why: null }],
      size: [{ label: 'Smaller diamond', possible: true, why: null }, { label: 'Bigger diamond', possible: true, why: null }],
      quality: [{ label: 'Lower quality', possible: true, why: null }, { label: 'Higher quality', possible: true, why: null }],
    });
  });

  it('say there is no such stone for the search, and why, where the service finds none', () => {
    const moves = { price: { dec: true, inc: true }, size: { dec: true, inc: true }, quality: { dec: false, inc: false } };
    expect(buttons(moves).quality).toEqual([
      { label: 'No lower quality for this search', possible: false, why: "No cheaper diamond of this shape in your search has every grade (cut, color, clarity) at most this one's and one lower." },
      { label: 'No higher quality for this search', possible: false, why: "No diamond of this shape in your search has every grade (cut, color, clarity) at least this one's and one higher." },
    ]);
    expect(buttons(moves).price?.map((button) => button.possible)).toEqual([true, true]);
  });
});
