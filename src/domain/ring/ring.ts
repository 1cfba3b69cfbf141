/** A ring design of the catalogue, as the store's GraphQL product listing describes it. */
export interface RingOptionValue {
  readonly value_index: number;
  readonly label: string;
}

export type RingAttributeCode = 'ring_color' | 'ring_metal' | 'ring_size';

export interface ConfigurableOption {
  readonly id: number;
  readonly label: string;
  readonly attribute_code: RingAttributeCode | string;
  readonly values: readonly RingOptionValue[];
}

/** One option a variant takes (Magento's ConfigurableAttributeOption: the attribute code and the option id). */
export interface RingVariantAttribute {
  readonly code: string;
  readonly value_index: number;
}

/** One configured ring of a design (Magento's ConfigurableVariant): the simple product the bag holds and its price. */
export interface RingVariantOffer {
  readonly sku: string;
  readonly attributes: readonly RingVariantAttribute[];
  /** The variant's price_range.minimum_price.final_price.value, in dollars: what its bag line costs. */
  readonly price: number;
  /** The variant's own pictures (its media_gallery urls), when the catalogue was asked for them: the ring in its colour. */
  readonly gallery?: readonly string[];
}

export interface Ring {
  readonly id: number;
  readonly name: string;
  readonly sku: string;
  readonly url_key: string;
  readonly ring_options: string;
  readonly setting: string;
  readonly size_limit: string;
  readonly accent_stones: string;
  readonly diamond_shapes: string;
  readonly brand: string;
  readonly meta_title: string;
  readonly meta_keyword: string;
  readonly meta_description: string;
  readonly thumbnail_url: string;
  readonly media_gallery_urls: readonly string[];
  /** The 360° video of the ring in each colour it is filmed in, by colour label ('Rose Gold' → url). */
  readonly color_videos?: Readonly<Record<string, string>>;
  /** HTML, sanitised by the view that renders it. */
  readonly short_description: string;
  /** price_range.minimum_price.regular_price.value, in dollars. */
  readonly price: number;
  readonly configurable_options: readonly ConfigurableOption[];
  /** The design's variants, when the catalogue was asked for them (the ring builder's design is; the list is not). */
  readonly variants: readonly RingVariantOffer[];
}

/** The builder heads each option group 'Select {label}', falling back to a name of its own when the catalogue
 * gives no label. */
const OPTION_FALLBACK_LABELS: Readonly<Record<string, string>> = {
  ring_metal: 'Metal Type',
  ring_color: 'Ring Color',
};

export const optionHeading = (option: Pick<ConfigurableOption, 'label' | 'attribute_code'>): string => {
  const label = option.label.trim() || OPTION_FALLBACK_LABELS[option.attribute_code] || option.attribute_code;
  return `Select ${label}`;
};

export const configurableOption = (ring: Pick<Ring, 'configurable_options'>, code: RingAttributeCode) =>
  ring.configurable_options.find((option) => option.attribute_code === code);

export const NO_RING_DESCRIPTION = 'There is no description for this ring';
export const SELECT_DIAMOND_PROMPT = 'Please select a diamond';
