import { describe, expect, it } from 'vitest';
import type { ConfigurableOption, RingVariantOffer } from './ring';
import { ringGallery, ringVideo } from './ring-gallery';

const OPTIONS: ConfigurableOption[] = [
  { id: 1, label: 'Ring Color', code: 'ring_color', values: [{ valueIndex: 11, label: 'Rose Gold' }, { valueIndex: 12, label: 'White Gold' }, { valueIndex: 13, label: 'Yellow Gold' }] },
  { id: 2, label: 'Metal Type', code: 'ring_metal', values: [{ valueIndex: 21, label: '14K' }, { valueIndex: 22, label: '18K' }] },
  { id: 3, label: 'Ring Size', code: 'ring_size', values: [{ valueIndex: 31, label: '5' }, { valueIndex: 32, label: '6.5' }] },
];
const SLUG: Record<number, string> = { 11: 'rose-gold', 12: 'white-gold', 13: 'yellow-gold', 21: '14k', 22: '18k' };
const pictures = (color: number) => ['front', 'side', 'top'].map((view) => `/media/rings/halo-royal/${SLUG[color]}-${view}.svg`);

const variant = (color: number, metal: number, size: number, gallery?: readonly string[]): RingVariantOffer => ({
  sku: `fw-halo-er-${color}-${metal}-${size}`,
  attributes: [
    { code: 'ring_color', valueIndex: color },
    { code: 'ring_metal', valueIndex: metal },
    { code: 'ring_size', valueIndex: size },
  ],
  price: 1580,
  ...(gallery ? { gallery } : {}),
});
const DESIGN_PICTURES = ['/media/rings/halo-royal/rose-gold-front.svg', '/media/rings/halo-royal/white-gold-front.svg'];
// As the store pictures its rings: every variant of a colour shows that colour; metal and size do not change the pictures.
const design = {
  galleryUrls: DESIGN_PICTURES,
  configurableOptions: OPTIONS,
  variants: [11, 12].flatMap((color) => [21, 22].flatMap((metal) => [31, 32].map((size) => variant(color, metal, size, pictures(color))))),
};

describe('the ring builder pictures', () => {
  it.each([
    [{ color: 'Rose Gold', metal: '14K' }, pictures(11)],
    [{ color: 'White Gold', metal: '14K' }, pictures(12)],
    [{ color: 'White Gold', metal: '18K' }, pictures(12)],
    [{ color: ' White Gold ', metal: '' }, pictures(12)],
  ])('are the pictures of the chosen colour for %j, before a size is chosen', (choice, expected) => {
    expect(ringGallery(design, choice)).toEqual(expected);
  });

  it('are those of the chosen metal when the metals of a colour are pictured apart', () => {
    const golds = { ...design, variants: [variant(12, 21, 31, ['/w-14k.svg']), variant(12, 22, 31, ['/w-18k.svg'])] };
    expect(ringGallery(golds, { color: 'White Gold', metal: '18K' })).toEqual(['/w-18k.svg']);
    expect(ringGallery(golds, { color: 'White Gold', metal: 'Platinum' })).toEqual(['/w-14k.svg']);
  });

  it('skip variants of the colour that have no pictures of their own', () => {
    const some = { ...design, variants: [variant(12, 21, 31, []), variant(12, 21, 32, pictures(12))] };
    expect(ringGallery(some, { color: 'White Gold', metal: '14K' })).toEqual(pictures(12));
  });

  it.each([
    ['a colour no variant takes', { ...design }, { color: 'Yellow Gold', metal: '14K' }],
    ['a colour the design does not offer', { ...design }, { color: 'Black Gold', metal: '14K' }],
    ['variants without pictures', { ...design, variants: design.variants.map(({ gallery: _gallery, ...rest }) => rest) }, { color: 'White Gold', metal: '14K' }],
    ['variants not known yet', { ...design, variants: [] }, { color: 'White Gold', metal: '14K' }],
  ])("fall back to the design's own pictures for %s", (_case, ring, choice) => {
    expect(ringGallery(ring, choice)).toEqual(DESIGN_PICTURES);
  });
});

describe('ringVideo', () => {
  const filmed = { colorVideos: { 'Rose Gold': '/media/videos/rings/halo-rose-gold.webm', 'White Gold': '/media/videos/rings/halo-white-gold.webm' } };

  it("follows the chosen colour: the ring's 360° video in that colour", () => {
    expect(ringVideo(filmed, 'Rose Gold')).toBe('/media/videos/rings/halo-rose-gold.webm');
    expect(ringVideo(filmed, ' White Gold ')).toBe('/media/videos/rings/halo-white-gold.webm');
  });

  it('is null for a colour that is not filmed, or a ring without videos', () => {
    expect(ringVideo(filmed, 'Yellow Gold')).toBeNull();
    expect(ringVideo({}, 'Rose Gold')).toBeNull();
  });
});
