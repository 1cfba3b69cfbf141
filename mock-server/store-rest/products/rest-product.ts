import { CATALOG_ATTRIBUTES } from '../../catalog/catalog-attributes';
import type { CatalogProduct } from '../../catalog/catalog-product';
import { HttpError } from '../../http/http-error';
import type { FieldValue, SearchableFields } from '../webapi/apply-search-criteria';

/** Magento's only website. */
const WEBSITE_ID = 1;

/**
 * Magento\Catalog\Api\Data\ProductInterface as the REST API writes it. Custom attributes hold text, a select
 * attribute its option id; `category_ids` is a list. Media `file`s are paths under `/media` (Magento: under
 * `/media/catalog/product`).
 */
export function toRestProduct(product: CatalogProduct) {
  const configurable = product.configurable;
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    attribute_set_id: product.attribute_set_id,
    price: product.price,
    status: product.status,
    visibility: product.visibility,
    type_id: product.type_id,
    created_at: product.created_at,
    updated_at: product.updated_at,
    extension_attributes: {
      website_ids: [WEBSITE_ID],
      category_links: product.category_ids.map((categoryId) => ({ position: product.position, category_id: String(categoryId) })),
      ...(configurable
        ? {
            configurable_product_options: configurable.options.map((option) => ({
              id: option.id,
              attribute_id: String(option.attribute.attribute_id),
              label: option.attribute.frontend_label,
              position: option.position,
              values: option.values.map((value) => ({ value_index: value.value })),
              product_id: product.id,
            })),
            configurable_product_links: [...configurable.childIds],
          }
        : {}),
    },
    product_links: [],
    options: [],
    media_gallery_entries: product.gallery.map((image) => ({
      // Unique across the catalogue: a product has fewer than a hundred pictures.
      id: product.id * 100 + image.position,
      media_type: 'image',
      label: image.label,
      position: image.position,
      disabled: false,
      types: [...image.types],
      file: image.file,
    })),
    tier_prices: [],
    custom_attributes: [
      ...Object.entries(product.attributes).map(([attribute_code, value]) => ({ attribute_code, value })),
      { attribute_code: 'category_ids', value: product.category_ids.map(String) },
    ],
  };
}

/** The product fields a search criteria may name: the entity's own columns, `category_id`, and the attributes. */
const COLUMNS: Readonly<Record<string, (product: CatalogProduct) => FieldValue>> = {
  entity_id: (product) => product.id,
  sku: (product) => product.sku,
  name: (product) => product.name,
  type_id: (product) => product.type_id,
  attribute_set_id: (product) => product.attribute_set_id,
  price: (product) => product.price,
  status: (product) => product.status,
  visibility: (product) => product.visibility,
  created_at: (product) => product.created_at,
  updated_at: (product) => product.updated_at,
  category_id: (product) => product.category_ids,
  category_ids: (product) => product.category_ids,
};
/** Attributes every product has in Magento although the mock's attribute list does not describe them. */
const SYSTEM_ATTRIBUTES = new Set(['tax_class_id', 'has_options', 'required_options']);

export const productSearchFields: SearchableFields<CatalogProduct> = {
  // Own columns only: a field named after an inherited member (`__defineGetter__`, `constructor`) is unknown.
  knows: (field) => Object.hasOwn(COLUMNS, field) || CATALOG_ATTRIBUTES.has(field) || SYSTEM_ATTRIBUTES.has(field),
  read: (product, field) => (Object.hasOwn(COLUMNS, field) ? COLUMNS[field]?.(product) : undefined) ?? product.attributes[field] ?? null,
  unknown: (field) => new HttpError(400, 'Invalid attribute name: %1', [field]),
};
