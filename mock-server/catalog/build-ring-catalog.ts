import type { Faker } from '@faker-js/faker';
import { toMagentoDateTime } from '../db/magento-datetime';
import { REFERENCE_DATE } from '../seed/seeded-faker';
import {
  RING_COLOR_ATTRIBUTE,
  RING_METAL_ATTRIBUTE,
  RING_ATTRIBUTE_SET_ID,
  RING_CATEGORY_ID,
  RING_OPTIONS_ATTRIBUTE,
  RING_SIZE_ATTRIBUTE,
  RING_SIZE_LABELS,
  optionOf,
} from './catalog-attributes';
import type { CatalogAttribute, RingColorLabel, RingMetalLabel } from './catalog-attributes';
import type { CatalogImage, CatalogProduct, ConfigurableOptionDefinition, ImageRole } from './catalog-product';
import { FREE_RING_DESIGN, PRICE_RANGE_BY_OPTION, RING_DESIGNS } from './ring-designs';
import type { RingDesign } from './ring-designs';
import { RING_VIEWS, ringImageFile } from './ring-media-paths';
import { ringItemCode, ringVariantCode, ringVariantName } from './ring-skus';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Magento's "Taxable Goods" class. */
const TAXABLE_GOODS = '2';
/** Design (parent) ids come first, variants after; both count up in catalogue order. */
const FIRST_DESIGN_ID = 101;
const FIRST_VARIANT_ID = 1001;
/** What a heavier gold or platinum adds to a 14K setting. */
const METAL_PRICE_FACTOR: Readonly<Record<RingMetalLabel, number>> = { '14K': 1, '18K': 1.35, Platinum: 1.6 };
const BRAND_BY_OPTION: Readonly<Record<RingDesign['option'], string>> = {
  Solitaire: 'Loupe Atelier',
  Pavé: 'Loupe Atelier',
  Halo: 'Loupe Signature',
  'Three Stone': 'Loupe Signature',
  Vintage: 'Loupe Heritage',
};

/**
 * The ring catalogue for a seed: the designs of `ring-designs.ts` as configurable products (category 99, attribute
 * set 24) with one simple variant per colour, metal and size, plus the free ring. The seed draws prices, accent
 * weights and dates; everything else is the designs' own text. Same seed, same catalogue.
 */
export function buildRingCatalog(faker: Faker): CatalogProduct[] {
  const products: CatalogProduct[] = [];
  let nextVariantId = FIRST_VARIANT_ID;
  const designs = [...RING_DESIGNS.map((design) => ({ design, free: false })), { design: FREE_RING_DESIGN, free: true }];
  designs.forEach(({ design, free }, index) => {
    const parentId = FIRST_DESIGN_ID + index;
    const range = PRICE_RANGE_BY_OPTION[design.option];
    // Whole tens, as the shop prices its settings.
    const basePrice = free ? 0 : faker.number.int({ min: range.min / 10, max: range.max / 10 }) * 10;
    // Side stones of a three-stone ring weigh tenths of a carat each; pavé and halo stones a hundredth or two.
    const perStone = design.accentCount <= 2 ? { min: 0.1, max: 0.35 } : { min: 0.006, max: 0.03 };
    const accentCarats = design.accentCount === 0 ? 0 : faker.number.float({ ...perStone, fractionDigits: 3 }) * design.accentCount;
    const created = new Date(REFERENCE_DATE.getTime() - faker.number.int({ min: 60, max: 720 }) * DAY_MS - faker.number.int({ min: 0, max: DAY_MS - 1 }));
    const updated = faker.date.between({ from: created, to: new Date(REFERENCE_DATE.getTime() - DAY_MS) });
    const dates = { created_at: toMagentoDateTime(created), updated_at: toMagentoDateTime(updated) };

    const options = configurableOptions(parentId, design);
    const variants: CatalogProduct[] = [];
    for (const color of design.colors) {
      for (const metal of design.metals) {
        for (const size of RING_SIZE_LABELS) {
          variants.push(variant(nextVariantId++, parentId, design, { color, metal, size }, metalPrice(basePrice, metal), dates));
        }
      }
    }
    const parent: CatalogProduct = {
      id: parentId,
      sku: ringItemCode(design.urlKey),
      name: design.name,
      type_id: 'configurable',
      attribute_set_id: RING_ATTRIBUTE_SET_ID,
      price: Math.min(...variants.map((product) => product.price)),
      status: 1,
      // The free ring is offered in the bag only: found by its url key or sku, never listed or searched.
      visibility: free ? 2 : 4,
      category_ids: free ? [] : [RING_CATEGORY_ID],
      position: index + 1,
      ...dates,
      attributes: {
        url_key: design.urlKey,
        ring_options: String(optionOf(RING_OPTIONS_ATTRIBUTE, design.option).value),
        setting: design.setting,
        size_limit: design.sizeLimit,
        accent_stones: accentStones(design, accentCarats),
        diamond_shapes: design.diamondShapes.join(', '),
        brand: BRAND_BY_OPTION[design.option],
        meta_title: `${design.name} | Loupe`,
        meta_keyword: `${design.option.toLowerCase()} engagement ring, ${design.name.toLowerCase()}, ${metalWords(design)} engagement ring, Loupe`,
        meta_description: `${design.pitch} Set with the diamond you choose, in ${metalWords(design)}. Free shipping and free returns.`,
        short_description: `<p>${design.pitch}</p>`,
        description: descriptionHtml(design, accentCarats),
        ...imageRoles(galleryOf(design, design.colors, true)),
        tax_class_id: TAXABLE_GOODS,
        has_options: '1',
        required_options: '1',
      },
      gallery: galleryOf(design, design.colors, true),
      configurable: { options, childIds: variants.map((product) => product.id) },
    };
    products.push(parent, ...variants);
  });
  return products;
}

