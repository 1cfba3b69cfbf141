import { CLARITY_GRADE_NAMES, COLOR_GRADE_NAMES, CUT_GRADE_NAMES, DIAMOND_SHAPES } from '../../contracts/catalog';

/**
 * The product attributes of the store (Magento EAV attributes of entity type `catalog_product`, id 4) that the
 * mock serves: the ring attributes, the diamond grade attributes the storefront reads option labels from, and the
 * standard ones a product answer carries. Ids and option ids are store configuration, not seeded data: they are
 * the same for every seed, like the ids of a real store's attributes.
 */

export type FrontendInput = 'select' | 'text' | 'textarea' | 'price' | 'media_image' | 'weight';

export interface AttributeOption {
  /** Magento's option id (`value_index` of configurable options), unique across attributes. */
  readonly value: number;
  readonly label: string;
}

export interface CatalogAttribute {
  readonly attribute_id: number;
  readonly attribute_code: string;
  readonly frontend_label: string;
  readonly frontend_input: FrontendInput;
  /** Select attributes only, in their sort order. */
  readonly options?: readonly AttributeOption[];
}

export const PRODUCT_ENTITY_TYPE = 'catalog_product';
export const PRODUCT_ENTITY_TYPE_ID = '4';

/** Rings are configurable products of this attribute set, listed in this category. */
export const RING_ATTRIBUTE_SET_ID = 24;
export const RING_CATEGORY_ID = 99;

/** Option ids count up from a base per attribute, in the order given. */
const optionsFrom = (base: number, labels: readonly string[]): AttributeOption[] =>
  labels.map((label, index) => ({ value: base + index, label }));

export const RING_OPTION_LABELS = ['Solitaire', 'Halo', 'Pavé', 'Three Stone', 'Vintage', 'Bridal Set'] as const;
export type RingOptionLabel = (typeof RING_OPTION_LABELS)[number];

export const RING_COLOR_LABELS = ['Rose Gold', 'White Gold', 'Yellow Gold'] as const;
export type RingColorLabel = (typeof RING_COLOR_LABELS)[number];

export const RING_METAL_LABELS = ['14K', '18K', 'Platinum'] as const;
export type RingMetalLabel = (typeof RING_METAL_LABELS)[number];

/** 3 to 12 by quarters, then '0' ("I'm not sure") last: the builder shows the size range from the first size to the
 * second-last one (spec: Features), which is then 3 to 12, and hides the size labelled '0'. */
export const RING_SIZE_LABELS: readonly string[] = [...Array.from({ length: 37 }, (_, quarters) => String(3 + quarters / 4)), '0'];

const select = (attribute_id: number, attribute_code: string, frontend_label: string, options: readonly AttributeOption[]): CatalogAttribute => ({
  attribute_id,
  attribute_code,
  frontend_label,
  frontend_input: 'select',
  options,
});

const plain = (attribute_id: number, attribute_code: string, frontend_label: string, frontend_input: FrontendInput = 'text'): CatalogAttribute => ({
  attribute_id,
  attribute_code,
  frontend_label,
  frontend_input,
});

export const RING_OPTIONS_ATTRIBUTE = select(201, 'ring_options', 'Ring Style', optionsFrom(5401, RING_OPTION_LABELS));
export const RING_COLOR_ATTRIBUTE = select(202, 'ring_color', 'Ring Color', optionsFrom(5411, RING_COLOR_LABELS));
export const RING_METAL_ATTRIBUTE = select(203, 'ring_metal', 'Metal Type', optionsFrom(5421, RING_METAL_LABELS));
export const RING_SIZE_ATTRIBUTE = select(204, 'ring_size', 'Ring Size', optionsFrom(5431, RING_SIZE_LABELS));

/** Every attribute the mock knows, by code. */
export const CATALOG_ATTRIBUTES: ReadonlyMap<string, CatalogAttribute> = new Map(
  [
    plain(73, 'name', 'Product Name'),
    plain(74, 'sku', 'SKU'),
    plain(75, 'description', 'Description', 'textarea'),
    plain(76, 'short_description', 'Short Description', 'textarea'),
    plain(77, 'price', 'Price', 'price'),
    plain(82, 'weight', 'Weight', 'weight'),
    plain(84, 'meta_title', 'Meta Title'),
    plain(85, 'meta_keyword', 'Meta Keywords', 'textarea'),
    plain(86, 'meta_description', 'Meta Description', 'textarea'),
    plain(87, 'image', 'Base', 'media_image'),
    plain(88, 'small_image', 'Small', 'media_image'),
    plain(89, 'thumbnail', 'Thumbnail', 'media_image'),
    plain(121, 'url_key', 'URL Key'),
    RING_OPTIONS_ATTRIBUTE,
    RING_COLOR_ATTRIBUTE,
    RING_METAL_ATTRIBUTE,
    RING_SIZE_ATTRIBUTE,
    plain(205, 'setting', 'Setting'),
    plain(206, 'size_limit', 'Center Stone Size Limit'),
    plain(207, 'accent_stones', 'Accent Stones'),
    plain(208, 'diamond_shapes', 'Diamond Shapes'),
    plain(209, 'brand', 'Brand'),
    select(211, 'nwg_diamond_shape', 'Shape', optionsFrom(5501, DIAMOND_SHAPES)),
    select(212, 'nwg_diamond_color', 'Color', optionsFrom(5521, COLOR_GRADE_NAMES)),
    select(213, 'nwg_diamond_cut', 'Cut', optionsFrom(5541, CUT_GRADE_NAMES)),
    select(214, 'nwg_diamond_clarity', 'Clarity', optionsFrom(5561, CLARITY_GRADE_NAMES)),
    plain(215, 'nwg_diamond_carats', 'Carats'),
  ].map((attribute) => [attribute.attribute_code, attribute]),
);

/** The option of a select attribute with this label; throws for a label the attribute lacks (a bug in the seed). */
export function optionOf(attribute: CatalogAttribute, label: string): AttributeOption {
  const option = attribute.options?.find((candidate) => candidate.label === label);
  if (!option) throw new Error(`${attribute.attribute_code} has no option "${label}"`);
  return option;
}

/** The label of an option id of a select attribute, or undefined. */
export function optionLabel(attribute: CatalogAttribute, value: number | string): string | undefined {
  return attribute.options?.find((option) => String(option.value) === String(value))?.label;
}

/** Magento's GraphQL type of an attribute (select attributes hold the option id). */
export function graphqlAttributeType(attribute: CatalogAttribute): 'Int' | 'Float' | 'String' {
  if (attribute.frontend_input === 'select') return 'Int';
  if (attribute.frontend_input === 'price' || attribute.frontend_input === 'weight') return 'Float';
  return 'String';
}
