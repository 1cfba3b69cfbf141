import { CATALOG_ATTRIBUTES, graphqlAttributeType } from '../../catalog/catalog-attributes';
import type { CatalogImage, CatalogProduct } from '../../catalog/catalog-product';
import { mediaUrl } from '../../catalog/catalog-product';
import type { RingCatalog } from '../../catalog/ring-catalog';

/*
 * Products as GraphQL source objects: plain values for scalar fields and functions for the lists that are costly
 * to build (variants), which graphql-js calls only when the query selects them.
 */

const CURRENCY = 'USD';

/** Magento's uids are base64 of an id or of a typed path (`configurable/{attribute id}/{option id}`). */
export const uid = (value: string | number): string => Buffer.from(String(value)).toString('base64');

export const moneyOf = (value: number) => ({ value, currency: CURRENCY });

const productPrice = (value: number) => ({
  regular_price: moneyOf(value),
  final_price: moneyOf(value),
  discount: { percent_off: 0, amount_off: 0 },
});

export const priceRange = (minimum: number, maximum: number) => ({ minimum_price: productPrice(minimum), maximum_price: productPrice(maximum) });

export function productView(catalog: RingCatalog, product: CatalogProduct) {
  const attribute = (code: string): string | null => product.attributes[code] ?? null;
  const typed = (code: string): string | number | null => {
    const value = attribute(code);
    const definition = CATALOG_ATTRIBUTES.get(code);
    return value !== null && definition && graphqlAttributeType(definition) === 'Int' ? Number(value) : value;
  };
  const variants = product.configurable ? catalog.variantsOf(product) : [];
  const prices = variants.length > 0 ? variants.map((variant) => variant.price) : [product.price];
  return {
    __typename: product.type_id === 'configurable' ? 'ConfigurableProduct' : 'SimpleProduct',
    id: product.id,
    uid: uid(product.id),
    name: product.name,
    sku: product.sku,
    url_key: attribute('url_key'),
    type_id: product.type_id,
    attribute_set_id: product.attribute_set_id,
    stock_status: 'IN_STOCK',
    ring_options: typed('ring_options'),
    ring_color: typed('ring_color'),
    ring_metal: typed('ring_metal'),
    ring_size: typed('ring_size'),
    setting: attribute('setting'),
    size_limit: attribute('size_limit'),
    accent_stones: attribute('accent_stones'),
    diamond_shapes: attribute('diamond_shapes'),
    brand: attribute('brand'),
    meta_title: attribute('meta_title'),
    meta_keyword: attribute('meta_keyword'),
    meta_description: attribute('meta_description'),
    image: roleImage(product, 'image'),
    small_image: roleImage(product, 'small_image'),
    thumbnail: roleImage(product, 'thumbnail'),
    media_gallery: product.gallery.map((image) => ({ __typename: 'ProductImage', ...galleryImage(image) })),
    // Magento renders an empty text attribute as an empty html rather than null.
    short_description: { html: attribute('short_description') ?? '' },
    description: { html: attribute('description') ?? '' },
    price_range: priceRange(Math.min(...prices), Math.max(...prices)),
    created_at: product.created_at,
    updated_at: product.updated_at,
    weight: null,
    configurable_options: () => configurableOptions(product),
    variants: () => variants.map((variant) => variantView(catalog, variant)),
  };
}

export type ProductView = ReturnType<typeof productView>;

function configurableOptions(product: CatalogProduct) {
  return (product.configurable?.options ?? []).map((option) => ({
    id: option.id,
    uid: uid(option.id),
    attribute_id: String(option.attribute.attribute_id),
    attribute_code: option.attribute.attribute_code,
    label: option.attribute.frontend_label,
    position: option.position,
    use_default: true,
    product_id: product.id,
    values: option.values.map((value) => ({
      value_index: value.value,
      uid: uid(`configurable/${option.attribute.attribute_id}/${value.value}`),
      label: value.label,
      default_label: value.label,
      store_label: value.label,
      use_default_value: true,
    })),
  }));
}

function variantView(catalog: RingCatalog, variant: CatalogProduct) {
  return {
    attributes: (variant.variant?.values ?? []).map(({ attribute, option }) => ({
      code: attribute.attribute_code,
      label: option.label,
      value_index: option.value,
      uid: uid(`configurable/${attribute.attribute_id}/${option.value}`),
    })),
    product: productView(catalog, variant),
  };
}

/** The image playing a role (`thumbnail`…), with the gallery's label for it. */
function roleImage(product: CatalogProduct, role: 'image' | 'small_image' | 'thumbnail') {
  const image = product.gallery.find((candidate) => candidate.types.includes(role));
  return image ? galleryImage(image) : null;
}

function galleryImage(image: CatalogImage) {
  return { url: mediaUrl(image), label: image.label, position: image.position, disabled: false };
}