function configurableOptions(parentId: number, design: RingDesign): ConfigurableOptionDefinition[] {
  const option = (position: number, attribute: CatalogAttribute, labels: readonly string[]): ConfigurableOptionDefinition => ({
    // Super attribute ids: unique per design and attribute.
    id: parentId * 10 + position,
    attribute,
    position,
    // In the attribute's own order, whatever order the design lists them in.
    values: (attribute.options ?? []).filter((candidate) => labels.includes(candidate.label)),
  });
  return [
    option(0, RING_COLOR_ATTRIBUTE, design.colors),
    option(1, RING_METAL_ATTRIBUTE, design.metals),
    option(2, RING_SIZE_ATTRIBUTE, RING_SIZE_LABELS),
  ];
}

function variant(
  id: number,
  parentId: number,
  design: RingDesign,
  choice: { color: RingColorLabel; metal: RingMetalLabel; size: string },
  price: number,
  dates: { created_at: string; updated_at: string },
): CatalogProduct {
  const { color, metal, size } = choice;
  const values = [
    { attribute: RING_COLOR_ATTRIBUTE, option: optionOf(RING_COLOR_ATTRIBUTE, color) },
    { attribute: RING_METAL_ATTRIBUTE, option: optionOf(RING_METAL_ATTRIBUTE, metal) },
    { attribute: RING_SIZE_ATTRIBUTE, option: optionOf(RING_SIZE_ATTRIBUTE, size) },
  ];
  const gallery = galleryOf(design, [color], false);
  return {
    id,
    sku: ringVariantCode(ringItemCode(design.urlKey), color, metal, size),
    name: ringVariantName(design.name, color, metal, size),
    type_id: 'simple',
    attribute_set_id: RING_ATTRIBUTE_SET_ID,
    price,
    status: 1,
    // Found by sku (the builder asks for the configured variant), but not listed or searched on their own.
    visibility: 2,
    category_ids: [],
    position: 0,
    ...dates,
    attributes: {
      url_key: [design.urlKey, slug(color), slug(metal), size.replace('.', '-')].join('-'),
      ring_color: String(values[0]?.option.value),
      ring_metal: String(values[1]?.option.value),
      ring_size: String(values[2]?.option.value),
      ...imageRoles(gallery),
      tax_class_id: TAXABLE_GOODS,
      has_options: '0',
      required_options: '0',
    },
    gallery,
    variant: { parentId, values },
  };
}

/** A design's pictures: the front of each colour, then the other views of the first colour. A variant shows every
 * view of its own colour. */
function galleryOf(design: RingDesign, colors: readonly RingColorLabel[], isDesign: boolean): CatalogImage[] {
  const [first] = colors;
  const shots = isDesign
    ? [...colors.map((color) => ({ color, view: RING_VIEWS[0] })), ...RING_VIEWS.slice(1).map((view) => ({ color: first ?? 'White Gold', view }))]
    : colors.flatMap((color) => RING_VIEWS.map((view) => ({ color, view })));
  return shots.map(({ color, view }, index) => ({
    file: ringImageFile(design.urlKey, color, view),
    label: `${design.name} in ${color}, ${view} view`,
    position: index + 1,
    types: index === 0 ? (['image', 'small_image', 'thumbnail'] satisfies ImageRole[]) : [],
  }));
}

function imageRoles(gallery: readonly CatalogImage[]): Record<ImageRole, string> {
  const main = gallery[0]?.file ?? '';
  return { image: main, small_image: main, thumbnail: main };
}

function metalPrice(basePrice: number, metal: RingMetalLabel): number {
  return Math.round((basePrice * METAL_PRICE_FACTOR[metal]) / 10) * 10;
}

function accentStones(design: RingDesign, carats: number): string {
  if (design.accentCount === 0) return 'None';
  const shape = design.name.includes('Baguette') ? 'baguette' : design.name.includes('Pear') ? 'pear' : 'round';
  return `${design.accentCount} ${shape} diamonds, ${carats.toFixed(2)} ct total weight`;
}

function metalWords(design: RingDesign): string {
  return design.colors.length === 1 ? (design.colors[0] ?? 'gold').toLowerCase() : 'rose, white or yellow gold';
}

function descriptionHtml(design: RingDesign, accentCarats: number): string {
  const metals = design.metals.join(' or ');
  return [
    `<p>${design.pitch} Each ${design.name} is cast to order in ${metals} ${metalWords(design)} and set by hand with the diamond you choose.</p>`,
    '<ul>',
    `<li>Setting: ${design.setting}</li>`,
    `<li>Center stone: ${design.sizeLimit.toLowerCase()}</li>`,
    `<li>Accent stones: ${accentStones(design, accentCarats)}</li>`,
    `<li>Fits: ${design.diamondShapes.join(', ')}</li>`,
    '</ul>',
  ].join('');
}

function slug(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
