/** The fields every product type has (ProductInterface), written once for the interface and each type. The ring
 * attributes are custom attributes of the store, typed as Magento types them (a select attribute is its option
 * id, an Int; its label comes from `customAttributeMetadata`). */
const PRODUCT_FIELDS = /* GraphQL */ `
    id: Int
    uid: ID!
    name: String
    sku: String
    url_key: String
    type_id: String
    attribute_set_id: Int
    stock_status: ProductStockStatus
    ring_options: Int
    ring_color: Int
    ring_metal: Int
    ring_size: Int
    setting: String
    size_limit: String
    accent_stones: String
    diamond_shapes: String
    brand: String
    meta_title: String
    meta_keyword: String
    meta_description: String
    image: ProductImage
    small_image: ProductImage
    thumbnail: ProductImage
    media_gallery: [MediaGalleryInterface]
    short_description: ComplexTextValue
    description: ComplexTextValue
    price_range: PriceRange!
    created_at: String
    updated_at: String
`;

export const PRODUCTS_TYPE_DEFS = /* GraphQL */ `
  extend type Query {
    products(
      filter: ProductAttributeFilterInput
      search: String
      pageSize: Int = 20
      currentPage: Int = 1
      sort: ProductAttributeSortInput
    ): Products
  }

  input ProductAttributeFilterInput {
    category_id: FilterEqualTypeInput
    sku: FilterEqualTypeInput
    url_key: FilterEqualTypeInput
    ring_options: FilterEqualTypeInput
    name: FilterMatchTypeInput
    price: FilterRangeTypeInput
  }

  input ProductAttributeSortInput {
    name: SortEnum
    price: SortEnum
    position: SortEnum
    relevance: SortEnum
  }

  type Products {
    items: [ProductInterface]
    page_info: SearchResultPageInfo
    total_count: Int
  }

  type SearchResultPageInfo {
    current_page: Int
    page_size: Int
    total_pages: Int
  }

  enum ProductStockStatus {
    IN_STOCK
    OUT_OF_STOCK
  }

  type ProductDiscount {
    percent_off: Float
    amount_off: Float
  }

  type ProductPrice {
    regular_price: Money!
    final_price: Money!
    discount: ProductDiscount
  }

  type PriceRange {
    minimum_price: ProductPrice!
    maximum_price: ProductPrice
  }

  interface MediaGalleryInterface {
    url: String
    label: String
    position: Int
    disabled: Boolean
  }

  type ProductImage implements MediaGalleryInterface {
    url: String
    label: String
    position: Int
    disabled: Boolean
  }

  interface ProductInterface {
    ${PRODUCT_FIELDS}
  }

  interface PhysicalProductInterface {
    weight: Float
  }

  type SimpleProduct implements ProductInterface & PhysicalProductInterface {
    ${PRODUCT_FIELDS}
    weight: Float
  }

  type ConfigurableProduct implements ProductInterface & PhysicalProductInterface {
    ${PRODUCT_FIELDS}
    weight: Float
    configurable_options: [ConfigurableProductOptions]
    variants: [ConfigurableVariant]
  }

  type ConfigurableProductOptions {
    id: Int
    uid: ID!
    attribute_id: String
    attribute_code: String
    label: String
    position: Int
    use_default: Boolean
    values: [ConfigurableProductOptionsValues]
    product_id: Int
  }

  type ConfigurableProductOptionsValues {
    value_index: Int
    uid: ID
    label: String
    default_label: String
    store_label: String
    use_default_value: Boolean
  }

  type ConfigurableVariant {
    attributes: [ConfigurableAttributeOption]
    product: SimpleProduct
  }

  type ConfigurableAttributeOption {
    code: String
    label: String
    value_index: Int
    uid: ID!
  }
`;
