import { z } from 'zod/mini';

const url = z.looseObject({ url: z.nullish(z.string()) });
const money = z.looseObject({ value: z.nullish(z.number()), currency: z.nullish(z.string()) });

/** A configurable product's option (ConfigurableProductOptions) and its values. */
export const configurableOptionSchema = z.looseObject({
  id: z.int(),
  label: z.string(),
  attribute_code: z.string(),
  values: z.array(z.looseObject({ value_index: z.int(), label: z.string() })),
});

/** One configured ring of a design (ConfigurableVariant): its options and the simple product the bag holds. */
export const ringVariantSchema = z.looseObject({
  attributes: z.nullish(z.array(z.looseObject({ code: z.nullish(z.string()), value_index: z.nullish(z.int()) }))),
  product: z.nullish(
    z.looseObject({
      sku: z.nullish(z.string()),
      media_gallery: z.nullish(z.array(url)),
      price_range: z.optional(z.looseObject({ minimum_price: z.optional(z.looseObject({ final_price: z.optional(money) })) })),
    }),
  ),
});

/** A ring design as the ring pages ask for it (ProductInterface, ConfigurableProduct). A select attribute such as
 * `ring_options` is its option id. */
export const ringProductSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  sku: z.string(),
  url_key: z.string(),
  ring_options: z.nullish(z.union([z.string(), z.number()])),
  setting: z.nullish(z.string()),
  size_limit: z.nullish(z.string()),
  accent_stones: z.nullish(z.string()),
  diamond_shapes: z.nullish(z.string()),
  brand: z.nullish(z.string()),
  meta_title: z.nullish(z.string()),
  meta_keyword: z.nullish(z.string()),
  meta_description: z.nullish(z.string()),
  thumbnail: z.nullish(url),
  media_gallery: z.nullish(z.array(url)),
  short_description: z.nullish(z.looseObject({ html: z.nullish(z.string()) })),
  price_range: z.optional(z.looseObject({ minimum_price: z.optional(z.looseObject({ regular_price: z.optional(money) })) })),
  configurable_options: z.nullish(z.array(configurableOptionSchema)),
  variants: z.nullish(z.array(ringVariantSchema)),
});
export type RingProductWire = z.infer<typeof ringProductSchema>;

/** `query RingOptions`: the labels of the `ring_options` attribute. */
export const ringOptionsVariablesSchema = z.strictObject({});
export const ringOptionsDataSchema = z.looseObject({
  customAttributeMetadata: z.looseObject({
    items: z.array(z.looseObject({ attribute_code: z.nullish(z.string()), attribute_options: z.nullish(z.array(z.looseObject({ label: z.string(), value: z.string() }))) })),
  }),
});
export type RingOptionsDataWire = z.infer<typeof ringOptionsDataSchema>;

/** `query RingList`: one page of the rings of the ring category, of one option or all. */
export const ringListVariablesSchema = z.strictObject({
  filter: z.strictObject({ category_id: z.strictObject({ eq: z.string() }), ring_options: z.optional(z.strictObject({ eq: z.string() })) }),
  pageSize: z.int().check(z.positive()),
  currentPage: z.int().check(z.positive()),
});
export const ringListDataSchema = z.looseObject({
  products: z.looseObject({ items: z.array(ringProductSchema), page_info: z.looseObject({ current_page: z.int(), total_pages: z.int() }) }),
});
export type RingListDataWire = z.infer<typeof ringListDataSchema>;

/** `query RingByUrlKey`: one design with its variants. */
export const ringByUrlKeyVariablesSchema = z.strictObject({ urlKey: z.string() });
export const ringByUrlKeyDataSchema = z.looseObject({ products: z.looseObject({ items: z.array(ringProductSchema) }) });

/** `query RingVariant`: one configured ring by its sku. */
export const ringVariantVariablesSchema = z.strictObject({ sku: z.string() });
export const ringVariantDataSchema = z.looseObject({
  products: z.looseObject({
    items: z.array(
      z.looseObject({
        sku: z.string(),
        name: z.string(),
        url_key: z.nullish(z.string()),
        media_gallery: z.nullish(z.array(url)),
        price_range: z.optional(z.looseObject({ minimum_price: z.optional(z.looseObject({ regular_price: z.optional(money) })) })),
      }),
    ),
  }),
});
export type RingVariantDataWire = z.infer<typeof ringVariantDataSchema>;

const halo: RingProductWire = {
  id: 3,
  name: 'Royal Halo Ring',
  sku: 'fw-halo-er',
  url_key: 'halo-royal',
  ring_options: 41,
  brand: 'Loupe Atelier',
  thumbnail: { url: '/media/rings/halo.svg' },
  media_gallery: [{ url: '/media/rings/halo.svg' }],
  short_description: { html: '<p>Halo</p>' },
  price_range: { minimum_price: { regular_price: { value: 1450, currency: 'USD' } } },
  configurable_options: [{ id: 1, label: 'Metal', attribute_code: 'ring_metal', values: [{ value_index: 5421, label: '14K' }] }],
  variants: [
    {
      attributes: [{ code: 'ring_metal', value_index: 5421 }],
      product: { sku: 'fw-halo-er-Rose Gold-14K-6', media_gallery: [{ url: '/media/rings/halo-rose.svg' }], price_range: { minimum_price: { final_price: { value: 1580, currency: 'USD' } } } },
    },
  ],
};

export const ringCatalogExamples = {
  ringOptions: { customAttributeMetadata: { items: [{ attribute_code: 'ring_options', attribute_options: [{ label: 'Halo', value: '41' }] }] } } satisfies RingOptionsDataWire,
  ringListVariables: { filter: { category_id: { eq: '99' }, ring_options: { eq: '41' } }, pageSize: 9, currentPage: 1 },
  ringList: { products: { items: [halo], page_info: { current_page: 1, total_pages: 1 } } } satisfies RingListDataWire,
  ringVariant: {
    products: { items: [{ sku: 'fw-halo-er-Rose Gold-14K-6', name: 'Royal Halo Ring', url_key: 'halo-royal', media_gallery: [], price_range: { minimum_price: { regular_price: { value: 1580 } } } }] },
  } satisfies RingVariantDataWire,
};
