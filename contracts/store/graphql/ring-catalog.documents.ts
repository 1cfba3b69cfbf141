/** The GraphQL documents the ring pages send, in Magento 2.4's schema names. */
const RING_FIELDS = `
  id name sku url_key ring_options setting size_limit accent_stones diamond_shapes brand
  meta_title meta_keyword meta_description
  thumbnail { url }
  media_gallery { url }
  short_description { html }
  price_range { minimum_price { regular_price { value currency } } }
  ... on ConfigurableProduct {
    configurable_options { id label attribute_code values { value_index label } }
  }`;

/** The builder's design also names its variants: each one's options (code and option id), the price its bag line
 * costs and its pictures, the ring in its colour (Magento's ConfigurableProduct.variants: [ConfigurableVariant
 * { attributes, product }]); the urls only, which the gallery needs. */
const RING_DESIGN_FIELDS = `${RING_FIELDS}
  ... on ConfigurableProduct {
    variants { attributes { code value_index } product { sku media_gallery { url } price_range { minimum_price { final_price { value currency } } } } }
  }`;

export const RING_OPTIONS_QUERY = `query RingOptions {
  customAttributeMetadata(attributes: [{ attribute_code: "ring_options", entity_type: "4" }]) {
    items { attribute_code attribute_options { label value } }
  }
}`;

export const RING_LIST_QUERY = `query RingList($filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int) {
  products(filter: $filter, search: "Ring", pageSize: $pageSize, currentPage: $currentPage, sort: { name: ASC }) {
    items { ${RING_FIELDS} }
    page_info { current_page total_pages }
  }
}`;

export const RING_BY_URL_KEY_QUERY = `query RingByUrlKey($urlKey: String!) {
  products(filter: { url_key: { eq: $urlKey } }) {
    items { ${RING_DESIGN_FIELDS} }
  }
}`;

export const RING_VARIANT_QUERY = `query RingVariant($sku: String!) {
  products(filter: { sku: { eq: $sku } }) {
    items { sku name url_key media_gallery { url } price_range { minimum_price { regular_price { value currency } } } }
  }
}`;
