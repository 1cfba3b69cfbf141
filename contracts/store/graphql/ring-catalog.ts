import { z } from 'zod';

const url = z.looseObject({ url: z.string().nullish() });
const money = z.looseObject({ value: z.number().nullish(), currency: z.string().nullish() });

/** A configurable product's option (ConfigurableProductOptions) and its values. */
export const configurableOptionSchema = z.looseObject({
  id: z.number().int(),
  label: z.string(),
  attribute_code: z.string(),
  values: z.array(z.looseObject({ value_index: z.number().int(), label: z.string() })),
});

/** One configured ring of a design (ConfigurableVariant): its options and the simple product the bag holds. */
export const ringVariantSchema = z.looseObject({
  attributes: z.array(z.looseObject({ code: z.string().nullish(), value_index: z.number().int().nullish() })).nullish(),
  product: z
    .looseObject({
      sku: z.string().nullish(),
      media_gallery: z.array(url).nullish(),
      price_range: z.looseObject({ minimum_price: z.looseObject({ final_price: money.optional() }).optional() }).optional(),
    })
    .nullish(),
});

/** A ring design as the ring pages ask for it (ProductInterface, ConfigurableProduct). A select attribute such as
 * `ring_options` is its option id. */
export const ringProductSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  url_key: z.string(),
  ring_options: z.union([z.string(), z.number()]).nullish(),
  setting: z.string().nullish(),
  size_limit: z.string().nullish(),
  accent_stones: z.string().nullish(),
  diamond_shapes: z.string().nullish(),
  brand: z.string().nullish(),
  meta_title: z.string().nullish(),
  meta_keyword: z.string().nullish(),
  meta_description: z.string().nullish(),
  thumbnail: url.nullish(),
  media_gallery: z.array(url).nullish(),
  short_description: z.looseObject({ html: z.string().nullish() }).nullish(),
  price_range: z.looseObject({ minimum_price: z.looseObject({ regular_price: money.optional() }).optional() }).optional(),
  configurable_options: z.array(configurableOptionSchema).nullish(),
  variants: z.array(ringVariantSchema).nullish(),
});
export type RingProductWire = z.infer<typeof ringProductSchema>;

/** `query RingOptions`: the labels of the `ring_options` attribute. */
export const ringOptionsVariablesSchema = z.strictObject({});
export const ringOptionsDataSchema = z.looseObject({
  customAttributeMetadata: z.looseObject({
    items: z.array(z.looseObject({ attribute_code: z.string().nullish(), attribute_options: z.array(z.looseObject({ label: z.string(), value: z.string() })).nullish() })),
  }),
});
export type RingOptionsDataWire = z.infer<typeof ringOptionsDataSchema>;

/** `query RingList`: one page of the rings of the ring category, of one option or all. */
export const ringListVariablesSchema = z.strictObject({
  filter: z.strictObject({ category_id: z.strictObject({ eq: z.string() }), ring_options: z.strictObject({ eq: z.string() }).optional() }),
  pageSize: z.number().int().positive(),
  currentPage: z.number().int().positive(),
});
export const ringListDataSchema = z.looseObject({
  products: z.looseObject({ items: z.array(ringProductSchema), page_info: z.looseObject({ current_page: z.number().int(), total_pages: z.number().int() }) }),
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
        url_key: z.string().nullish(),
        media_gallery: z.array(url).nullish(),
        price_range: z.looseObject({ minimum_price: z.looseObject({ regular_price: money.optional() }).optional() }).optional(),
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
