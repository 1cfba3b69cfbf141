/** A ring design of the catalogue, as the store's GraphQL product listing describes it. */
export interface RingOptionValue {
  readonly valueIndex: number;
  readonly label: string;
}

export type RingAttributeCode = 'ring_color' | 'ring_metal' | 'ring_size';

export interface ConfigurableOption {
  readonly id: number;
  readonly label: string;
  readonly code: RingAttributeCode | string;
  readonly values: readonly RingOptionValue[];
}

/** One option a variant takes (Magento's ConfigurableAttributeOption: the attribute code and the option id). */
export interface RingVariantAttribute {
  readonly code: string;
  readonly valueIndex: number;
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
  readonly urlKey: string;
  readonly ringOptions: string;
  readonly setting: string;
  readonly sizeLimit: string;
  readonly accentStones: string;
  readonly diamondShapes: string;
  readonly brand: string;
  readonly metaTitle: string;
  readonly metaKeyword: string;
  readonly metaDescription: string;
  readonly thumbnailUrl: string;
  readonly galleryUrls: readonly string[];
  /** The 360° video of the ring in each colour it is filmed in, by colour label ('Rose Gold' → url). */
  readonly colorVideos?: Readonly<Record<string, string>>;
  /** HTML, sanitised by the view that renders it. */
  readonly shortDescription: string;
  /** price_range.minimum_price.regular_price.value, in dollars. */
  readonly price: number;
  readonly configurableOptions: readonly ConfigurableOption[];
  /** The design's variants, when the catalogue was asked for them (the ring builder's design is; the list is not). */
  readonly variants: readonly RingVariantOffer[];
}

/** The builder heads each option group 'Select {label}', falling back to a name of its own when the catalogue
 * gives no label. */
const OPTION_FALLBACK_LABELS: Readonly<Record<string, string>> = {
  ring_metal: 'Metal Type',
  ring_color: 'Ring Color',
};

export const optionHeading = (option: Pick<ConfigurableOption, 'label' | 'code'>): string => {
  const label = option.label.trim() || OPTION_FALLBACK_LABELS[option.code] || option.code;
  return `Select ${label}`;
};

export const configurableOption = (ring: Pick<Ring, 'configurableOptions'>, code: RingAttributeCode) =>
  ring.configurableOptions.find((option) => option.code === code);

export const NO_RING_DESCRIPTION = 'There is no description for this ring';
export const SELECT_DIAMOND_PROMPT = 'Please select a diamond';
