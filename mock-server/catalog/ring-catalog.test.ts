import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ringDesignPart, ringItemCode, ringVariantCode, splitRingName } from './ring-skus';
import { seededFaker } from '../seed/seeded-faker';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { buildRingCatalog } from './build-ring-catalog';
import { RING_ATTRIBUTE_SET_ID, RING_CATEGORY_ID, RING_OPTIONS_ATTRIBUTE, optionLabel } from './catalog-attributes';
import { RingCatalog, sharedRingCatalog } from './ring-catalog';

const catalog = sharedRingCatalog(42);
const designs = catalog.products.filter((product) => product.type_id === 'configurable' && product.category_ids.includes(RING_CATEGORY_ID));
const labelsOf = (variant: (typeof catalog.products)[number]) => (variant.variant?.values ?? []).map((value) => value.option.label);

describe('the ring catalogue', () => {
  it('is the same for the same seed and prices differently for another', () => {
    const again = buildRingCatalog(seededFaker(42, 'ring-catalog'));
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalog.products));
    const other = new RingCatalog(buildRingCatalog(seededFaker(43, 'ring-catalog')));
    expect(other.products.map((product) => product.sku)).toEqual(catalog.products.map((product) => product.sku));
    expect(other.products.map((product) => product.price)).not.toEqual(catalog.products.map((product) => product.price));
  });

  it('has 25 designs of attribute set 24 in category 99, each with a design code of its own', () => {
    expect(designs).toHaveLength(25);
    const parts = designs.map((design) => ringDesignPart(design.attributes.url_key ?? ''));
    expect(new Set(parts).size).toBe(25);
    for (const design of designs) {
      expect(design.sku).toBe(ringItemCode(design.attributes.url_key ?? ''));
      expect(design.attribute_set_id).toBe(RING_ATTRIBUTE_SET_ID);
      expect(design.name).toMatch(/Ring/);
      expect(design.name).not.toMatch(/-/);
      expect(design.price).toBeGreaterThanOrEqual(600);
      expect(design.price).toBeLessThanOrEqual(4000);
      for (const field of ['setting', 'size_limit', 'accent_stones', 'diamond_shapes', 'brand', 'meta_title', 'meta_keyword', 'meta_description', 'short_description', 'description']) {
        expect(design.attributes[field], `${design.sku} ${field}`).toBeTruthy();
      }
    }
    const styles = new Set(designs.map((design) => optionLabel(RING_OPTIONS_ATTRIBUTE, design.attributes.ring_options ?? '')));
    expect([...styles].sort()).toEqual(['Halo', 'Pavé', 'Solitaire', 'Three Stone', 'Vintage']);
  });

  it('names and codes every variant as the store builds and splits them', () => {
    for (const parent of catalog.products.filter((product) => product.type_id === 'configurable')) {
      const variants = catalog.variantsOf(parent);
      const colors = new Set(variants.map((variant) => labelsOf(variant)[0]));
      expect(variants.length).toBe(colors.size * (parent.configurable?.options[1]?.values.length ?? 0) * 38);
      for (const variant of variants) {
        const [color = '', metal = '', size = ''] = labelsOf(variant);
        expect(variant.sku).toBe(ringVariantCode(parent.sku, color, metal, size));
        expect(splitRingName(variant.name)).toEqual({ name: parent.name, color, metal, size });
        expect(catalog.parentOf(variant)).toBe(parent);
        expect(catalog.bySku(variant.sku.toLowerCase())).toBe(variant);
      }
    }
  });

  it('makes exactly one design in White Gold only, and the free ring at $0 in every colour, metal and size', () => {
    const whiteOnly = designs.filter((design) => design.configurable?.options[0]?.values.map((value) => value.label).join() === 'White Gold');
    expect(whiteOnly.map((design) => design.attributes.url_key)).toEqual(['art-deco-filigree']);
    const free = catalog.bySku('fw-freering-er');
    expect(free).toMatchObject({ type_id: 'configurable', price: 0, category_ids: [], attributes: { url_key: 'freering-solitaire' } });
    const variants = catalog.variantsOf(free ?? designs[0]!);
    expect(variants).toHaveLength(3 * 3 * 38);
    expect(variants.every((variant) => variant.price === 0)).toBe(true);
    expect(new Set(variants.map((variant) => labelsOf(variant)[1]))).toEqual(new Set(['14K', '18K', 'Platinum']));
  });
});

describe('ring pictures: /media/rings', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100 });
  });
  afterAll(() => mock.close());

  it('serves every picture the catalogue names, as SVG', async () => {
    const files = [...new Set(catalog.products.flatMap((product) => product.gallery.map((image) => image.file)))];
    expect(files.length).toBe(designs.reduce((sum, design) => sum + (design.configurable?.options[0]?.values.length ?? 0), 3) * 3);
    await Promise.all(
      files.map(async (file) => {
        const response = await fetch(`${mock.url}/media${file}`);
        expect(response.status, file).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(await response.text()).toMatch(/^<svg [^>]+><title>[^<]+ view<\/title>/);
      }),
    );
  });

  it.each(['/media/rings/art-deco-filigree/rose-gold-front.svg', '/media/rings/nothing/white-gold-front.svg', '/media/rings/halo-royal/rose-gold-back.svg', '/media/rings'])(
    'answers %s, which does not exist, with the JSON 404',
    async (path) => {
      const response = await fetch(`${mock.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Request does not match any route.', parameters: [] });
    },
  );
});
