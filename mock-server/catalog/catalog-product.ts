import type { AttributeOption, CatalogAttribute } from './catalog-attributes';

/** Magento's visibility: 1 not visible individually, 2 catalog, 3 search, 4 catalog and search. */
export type Visibility = 1 | 2 | 3 | 4;

export type ImageRole = 'image' | 'small_image' | 'thumbnail';

export interface CatalogImage {
  /** Path under `/media` (Magento's `file`, relative to the media folder): `/rings/{url key}/{colour}-{view}.svg`. */
  readonly file: string;
  readonly label: string;
  readonly position: number;
  /** The roles the image plays; the first image of a product plays all three. */
  readonly types: readonly ImageRole[];
}

/** One configurable attribute of a design (Magento's product super attribute) and the values its variants use. */
export interface ConfigurableOptionDefinition {
  /** The super attribute's own id, unique across designs. */
  readonly id: number;
  readonly attribute: CatalogAttribute;
  readonly position: number;
  readonly values: readonly AttributeOption[];
}

/** The option a variant takes for one configurable attribute. */
export interface VariantValue {
  readonly attribute: CatalogAttribute;
  readonly option: AttributeOption;
}

/**
 * A product of the catalogue in Magento's terms. `attributes` are the EAV values as Magento stores them (text; a
 * select attribute holds its option id), which the REST answer lists as `custom_attributes`.
 */
export interface CatalogProduct {
  readonly id: number;
  readonly sku: string;
  readonly name: string;
  readonly type_id: 'simple' | 'configurable';
  readonly attribute_set_id: number;
  /** USD. A configurable product's own price is its cheapest variant's. */
  readonly price: number;
  readonly status: 1 | 2;
  readonly visibility: Visibility;
  readonly category_ids: readonly number[];
  /** Position in its category (the default product order of the listing). */
  readonly position: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly gallery: readonly CatalogImage[];
  /** Configurable products: the options and the ids of the variants. */
  readonly configurable?: { readonly options: readonly ConfigurableOptionDefinition[]; readonly childIds: readonly number[] };
  /** Variants: the design they belong to and the options they take, in the design's option order. */
  readonly variant?: { readonly parentId: number; readonly values: readonly VariantValue[] };
}

/** The url of a catalogue image as the storefront loads it (relative, like the diamond drawings). */
export const mediaUrl = (image: CatalogImage): string => `/media${image.file}`;
